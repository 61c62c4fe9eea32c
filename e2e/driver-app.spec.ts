import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "@playwright/test";
import { driverPaths, ridePaths, ridePages } from "@chauffeur/contracts";
import { test, expect } from "./support/fixtures";
import { readOtp, registerAndSignIn } from "./support/auth";
import {
  chauffeurSignsInOnPhone,
  newChauffeurPhone,
  operatorConfirmsWithNewChauffeur,
  riderRidePin,
} from "./support/ride";
import { createPaidBooking } from "./support/paid-booking";

// The chauffeur app at /driver (README "The day of the ride"): a phone-sized screen, location granted and emulated.
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "artifacts/driver");
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

const PICKUP_NEAR = { latitude: 20.2601, longitude: 85.8152, accuracy: 10 };
const CLOSER = { latitude: 20.2512, longitude: 85.8166, accuracy: 10 };
const OFFLINE_SPOT = { latitude: 20.2471, longitude: 85.8171, accuracy: 10 };

test.use({
  // the chauffeur app works offline through its worker (blocked by default in playwright.config.ts)
  serviceWorkers: "allow",
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  permissions: ["geolocation"],
  geolocation: PICKUP_NEAR,
});

/**
 * A rider's paid booking (7 hours ahead, or `inHours`), confirmed by the operator with a new chauffeur and a free car;
 * its pickup then moves an hour from now so the steps are open, unless `keepPickup`.
 */
async function confirmedTrip(
  browser: Browser,
  baseURL: string | undefined,
  opts: { inHours?: number; keepPickup?: boolean } = {},
) {
  const riderCtx = await browser.newContext({ baseURL });
  const riderPage = await riderCtx.newPage();
  const rider = await registerAndSignIn(riderPage, { name: "Priya Mohanty" });
  const booking = await createPaidBooking(riderPage.request, { inHours: opts.inHours ?? 7 });

  const phone = newChauffeurPhone().slice(3); // the 10 digits the sign-in form takes
  const { car } = await operatorConfirmsWithNewChauffeur(
    browser,
    baseURL,
    booking.bookingId,
    { name: "Bikash Sahoo", phone: `+91${phone}` },
    { keepPickup: opts.keepPickup },
  );
  return { riderCtx, riderPage, rider, booking, phone, car };
}

test.describe("the chauffeur app", () => {
  test("a chauffeur signs in, sees the trip, goes on the way sharing positions, arrives, starts with the Ride PIN and completes", async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const t = await confirmedTrip(browser, baseURL);
    await chauffeurSignsInOnPhone(page, t.phone);

    const card = page.getByTestId("driver-trip-card").filter({ hasText: t.booking.reference });
    await expect(card).toBeVisible();
    await expect(card).toContainText("Priya");
    await expect(card).toContainText(t.car.plate);
    await expect(card).toContainText("Hourly Rental");
    await expect(card).toContainText("Biju Patnaik International Airport");
    await expect(card.getByTestId("trip-step")).toHaveText("Assigned to you");
    await shot(page, "01-my-trips");

    await card.click();
    await expect(page).toHaveURL(new RegExp(`/driver/trips/${t.booking.bookingId}$`));
    await expect(page.getByRole("link", { name: "Call rider" })).toHaveAttribute("href", `tel:${t.rider.phoneE164}`);
    await expect(page.getByRole("link", { name: "Navigate" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=20\.2444%2C85\.8178/,
    );
    await expect(page.getByText("Esplanade One Mall", { exact: false })).toHaveCount(0); // a stop, not the drop-off
    await expect(page.getByRole("button", { name: "Arrived" })).toHaveCount(0); // one button per step
    await shot(page, "02-trip-assigned");

    // 'On my way': the phone's positions reach the rider's live trip
    await page.getByRole("button", { name: "On my way" }).click();
    await expect(page.getByRole("status").filter({ hasText: "You are on your way" })).toBeVisible();
    await expect(page.getByTestId("location-indicator")).toHaveText("Sharing location");
    await context.setGeolocation(CLOSER);
    await expect
      .poll(
        async () => {
          const res = await t.riderPage.request.get(ridePaths.ride(t.booking.bookingId));
          if (!res.ok()) return `HTTP ${res.status()}`;
          return ((await res.json()) as { position: { lat: number } | null }).position?.lat;
        },
        { message: "the rider's live trip has the car's latest position", timeout: 30_000 },
      )
      .toBeCloseTo(CLOSER.latitude, 4);
    await shot(page, "03-trip-on-the-way");

    // without a signal the positions wait on the phone (memory and localStorage) and go when it is back online
    await context.setOffline(true);
    await context.setGeolocation(OFFLINE_SPOT);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("driver.positions.v1") ?? ""), { timeout: 30_000 })
      .toContain(String(OFFLINE_SPOT.latitude));
    await expect(page.getByRole("status").filter({ hasText: "No internet connection" })).toContainText(
      "will be sent when you are back online",
    );
    await context.setOffline(false);
    await expect
      .poll(
        async () => {
          const res = await t.riderPage.request.get(ridePaths.ride(t.booking.bookingId));
          return ((await res.json()) as { position: { lat: number } | null }).position?.lat;
        },
        { message: "the position taken offline reaches the rider", timeout: 30_000 },
      )
      .toBeCloseTo(OFFLINE_SPOT.latitude, 4);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("driver.positions.v1"))).toBeNull();

    await page.getByRole("button", { name: "Arrived" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Arrival recorded" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Rider did not come" })).toBeDisabled();
    await expect(page.getByTestId("no-show-when")).toContainText("Possible from");

    // a wrong PIN is refused with the server's message; the right one starts the trip
    const pin = await riderRidePin(t.riderPage.request, t.booking.bookingId, t.rider.phoneE164);
    const wrong = pin === "0000" ? "1111" : "0000";
    await page.getByRole("button", { name: "Start trip" }).click();
    const dialog = page.getByRole("dialog", { name: "Start trip" });
    await expect(dialog.getByLabel("Ride PIN")).toHaveAttribute("inputmode", "numeric");
    await dialog.getByLabel("Ride PIN").fill(wrong);
    await dialog.getByRole("button", { name: "Start trip" }).click();
    await expect(dialog.getByRole("alert")).toContainText("That Ride PIN is not right");
    await expect(dialog.getByRole("alert")).toContainText("4 tries left before the start is locked.");
    await shot(page, "04-wrong-pin");
    await dialog.getByLabel("Ride PIN").fill(pin);
    await dialog.getByRole("button", { name: "Start trip" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Trip started" })).toBeVisible();
    await expect(page.getByTestId("trip-step")).toHaveText("Trip started");

    // the rider of this hourly rental asks for an hour more: the chauffeur sees it live and accepts it
    const ask = await t.riderPage.request.post(ridePaths.extension(t.booking.bookingId), { data: { hours: 1 } });
    expect(ask.status(), await ask.text()).toBe(200);
    const extension = page.getByRole("region", { name: "More time asked for" });
    await expect(extension.getByTestId("extension-request")).toBeVisible();
    await shot(page, "05-extension-asked");
    await extension.getByRole("button", { name: "Accept" }).click();
    await expect(extension.getByRole("status")).toContainText("Extension accepted");
    await expect(extension.getByRole("button", { name: "Accept" })).toHaveCount(0);

    // 'Complete trip' asks first; hours before the planned end (the rental's hours and the extra one) it says so
    await page.getByRole("button", { name: "Complete trip" }).click();
    const complete = page.getByRole("dialog", { name: "Complete trip" });
    await expect(complete.getByTestId("complete-early")).toContainText("This trip is planned to end at");
    await shot(page, "06-complete-early");
    await complete.getByRole("button", { name: "Yes, complete trip" }).click();
    await expect(complete).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Trip completed" })).toBeVisible();
    await expect(page.getByTestId("trip-step")).toHaveText("Trip completed");
    await expect(page.getByRole("button", { name: /On my way|Arrived|Start trip|Complete trip/ })).toHaveCount(0);
    await expect(page.getByTestId("location-indicator")).toHaveCount(0);
    await t.riderCtx.close();
  });

  test("a trip days ahead: 'On my way' is disabled with the time it opens, and the server refuses it too", async ({
    page,
    browser,
    baseURL,
  }) => {
    const t = await confirmedTrip(browser, baseURL, { inHours: 60, keepPickup: true });
    await chauffeurSignsInOnPhone(page, t.phone);
    await page.getByTestId("driver-trip-card").filter({ hasText: t.booking.reference }).click();
    await expect(page.getByRole("button", { name: "On my way" })).toBeDisabled();
    await expect(page.getByTestId("steps-open-at")).toContainText(/^‘On my way’ opens at \d{1,2}:\d{2} [ap]m, /);
    await shot(page, "07-on-my-way-not-yet");
    const res = await page.request.post(driverPaths.action(t.booking.bookingId, "on-my-way"), { data: {} });
    expect(res.status()).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^Too early: 'On my way' opens on .+ \(India time\)\.$/,
    );
    await t.riderCtx.close();
  });

  test("an illegal step shows the server's message", async ({ page, browser, baseURL }) => {
    const t = await confirmedTrip(browser, baseURL);
    await chauffeurSignsInOnPhone(page, t.phone);
    // this screen does not hear of the change below (its live stream is cut), so it still offers 'On my way'
    await page.route(`**${driverPaths.stream}`, (route) => route.abort());
    await page.goto(ridePages.driverTrip(t.booking.bookingId));
    await expect(page.getByRole("button", { name: "On my way" })).toBeVisible();
    const res = await page.request.post(driverPaths.action(t.booking.bookingId, "on-my-way"), { data: {} });
    expect(res.status(), await res.text()).toBe(200);
    await page.getByRole("button", { name: "On my way" }).click();
    await expect(page.getByRole("alert")).toContainText("'On my way' is not possible now");
    // the screen catches up with the trip, the message stays
    await expect(page.getByRole("button", { name: "Arrived" })).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 900 });
    await shot(page, "07-trip-1440");

    // a rider's session is not a chauffeur's: the app asks for the chauffeur's sign-in and says why
    await t.riderPage.goto(ridePages.driver);
    await expect(t.riderPage).toHaveURL(/\/driver\/sign-in$/);
    await expect(t.riderPage.getByRole("alert")).toContainText("Chauffeurs only");
    await t.riderCtx.close();
  });

  test("installable: the manifest and a worker scoped to /driver; the app opens offline with the saved trips", async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const t = await confirmedTrip(browser, baseURL);
    await chauffeurSignsInOnPhone(page, t.phone);
    const card = page.getByTestId("driver-trip-card").filter({ hasText: t.booking.reference });
    await expect(card).toBeVisible();

    // the manifest, linked from the chauffeur app's pages only
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/driver.webmanifest");
    const res = await page.request.get(href!);
    expect(res.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await res.json()) as Record<string, unknown> & { icons: Array<Record<string, string>> };
    expect(manifest).toMatchObject({
      name: "Sarathi Luxe Chauffeur",
      short_name: "Chauffeur",
      start_url: "/driver",
      scope: "/driver",
      display: "standalone",
      theme_color: "#07080b",
    });
    for (const size of ["192x192", "512x512"]) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === "any")!;
      const png = await page.request.get(icon.src);
      expect(png.headers()["content-type"]).toBe("image/png");
    }

    // the worker: scope /driver (the app's home /driver included, no rider page), revalidated on every visit
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseURL}/driver`);
    expect((await page.request.get("/driver-sw.js")).headers()["cache-control"]).toBe("no-cache");
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const riderPage = await context.newPage();
    await riderPage.goto("/");
    expect(await riderPage.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(false);
    await expect(riderPage.locator('link[rel="manifest"]')).toHaveCount(0);
    await riderPage.close();

    // no signal: the shell comes from the worker, the list from the phone
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "My trips" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "No internet connection" })).toBeVisible();
    await expect(card).toBeVisible();
    await shot(page, "06-offline-my-trips");
    await page.goto(ridePages.driverTrip(t.booking.bookingId));
    await expect(page.getByRole("heading", { level: 1, name: /^Pickup/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "On my way" })).toBeVisible();
    await context.setOffline(false);

    // signing out leaves nothing of the trips on the phone
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/driver\/sign-in$/);
    await expect(page.getByLabel("Phone number")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("driver.trips.v1"))).toBeNull();
    await t.riderCtx.close();
  });
});

test.describe("the chauffeur app without location permission", () => {
  test.use({ permissions: [] });

  test("'On my way' still goes through and the chauffeur is told clearly that location is blocked", async ({
    page,
    browser,
    baseURL,
  }) => {
    const t = await confirmedTrip(browser, baseURL);
    // the sign-in form: a short number is refused on the phone, a wrong code by the server, both said under the field
    await page.goto(ridePages.driverSignIn);
    await page.getByLabel("Phone number").fill("98765");
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByRole("alert")).toHaveText("Enter your 10-digit mobile number.");
    await page.getByLabel("Phone number").fill(t.phone);
    await page.getByRole("button", { name: "Send code" }).click();
    const otp = await readOtp(page, `+91${t.phone}`);
    await page.getByLabel("Code from SMS").fill(otp === "00000" ? "11111" : "00000");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).not.toBeEmpty();
    await shot(page, "08-sign-in-wrong-code");
    await page.getByLabel("Code from SMS").fill(otp);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My trips" })).toBeVisible();

    await page.goto(ridePages.driverTrip(t.booking.bookingId));
    await page.getByRole("button", { name: "On my way" }).click();
    await expect(page.getByRole("status").filter({ hasText: "You are on your way" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Location is blocked for this app.");
    await expect(page.getByTestId("location-indicator")).toHaveCount(0);
    await t.riderCtx.close();
  });
});
