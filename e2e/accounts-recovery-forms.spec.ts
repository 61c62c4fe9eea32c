import { test, expect } from "./support/fixtures";
import { readEmail, registerAndSignIn } from "./support/auth";
import { toast } from "./support/toast";

/** Forgot and reset password, account deletion, profile editing, the development mailbox and account recovery forms. */

test.describe("accounts forms", () => {
  test("forgot password: messages, Sending..., Email Sent!, Send Another Email, the network fallback", async ({
    page,
  }) => {
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
    // a real link (the page checks its link when it opens: a dead one shows no form)
    const rider = await registerAndSignIn(page);
    await page.request.post("/api/v1/user/password/forgot", { data: { email: rider.email } });
    const mail = await readEmail(page, rider.email, /Reset/);
    const link = /\/auth\/password\/reset\/([\w-]+)/.exec(mail.text)!;
    const response = await page.goto(link[0]);
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
    await expect(
      page.getByText("Password must contain at least one uppercase letter, one lowercase letter, and one number", {
        exact: true,
      }),
    ).toBeVisible();
    await page.getByLabel("New Password", { exact: true }).fill("Abcdefg1");
    await page.getByLabel("Confirm New Password").fill("Abcdefg2");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(page.getByText("Passwords do not match", { exact: true })).toBeVisible();
    await page.getByLabel("Confirm New Password").fill("Abcdefg1");
    // the link is used elsewhere (another tab) while this page is open: the server's refusal is shown
    const used = await page.request.put(`/api/v1/user/password/reset/${link[1]}`, {
      data: { password: "Elsewhere1", confirmPassword: "Elsewhere1" },
    });
    expect(used.status()).toBe(200);
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(
      toast(page, "This password reset link is invalid or has expired. Please request a new one."),
    ).toBeVisible();
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
    test.use({
      allowConsoleErrors: [/^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/],
    });

    test("development mailbox: e-mails with their HTML part and clickable links; 'not available' without it", async ({
      page,
    }) => {
      const rider = await registerAndSignIn(page);
      await page.request.post("/api/v1/user/password/forgot", { data: { email: rider.email } });
      await page.goto("/dev/outbox");
      const mail = page.getByTestId("outbox-message").filter({ hasText: rider.email }).first();
      await expect(mail).toHaveAttribute("data-channel", "email");
      await expect(mail.getByRole("link", { name: /\/auth\/password\/reset\// })).toBeVisible();
      await mail.getByRole("button", { name: "Show HTML part" }).click();
      const frame = mail.frameLocator("iframe");
      await expect(frame.getByRole("link", { name: "Reset Password" })).toHaveAttribute(
        "href",
        /\/auth\/password\/reset\/[\w-]{43}$/,
      );
      await page.route("**/api/v1/dev/outbox", (r) =>
        r.fulfill({ status: 404, contentType: "application/json", body: '{"success":false,"message":"Not found"}' }),
      );
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
    const login = await page.request.post("/api/v1/user/login", {
      data: { phone: rider.phoneE164, password: rider.password },
    });
    expect(login.status()).toBe(200);
    const del = await page.request.delete("/api/v1/user/me", { data: { password: rider.password } });
    expect(del.status()).toBe(200);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Recover Account" }).click();
    await expect(toast(page, "Invalid credentials")).toBeVisible();
  });
});
