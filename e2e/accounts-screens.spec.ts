import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { animationsDone } from "./support/wait";

const WIDTHS = [375, 1440] as const;

/** Saves a screenshot for review (e2e/artifacts, git-ignored) and checks the page does not scroll sideways. */
async function shoot(page: Page, name: string, width: number) {
  await animationsDone(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `e2e/artifacts/accounts/${name}-${width}.png`, fullPage: true });
  // WCAG 2.1 A/AA on the screen's own content (the shared header and footer are checked by the platform's tests)
  const { violations } = await new AxeBuilder({ page })
    .include("main")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `${name} at ${width}px`,
  ).toEqual([]);
}

test.describe("accounts screens at 375 px and 1440 px", () => {
  // six screens, each checked by axe: three times the default budget, for a loaded machine (CI shares two cores)
  test.slow();
  for (const width of WIDTHS) {
    test(`guest screens fit ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/auth");
      await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
      await shoot(page, "auth-login", width);
      await page.getByRole("tab", { name: "Register" }).click();
      await page.getByRole("button", { name: "Register" }).click();
      await expect(page.getByText("Name is required")).toBeVisible();
      await shoot(page, "auth-register-errors", width);
      await page.goto("/auth/otp-verify/rider%40example.in/%2B919876543210");
      await expect(page.getByRole("button", { name: "Verify OTP" })).toBeVisible();
      await shoot(page, "otp-verify", width);
      await page.goto("/auth/password/forgot");
      await expect(page.getByRole("button", { name: "Send Reset Link" })).toBeVisible();
      await shoot(page, "forgot-password", width);
      // a link nobody sent: the page says so when it opens (a live link's form: e2e/sign-in-continuity.spec.ts)
      await page.goto("/auth/password/reset/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG");
      await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();
      await shoot(page, "reset-password", width);
      await page.goto("/user/recover-account");
      await expect(page.getByRole("button", { name: "Recover Account" })).toBeVisible();
      await shoot(page, "recover-account", width);
    });

    test(`rider screens fit ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await registerAndSignIn(page, { name: "Rohan Das" });
      await page.goto("/user/profile");
      await expect(page.getByRole("heading", { name: "Profile Details" })).toBeVisible();
      await shoot(page, "profile", width);
      await page.goto("/user/edit");
      await expect(page.getByLabel("Full Name")).toHaveValue("Rohan Das");
      await shoot(page, "edit-profile", width);
      await page.getByRole("button", { name: "Delete My Account" }).click();
      await expect(page.getByRole("dialog", { name: "Delete Account" })).toBeVisible();
      await page.screenshot({ path: `e2e/artifacts/accounts/delete-dialog-${width}.png` });
      const dialogAxe = await new AxeBuilder({ page })
        .include('[role="dialog"]')
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(dialogAxe.violations.map((v) => v.id)).toEqual([]);
      await page.keyboard.press("Escape");
      await page.goto("/dev/outbox");
      await expect(page.getByTestId("outbox-message").first()).toBeVisible();
      await shoot(page, "dev-outbox", width);
    });
  }
});
