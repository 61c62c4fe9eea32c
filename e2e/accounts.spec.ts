import type { Page } from "@playwright/test";
import { test, expect, setServerClockOffset } from "./support/fixtures";
import { newRider, readEmail, readOtp, registerAndSignIn, type Rider } from "./support/auth";

const M = {
  registered: "Registration successful! Enter the OTP sent to your phone.",
  deletionHint:
    "This account is scheduled for deletion. You can recover it within 72 hours of the request on the Recover Account page.",
  recoveryExpired: "Recovery window expired. Please contact support for assistance.",
};

async function registerThroughUi(page: Page, rider: Rider) {
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Register" }).click();
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("Name").fill(rider.name);
  await panel.getByLabel("Email").fill(rider.email);
  await panel.getByLabel("Phone Number").fill(rider.phone);
  await panel.getByLabel("Password", { exact: true }).fill(rider.password);
  await panel.getByLabel("Confirm Password").fill(rider.password);
  await panel.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText(M.registered)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/otp-verify\//);
}

async function enterOtp(page: Page, code: string) {
  await expect(page.getByText("Enter the 5-digit OTP sent to your registered phone.")).toBeVisible();
  await expect(page.getByLabel("Digit 1 of 5")).toBeFocused();
  await page.keyboard.type(code);
  await page.getByRole("button", { name: "Verify OTP" }).click();
}

async function loginThroughUi(page: Page, rider: Rider, password = rider.password) {
  await page.goto("/auth");
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("Phone Number").fill(rider.phone);
  await panel.getByLabel("Password").fill(password);
  await panel.getByRole("button", { name: "Login" }).click();
}

test.describe("rider accounts", () => {
  test("the whole life of an account", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const rider = newRider({ name: "Ananya Pattnaik" });

    // register → OTP from the outbox → signed in
    await registerThroughUi(page, rider);
    await enterOtp(page, await readOtp(page, rider.phoneE164));
    await expect(page).toHaveURL(/\/$/);
    const avatar = page.getByRole("link", { name: "Your profile" });
    await expect(avatar).toBeVisible();

    // profile
    await avatar.click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(page.getByRole("heading", { name: "Ananya Pattnaik" })).toBeVisible();
    await expect(page.getByText("Home City")).toBeVisible();
    await expect(page.getByText("Not Provided").first()).toBeVisible();
    await expect(page.getByTestId("user-since")).toHaveText(/^USER SINCE [A-Z]+ \d{4}$/);
    await expect(page.getByRole("link", { name: "See All Trips" })).toHaveAttribute("href", "/user/bookings");

    // edit and save
    await page.getByRole("link", { name: "Edit profile" }).click();
    await expect(page).toHaveURL(/\/user\/edit$/);
    await expect(page.getByLabel("Full Name")).toHaveValue("Ananya Pattnaik");
    await page.getByLabel("Full Name").fill("Ananya P. Mohanty");
    await page.getByLabel("Home City").selectOption("Cuttack");
    await page.getByLabel("Work Email").fill(`work.${rider.email}`);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(page.getByRole("heading", { name: "Ananya P. Mohanty" })).toBeVisible();
    await expect(page.getByText("Cuttack")).toBeVisible();

    // log out (a POST, docs/security.md §6) → log in
    const logoutCall = page.waitForRequest((r) => r.url().endsWith("/api/v1/user/logout"));
    await page.getByRole("button", { name: "Log Out" }).click();
    expect((await logoutCall).method()).toBe("POST");
    await expect(page).toHaveURL(/\/auth$/);
    expect((await page.request.get("/api/v1/user/me")).status()).toBe(401);
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
    await loginThroughUi(page, rider);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Your profile" })).toBeVisible();

    // a second device signed in: its session must end with the reset
    const other = await browser.newContext({ baseURL: page.url().replace(/\/$/, "") });
    const otherLogin = await other.request.post("/api/v1/user/login", {
      data: { phone: rider.phoneE164, password: rider.password },
    });
    expect(otherLogin.status()).toBe(200);
    expect((await other.request.get("/api/v1/user/me")).status()).toBe(200);

    // forgot password → reset through the e-mailed link
    await page.goto("/user/profile");
    await page.getByRole("button", { name: "Log Out" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole("link", { name: "Forgot Password?" }).click();
    await page.getByLabel("Email").fill(rider.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("heading", { name: "Email Sent!" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Send Another Email" })).toBeVisible();
    await readEmail(page, rider.email, /Reset your/);
    await page.goto("/dev/outbox");
    const mail = page.getByTestId("outbox-message").filter({ hasText: "Reset your" }).first();
    await mail.getByRole("link", { name: /\/auth\/password\/reset\// }).click();
    await expect(page).toHaveURL(/\/auth\/password\/reset\/[\w-]+$/);
    const newPassword = "Fresh#Pass42";
    await page.getByLabel("New Password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm New Password").fill(newPassword);
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByRole("heading", { name: "Password Reset Successful!" })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 6000 });

    // old sessions gone
    expect((await other.request.get("/api/v1/user/me")).status()).toBe(401);
    await other.close();

    // delete
    await loginThroughUi(page, rider, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/user/edit");
    await page.getByRole("button", { name: "Delete My Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Account" });
    await expect(dialog).toContainText(
      "This action will request account deletion. Your account will be permanently deleted after 30 days. You can recover it within 72 hours by contacting support.",
    );
    await expect(dialog.getByRole("button", { name: "Delete Account" })).toBeDisabled();
    await dialog.getByLabel("Enter your password to confirm:").fill(newPassword);
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await expect(page).toHaveURL(/\/auth$/);

    // sign-in refused with the recovery hint
    await loginThroughUi(page, rider, newPassword);
    await expect(page.getByText(M.deletionHint)).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    // recover → sign in
    await page.goto("/user/recover-account");
    await expect(page.getByText(/only within 72 hours/)).toBeVisible();
    await page.getByLabel("Phone Number").fill(rider.phone);
    await page.getByLabel("Password").fill(newPassword);
    await page.getByRole("button", { name: "Recover Account" }).click();
    await expect(page.getByRole("heading", { name: "Account Recovered!" })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 6000 });
    await loginThroughUi(page, rider, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Your profile" })).toBeVisible();
  });

  test("recovery after 72 hours is refused @server-clock", async ({ page }) => {
    const rider = await registerAndSignIn(page);
    await page.goto("/user/edit");
    await page.getByRole("button", { name: "Delete My Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Account" });
    await dialog.getByLabel("Enter your password to confirm:").fill(rider.password);
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    try {
      await setServerClockOffset(page, 73 * 3600_000);
      await page.goto("/user/recover-account");
      await page.getByLabel("Phone Number").fill(rider.phone);
      await page.getByLabel("Password").fill(rider.password);
      await page.getByRole("button", { name: "Recover Account" }).click();
      await expect(page.getByText(M.recoveryExpired)).toBeVisible();
      await expect(page.getByRole("heading", { name: "Account Recovered!" })).toHaveCount(0);
    } finally {
      await setServerClockOffset(page, 0);
    }
  });

  test("registerAndSignIn leaves the browser signed in", async ({ page }) => {
    const rider = await registerAndSignIn(page, { name: "Helper Rider" });
    await page.goto("/user/profile");
    await expect(page.getByRole("heading", { name: "Helper Rider" })).toBeVisible();
    await expect(page.getByText(`+91${rider.phone}`).first()).toBeVisible();
  });
});
