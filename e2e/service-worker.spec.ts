import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { choosePlace, istIn } from "./support/trip";
import { ownedPickup } from "./support/fleet";
import { orderHourlyRental, quoteHourlyRental } from "./support/booking-api";
import { workerControls } from "./support/worker";

/**
 * The riders' service worker and the rider's data kept on this device (docs/decisions/016): the shell
 * offline, My Bookings at once then refreshed, the specification's 'No internet connection' messages, and nothing of
 * one rider left for the next after logging out. At 375 and 1440 px.
 */
const shots = "e2e/artifacts/service-worker";
const CACHE_KEY = "sl.rider-cache.v1";
const card = '[data-testid="booking-card"]';

const createBooking = orderHourlyRental;

// these tests are about the workers, blocked by default in playwright.config.ts
test.use({ serviceWorkers: "allow" });

const kept = (page: Page) => page.evaluate((k) => localStorage.getItem(k), CACHE_KEY);

for (const width of [375, 1440]) {
  test.describe(`riders' service worker at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test("installs, then serves the shell, the prerendered pages and the rider's pages offline", async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      const rider = await registerAndSignIn(page);
      await createBooking(page);
      await page.goto("/user/bookings");
      await expect(page.locator(card)).toHaveCount(1);
      await workerControls(page);
      await page.goto("/user/profile");
      await expect(page.getByRole("heading", { name: rider.name })).toBeVisible();

      await context.setOffline(true);
      await page.reload();
      // the profile from the shell and the rider kept on this device, without a network
      await expect(page.getByRole("heading", { name: rider.name })).toBeVisible();
      await page.goto("/user/bookings");
      await expect(page.getByRole("heading", { name: "My Bookings" })).toBeVisible();
      await expect(page.locator(card)).toHaveCount(1);
      await expect(page.getByTestId("bookings-offline")).toContainText("No internet connection");
      await page.screenshot({ path: `${shots}/offline-bookings-${width}.png`, fullPage: false });
      // a prerendered page answers under its own address
      await page.goto("/faq");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // and its Hindi twin (every language's pages are precached)
      await page.goto("/hi/faq");
      await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // a page with a dynamic segment gets its prerendered shell
      await page.goto("/auth/password/reset/offline-token");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // the console and the API are never answered by the worker
      await expect(page.goto("/ops")).rejects.toThrow();
      await context.setOffline(false);
    });

    test("My Bookings shows the kept bookings at once on a repeat visit, then the server's", async ({ page }) => {
      test.setTimeout(120_000);
      await registerAndSignIn(page);
      await createBooking(page);
      await page.goto("/user/bookings");
      await expect(page.locator(card)).toHaveCount(1);
      await workerControls(page);
      await expect.poll(async () => JSON.parse((await kept(page)) ?? "{}").snapshots?.["/user/bookings"]).toBeTruthy();

      await createBooking(page); // a second booking the kept list does not have yet
      let release: () => void = () => {};
      const held = new Promise<void>((r) => (release = r));
      await page.route("**/api/v1/bookings?*", async (route) => {
        await held;
        await route.continue();
      });
      const t0 = Date.now();
      await page.goto("/user/bookings", { waitUntil: "commit" });
      await expect(page.locator(card).first()).toBeVisible();
      const shownMs = Date.now() - t0;
      await expect(page.locator(card)).toHaveCount(1); // the kept list, while the server's answer is held
      await page.screenshot({ path: `${shots}/repeat-kept-${width}.png` });
      release();
      await expect(page.locator(card)).toHaveCount(2); // refreshed
      await expect(page.locator("rider-snapshot")).toHaveCount(0);
      await page.screenshot({ path: `${shots}/repeat-refreshed-${width}.png` });
      expect(shownMs, "kept bookings shown before the list's answer").toBeLessThan(5000);
    });

    test("offline: the specification's 'No internet connection' messages", async ({ page, context }) => {
      test.setTimeout(120_000);
      await registerAndSignIn(page);
      // fare check (toast 'No internet connection.')
      await page.goto("/outstation-trips");
      await workerControls(page);
      await choosePlace(page, "Pick-up location", "bhubaneswar railway", /Bhubaneswar Railway Station/);
      await choosePlace(page, "Drop-off location", "jagannath", /Shree Jagannath Temple/);
      await page.getByLabel("Departure date and time").fill(istIn(await ownedPickup()));
      await context.setOffline(true);
      await page.getByRole("button", { name: "Check Fare" }).click();
      await expect(page.getByText("No internet connection.")).toBeVisible();
      await page.screenshot({ path: `${shots}/offline-fare-check-${width}.png` });
      // booking creation (Pay Now)
      await context.setOffline(false);
      const quote = await quoteHourlyRental(page);
      await page.goto(`/hourly-rental/fare-summary?quote=${quote}`);
      await expect(page.getByRole("button", { name: "Pay Now" })).toBeEnabled();
      await context.setOffline(true);
      await page.getByRole("button", { name: "Pay Now" }).click();
      await expect(page.getByText("No internet connection", { exact: true }).first()).toBeVisible();
      // payment verification, on a page opened offline from the worker
      await page.goto("/payment-status?token=offline-check");
      await expect(page.getByText("No internet connection", { exact: true }).first()).toBeVisible();
      await page.screenshot({ path: `${shots}/offline-payment-status-${width}.png` });
      await context.setOffline(false);
    });

    test("logging out clears the kept data: the next rider on this browser never sees the first one's bookings", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await registerAndSignIn(page, { name: "First Rider" });
      await createBooking(page);
      await page.goto("/user/bookings");
      await expect(page.locator(card)).toHaveCount(1);
      await expect.poll(async () => JSON.parse((await kept(page)) ?? "{}").snapshots?.["/user/bookings"]).toBeTruthy();
      await page.goto("/user/profile");
      await page.getByRole("button", { name: "Log Out" }).click();
      await expect(page).toHaveURL(/\/auth/);
      expect(await kept(page)).toBeNull();

      // the second rider: any booking card ever drawn on their page is recorded (they have none; the shell may paint
      // their own empty list from the early request's answer, which holds no card)
      await registerAndSignIn(page, { name: "Second Rider" });
      await page.addInitScript(() => {
        const w = window as unknown as { sawCard: boolean };
        w.sawCard = false;
        new MutationObserver(() => {
          if (document.querySelector('[data-testid="booking-card"], rider-snapshot:not([data-until-ready])'))
            w.sawCard = true;
        }).observe(document, { subtree: true, childList: true });
      });
      await page.goto("/user/bookings");
      await expect(page.getByRole("heading", { name: "No Bookings Found" })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sawCard: boolean }).sawCard)).toBe(false);
      expect(JSON.parse((await kept(page)) ?? "{}").user?.name).toBe("Second Rider");
      await page.screenshot({ path: `${shots}/second-rider-${width}.png` });
    });
  });
}

test("the two workers coexist: /driver pages go to the chauffeur worker, rider pages stay with the riders'", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerAndSignIn(page);
  await page.goto("/user/bookings");
  await workerControls(page);
  await page.goto("/driver/sign-in");
  const controller = () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? "");
  await expect
    .poll(
      async () => {
        await page.reload();
        return controller();
      },
      { message: "the chauffeur worker takes /driver", timeout: 45_000, intervals: [1000, 2000, 3000] },
    )
    .toMatch(/\/driver-sw\.js$/);
  const scopes = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname).sort(),
  );
  expect(scopes).toEqual(["/", "/driver"]);
  await page.goto("/user/profile");
  expect(await controller()).toMatch(/\/rider-sw\.js$/);
});
