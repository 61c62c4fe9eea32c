import { expect, type Page } from "@playwright/test";

/** Waits until the riders' worker is active and controls the page. */
export async function workerControls(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration(location.pathname);
          return Boolean(reg?.active?.scriptURL.endsWith("/rider-sw.js") && navigator.serviceWorker.controller);
        }),
      { message: "the riders' worker controls the page", timeout: 45_000 },
    )
    .toBe(true);
}
