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

/**
 * Until the page's short animations and transitions (a second at most: a tab's, a form's) have run out and a frame has
 * been painted after them. Longer ones are timers, not layout (a toast's 5-second progress bar, which also pauses while
 * the window has no focus, so waiting for it could last for ever).
 */
export async function animationsDone(page: Page) {
  await page.evaluate(async () => {
    const short = document.getAnimations().filter((a) => {
      const end = Number(a.effect?.getComputedTiming().endTime ?? Infinity);
      return a.playState === "running" && end <= 1000;
    });
    await Promise.all(short.map((a) => a.finished.catch(() => {})));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
}

/** Until a frame has been painted twice: whatever the page does in answer to what it just received is on screen. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
