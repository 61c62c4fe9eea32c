import { spawn, type ChildProcess } from "node:child_process";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { readOtp, registerAndSignIn } from "./support/auth";
import { E2E_PORT } from "./playwright.config";
import { quoteHourlyRental } from "./support/booking-api";

/**
 * The first run as a newcomer meets it (README's first screen): a demo started on a port other than 4000 without
 * PUBLIC_BASE_URL takes a payment through the sandbox whether the rider opened it at 127.0.0.1 or at localhost; a
 * return that cannot reach the server says so and leads to the booking; the Demo ribbon and the OTP screen point at
 * the demo inbox.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SHOTS = path.join(root, "e2e/artifacts/first-run");
mkdirSync(SHOTS, { recursive: true });
// a port of its own beside the suite's server (E2E_PORT), the suite's build run with plain node
const PORT = E2E_PORT + 3;

/** An hourly-rental quote through the charges API, then its fare summary with Pay Now ready. */
async function openFareSummary(page: Page) {
  const quoteId = await quoteHourlyRental(page);
  await page.goto(`/hourly-rental/fare-summary?quote=${quoteId}`);
  await expect(page.getByRole("button", { name: "Pay Now" })).toBeEnabled();
}

async function payThroughSandbox(page: Page) {
  await page.getByRole("button", { name: "Pay Now" }).click();
  await page.getByRole("dialog", { name: "Sandbox payment" }).getByRole("button", { name: "Simulate success" }).click();
}

test.describe("a demo on another port, without PUBLIC_BASE_URL", () => {
  let server: ChildProcess;
  let output = "";
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "first-run-data-"));

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = spawn(
      process.execPath,
      [path.join(root, "apps/server", process.env.SERVER_BUILD_DIR || "dist", "server.js")],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH ?? "",
          PORT: String(PORT),
          DATA_DIR: dataDir,
          LOG_LEVEL: "warn",
          BACKUPS_NIGHTLY: "false",
          ...(process.env.WEB_BUILD_DIR
            ? { WEB_DIST_DIR: path.join(root, "apps/web", process.env.WEB_BUILD_DIR, "client") }
            : {}),
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    server.stdout?.on("data", (d) => (output += String(d)));
    server.stderr?.on("data", (d) => (output += String(d)));
    await expect
      .poll(
        async () => {
          if (server.exitCode !== null) throw new Error(`server exited: ${output}`);
          return fetch(`http://127.0.0.1:${PORT}/api/v1/health`).then(
            (r) => r.status,
            () => 0,
          );
        },
        { timeout: 120_000, message: "the second server becomes healthy" },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function payFrom(browser: Browser, host: string) {
    const context = await browser.newContext({ baseURL: `http://${host}:${PORT}` });
    const page = await context.newPage();
    const violations: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && /Content Security Policy/.test(m.text())) violations.push(m.text());
    });
    try {
      await registerAndSignIn(page);
      await openFareSummary(page);
      await payThroughSandbox(page);
      await expect(page).toHaveURL(new RegExp(`^http://${host.replace(/\./g, "\\.")}:${PORT}/payment-status\\?token=`));
      await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  }

  test("pays through the sandbox from http://127.0.0.1:<port>, the address the start log prints", async ({
    browser,
  }) => {
    await payFrom(browser, "127.0.0.1");
  });

  test("pays through the sandbox from http://localhost:<port>", async ({ browser }) => {
    await payFrom(browser, "localhost");
  });
});

/** The order's checkout options with their return pointed at another address (a PUBLIC_BASE_URL set wrong). */
function redirectReturn(body: { options: { encryptedData: string; iv: string } }, key: string) {
  const decipher = createDecipheriv("aes-256-cbc", Buffer.from(key), Buffer.from(body.options.iv, "hex"));
  const plain = Buffer.concat([decipher.update(Buffer.from(body.options.encryptedData, "hex")), decipher.final()]);
  const options = {
    ...JSON.parse(plain.toString("utf8")),
    callback_url: "http://rides.invalid/api/v1/payments/callback",
  };
  const iv = randomBytes(16);
  const cipher = createCipheriv("aes-256-cbc", Buffer.from(key), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(options), "utf8"), cipher.final()]);
  return { ...body, options: { encryptedData: data.toString("hex"), iv: iv.toString("hex") } };
}

test.describe("a return that never reaches the server", () => {
  // the page's own policy refuses the form post: the browser logs it, and the rider is told
  test.use({ allowConsoleErrors: [/Content Security Policy|form-action/] });

  test("says what happened and leads to the booking, which the gateway's webhook has marked paid", async ({ page }) => {
    await registerAndSignIn(page);
    const key = ((await (await page.request.get("/api/v1/config")).json()) as { payments: { optionsKey: string } })
      .payments.optionsKey;
    await page.route("**/api/v1/bookings/order/**", async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, json: redirectReturn(await res.json(), key) });
    });
    test.slow();
    await openFareSummary(page);
    await page.getByRole("button", { name: "Pay Now" }).click();
    // clicked in the page: Playwright's own click would wait for the form post's navigation, which never comes
    await page
      .getByRole("dialog", { name: "Sandbox payment" })
      .getByRole("button", { name: "Simulate success" })
      .evaluate((button: HTMLButtonElement) => button.click());
    // the blocked post leaves a navigation Playwright waits for, so the page is read with evaluate (which does not)
    const noticeText = () =>
      page.evaluate(() => document.querySelector('[data-testid="checkout-return-blocked"]')?.textContent ?? "");
    await expect.poll(noticeText, { timeout: 30_000 }).toContain("We could not confirm your payment here.");
    await page.screenshot({ path: path.join(SHOTS, "return-blocked-375.png") });
    const href = await page.evaluate(
      () => document.querySelector('[data-testid="checkout-return-blocked"] a')?.getAttribute("href") ?? "",
    );
    expect(href).toMatch(/\/user\/bookings$/);
    await page.goto(href);
    await expect(page.getByTestId("booking-card").first().getByTestId("payment-status")).toHaveText("paid");
  });
});

test.describe("the demo inbox on a loopback demo", () => {
  test("the OTP screen and the Demo ribbon lead to it, and the code is there", async ({ page }) => {
    const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
    const email = `first-run-${Date.now().toString(36)}@example.in`;
    const reg = await page.request.post("/api/v1/user/register", {
      data: { name: "First Run", email, phone: `+91${phone}`, password: "Sarathi#2025" },
    });
    expect(reg.status(), await reg.text()).toBe(201);
    await page.goto(`/auth/otp-verify/${encodeURIComponent(email)}/${encodeURIComponent(`+91${phone}`)}`);
    const link = page.getByRole("link", { name: "Read the code in the demo inbox" });
    await expect(link).toHaveAttribute("href", "/dev/outbox");
    await expect(page.getByRole("note", { name: "Demo" }).getByRole("link")).toHaveAttribute("href", "/dev/outbox");
    await page.screenshot({ path: path.join(SHOTS, "otp-demo-inbox.png") });
    const [inbox] = await Promise.all([page.context().waitForEvent("page"), link.click()]);
    const code = await readOtp(page, `+91${phone}`);
    await expect(inbox).toHaveURL(/\/dev\/outbox$/);
    // other tests' messages arrive in the same inbox meanwhile: this rider's code is among the newest
    await expect(inbox.getByTestId("outbox-message").filter({ hasText: code }).first()).toBeVisible();
  });
});
