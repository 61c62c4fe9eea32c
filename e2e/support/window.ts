/**
 * What the browser tests keep on `window` in the page: the content security policy violations an init script
 * records, and a marker that survives only client-side navigation. Specs that use them import this file.
 */
declare global {
  interface Window {
    cspViolations: string[];
    marker?: number;
  }
}

export {};
