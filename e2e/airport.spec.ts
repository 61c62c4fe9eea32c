import type { Page } from "@playwright/test";
import {
  fareRuleMessages,
  flightLabels,
  flightMessages,
  flightPaths,
  istDateTime,
  meetTimeFor,
  parseTripTime,
  toIstLocalInput,
  type DeparturePickup,
} from "@chauffeur/contracts";
import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { choosePlace, istIn } from "./support/trip";
import { signInOperator } from "./ops-support";
import { createPaidBooking } from "./support/paid-booking";

// Airport transfers that follow the flight (README "Airport transfers"): the form's flight number and times, the
// departure's proposed pick-up, the fare summary's flight lines, and the flight on My Bookings.

const shots = "e2e/artifacts/airport";
const AIRPORT = "Biju Patnaik International Airport";
const MIN = 60_000;

/** The value of a trip summary row (a <dt> label and its <dd>). */
const summaryRow = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);

/** Screenshots of the page as a phone (375 px) and a desktop (1440 px) show it. */
async function shoot(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0)); // the fixed header stays at the top of the picture
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
}

test.describe("airport transfers follow the flight", () => {
  test("the flight number is validated, and an arrival's summary shows the landing, the meeting and the airport once", async ({
    page,
  }) => {
    await registerAndSignIn(page);
    await page.goto("/airport-transfers");
    const flight = page.getByLabel(/Flight number/);
    await expect(flight).toHaveAttribute("placeholder", "e.g. 6E 2341");
    // the typed number is shown in capitals, the placeholder as written
    const placeholderCase = await flight.evaluate((el) => getComputedStyle(el, "::placeholder").textTransform);
    expect(placeholderCase).toBe("none");
    await expect(page.getByTestId("tracking-note")).toHaveText(flightMessages.notTracked);

    await choosePlace(page, "Drop-off address", "mayfair", /Mayfair Lagoon/);
    const landingLocal = istIn(12);
    const landing = parseTripTime(landingLocal)!;
    await page.getByLabel("Flight landing date and time").fill(landingLocal);
    // the two lines the rider will get: landing, and landing + 30 min (domestic) or + 45 min (international)
    const times = page.getByTestId("arrival-times");
    await expect(times).toContainText(`${flightLabels.flightLands}${istDateTime(landing)}`);
    await expect(times).toContainText(`${flightLabels.meetsYouAt}${istDateTime(meetTimeFor(landing, false))}`);
    await page.getByLabel("International flight").check();
    await expect(times).toContainText(istDateTime(new Date(landing.getTime() + 45 * MIN)));
    await page.getByLabel("International flight").uncheck();

    const check = page.getByRole("button", { name: "Check Fare" });
    for (const wrong of ["62 123", "6E12345"]) {
      await flight.fill(wrong);
      await check.click();
      await expect(page.getByText(fareRuleMessages.flightNumber)).toBeVisible();
      await expect(page).toHaveURL(/\/airport-transfers$/);
    }
    await flight.fill("6E 2341");
    await expect(page.getByText(fareRuleMessages.flightNumber)).toHaveCount(0);
    await shoot(page, "arrival-form");
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/v1/bookings/charges/airport-transfer"));
    await check.click();
    const body = (await sent).postDataJSON();
    expect(body.flightTime).toBe(landingLocal);
    expect(body.startTime).toBeUndefined();

    await expect(page).toHaveURL(/\/airport-transfers\/fare-summary\?quote=/);
    await expect(page.getByRole("heading", { name: "Trip summary" })).toBeVisible();
    await expect(summaryRow(page, flightLabels.flightLands)).toHaveText(istDateTime(landing));
    await expect(summaryRow(page, flightLabels.meetsYouAt)).toHaveText(istDateTime(meetTimeFor(landing, false)));
    await expect(summaryRow(page, "Pickup time")).toHaveCount(0);
    await expect(summaryRow(page, flightLabels.flight)).toHaveText("6E 2341");
    await expect(page.getByText(AIRPORT)).toHaveCount(1);
    await expect(summaryRow(page, flightLabels.airport)).toContainText(AIRPORT);
    await expect(summaryRow(page, "Drop")).toContainText("Mayfair Lagoon");
    // the airport's entry and parking is in the fare, and no add-on offers it a second time
    await expect(page.getByRole("rowheader", { name: /Airport entry & parking/ })).toHaveCount(1);
    await expect(page.getByRole("switch", { name: /Airport/ })).toHaveCount(0);
    await shoot(page, "arrival-summary");
  });

  test("a departure proposes the latest pick-up, explains it in one line and refuses a later one", async ({ page }) => {
    await registerAndSignIn(page);
    await page.goto("/airport-transfers");
    await page.getByText("To the airport", { exact: true }).click();
    await expect(page.getByLabel("Flight number (optional)")).toBeVisible();
    await choosePlace(page, "Pick-up address", "mayfair", /Mayfair Lagoon/);
    const departureLocal = istIn(30);
    const answered = page.waitForResponse((r) => r.url().endsWith(flightPaths.departurePickup) && r.ok());
    await page.getByLabel("Flight departure date and time").fill(departureLocal);
    const plan = ((await (await answered).json()) as { data: DeparturePickup }).data;
    const pickup = page.getByLabel("Pick-up date and time");
    await expect(page.getByTestId("departure-plan")).toHaveText(plan.explanation);
    await expect(pickup).toHaveValue(plan.latestPickupLocal);
    await expect(pickup).toHaveAttribute("max", plan.latestPickupLocal);
    await shoot(page, "departure-form");

    const latest = new Date(plan.latestPickup);
    await pickup.fill(toIstLocalInput(new Date(latest.getTime() + 10 * MIN)));
    const check = page.getByRole("button", { name: "Check Fare" });
    await check.click();
    await expect(page.getByText(flightMessages.pickupAfterLatest(latest))).toBeVisible();
    await expect(pickup).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/airport-transfers$/);

    const earlier = new Date(latest.getTime() - 30 * MIN);
    await pickup.fill(toIstLocalInput(earlier));
    await check.click();
    await expect(page).toHaveURL(/\/airport-transfers\/fare-summary\?quote=/);
    await expect(summaryRow(page, flightLabels.flightDeparts)).toHaveText(istDateTime(parseTripTime(departureLocal)!));
    await expect(summaryRow(page, flightLabels.pickupTime)).toHaveText(istDateTime(earlier));
    await expect(summaryRow(page, "Pickup")).toContainText("Mayfair Lagoon");
    await expect(page.getByText(AIRPORT)).toHaveCount(1);
    await shoot(page, "departure-summary");
  });

  test("My Bookings shows an arrival's flight as two lines, with its state", async ({ page }) => {
    await registerAndSignIn(page);
    const landing = new Date(Math.floor((Date.now() + 40 * 3600_000) / MIN) * MIN);
    const { reference } = await createPaidBooking(page.request, { landing });
    await page.goto("/user/bookings");
    const card = page.getByRole("article", { name: `Booking ${reference}` });
    const flight = card.getByTestId("booking-flight");
    await expect(flight).toContainText(`${flightLabels.flightLands} ${istDateTime(landing)}`);
    await expect(flight).toContainText(`${flightLabels.meetsYouAt} ${istDateTime(meetTimeFor(landing, false))}`);
    await expect(card.getByTestId("flight-status")).toHaveText(/^6E 2341 · Scheduled, landing \d{1,2}:\d\d [ap]m$/);
    await shoot(page, "bookings");
    await card.getByRole("button", { name: "View Details" }).click();
    const details = page.getByTestId("booking-details");
    const row = (label: string) => details.locator(`dt:text-is("${label}") + dd`);
    await expect(row(flightLabels.flightLands)).toHaveText(istDateTime(landing));
    await expect(row(flightLabels.meetsYouAt)).toHaveText(istDateTime(meetTimeFor(landing, false)));
    await expect(row("Pickup time")).toHaveCount(0);
    await shoot(page, "booking-details");
  });

  test("a cancelled flight offers free cancellation with a full refund, confirmed in its dialog", async ({
    page,
    browser,
    baseURL,
  }) => {
    await registerAndSignIn(page);
    const landing = new Date(Math.floor((Date.now() + 44 * 3600_000) / MIN) * MIN);
    const { bookingId, reference, amountPaise } = await createPaidBooking(page.request, { landing });

    // operations record the flight as cancelled (the same path a provider's answer takes)
    const ops = await browser.newContext({ baseURL });
    const opsPage = await ops.newPage();
    await signInOperator(opsPage);
    const recorded = await opsPage.request.post(flightPaths.opsFlight(bookingId), {
      data: { state: "cancelled", note: "Cancelled by the airline" },
    });
    expect(recorded.status(), await recorded.text()).toBe(200);
    await ops.close();

    await page.goto("/user/bookings");
    const card = page.getByRole("article", { name: `Booking ${reference}` });
    const notice = card.getByTestId("free-cancel");
    await expect(notice).toContainText(
      "Your flight was cancelled or diverted. You can cancel this transfer free of charge, with a full refund.",
    );
    await expect(card.getByTestId("flight-status")).toContainText("Flight cancelled");
    await expect(card.getByRole("button", { name: "Cancel", exact: true })).toHaveCount(0);
    await shoot(page, "bookings-free-cancel");
    await notice.getByRole("button", { name: "Cancel free with a full refund" }).click();
    // the cancellation dialog states it before anything changes
    const dialog = page.getByRole("dialog", { name: "Cancel this booking?" });
    await expect(dialog.getByTestId("cancel-basis")).toHaveText(
      "Your flight was cancelled or diverted, so cancelling is free with a full refund.",
    );
    await expect(dialog.getByTestId("cancel-fee")).toHaveText("₹0.00");
    await dialog.getByRole("button", { name: "Cancel booking" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("tab", { name: /Past/ }).click();
    const past = page.getByRole("article", { name: `Booking ${reference}` });
    await expect(past.getByTestId("booking-status")).toHaveText("cancelled");
    await expect(past.getByTestId("refund-state")).toBeVisible();
    await expect(past.getByTestId("free-cancel")).toHaveCount(0);
    const after = (await (await page.request.get(`/api/v1/bookings/${bookingId}`)).json()).data;
    expect(after.cancellationFeePaise).toBe(0);
    expect(after.refund.amountPaise).toBe(amountPaise);
  });
});
