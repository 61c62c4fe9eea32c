import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { IntlMessageFormat } from "intl-messageformat";
import {
  AIRPORT_BUFFER_DOMESTIC_MIN,
  AIRPORT_BUFFER_INTERNATIONAL_MIN,
  atAirportBeforeDepartureMin,
  checkInClosesMin,
  meetBufferMin,
  flightPaths,
  meetTimeFor,
  parseTripTime,
  toIstLocalInput,
  type DeparturePickup,
} from "@chauffeur/contracts";
import { formatDateTime } from "../packages/contracts/src/i18n/format.ts";
import hiBooking from "../packages/contracts/src/i18n/hi-IN/booking.ts";
import orBooking from "../packages/contracts/src/i18n/or-IN/booking.ts";
import hiErrors from "../packages/contracts/src/i18n/hi-IN/errors.ts";
import orErrors from "../packages/contracts/src/i18n/or-IN/errors.ts";
import hiValidation from "../packages/contracts/src/i18n/hi-IN/validation.ts";
import orValidation from "../packages/contracts/src/i18n/or-IN/validation.ts";
import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { choosePlace, istIn } from "./support/trip";

// Trip planning in Hindi and Odia: the airport transfer form (labels, flight fields, its validation
// messages, the arrival's meeting lines, the departure's proposed pick-up), the fare summary's lines as the server
// writes them in the page's language (and again in English after a switch), and the luxury cars' cards and a car's
// details. The words are the catalogues' (imported), so a change of wording does not break the test.

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "artifacts/booking-languages");
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
const MIN = 60_000;

const LANGS = [
  { locale: "hi-IN", prefix: "/hi", b: hiBooking, errors: hiErrors, validation: hiValidation },
  { locale: "or-IN", prefix: "/or", b: orBooking, errors: orErrors, validation: orValidation },
] as const;

/** A catalogue message formatted as the page formats it. */
const fmt = (message: string, locale: string, values: Record<string, string | number> = {}) =>
  new IntlMessageFormat(message, locale).format(values) as string;

/** A message with its placeholders as wildcards (for the server's figures), anchored. */
const like = (message: string) =>
  new RegExp(`^${message.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, ".+")}$`);

async function chooseLanguage(page: Page, locale: string, baseURL: string) {
  await page.context().addCookies([{ name: "lang", value: locale, url: baseURL }]);
}

for (const { locale, prefix, b, errors, validation } of LANGS) {
  test.describe(`trip planning in ${locale}`, () => {
    test(`the airport transfer form, its messages and the fare summary's lines (${locale})`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await chooseLanguage(page, locale, baseURL!);
      await registerAndSignIn(page);
      await page.goto(`${prefix}/airport-transfers`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);

      const form = page.getByRole("form", { name: b["airportForm.form"] });
      await expect(form).toBeVisible();
      await expect(form.getByRole("group", { name: b["airportForm.direction"] })).toBeVisible();
      await expect(form.getByRole("radio", { name: b["airportForm.fromAirport"] })).toBeChecked();
      const airport = form.getByLabel(b["airportForm.airport"], { exact: true });
      await expect(airport.locator("option:checked")).toHaveText(b["airportForm.airportBBI"]);
      const flight = form.getByLabel(b["airportForm.flightNumber"], { exact: true });
      await expect(flight).toHaveAttribute("placeholder", b["airportForm.flightPlaceholder"]);
      await expect(form.getByLabel(b["airportForm.international"])).not.toBeChecked();
      await expect(page.getByTestId("tracking-note")).toHaveText(b["airportForm.notTracked"]);
      await expect(form.getByLabel(b["airportForm.waitingLabel"])).toContainText(
        fmt(b["airportForm.meetingPoint"], locale, { kind: "domestic" }),
      );

      // the validation messages, in the order the form checks them, in the page's language
      const check = form.getByRole("button", { name: b["tripForm.checkFare"] });
      await check.click();
      await expect(page.getByText(validation["fare.locationsRequired"])).toBeVisible();
      await choosePlace(page, b["airportForm.dropoffAddress"], "mayfair", /Mayfair Lagoon/);
      await check.click();
      await expect(page.getByText(errors["fare.flightRequired"])).toBeVisible();
      await flight.fill("62 123");
      await check.click();
      await expect(page.getByText(errors["fare.flightNumber"])).toBeVisible();
      await flight.fill("6E 2341");
      await check.click();
      await expect(page.getByText(b["airportForm.landingRequired"])).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${prefix}/airport-transfers$`));

      // the landing, and the meeting time it gives, in the locale's date format
      const landingLocal = istIn(12);
      const landing = parseTripTime(landingLocal)!;
      await form.getByLabel(b["airportForm.landingLabel"]).fill(landingLocal);
      const times = page.getByTestId("arrival-times");
      await expect(times).toHaveAttribute("aria-label", b["airportForm.yourPickup"]);
      await expect(times).toContainText(`${b["flight.flightLands"]}${formatDateTime(landing, locale)}`);
      await expect(times).toContainText(
        `${b["flight.meetsYouAt"]}${formatDateTime(meetTimeFor(landing, false), locale)}`,
      );
      await shot(page, `${locale}-arrival-form`);

      await check.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/airport-transfers/fare-summary\\?quote=`));
      await expect(page.getByRole("heading", { level: 1, name: b["fareSummary.title"] })).toBeVisible();
      // the server's lines in the page's language: labels and details
      const transfer = page.getByRole("rowheader", { name: new RegExp(`^${b["line.transfer"]}`) });
      await expect(transfer).toBeVisible();
      await expect(transfer.locator("span")).toHaveText(like(b["lineDetail.bandUpTo"]));
      await expect(page.getByRole("rowheader", { name: b["line.airportIncluded"], exact: true })).toBeVisible();
      await expect(page.getByRole("rowheader", { name: "GST (5%)", exact: true })).toBeVisible();
      const table = page.getByRole("table", { name: b["breakdown.caption"] });
      await expect(table).not.toContainText(/Airport|km|up to/);
      await shot(page, `${locale}-fare-summary`);

      // in English again (the switcher), the same quote's lines are read again in English
      await page.getByTestId("site-header").getByRole("link", { name: "English" }).click();
      await expect(page).toHaveURL(new RegExp(`^${baseURL}/airport-transfers/fare-summary\\?quote=`));
      await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
      await expect(page.getByRole("rowheader", { name: /^Airport transfer/ })).toBeVisible();
      await expect(page.getByRole("rowheader", { name: /^Airport transfer/ }).locator("span")).toHaveText(
        /^up to \d+ km$/,
      );
    });

    test(`a departure's proposed pick-up and its limit (${locale})`, async ({ page, baseURL }) => {
      await chooseLanguage(page, locale, baseURL!);
      await registerAndSignIn(page);
      await page.goto(`${prefix}/airport-transfers`);
      const form = page.getByRole("form", { name: b["airportForm.form"] });
      await form.getByText(b["airportForm.toAirport"], { exact: true }).click();
      await expect(form.getByLabel(b["airportForm.flightNumberOptional"])).toBeVisible();
      await expect(form.getByLabel(b["airportForm.waitingLabel"])).toHaveText(
        fmt(b["airportForm.departureNote"], locale, {
          atTerminal: atAirportBeforeDepartureMin(false),
          checkIn: checkInClosesMin(false),
          kind: "domestic",
          buffer: meetBufferMin(false),
          domesticMin: AIRPORT_BUFFER_DOMESTIC_MIN,
          internationalMin: AIRPORT_BUFFER_INTERNATIONAL_MIN,
        }),
      );
      await choosePlace(page, b["airportForm.pickupAddress"], "mayfair", /Mayfair Lagoon/);
      const departureLocal = istIn(30);
      const answered = page.waitForResponse((r) => r.url().endsWith(flightPaths.departurePickup) && r.ok());
      await form.getByLabel(b["airportForm.departureLabel"]).fill(departureLocal);
      const plan = ((await (await answered).json()) as { data: DeparturePickup }).data;
      const clock = (d: Date | string) => formatDateTime(d, locale, "time");
      await expect(page.getByTestId("departure-plan")).toHaveText(
        fmt(b["airportForm.plan"], locale, {
          leave: clock(plan.latestPickup),
          drive: plan.driveMinutes,
          margin: plan.marginMinutes,
          atAirport: clock(plan.atAirportBy),
          before: atAirportBeforeDepartureMin(false),
          departure: clock(parseTripTime(departureLocal)!),
        }),
      );
      const pickup = form.getByLabel(b["airportForm.pickupLabel"]);
      await expect(pickup).toHaveValue(plan.latestPickupLocal);
      await expect(page.getByText(b["airportForm.latestHint"])).toBeVisible();
      const latest = new Date(plan.latestPickup);
      await pickup.fill(toIstLocalInput(new Date(latest.getTime() + 10 * MIN)));
      await form.getByRole("button", { name: b["tripForm.checkFare"] }).click();
      await expect(
        page.getByText(fmt(b["airportForm.pickupAfterLatest"], locale, { latest: formatDateTime(latest, locale) })),
      ).toBeVisible();
      await expect(pickup).toHaveAttribute("aria-invalid", "true");
      await shot(page, `${locale}-departure-form`);
    });

    test(`the luxury cars' cards and a car's details (${locale})`, async ({ page, baseURL }) => {
      await chooseLanguage(page, locale, baseURL!);
      await page.goto(`${prefix}/luxury-cars`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Executive Sedan" }) });
      await expect(card.getByText(b["luxury.tagSedan"], { exact: true })).toBeVisible();
      await expect(card.getByText(b["car.sedan.description"])).toBeVisible();
      await expect(card.getByText(fmt(b["luxury.orSimilar"], locale, { model: "Toyota Camry Hybrid" }))).toBeVisible();
      await expect(card.getByText(fmt(b["luxury.passengers"], locale, { n: 4 }))).toBeVisible();
      await expect(card.getByText(fmt(b["luxury.largeSuitcases"], locale, { n: 3 }))).toBeVisible();
      await expect(card.getByText(b["amenity.comfortSeats"])).toBeVisible();
      await expect(card.getByTestId("from-price-sedan")).toContainText(b["luxury.from"]);
      await expect(card.getByTestId("from-price-sedan")).toContainText(b["luxury.perRide"]);
      await expect(page.getByTestId("from-price-basis")).toHaveText(b["luxury.basis"]);
      const luxury = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Luxury Sedan" }) });
      await expect(luxury.getByText(b["amenity.sweetTreats"])).toBeVisible();
      await expect(luxury.getByText(b["luxury.tagLuxury"], { exact: true })).toBeVisible();
      await shot(page, `${locale}-luxury-cars`);

      const book = card.getByRole("link", { name: fmt(b["luxury.bookThe"], locale, { name: "Executive Sedan" }) });
      await expect(book).toHaveAttribute("href", `${prefix}/luxury-cars/sedan`);
      await book.click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/luxury-cars/sedan$`));
      const details = page.getByRole("region", { name: "Executive Sedan" });
      await expect(details.getByText(b["luxury.yourCar"], { exact: true })).toBeVisible();
      await expect(details.getByText(b["car.sedan.description"])).toBeVisible();
      await expect(details.getByText(b["luxury.cityNote"])).toBeVisible();
      await expect(details.getByText(b["amenity.chilledAc"])).toBeVisible();
      await expect(page.getByRole("heading", { name: b["luxury.bookCityRide"] })).toBeVisible();
      await expect(page.getByRole("figure", { name: b["tripForm.routePreview"] })).toBeVisible();
      await expect(page.getByText(b["places.north"])).toBeVisible();
      await shot(page, `${locale}-luxury-car`);
    });
  });
}
