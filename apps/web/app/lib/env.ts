/** The API base address: same origin unless VITE_API_BASE_URL was set at build time (never a hard-coded host). */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL ?? "").replace(/\/+$/, "");
