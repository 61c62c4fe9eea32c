import type { Page, Request } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { orderHourlyRental } from "./support/booking-api";
import { holdRequests } from "./support/wait";

/**
 * Less JavaScript before interaction: the sign-in and event forms fetch their validation (zod and the
 * contracts' schemas) on first use, and the messages are the same the moment it arrives — here on a cold browser, the
 * chunk never cached, no service worker. My Bookings: the shell starts `/me` and the first bookings page before the
 * app's code has arrived, and the app uses those answers instead of asking twice.
 */
test.use({ serviceWorkers: "block" });

/** The scripts the page requested, in order (address paths). */
function scriptsOf(page: Page) {
  const seen: string[] = [];
  page.on("request", (r: Request) => {
    if (r.resourceType() === "script") seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

/** Waits until the prerendered page is hydrated (the idle hydration has run: React owns the page). */
async function hydrated(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated === "true"), { timeout: 20_000 })
    .toBe(true);
}

// the forms' schemas (features/*/validation.ts → validation-<hash>.js), not the languages' tiny validation-text and
// validation-codes modules (app/i18n), which hold no schema and no zod
const validationChunk = (p: string) =>
  /\/assets\/validation-[\w-]+\.js$/.test(p) && !/\/assets\/validation-(text|codes)-/.test(p);

test.describe("validation fetched on first use, same messages", () => {
  test("/auth Login and Register: no validation code before interaction, then the specification's messages", async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto("/auth");
    await hydrated(page);
    await page.waitForLoadState("networkidle"); // whatever the page fetches at idle has been asked for
    expect(scripts.filter(validationChunk), "validation code before interaction").toEqual([]);

    const login = page.getByRole("form", { name: "Login" });
    await login.getByRole("button", { name: "Login" }).click();
    await expect(login.getByText("Phone is required", { exact: true })).toBeVisible();
    await expect
      .poll(() => scripts.filter(validationChunk).length, { message: "validation code fetched on first use" })
      .toBeGreaterThan(0);
    await login.getByLabel("Phone Number").fill("12345");
    await expect(login.getByText("Enter a valid 10-digit number", { exact: true })).toBeVisible();

    await page.getByRole("tab", { name: "Register" }).click();
    const form = page.getByRole("tabpanel");
    await form.getByRole("button", { name: "Register" }).click();
    for (const m of [
      "Name is required",
      "Email is required",
      "Phone is required",
      "Password is required",
      "Please confirm your password",
    ])
      await expect(form.getByText(m, { exact: true })).toBeVisible();
  });

  test("the empty form is answered at once; a filled one waits for the validation chunk", async ({ page }) => {
    // the chunk held (a slow phone) until the test lets it through: the empty form's messages do not wait for it
    // (lazyResolver's emptyForm); a filled form's do, with the busy state meanwhile
    const chunk = await holdRequests(page, /\/assets\/validation-[\w-]+\.js$/);
    await page.goto("/auth/password/forgot");
    await hydrated(page);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Email is required", { exact: true })).toBeVisible({ timeout: 1000 });
    expect(chunk.seen(), "the chunk was asked for, and is still on its way").toBeGreaterThan(0);
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    chunk.release();
    await expect(page.getByText("Please enter a valid email address", { exact: true })).toBeVisible();
  });

  test("/user/recover-account and /event-experience: messages on first use", async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto("/user/recover-account");
    await hydrated(page);
    expect(scripts.filter(validationChunk)).toEqual([]);
    await page.getByRole("button", { name: "Recover Account" }).click();
    await expect(page.getByText("Phone is required", { exact: true })).toBeVisible();
    await expect(page.getByText("Password is required", { exact: true })).toBeVisible();
    // the chunk is asked for at idle after that answer (apps/web/app/lib/idle.ts): seen here, so that it is not
    // counted against the next page
    await expect
      .poll(() => scripts.filter(validationChunk).length, { message: "validation code fetched on first use" })
      .toBeGreaterThan(0);

    const event = scriptsOf(page);
    await page.goto("/event-experience");
    await hydrated(page);
    expect(event.filter(validationChunk)).toEqual([]);
    const form = page.getByRole("form", { name: "Event enquiry" });
    await form.getByRole("button", { name: "Get a Callback" }).click();
    await expect(form.getByText("Please select a celebration type", { exact: true })).toBeVisible();
    await expect(form.getByText("Please tell us about your event", { exact: true })).toBeVisible();
  });
});

test("My Bookings: /me and the first page start before the app's code, and are not asked twice", async ({ page }) => {
  test.setTimeout(90_000);
  await registerAndSignIn(page);
  await orderHourlyRental(page);

  // the app's entry held until both API requests have been seen: they can only come from the shell's script
  const api: string[] = [];
  page.on("request", (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith("/api/v1/")) api.push(u.pathname + u.search);
  });
  let entryHeldUntilApi = false;
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await expect.poll(() => api.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    entryHeldUntilApi = true;
    await route.continue();
  });
  await page.goto("/user/bookings");
  await expect(page.locator('[data-testid="booking-card"]')).toHaveCount(1);
  expect(entryHeldUntilApi).toBe(true);
  await page.waitForLoadState("networkidle"); // a second request for either would have been sent by now
  expect(api.filter((p) => p === "/api/v1/user/me")).toHaveLength(1);
  expect(api.filter((p) => p === "/api/v1/bookings?page=1&limit=10")).toHaveLength(1);
});
