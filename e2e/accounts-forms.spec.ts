import type { Page } from "@playwright/test";
import { test, expect, setServerClockOffset } from "./support/fixtures";
import { newRider, readOtp, registerAndSignIn } from "./support/auth";

/** Validation messages of seed 000 §5, client fallbacks of §8, OTP box rules and session redirects, in the browser. */

const toast = (page: Page, text: string) => page.locator(".Toastify").getByText(text, { exact: true });

async function openRegister(page: Page) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  return page.getByRole("tabpanel");
}

test.describe("accounts forms", () => {
  test("register validation messages", async ({ page }) => {
    const form = await openRegister(page);
    await form.getByRole("button", { name: "Register" }).click();
    for (const m of ["Name is required", "Email is required", "Phone is required", "Password is required", "Please confirm your password"])
      await expect(form.getByText(m, { exact: true })).toBeVisible();
    await form.getByLabel("Email").fill("someone@example.travel");
    await form.getByLabel("Phone Number").fill("98765");
    await form.getByLabel("Password", { exact: true }).fill("abc");
    await form.getByLabel("Confirm Password").fill("abd");
    await form.getByRole("button", { name: "Register" }).click();
    for (const m of ["Enter a valid email address", "Enter a valid 10-digit number", "Password must be at least 6 characters", "The passwords do not match"])
      await expect(form.getByText(m, { exact: true })).toBeVisible();
    // every field has a visible label as its accessible name
    for (const label of ["Name", "Email", "Phone Number", "Confirm Password"]) await expect(form.getByLabel(label)).toBeVisible();
  });

  test("register: a duplicate phone shows the server message; a network failure the catalogue text", async ({ page }) => {
    const taken = await registerAndSignIn(page);
    await page.request.get("/api/v1/user/logout");
    const form = await openRegister(page);
    const rider = newRider({ phone: taken.phone });
    await form.getByLabel("Name").fill(rider.name);
    await form.getByLabel("Email").fill(rider.email);
    await form.getByLabel("Phone Number").fill(rider.phone);
    await form.getByLabel("Password", { exact: true }).fill(rider.password);
    await form.getByLabel("Confirm Password").fill(rider.password);
    await form.getByRole("button", { name: "Register" }).click();
    await expect(toast(page, "An account with this phone number already exists. Please login instead.")).toBeVisible();
    await page.route("**/api/v1/user/register", (r) => r.abort());
    await form.getByRole("button", { name: "Register" }).click();
    await expect(toast(page, "Registration failed Network Error, please try again!")).toBeVisible();
  });

  test("login: phone rules, a failure resets the form, the network fallback", async ({ page }) => {
    await page.goto("/auth");
    const form = page.getByRole("tabpanel");
    await form.getByRole("button", { name: "Login" }).click();
    await expect(form.getByText("Phone is required", { exact: true })).toBeVisible();
    await form.getByLabel("Phone Number").fill("12345");
    await form.getByRole("button", { name: "Login" }).click();
    await expect(form.getByText("Enter a valid 10-digit number", { exact: true })).toBeVisible();
    await form.getByLabel("Phone Number").fill("9000000001");
    await form.getByLabel("Password").fill("not-the-password");
    await form.getByRole("button", { name: "Login" }).click();
    await expect(toast(page, "Invalid phone number or password")).toBeVisible();
    await expect(form.getByLabel("Phone Number")).toHaveValue("");
    await expect(form.getByLabel("Password")).toHaveValue("");
    await page.route("**/api/v1/user/login", (r) => r.abort());
    await form.getByLabel("Phone Number").fill("9000000001");
    await form.getByLabel("Password").fill("x");
    await form.getByRole("button", { name: "Login" }).click();
    await expect(toast(page, "Login failed Network Error, please try again!")).toBeVisible();
  });

  test("login of an unverified account opens OTP verification", async ({ page }) => {
    const rider = newRider();
    const reg = await page.request.post("/api/v1/user/register", { data: { name: rider.name, email: rider.email, phone: rider.phoneE164, password: rider.password } });
    expect(reg.status()).toBe(201);
    await page.goto("/auth");
    const form = page.getByRole("tabpanel");
    await form.getByLabel("Phone Number").fill(rider.phone);
    await form.getByLabel("Password").fill(rider.password);
    await form.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/auth\/otp-verify\//);
    await expect(toast(page, "Your phone number is not verified yet. We have sent a new OTP.")).toBeVisible();
    await page.keyboard.type(await readOtp(page, rider.phoneE164));
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("OTP boxes: focus, digits only, Backspace, paste, wrong length and a wrong code", async ({ page }) => {
    const rider = newRider();
    await page.request.post("/api/v1/user/register", { data: { name: rider.name, email: rider.email, phone: rider.phoneE164, password: rider.password } });
    await page.goto(`/auth/otp-verify/${encodeURIComponent(rider.email)}/${encodeURIComponent(rider.phoneE164)}`);
    const box = (i: number) => page.getByLabel(`Digit ${i} of 5`);
    await expect(box(1)).toBeFocused();
    await page.keyboard.type("4a");
    await expect(box(1)).toHaveValue("4");
    await expect(box(2)).toBeFocused();
    await expect(box(2)).toHaveValue("");
    await page.keyboard.type("7");
    await expect(box(3)).toBeFocused();
    await page.keyboard.press("Backspace");
    await expect(box(2)).toBeFocused();
    await expect(box(2)).toHaveValue("");
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await expect(toast(page, "Please enter a valid 5-digit OTP.")).toBeVisible();
    // paste: digits only, truncated to five
    await box(1).focus();
    await page.evaluate(() => {
      const dt = new DataTransfer();
      dt.setData("text/plain", "9-8 7x6543");
      document.activeElement!.dispatchEvent(new ClipboardEvent("paste", { clipboardData: dt, bubbles: true, cancelable: true }));
    });
    for (const [i, d] of ["9", "8", "7", "6", "5"].entries()) await expect(box(i + 1)).toHaveValue(d);
    const real = await readOtp(page, rider.phoneE164);
    const wrong = real === "98765" ? "98766" : "98765";
    if (wrong !== "98765") {
      await box(1).focus();
      await page.keyboard.type(wrong);
    }
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await expect(toast(page, "Invalid OTP. Please try again.")).toBeVisible();
    // a resend control with a visible cooldown
    await expect(page.getByTestId("otp-cooldown")).toHaveText(/Resend OTP in \d+s/);
  });

  test("Resend OTP after the cooldown sends a new code that works @server-clock", async ({ page }) => {
    const rider = newRider();
    await page.request.post("/api/v1/user/register", { data: { name: rider.name, email: rider.email, phone: rider.phoneE164, password: rider.password } });
    const first = await readOtp(page, rider.phoneE164);
    await page.clock.install();
    await page.goto(`/auth/otp-verify/${encodeURIComponent(rider.email)}/${encodeURIComponent(rider.phoneE164)}`);
    await expect(page.getByTestId("otp-cooldown")).toHaveText("Resend OTP in 60s");
    await expect(page.getByRole("button", { name: "Resend OTP" })).toHaveCount(0);
    await page.clock.runFor(61_000);
    try {
      await setServerClockOffset(page, 61_000);
      await page.getByRole("button", { name: "Resend OTP" }).click();
      await expect(toast(page, "A new OTP has been sent to your phone.")).toBeVisible();
      await expect(page.getByTestId("otp-cooldown")).toHaveText(/Resend OTP in \d+s/);
      let second = first;
      await expect.poll(async () => (second = await readOtp(page, rider.phoneE164))).toBeTruthy();
      const res = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(rider.phoneE164)}`);
      expect(((await res.json()) as { messages: unknown[] }).messages).toHaveLength(2);
      await page.getByLabel("Digit 1 of 5").focus();
      await page.keyboard.type(second);
      await page.getByRole("button", { name: "Verify OTP" }).click();
      await expect(page).toHaveURL(/\/$/);
    } finally {
      await setServerClockOffset(page, 0);
    }
  });

  test("signed-in riders are sent away from /auth (after the message) and from OTP verification", async ({ page }) => {
    await registerAndSignIn(page);
    await page.goto("/auth");
    await expect(page.getByText("You're logged in. Redirecting to home page...")).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
    await page.goto("/auth/otp-verify/a%40b.in/%2B919876543210");
    await expect(page).toHaveURL(/\/$/);
  });

  test("forgot password: messages, Sending..., Email Sent!, Send Another Email, the network fallback", async ({ page }) => {
    await page.goto("/auth/password/forgot");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Email is required", { exact: true })).toBeVisible();
    await page.getByLabel("Email").fill("no-at-sign");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
    await page.getByLabel("Email").fill("NOBODY@EXAMPLE.IN");
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route("**/api/v1/user/password/forgot", async (route) => {
      await gate;
      await route.continue();
    });
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(page.getByRole("heading", { name: "Email Sent!" })).toBeVisible();
    await page.getByRole("button", { name: "Send Another Email" }).click();
    await expect(page.getByRole("button", { name: "Send Reset Link" })).toBeVisible();
    await page.unroute("**/api/v1/user/password/forgot");
    await page.route("**/api/v1/user/password/forgot", (r) => r.abort());
    await page.getByLabel("Email").fill("someone@example.in");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(toast(page, "Failed to send reset email. Please try again.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Login" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("reset password: messages and an invalid link", async ({ page }) => {
    const response = await page.goto("/auth/password/reset/not-a-real-token-but-long-enough-000000000");
    // the token in the address never leaves in a Referer, and only our own scripts run on this page
    expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
    expect(/script-src ([^;]*)/.exec(response?.headers()["content-security-policy"] ?? "")?.[1]).not.toMatch(/https?:/);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Password is required", { exact: true })).toBeVisible();
    await expect(page.getByText("Please confirm your password", { exact: true })).toBeVisible();
    await page.getByLabel("New Password", { exact: true }).fill("Ab1");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Password must be at least 6 characters long", { exact: true })).toBeVisible();
    await page.getByLabel("New Password", { exact: true }).fill("abcdefg1");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Password must contain at least one uppercase letter, one lowercase letter, and one number", { exact: true })).toBeVisible();
    await page.getByLabel("New Password", { exact: true }).fill("Abcdefg1");
    await page.getByLabel("Confirm New Password").fill("Abcdefg2");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Passwords do not match", { exact: true })).toBeVisible();
    await page.getByLabel("Confirm New Password").fill("Abcdefg1");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(toast(page, "This password reset link is invalid or has expired. Please request a new one.")).toBeVisible();
  });

  test("delete dialog: blank password, wrong password; logout failure", async ({ page }) => {
    await registerAndSignIn(page);
    await page.goto("/user/edit");
    await page.getByRole("button", { name: "Delete My Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Account" });
    await dialog.getByLabel("Enter your password to confirm:").fill("   ");
    let called = false;
    await page.route("**/api/v1/user/me", (route) => {
      if (route.request().method() === "DELETE") called = true;
      return route.continue();
    });
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await expect(toast(page, "Please enter your password to delete account")).toBeVisible();
    expect(called).toBe(false);
    await dialog.getByLabel("Enter your password to confirm:").fill("wrong-password");
    await dialog.getByRole("button", { name: "Delete Account" }).click();
    await expect(toast(page, "Incorrect password")).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Delete My Account" }).click();
    await expect(page.getByRole("dialog").getByLabel("Enter your password to confirm:")).toHaveValue("");
    await page.keyboard.press("Escape");

    await page.goto("/user/profile");
    await page.route("**/api/v1/user/logout", (r) => r.abort());
    await page.getByRole("button", { name: "Log Out" }).click();
    await expect(toast(page, "Failed to logout. Please try again.")).toBeVisible();
    await expect(page).toHaveURL(/\/user\/profile$/);
  });

  test("edit profile: messages and a taken e-mail", async ({ page }) => {
    const other = await registerAndSignIn(page);
    await page.request.get("/api/v1/user/logout");
    await registerAndSignIn(page);
    await page.goto("/user/edit");
    await page.getByLabel("Full Name").fill("");
    await page.getByLabel("Personal Email").fill("");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Name is required", { exact: true })).toBeVisible();
    await expect(page.getByText("Email is required", { exact: true })).toBeVisible();
    await page.getByLabel("Full Name").fill("Someone");
    await page.getByLabel("Personal Email").fill(other.email);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "An account with this email already exists. Please login instead.")).toBeVisible();
    await page.getByRole("link", { name: "Cancel", exact: true }).click();
    await expect(page).toHaveURL(/\/user\/profile$/);
  });

  test.describe("development mailbox", () => {
    // the e-mail's HTML part is shown in a sandboxed frame without scripts; the browser logs that it blocked them
    test.use({ allowConsoleErrors: [/^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/] });

    test("development mailbox: e-mails with their HTML part and clickable links; 'not available' without it", async ({ page }) => {
      const rider = await registerAndSignIn(page);
      await page.request.post("/api/v1/user/password/forgot", { data: { email: rider.email } });
      await page.goto("/dev/outbox");
      const mail = page.getByTestId("outbox-message").filter({ hasText: rider.email }).first();
      await expect(mail).toHaveAttribute("data-channel", "email");
      await expect(mail.getByRole("link", { name: /\/auth\/password\/reset\// })).toBeVisible();
      await mail.getByRole("button", { name: "Show HTML part" }).click();
      const frame = mail.frameLocator("iframe");
      await expect(frame.getByRole("link", { name: "Reset Password" })).toHaveAttribute("href", /\/auth\/password\/reset\/[\w-]{43}$/);
      await page.route("**/api/v1/dev/outbox", (r) => r.fulfill({ status: 404, contentType: "application/json", body: '{"success":false,"message":"Not found"}' }));
      await page.getByRole("button", { name: "Refresh" }).click();
      await expect(page.getByText("The development mailbox is not available", { exact: false })).toBeVisible();
    });
  });

  test("recover account: messages and the 404 / 401 rows", async ({ page }) => {
    const rider = await registerAndSignIn(page);
    await page.request.get("/api/v1/user/logout");
    await page.goto("/user/recover-account");
    await page.getByRole("button", { name: "Recover Account" }).click();
    await expect(page.getByText("Phone is required", { exact: true })).toBeVisible();
    await expect(page.getByText("Password is required", { exact: true })).toBeVisible();
    await page.getByLabel("Phone Number").fill("123");
    await page.getByRole("button", { name: "Recover Account" }).click();
    await expect(page.getByText("Enter a valid 10-digit number", { exact: true })).toBeVisible();
    await page.getByLabel("Phone Number").fill(rider.phone);
    await page.getByLabel("Password").fill(rider.password);
    await page.getByRole("button", { name: "Recover Account" }).click();
    await expect(toast(page, "Account not found or not eligible for recovery")).toBeVisible();
    // deletion requested, then a wrong password
    const login = await page.request.post("/api/v1/user/login", { data: { phone: rider.phoneE164, password: rider.password } });
    expect(login.status()).toBe(200);
    const del = await page.request.delete("/api/v1/user/me", { data: { password: rider.password } });
    expect(del.status()).toBe(200);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Recover Account" }).click();
    await expect(toast(page, "Invalid credentials")).toBeVisible();
  });
});
