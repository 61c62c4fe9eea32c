import { authServerMessages } from "@chauffeur/contracts";
import { test, expect } from "./support/fixtures";
import { newRider, readEmail, readOtp, registerAndSignIn } from "./support/auth";
import { seriousViolations } from "./support/axe";
import { toast } from "./support/toast";

// A wrong OTP says how many tries are left; a used or expired reset link is said when the
// reset page opens, with a way to ask for a new one.
const shots = "e2e/artifacts/sign-in";
const WIDTHS = [375, 1440] as const;

test.describe("OTP tries and reset links", () => {
  for (const width of WIDTHS) {
    test(`a wrong OTP on the OTP screen says the tries left, down to none (${width}px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const rider = newRider();
      const reg = await page.request.post("/api/v1/user/register", {
        data: { name: rider.name, email: rider.email, phone: rider.phoneE164, password: rider.password },
      });
      expect(reg.status()).toBe(201);
      const code = await readOtp(page, rider.phoneE164);
      const wrong = code === "12345" ? "54321" : "12345";
      await page.goto(`/auth/otp-verify/${encodeURIComponent(rider.email)}/${encodeURIComponent(rider.phoneE164)}`);
      // the prerendered page hydrates at idle; these keystrokes are for React's boxes (typing before hydration is
      // e2e/prerendered-pages.spec.ts' subject)
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const left = page.getByTestId("otp-attempts-left");
      await expect(left).toHaveText("");
      for (const expected of [
        "You have 4 attempts left.",
        "You have 3 attempts left.",
        "You have 2 attempts left.",
        "You have 1 attempt left.",
        "You have no attempts left. Please request a new OTP.",
      ]) {
        await page.getByLabel("Digit 1 of 5").focus();
        await page.keyboard.type(wrong);
        await page.getByRole("button", { name: "Verify OTP" }).click();
        await expect(left).toHaveText(expected);
      }
      await page.screenshot({ path: `${shots}/otp-no-tries-left-${width}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      // the code is dead now, even the right one
      await page.getByLabel("Digit 1 of 5").focus();
      await page.keyboard.type(code);
      await page.getByRole("button", { name: "Verify OTP" }).click();
      await expect(toast(page, authServerMessages.otpExpired)).toBeVisible();
      await expect(left).toHaveText("");
    });

    test(`a used or unknown reset link is said when the page opens, with a way to a new link (${width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const rider = await registerAndSignIn(page);
      await page.request.post("/api/v1/user/password/forgot", { data: { email: rider.email } });
      const mail = await readEmail(page, rider.email, /Reset/);
      const link = /\/auth\/password\/reset\/[\w-]+/.exec(mail.text)![0];

      // a live link shows the form, and opening it consumed nothing
      await page.goto(link);
      await expect(page.getByRole("button", { name: "Update Password" })).toBeVisible();
      await page.screenshot({ path: `${shots}/reset-valid-${width}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel("New Password", { exact: true }).fill("Changed123");
      await page.getByLabel("Confirm New Password").fill("Changed123");
      await page.getByRole("button", { name: "Update Password" }).click();
      await expect(page.getByText("Password Reset Successful!")).toBeVisible();

      // the same link again: used, said at once (no form to fill in vain)
      await page.goto(link);
      await expect(page.getByTestId("reset-link-state")).toHaveText(authServerMessages.resetLinkUsed);
      await expect(page.getByRole("button", { name: "Update Password" })).toHaveCount(0);
      await page.screenshot({ path: `${shots}/reset-used-${width}.png`, fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("link", { name: "Request a new link" }).click();
      await expect(page).toHaveURL(/\/auth\/password\/forgot$/);
      await expect(page.getByRole("button", { name: "Send Reset Link" })).toBeVisible();

      await page.goto("/auth/password/reset/not-a-real-token-but-long-enough-000000000");
      await expect(page.getByTestId("reset-link-state")).toHaveText(authServerMessages.resetInvalid);
      await expect(page.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/auth");
    });
  }
});

test.describe("reset links and the server clock @server-clock", () => {
  test("an expired reset link is said when the page opens", async ({ page }) => {
    const rider = await registerAndSignIn(page);
    await page.request.post("/api/v1/user/password/forgot", { data: { email: rider.email } });
    const mail = await readEmail(page, rider.email, /Reset/);
    const link = /\/auth\/password\/reset\/[\w-]+/.exec(mail.text)![0];
    try {
      const res = await page.request.post("/api/v1/dev/clock", { data: { offsetMs: 31 * 60_000 } });
      expect(res.ok()).toBeTruthy();
      await page.goto(link);
      await expect(page.getByTestId("reset-link-state")).toHaveText(authServerMessages.resetLinkExpired);
      await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();
    } finally {
      await page.request.post("/api/v1/dev/clock", { data: { offsetMs: 0 } });
    }
  });
});
