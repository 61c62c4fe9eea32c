import { test as base, expect, type Page } from "@playwright/test";

/**
 * Shared browser-test fixtures. A test that logs an unexpected console error fails (ARCHITECTURE.md §10);
 * add `allowConsoleErrors` for tests that provoke errors on purpose.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() !== "error") return;
      const text = msg.text();
      // HTTP failures the app handles itself (401 on /me, 4xx the test provokes) are logged by the browser
      if (/Failed to load resource/.test(text)) return;
      if (allowConsoleErrors.some((r) => r.test(text))) return;
      errors.push(text);
    });
    page.on("pageerror", (err) => errors.push(String(err)));
    await use(errors);
    expect(errors, "unexpected console errors").toEqual([]);
  },
  page: async ({ page }, use) => {
    await use(page);
  },
});
export { expect };

/** Moves the server's clock (only when ENABLE_TEST_CLOCK is on). */
export async function setServerClockOffset(page: Page, offsetMs: number) {
  const res = await page.request.post("/api/v1/dev/clock", { data: { offsetMs } });
  expect(res.ok()).toBeTruthy();
}
