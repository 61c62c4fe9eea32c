import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { rideMessages, ridePages } from "@chauffeur/contracts";
import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { chauffeurOnDriverApi, newChauffeurPhone, operatorConfirmsWithNewChauffeur } from "./support/ride";
import { outboxFor } from "./ops-support";
import { createPaidBooking } from "./support/paid-booking";

// The rider's live trip (README "The day of the ride"): the trip page at 375 px (and 1440 px), kept live over
// Server-Sent Events while the chauffeur moves the ride through their API; 'Share trip' for a signed-out visitor and
// its revocation; SOS; the rating. The console confirms the booking as an operator does.
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "artifacts/live-trip");
mkdirSync(SHOTS, { recursive: true });
/** A screenshot, no sideways scrolling, and WCAG 2.1 A/AA on the page's own content (or an open dialog). */
async function shot(page: Page, name: string, within = "main") {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  const { violations } = await new AxeBuilder({ page })
    .include(within)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    name,
  ).toEqual([]);
}

const position = (lat: number, lng: number) => ({
  lat,
  lng,
  accuracy: 10,
  heading: 0,
  recordedAt: new Date().toISOString(),
});

/** The operator (another context) adds a chauffeur and confirms the booking with them and a free car. */
async function confirmWithChauffeur(browser: Browser, baseURL: string | undefined, bookingId: string) {
  const phone = newChauffeurPhone();
  const { car } = await operatorConfirmsWithNewChauffeur(browser, baseURL, bookingId, {
    name: "Bikash Kumar Sahoo",
    phone,
  });
  return { phone, plate: car.plate };
}

test.describe("the rider's live trip", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("follows the chauffeur from confirmation to rating without reloads; shares the trip and raises an SOS", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await registerAndSignIn(page, { name: "Priya Mohanty" });
    // the emergency contact SOS texts: a profile field
    const contactPhone = `+918${String(Date.now()).slice(-9)}`;
    await page.goto("/user/edit");
    await page.getByLabel("Emergency contact name").fill("Ravi Mohanty");
    await page.getByLabel("Emergency contact phone").fill(contactPhone);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL("/user/profile");
    await expect(page.getByText(`Ravi Mohanty · ${contactPhone}`)).toBeVisible();
    const booking = await createPaidBooking(page.request, { inHours: 6 });
    const { phone, plate } = await confirmWithChauffeur(browser, baseURL, booking.bookingId);

    // My Bookings: the card leads to the trip page
    await page.goto("/user/bookings");
    const card = page.getByTestId("booking-card").filter({ hasText: booking.reference });
    await card.getByRole("link", { name: "Track your ride" }).click();
    await expect(page).toHaveURL(ridePages.riderTrip(booking.bookingId));

    const chauffeur = page.getByRole("region", { name: "Your chauffeur" });
    await expect(chauffeur.getByRole("heading", { name: "Your chauffeur" })).toBeVisible();
    await expect(chauffeur).toContainText("Bikash Kumar Sahoo");
    await expect(chauffeur.getByTestId("car-plate")).toContainText(plate);
    await expect(chauffeur.getByRole("link", { name: "Call" })).toHaveAttribute("href", `tel:${phone}`);
    await expect(chauffeur.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
      "href",
      `https://wa.me/${phone.slice(1)}`,
    );
    await expect(page.getByText("Ride PIN", { exact: true })).toBeVisible();
    const pin = ((await page.getByTestId("ride-pin").locator("p").nth(1).textContent()) ?? "").trim();
    expect(pin).toMatch(/^\d{4}$/);
    await expect(page.locator('[aria-current="step"]')).toContainText("Chauffeur assigned");
    await expect(page.getByRole("heading", { name: "Contact concierge" })).toBeVisible();
    await shot(page, "trip-assigned-375");

    const driver = await chauffeurOnDriverApi(browser, baseURL, phone, booking.bookingId);
    try {
      // 'On my way': the step, the car on the map and the ETA appear without a reload; the car moves
      expect((await driver.step("on-my-way", { position: position(20.3012, 85.8301) })).status()).toBe(200);
      await expect(page.locator('[aria-current="step"]')).toContainText("On the way");
      const car = page.getByTestId("car-marker");
      await expect(car).toBeVisible();
      await expect(page.getByTestId("ride-eta")).toContainText(/Arriving in \d+ min|Working out the arrival time/);
      const before = await car.getAttribute("data-lat");
      expect((await driver.move(position(20.2701, 85.8222))).status()).toBe(200);
      await expect.poll(() => car.getAttribute("data-lat")).not.toBe(before);
      await shot(page, "trip-on-the-way-375");
      await page.getByTestId("live-trip-map").screenshot({ path: path.join(SHOTS, "map-375.png") });

      // 'Share trip': a signed-out visitor follows the trip
      await page.getByRole("button", { name: "Share trip" }).click();
      const share = page.getByRole("dialog", { name: "Share trip" });
      await share.getByRole("button", { name: "Create link" }).click();
      const url = await share.getByLabel("Trip link").inputValue();
      await shot(page, "trip-share-375", '[role="dialog"]');
      expect(url).toContain("/shared-trip/");
      const visitorCtx = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
      const visitor = await visitorCtx.newPage();
      await visitor.goto(new URL(url).pathname);
      await expect(visitor.getByRole("heading", { name: "Follow this trip" })).toBeVisible();
      await expect(visitor.getByTestId("chauffeur-name")).toHaveText("Bikash");
      await expect(visitor.getByTestId("car-plate")).toContainText(plate);
      await expect(visitor.getByTestId("car-marker")).toBeVisible();
      await expect(visitor.getByText("Priya")).toHaveCount(0);
      await expect(visitor.getByText(pin)).toHaveCount(0);
      // nor the booking reference or the pickup (README "The day of the ride")
      await expect(visitor.getByText(booking.reference)).toHaveCount(0);
      await expect(visitor.getByText("Biju Patnaik", { exact: false })).toHaveCount(0);
      await shot(visitor, "shared-trip-375");

      // 'Arrived', a wrong PIN refused, the right one starts the trip: both pages follow
      expect((await driver.step("arrived")).status()).toBe(200);
      await expect(page.locator('[aria-current="step"]')).toContainText("Arrived");
      await expect(visitor.locator('[aria-current="step"]')).toContainText("Arrived");
      const wrong = String((Number(pin) + 1) % 10000).padStart(4, "0");
      const refused = await driver.step("start", { pin: wrong });
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toBe(
        `${rideMessages.wrongPin} ${rideMessages.pinTriesLeft(4)}`,
      );
      expect((await driver.step("start", { pin })).status()).toBe(200);
      await expect(page.locator('[aria-current="step"]')).toContainText("Trip started");
      await expect(page.getByTestId("trip-state")).toHaveText("Trip started");
      // once started the Ride PIN steps back, and SOS is in reach without scrolling at 375 and 1440 px
      await expect(page.getByTestId("ride-pin")).toHaveCount(0);
      for (const [width, height] of [
        [375, 812],
        [1440, 900],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.evaluate(() => window.scrollTo(0, 0));
        const sosBox = await page.getByRole("button", { name: "SOS" }).boundingBox();
        expect(sosBox, `SOS at ${width} px`).not.toBeNull();
        expect(sosBox!.y, `SOS at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(sosBox!.y + sosBox!.height, `SOS within the first screen at ${width} px`).toBeLessThanOrEqual(height);
        await page.screenshot({ path: path.join(SHOTS, `ongoing-ride-sos-${width}.png`) });
      }
      await page.setViewportSize({ width: 375, height: 812 });

      // revoked: the visitor's link stops working
      await share.getByRole("button", { name: "Revoke" }).click();
      await expect(share.getByText("No active links.")).toBeVisible();
      await page.keyboard.press("Escape");
      await visitor.reload();
      await expect(visitor.getByTestId("shared-trip-gone")).toHaveText(rideMessages.shareGone);
      await visitorCtx.close();

      // SOS during the trip: 112 and 'Alert our team'
      await page.getByRole("button", { name: "SOS" }).click();
      const sos = page.getByRole("dialog", { name: /SOS/ });
      await expect(sos.getByRole("link", { name: "Call 112" })).toHaveAttribute("href", "tel:112");
      await shot(page, "trip-sos-375", '[role="dialog"]');
      await sos.getByRole("button", { name: "Alert our team" }).click();
      await expect(sos.getByTestId("sos-confirmation")).toContainText(rideMessages.sosSent);
      await expect(sos.getByTestId("sos-confirmation")).toContainText("Your emergency contact has been sent a link");
      const texts = await outboxFor(page.request, contactPhone);
      expect(texts[0]?.text).toMatch(/Priya Mohanty.*\/shared-trip\/[A-Za-z0-9_-]{43}/);
      await page.keyboard.press("Escape");

      // 'Complete trip': the rating form; the rating is kept
      expect((await driver.step("complete")).status()).toBe(200);
      await expect(page.getByTestId("trip-state")).toHaveText("Trip completed");
      const rating = page.getByRole("group", { name: "Rate your ride" });
      await expect(rating).toBeVisible();
      await expect(page.getByRole("button", { name: "SOS" })).toHaveCount(0);
      await rating.getByRole("radio", { name: "4 stars" }).check();
      await page.getByLabel("Comment").fill("Courteous and on time.");
      await page.getByRole("button", { name: "Submit rating" }).click();
      await expect(page.getByTestId("ride-rating")).toContainText("Courteous and on time.");
      await expect(page.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();
      await shot(page, "trip-rated-375");
      await page.setViewportSize({ width: 1440, height: 900 });
      await shot(page, "trip-rated-1440");
    } finally {
      await driver.close();
    }
  });

  test("My Bookings' details show 'Your chauffeur' and the Ride PIN; the trip page at 1440 px", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await registerAndSignIn(page, { name: "Anil Das" });
    const booking = await createPaidBooking(page.request, { inHours: 8 });
    const { plate } = await confirmWithChauffeur(browser, baseURL, booking.bookingId);
    await page.goto("/user/bookings");
    const card = page.getByTestId("booking-card").filter({ hasText: booking.reference });
    await card.getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog", { name: "Booking Details" });
    await expect(details.getByRole("heading", { name: "Your chauffeur" })).toBeVisible();
    await expect(details).toContainText("Bikash Kumar Sahoo");
    await expect(details).toContainText(plate);
    await expect(details.getByText("Ride PIN", { exact: true })).toBeVisible();
    await expect(details.getByTestId("ride-pin")).toContainText(/\d{4}/);
    await details.getByRole("link", { name: "Track your ride" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your trip" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your chauffeur" })).toBeVisible();
    await shot(page, "trip-assigned-1440");
  });

  test("a link that does not exist shows the 'expired or revoked' message to a signed-out visitor", async ({
    page,
  }) => {
    await page.goto(ridePages.sharedTrip("A".repeat(43)));
    await expect(page.getByTestId("shared-trip-gone")).toHaveText(rideMessages.shareGone);
  });
});
