import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { nextTotpCode, signInOperator } from "./ops-support";

// Operators' second factor in the browser (docs/security.md §5). Every other spec file signs in as the bootstrap
// operator on the same server at the same time, so this file follows one operator of its own from the very first
// sign-in: created in the console by the bootstrap operator, exactly as a new operator would be.
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "artifacts/ops-totp");
mkdirSync(SHOTS, { recursive: true });

const WRONG_CODE = "That code is not valid. Check your authenticator app and try again.";
const USED_RECOVERY_CODE = "That recovery code is not valid or has already been used.";

async function passwordSignIn(page: Page, phone: string, password: string) {
  await page.goto("/auth");
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Phone Number").fill(phone.slice(3));
  await form.getByLabel("Password").fill(password);
  await form.getByRole("button", { name: /login/i }).click();
  await expect(page).toHaveURL(/\/ops$/);
}

async function noSeriousA11yViolations(page: Page, where: string) {
  // the site-wide toast ('Login successful') is not part of these screens
  const results = await new AxeBuilder({ page })
    .exclude(".Toastify")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious, where).toEqual([]);
}

test.describe.configure({ mode: "serial" });

test("an operator's first sign-in sets up TOTP; a wrong code is refused; a recovery code works once", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // a new operator, created in the console by the (second-factor signed-in) bootstrap operator
  await signInOperator(page);
  const suffix = String(Date.now()).slice(-7);
  const op = {
    name: "Meera Patnaik",
    email: `meera-${suffix}@example.in`,
    phone: `+91947${suffix}`,
    password: "Meera#ops-2025",
  };
  const created = await page.request.post("/api/v1/ops/operators", { data: op });
  expect(created.status(), await created.text()).toBe(201);

  const ctx = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  const p = await ctx.newPage();

  // 1. first sign-in: the password alone opens only the set-up
  await passwordSignIn(p, op.phone, op.password);
  await expect(p.getByRole("heading", { level: 1, name: "Set up two-step verification" })).toBeVisible();
  expect((await p.request.get("/api/v1/ops/bookings")).status()).toBe(401);
  const qr = p.getByRole("img", { name: /QR code that adds Sarathi Luxe Operations/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const secret = ((await p.getByTestId("totp-secret").textContent()) ?? "").replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await noSeriousA11yViolations(p, "set-up at 375 px");
  await p.screenshot({ path: path.join(SHOTS, "01-setup-375.png"), fullPage: true });

  // a wrong code is refused with the message, announced
  const codeField = p.getByLabel("Authentication code");
  const passwordField = p.getByLabel("Your password");
  await codeField.fill((Number((await nextTotpCode(secret)).code) ^ 1).toString().padStart(6, "0"));
  await passwordField.fill(op.password);
  await p.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(p.getByRole("main").getByRole("alert")).toContainText(WRONG_CODE);
  await p.screenshot({ path: path.join(SHOTS, "02-setup-wrong-code-375.png"), fullPage: true });
  // a malformed one never leaves the page
  await codeField.fill("12");
  await p.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(p.getByRole("main").getByRole("alert")).toContainText(
    "Enter the 6-digit code from your authenticator app.",
  );

  // turning it on takes the password again: a wrong one is refused (docs/security.md §7)
  let totp = await nextTotpCode(secret);
  await codeField.fill(totp.code);
  await passwordField.fill("not-my-password");
  await p.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(p.getByRole("main").getByRole("alert")).toContainText(
    "That password is not right. Enter the password you signed in with.",
  );
  // the right code with the password turns it on and shows the 10 recovery codes once
  await codeField.fill(totp.code);
  await passwordField.fill(op.password);
  await p.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(p.getByRole("heading", { level: 1, name: "Save your recovery codes" })).toBeVisible();
  const codes = (await p.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents()).map(
    (c) => c.trim(),
  );
  expect(codes).toHaveLength(10);
  await expect(p.getByRole("button", { name: "Download" })).toBeVisible();
  await expect(p.getByRole("button", { name: "Copy" })).toBeVisible();
  const proceed = p.getByRole("button", { name: "Continue to the console" });
  await expect(proceed).toBeDisabled();
  const download = p.waitForEvent("download");
  await p.getByRole("button", { name: "Download" }).click();
  expect((await download).suggestedFilename()).toBe("sarathi-luxe-recovery-codes.txt");
  await noSeriousA11yViolations(p, "recovery codes at 375 px");
  await p.screenshot({ path: path.join(SHOTS, "03-recovery-codes-375.png"), fullPage: true });
  await p.getByLabel("I have saved these codes").check();
  await proceed.click();
  await expect(p.getByRole("heading", { name: "Bookings queue" })).toBeVisible();

  // 2. signing in again asks for the code; this time with a recovery code, at desktop width
  await p.setViewportSize({ width: 1440, height: 900 });
  await expect(p.getByText(op.name)).toBeVisible();
  await p.getByRole("button", { name: "Sign out" }).first().click();
  await expect(p).toHaveURL(/\/auth/); // signing out goes to the sign-in page itself: no second navigation meanwhile
  await passwordSignIn(p, op.phone, op.password);
  await expect(p.getByRole("heading", { level: 1, name: "Two-step verification" })).toBeVisible();
  await expect(p.getByLabel("Authentication code")).toBeVisible();
  await noSeriousA11yViolations(p, "verify at 1440 px");
  await p.screenshot({ path: path.join(SHOTS, "04-verify-1440.png"), fullPage: true });
  await p.getByRole("button", { name: "Use a recovery code" }).click();
  await expect(p.getByLabel("Recovery code")).toBeFocused();
  await p.getByLabel("Recovery code").fill(codes[0]);
  await p.screenshot({ path: path.join(SHOTS, "05-recovery-1440.png"), fullPage: true });
  await p.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(p.getByRole("heading", { name: "Bookings queue" })).toBeVisible();

  // 3. the same recovery code is refused the second time; the app's code still works
  await p.getByRole("button", { name: "Sign out" }).first().click();
  await expect(p).toHaveURL(/\/auth/); // signing out goes to the sign-in page itself: no second navigation meanwhile
  await passwordSignIn(p, op.phone, op.password);
  await p.getByRole("button", { name: "Use a recovery code" }).click();
  await p.getByLabel("Recovery code").fill(codes[0]);
  await p.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(p.getByRole("main").getByRole("alert")).toContainText(USED_RECOVERY_CODE);
  expect((await p.request.get("/api/v1/ops/bookings")).status()).toBe(401);
  await p.screenshot({ path: path.join(SHOTS, "06-recovery-used-1440.png"), fullPage: true });
  await p.getByRole("button", { name: "Use your authenticator app instead" }).click();
  totp = await nextTotpCode(secret, totp.step);
  await p.getByLabel("Authentication code").fill(totp.code);
  await p.getByRole("button", { name: "Verify", exact: true }).click();
  await expect(p.getByRole("heading", { name: "Bookings queue" })).toBeVisible();
  await p.setViewportSize({ width: 375, height: 812 });
  await p.screenshot({ path: path.join(SHOTS, "07-console-375.png") });

  // 4. a lost phone: another operator resets it in the console; the operator is signed out and sets it up anew
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/ops/operators");
  const row = page.getByRole("row", { name: new RegExp(op.email) });
  await expect(row).toContainText("On");
  await row.getByRole("button", { name: `Reset two-step verification of ${op.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Reset two-step verification?" });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, "08-reset-dialog-1440.png") });
  await dialog.getByRole("button", { name: "Reset two-step verification" }).click();
  await expect(row).toContainText("Not set up yet");
  expect((await p.request.get("/api/v1/ops/bookings")).status()).toBe(401);
  await passwordSignIn(p, op.phone, op.password);
  await expect(p.getByRole("heading", { level: 1, name: "Set up two-step verification" })).toBeVisible();
  expect(((await p.getByTestId("totp-secret").textContent()) ?? "").replace(/\s+/g, "")).not.toBe(secret);
  await ctx.close();
});
