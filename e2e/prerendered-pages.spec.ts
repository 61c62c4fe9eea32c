import type { Browser, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { seriousViolations, SWEPT_WHEN_LOADED } from "./support/axe";

/**
 * Every public page is prerendered (docs/decisions/015): its complete form paints before any script, it
 * hydrates at idle after the load event (or on the first sign of intent), values typed before hydration are kept, a
 * submission before hydration is replayed once, and a press before hydration shows at once. The fixtures' console guard
 * fails any test whose page logs an error (React's hydration errors included).
 */

interface PageCase {
  path: string;
  h1: string;
  labels?: string[];
  button?: string;
  status?: string;
}
const PAGES: PageCase[] = [
  { path: "/auth", h1: "Welcome aboard", labels: ["Phone Number", "Password"], button: "Login" },
  {
    path: "/auth/otp-verify/asha%40example.in/%2B919876500001",
    h1: "Verify your phone",
    labels: ["Digit 1 of 5", "Digit 5 of 5"],
    button: "Verify OTP",
  },
  { path: "/auth/password/forgot", h1: "Forgot Password", labels: ["Email"], button: "Send Reset Link" },
  { path: "/auth/password/reset/abc123", h1: "Reset Password", status: "Checking your reset link..." },
  {
    path: "/outstation-trips",
    h1: "Smooth Journeys. Beautiful Surroundings.",
    labels: ["Pick-up location", "Drop-off location", "Departure date and time"],
    button: "Check Fare",
  },
  {
    path: "/hourly-rental",
    h1: "Seamless Travel, On Your Schedule.",
    labels: ["Pick-up location", "Departure date and time"],
    button: "Check Fare",
  },
  {
    path: "/airport-transfers",
    h1: "On Time, Every Flight.",
    labels: ["Airport", "Flight number", "Drop-off address", "Flight landing date and time"],
    button: "Check Fare",
  },
  { path: "/luxury-cars", h1: "Choose Your Car." },
  {
    path: "/luxury-cars/sedan",
    h1: "Executive Sedan",
    labels: ["Pick-up location", "Drop-off location"],
    button: "Check Fare",
  },
  { path: "/luxury-cars/suv", h1: "Premium SUV", labels: ["Pick-up location"], button: "Check Fare" },
  { path: "/luxury-cars/luxury", h1: "Luxury Sedan", labels: ["Pick-up location"], button: "Check Fare" },
  { path: "/payment-status", h1: "Verifying your payment..." },
  {
    path: "/user/recover-account",
    h1: "Recover Account",
    labels: ["Phone Number", "Password"],
    button: "Recover Account",
  },
  { path: "/event-experience", h1: "Make Arrivals Memorable", labels: ["Name", "Phone"], button: "Get a Callback" },
];

/** Holds React Router's client entry until `release()`, so the test acts on the page before it can hydrate. */
async function holdHydration(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}
const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

async function withoutJavaScript(browser: Browser, width: number, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const width of [375, 1440]) {
  test.describe(`prerendered public pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("each page paints its heading, labelled fields and buttons with JavaScript disabled", async ({ browser }) => {
      await withoutJavaScript(browser, width, async (page) => {
        for (const c of PAGES) {
          await page.goto(c.path);
          const main = page.locator("main");
          await expect(main.getByRole("heading", { level: 1, name: c.h1 }), c.path).toBeVisible();
          for (const label of c.labels ?? [])
            await expect(main.getByLabel(label, { exact: true }), `${c.path} ${label}`).toBeVisible();
          if (c.button) await expect(main.getByRole("button", { name: c.button, exact: true }), c.path).toBeVisible();
          if (c.status) await expect(main.getByRole("status").filter({ hasText: c.status })).toBeVisible();
          expect(await page.locator("script[src]").count(), `${c.path}: no external script before hydration`).toBe(0);
        }
        await page.goto("/outstation-trips");
        await page.screenshot({ path: `e2e/artifacts/prerendered/outstation-no-js-${width}.png` });
        await page.goto("/auth");
        await page.screenshot({ path: `e2e/artifacts/prerendered/auth-no-js-${width}.png` });
      });
    });

    test("each page hydrates at idle without a hydration error and is axe-clean before and after", async ({ page }) => {
      test.setTimeout(300_000); // 14 pages, one or two axe passes each, on a shared machine
      for (const c of PAGES) {
        const release = await holdHydration(page);
        await page.goto(c.path);
        // the prerendered HTML as a visitor first sees it
        expect(await seriousViolations(page), `${c.path} before hydration`).toEqual([]);
        release();
        // nobody touches the page: it hydrates by itself after the load event
        await expect.poll(() => hydrated(page), { message: c.path, timeout: 20_000 }).toBe(true);
        await expect(page.locator("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
        // the hydrated page is swept by its own spec when it has one (support/axe.ts), so axe runs once per state
        if (!SWEPT_WHEN_LOADED.has(c.path))
          expect(await seriousViolations(page), `${c.path} after hydration`).toEqual([]);
        await page.unrouteAll({ behavior: "ignoreErrors" });
      }
    });

    test("values typed before hydration are kept and reach the form", async ({ page }) => {
      const release = await holdHydration(page);
      await page.goto("/outstation-trips");
      const form = page.getByRole("form", { name: "Outstation trip" });
      // the radios are styled: their labels are what a rider taps
      await form.getByText("Round Trip", { exact: true }).click();
      await expect(form.getByRole("radio", { name: "Round Trip" })).toBeChecked();
      await form.getByLabel("Departure date and time").fill("2030-01-15T09:30");
      expect(await hydrated(page)).toBe(false);
      release();
      await expect.poll(() => hydrated(page)).toBe(true);
      await expect(form.getByLabel("Departure date and time")).toHaveValue("2030-01-15T09:30");
      await expect(form.getByRole("radio", { name: "Round Trip" })).toBeChecked();
      // React has the round trip: its return date field is there
      await expect(form.getByLabel("Return date and time")).toBeVisible();

      const releaseAuth = await holdHydration(page);
      await page.goto("/auth");
      const login = page.getByRole("form", { name: "Login" });
      await login.getByLabel("Phone Number").fill("9876500042");
      await login.getByLabel("Password", { exact: true }).fill("Typed#before-1");
      releaseAuth();
      await expect.poll(() => hydrated(page)).toBe(true);
      await expect(login.getByLabel("Phone Number")).toHaveValue("9876500042");
      const request = page.waitForRequest((r) => r.url().endsWith("/api/v1/user/login"));
      await login.getByRole("button", { name: "Login" }).click();
      expect((await request).postDataJSON()).toMatchObject({ password: "Typed#before-1" });
    });

    test("a submission before hydration is replayed exactly once", async ({ page }) => {
      let posts = 0;
      page.on("request", (r) => {
        if (r.method() === "POST" && r.url().endsWith("/api/v1/user/password/forgot")) posts++;
      });
      const release = await holdHydration(page);
      await page.goto("/auth/password/forgot");
      await page.getByLabel("Email").fill("early.rider@example.in");
      await page.getByRole("button", { name: "Send Reset Link" }).click();
      expect(await hydrated(page)).toBe(false);
      expect(page.url()).toMatch(/\/auth\/password\/forgot$/); // no native form submission
      await expect(page.getByRole("button", { name: "Send Reset Link" })).toHaveAttribute("aria-busy", "true");
      expect(posts).toBe(0);
      const sent = page.waitForRequest((r) => r.url().endsWith("/api/v1/user/password/forgot"));
      release();
      expect((await sent).postDataJSON()).toMatchObject({ email: "early.rider@example.in" });
      await expect(page.getByRole("heading", { name: "Email Sent!" })).toBeVisible();
      await page.waitForLoadState("networkidle"); // a second submission would have been sent by now
      expect(posts).toBe(1);

      // the login form too: one request, answered with the server's message
      let logins = 0;
      page.on("request", (r) => {
        if (r.method() === "POST" && r.url().endsWith("/api/v1/user/login")) logins++;
      });
      const releaseLogin = await holdHydration(page);
      await page.goto("/auth");
      const login = page.getByRole("form", { name: "Login" });
      await login.getByLabel("Phone Number").fill("9876500043");
      await login.getByLabel("Password", { exact: true }).fill("Not#the-password-1");
      await login.getByRole("button", { name: "Login" }).click();
      const tried = page.waitForResponse((r) => r.url().endsWith("/api/v1/user/login"));
      releaseLogin();
      expect((await tried).status()).toBeGreaterThanOrEqual(400);
      await page.waitForLoadState("networkidle"); // a second submission would have been sent by now
      expect(logins).toBe(1);
    });

    test("a tap before hydration shows feedback within 100 ms and is then answered", async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { tapAt?: number; feedbackAt?: number };
        addEventListener("pointerdown", () => (w.tapAt ??= performance.now()), true);
        new MutationObserver((records) => {
          if (records.some((r) => r.attributeName?.startsWith("data-hydration-"))) w.feedbackAt ??= performance.now();
        }).observe(document, { attributes: true, subtree: true });
      });
      const release = await holdHydration(page);
      await page.goto("/");
      const card = page.locator("#services").getByRole("button", { name: /Airport Transfers/ });
      const before = await card.evaluate((el) => getComputedStyle(el).outlineStyle + getComputedStyle(el).cursor);
      await card.click();
      const { tapAt, feedbackAt } = await page.evaluate(() => {
        const w = window as unknown as { tapAt: number; feedbackAt: number };
        return { tapAt: w.tapAt, feedbackAt: w.feedbackAt };
      });
      expect(feedbackAt - tapAt).toBeLessThan(100);
      await expect(card).toHaveAttribute("aria-busy", "true");
      await expect(card).toHaveAttribute("data-hydration-pending", "");
      expect(await card.evaluate((el) => getComputedStyle(el).outlineStyle + getComputedStyle(el).cursor)).not.toBe(
        before,
      );
      await page.screenshot({ path: `e2e/artifacts/prerendered/tap-before-hydration-${width}.png` });
      release();
      await expect(page.getByRole("dialog", { name: "Book Airport Transfers" })).toBeVisible();
      await expect(page.locator("[data-hydration-pending], [data-hydration-pressed]")).toHaveCount(0);
    });

    test("a tap 3 s after load is handled by React itself", async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { held?: boolean };
        new MutationObserver((records) => {
          if (records.some((r) => r.attributeName === "data-hydration-pending")) w.held = true;
        }).observe(document, { attributes: true, subtree: true });
      });
      const held = () => page.evaluate(() => (window as unknown as { held?: boolean }).held === true);
      await page.goto("/");
      await page.waitForLoadState("load");
      // hydrated at idle, with no interaction at all
      await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
      await page
        .locator("#services")
        .getByRole("button", { name: /Luxury Cars/ })
        .click();
      await expect(page.getByRole("dialog", { name: "Book Luxury Cars" })).toBeVisible();
      expect(await held()).toBe(false); // React answered the tap: the loader did not hold it

      await page.goto("/outstation-trips");
      await page.waitForLoadState("load");
      await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
      await page.getByRole("button", { name: /Guests and suitcases/ }).click();
      await expect(page.getByRole("dialog", { name: "Guest Info" })).toBeVisible();
      expect(await held()).toBe(false);
    });

    test("a shell page shows its address's data once hydrated, without a hydration error", async ({ page }) => {
      await page.goto("/auth/otp-verify/asha%40example.in/%2B919876500001");
      await expect.poll(() => hydrated(page)).toBe(true);
      await expect(page.getByText("Code sent to +91 ••••• 001")).toBeVisible();
      await page.goto("/payment-status?error=Payment%20cancelled");
      await expect.poll(() => hydrated(page)).toBe(true);
      await expect(page.getByText("Payment cancelled")).toBeVisible();
    });
  });
}
