import { test, expect } from "./support/fixtures";

// The automatic console-error guard of e2e/support/fixtures.ts, proved on a page that logs an error.
test.describe("console-error guard", () => {
  test("fails a test whose page logs a console error it did not declare", async ({ page }) => {
    test.fail(); // the guard's check after the test is expected to fail it
    await page.setContent("<script>console.error('unexpected trouble')</script><p>ready</p>");
    await expect(page.getByText("ready")).toBeVisible();
  });

  test("fails a test whose page throws", async ({ page }) => {
    test.fail();
    await page.setContent("<script>throw new Error('uncaught trouble')</script><p>ready</p>");
    await expect(page.getByText("ready")).toBeVisible();
  });

  test.describe("with the error declared", () => {
    test.use({ allowConsoleErrors: [/^expected trouble$/] });

    test("passes", async ({ page, consoleErrors }) => {
      await page.setContent("<script>console.error('expected trouble')</script><p>ready</p>");
      await expect(page.getByText("ready")).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  });
});
