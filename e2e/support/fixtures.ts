import { test as base, expect, type Locator, type Page } from "@playwright/test";

/**
 * The screenshots the specs take for people to look at (`e2e/artifacts/<area>/…`, at 375 and 1440 px) are taken only
 * when E2E_SCREENSHOTS=1 (`npm run test:screens`): a full-page screenshot is software-rendered on a machine without a
 * GPU, and the ~150 of a run were a large share of the browser stage's CPU. A screenshot without a path (a test that
 * reads the image) and Playwright's own screenshot of a failed test (under `test-results-…`) are always taken.
 */
const REVIEW_SCREENSHOTS = process.env.E2E_SCREENSHOTS === "1";
const isReviewShot = (options?: { path?: string }) =>
  Boolean(options?.path) && !/[\\/]test-results-[^\\/]*[\\/]/.test(options!.path!);
let reviewShotsPatched = false;
/** Makes page.screenshot and locator.screenshot skip review screenshots (once per worker) unless they are wanted. */
function skipReviewShots(page: Page) {
  if (REVIEW_SCREENSHOTS || reviewShotsPatched) return;
  reviewShotsPatched = true;
  for (const proto of [Object.getPrototypeOf(page), Object.getPrototypeOf(page.locator("body"))] as Array<
    Page | Locator
  >) {
    const original = proto.screenshot;
    proto.screenshot = function (this: Page | Locator, options?: { path?: string }) {
      return isReviewShot(options) ? Promise.resolve(Buffer.alloc(0)) : original.call(this, options as never);
    } as typeof original;
  }
}

/**
 * Shared browser-test fixtures; every spec imports `test` from here (eslint.config.js refuses `test` from
 * "@playwright/test" in a spec). The console-error guard is automatic: any console error or uncaught exception in a
 * page of the test's browser context fails the test. A test that provokes an error on purpose declares it:
 * `test.use({ allowConsoleErrors: [/expected text/] })`. Contexts a test opens itself with `browser.newContext()`
 * are not watched.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ context, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      // the first page of the worker patches every page's screenshot (a prototype shared by all of them)
      context.on("page", skipReviewShots);
      context.on("console", (msg) => {
        if (msg.type() !== "error") return;
        const text = msg.text();
        // HTTP failures the app handles itself (401 on /me, 4xx the test provokes) are logged by the browser
        if (/Failed to load resource/.test(text)) return;
        if (allowConsoleErrors.some((r) => r.test(text))) return;
        errors.push(text);
      });
      context.on("weberror", (webError) => errors.push(String(webError.error())));
      await use(errors);
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Moves the server's clock (only when ENABLE_TEST_CLOCK is on). */
export async function setServerClockOffset(page: Page, offsetMs: number) {
  const res = await page.request.post("/api/v1/dev/clock", { data: { offsetMs } });
  expect(res.ok()).toBeTruthy();
}
