import type { Page, Route } from "@playwright/test";

/**
 * Holds every request matching `pattern` until `release()`: a slow network, as long as the test needs it and no longer
 * (a fixed delay either ends before the test has looked, on a loaded machine, or makes every run wait it out).
 * `seen()` counts the requests held so far.
 */
export async function holdRequests(page: Page, pattern: RegExp) {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  let seen = 0;
  await page.route(pattern, async (route: Route) => {
    seen++;
    await held;
    await route.continue().catch(() => {}); // the page may have gone meanwhile
  });
  return { release: () => release(), seen: () => seen };
}

/** Until the page's finite animations and transitions have run out and a frame has been painted after them. */
export async function animationsDone(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => {})));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

/** Until a frame has been painted twice: whatever the page does in answer to what it just received is on screen. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
