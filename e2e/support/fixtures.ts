import { test as base, expect, type Page } from "@playwright/test";

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
