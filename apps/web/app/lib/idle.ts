/**
 * Runs `task` once the main thread is idle (`requestIdleCallback`, at the latest after `timeoutMs`), never inside the
 * event handler that asked for it. A code preload started from a pointerover, focus or submit handler cost
 * 35–80 ms on the slowed phone of `bench:web` (Vite's preload helper inserts a `<link rel="modulepreload">` per
 * dependency), and that time sat between a first tap and its visible answer; at idle it runs after the answer has
 * painted. Where `requestIdleCallback` is missing (Safari, Node), a timer stands in.
 */
export function atIdle(task: () => void, timeoutMs = 500): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(() => task(), { timeout: timeoutMs });
  else setTimeout(task, 1);
}
