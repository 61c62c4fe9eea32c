import { test, expect, setServerClockOffset } from "./support/fixtures";
import { signInOperator } from "./ops-support";
import { newRider, readEmail, readOtp, registerAndSignIn, type Rider } from "./support/auth";
import { toast } from "./support/toast";
import { animationsDone } from "./support/wait";

/**
 * A rider changes the e-mail (the current password, then the link sent to the new address) and the phone
 * (the current password, then the code sent to the new number), through the Edit Profile form.
 */

test.describe("changing the e-mail and the phone", () => {
  test("a rider changes the e-mail: password asked, the link from the new address confirms it once", async ({
    page,
  }) => {
    const rider = await registerAndSignIn(page);
    const next = `changed-${Date.now().toString(36)}@example.in`;
    await page.goto("/user/edit");
    await expect(page.getByLabel("Personal Email")).toHaveValue(rider.email);
    await expect(page.getByLabel("Current password")).toHaveCount(0);

    await page.getByLabel("Personal Email").fill(next);
    await expect(page.getByLabel("Current password")).toBeVisible();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Enter your current password to change your email or phone number.")).toBeVisible();
    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Your current password is incorrect.")).toBeVisible();

    await page.getByLabel("Current password").fill(rider.password);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      toast(
        page,
        "Profile saved. We sent a confirmation link to your new email address: your email changes when you open it.",
      ),
    ).toBeVisible();
    // nothing changed yet: the old e-mail stays, the new one is shown as pending with resend and cancel
    const pending = page.getByTestId("pending-email");
    await expect(pending).toContainText(`Pending: ${next}`);
    await expect(pending.getByRole("button", { name: "Resend link" })).toBeVisible();
    await expect(pending.getByRole("button", { name: "Cancel change" })).toBeVisible();
    await expect(page.getByLabel("Personal Email")).toHaveValue(rider.email);
    await expect((await readEmail(page, rider.email, /was requested/)).text).toContain(next);

    await page.goto("/user/profile");
    await expect(page.getByTestId("profile-pending-email")).toContainText(next);

    // the link sent to the new address
    const mail = await readEmail(page, next, /Confirm your new/);
    const link = /(http:\/\/\S+\/user\/confirm-email\/[\w-]+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole("heading", { name: "Email Confirmed" })).toBeVisible();
    await expect(page.getByText("Your email address has been changed.")).toBeVisible();
    await page.getByRole("link", { name: "Go to Profile" }).click();
    await expect(page.getByRole("definition").filter({ hasText: next })).toBeVisible();
    await expect(page.getByTestId("profile-pending-email")).toHaveCount(0);
    await expect((await readEmail(page, rider.email, /was changed/)).text).toContain(next);

    // the link works once
    await page.goto(link!);
    await expect(page.getByRole("heading", { name: "Link not valid" })).toBeVisible();
  });

  test("a rider changes the phone: password asked, then the code sent to the new number", async ({ page }) => {
    const rider = await registerAndSignIn(page);
    const digits = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
    const next = `+91${digits}`;
    await page.goto("/user/edit");
    await expect(page.getByLabel("Phone Number")).toHaveValue(rider.phoneE164);
    await page.getByLabel("Phone Number").fill(next);
    await page.getByLabel("Current password").fill(rider.password);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      toast(
        page,
        "Profile saved. We sent a 5-digit code to your new phone number: enter it to change your phone number.",
      ),
    ).toBeVisible();
    const code = page.getByLabel("Verification code");
    await expect(code).toBeVisible();
    await expect(page.getByText(/Resend code in \d+s/)).toBeVisible();
    await expect(page.getByLabel("Current password")).toHaveCount(0);

    // a wrong code changes nothing
    const otp = await readOtp(page, next);
    await code.fill(otp === "12345" ? "54321" : "12345");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Invalid OTP. Please try again.")).toBeVisible();
    expect((await (await page.request.get("/api/v1/user/me")).json()).user.phone).toBe(rider.phoneE164);

    await code.fill(otp);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Profile updated successfully. Your phone number has been changed.")).toBeVisible();
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(page.getByRole("definition").filter({ hasText: next })).toBeVisible();
    // the old number is told
    const old = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(rider.phoneE164)}`);
    expect((await old.json()).messages.some((m: { text: string }) => /was changed/.test(m.text))).toBe(true);
  });

  test("registering one phone twice within a minute sends one SMS; the OTP screen counts down what is left and the code works", async ({
    page,
  }) => {
    const first = newRider();
    const second = newRider({ phone: first.phone, name: "Second Try" });
    const register = async (rider: Rider) => {
      await page.goto("/auth");
      await page.getByRole("tab", { name: "Register" }).click();
      const panel = page.getByRole("tabpanel");
      await panel.getByLabel("Name").fill(rider.name);
      await panel.getByLabel("Email").fill(rider.email);
      await panel.getByLabel("Phone Number").fill(rider.phone);
      await panel.getByLabel("Password", { exact: true }).fill(rider.password);
      await panel.getByLabel("Confirm Password").fill(rider.password);
      await panel.getByRole("button", { name: "Register" }).click();
      await expect(page).toHaveURL(/\/auth\/otp-verify\//);
    };
    await register(first);
    await register(second);
    const left = Number((await page.getByTestId("otp-cooldown").textContent())?.match(/(\d+)s/)?.[1]);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(60);
    const outbox = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(first.phoneE164)}`);
    expect((await outbox.json()).messages.filter((m: { channel: string }) => m.channel === "sms")).toHaveLength(1);
    await page.getByLabel("Digit 1 of 5").focus();
    await page.keyboard.type(await readOtp(page, first.phoneE164));
    await page.getByRole("button", { name: "Verify OTP" }).click();
    await expect(toast(page, "Phone verified successfully. Welcome!")).toBeVisible();
    expect((await (await page.request.get("/api/v1/user/me")).json()).user).toMatchObject({
      name: "Second Try",
      email: second.email,
    });
  });

  for (const width of [375, 1440]) {
    test(`the changed profile form fits ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const rider = await registerAndSignIn(page);
      await page.goto("/user/edit");
      await page.getByLabel("Personal Email").fill(`pending-${Date.now().toString(36)}-${width}@example.in`);
      await page.getByLabel("Current password").fill(rider.password);
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByTestId("pending-email")).toBeVisible();
      await page.getByLabel("Phone Number").fill(`+918${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`);
      await page.getByLabel("Current password").fill(rider.password);
      await page.getByRole("button", { name: "Save Changes" }).click();
      await expect(page.getByLabel("Verification code")).toBeVisible();
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await animationsDone(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `e2e/artifacts/accounts/edit-profile-change-${width}.png`, fullPage: true });
      await page
        .locator("form", { has: page.getByRole("button", { name: "Save Changes" }) })
        .screenshot({ path: `e2e/artifacts/accounts/edit-profile-change-form-${width}.png` });
    });
  }

  // The operator comes back to the console after 31 idle minutes (the server's clock moves): the next request the page
  // makes answers 401 and the console sends them to sign in again. (A click that starts that navigation is not
  // awaited by Playwright's click, which would wait on the navigation; the page's own reload makes the request.)
  test("an operator idle for 30 minutes is sent to sign in again @server-clock", async ({ page }) => {
    await signInOperator(page);
    await page.goto("/ops/fleet");
    await expect(page.getByRole("tab", { name: "Chauffeurs" })).toBeVisible();
    await setServerClockOffset(page, 31 * 60_000);
    try {
      await page.reload();
      await expect(page).toHaveURL(/\/auth$/);
      expect((await page.request.get("/api/v1/user/me")).status()).toBe(401);
    } finally {
      await setServerClockOffset(page, 0);
    }
  });
});
