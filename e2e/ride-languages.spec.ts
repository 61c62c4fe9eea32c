import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { IntlMessageFormat } from "intl-messageformat";
import {
  driverPaths,
  extrasPaths,
  ridePages,
  ridePaths,
  type DriverExtensions,
  type ExtrasView,
  type RideView,
} from "@chauffeur/contracts";
import { formatDateTime } from "../packages/contracts/src/i18n/format.ts";
import hiRide from "../packages/contracts/src/i18n/hi-IN/ride.ts";
import orRide from "../packages/contracts/src/i18n/or-IN/ride.ts";
import hiAccount from "../packages/contracts/src/i18n/hi-IN/account.ts";
import orAccount from "../packages/contracts/src/i18n/or-IN/account.ts";
import { test, expect as baseExpect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { chauffeurOnDriverApi, newChauffeurPhone, operatorConfirmsWithNewChauffeur } from "./support/ride";
import { toast } from "./support/toast";
import { createPaidBooking } from "./support/paid-booking";

// The rider's day of the ride in Hindi and Odia: the trip page under /hi (its chauffeur card, the steps
// with their times, the car's ETA and map label, the concierge, 'Share trip', SOS, 'Add more time', the extras and the
// rating) and the signed-out shared-trip page under /or, live and then revoked. The words are the catalogues' (imported
// below); dates, times and amounts the browser's own Intl in the page's language. The chauffeur works the trip through
// the driver API, without moving the server clock.
// route modules load before a navigation shows its address: on a loaded shared machine that can take seconds
const expect = baseExpect.configure({ timeout: 20_000 });
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "artifacts/ride-languages");
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

/** A catalogue message with its values, as the app formats it. */
const fmt = (message: string, locale: string, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(message, locale).format(values));

/** The browser's own Intl in Hindi (Asia/Kolkata, Latin digits): a time, rupees and paise. */
const inBrowser = (page: Page, locale: string, v: { time?: string; paise?: number }) =>
  page.evaluate(
    ({ locale, v }) => {
      const opts = { timeZone: "Asia/Kolkata", numberingSystem: "latn" } as const;
      return {
        time: v.time ? new Intl.DateTimeFormat(locale, { ...opts, timeStyle: "short" }).format(new Date(v.time)) : "",
        rupees2:
          v.paise === undefined
            ? ""
            : `₹${new Intl.NumberFormat(locale, { numberingSystem: "latn", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v.paise / 100)}`,
      };
    },
    { locale, v },
  );

const position = (lat: number, lng: number) => ({
  lat,
  lng,
  accuracy: 10,
  heading: 0,
  recordedAt: new Date().toISOString(),
});

test.describe("the day of the ride in Hindi and Odia", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the trip page in Hindi (chauffeur, steps, Share trip, SOS, more time, extras, rating); the shared trip in Odia", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await registerAndSignIn(page, { name: "Sasmita Behera" });
    const booking = await createPaidBooking(page.request, { inHours: 6 });
    const phone = newChauffeurPhone();
    const { car } = await operatorConfirmsWithNewChauffeur(browser, baseURL, booking.bookingId, {
      name: "Bikash Kumar Sahoo",
      phone,
    });
    const view = (await (await page.request.get(ridePaths.ride(booking.bookingId))).json()) as RideView;

    // the trip page under /hi: header, 'Your chauffeur', the Ride PIN, the steps with their times, the concierge
    await page.goto(`/hi${ridePages.riderTrip(booking.bookingId)}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("heading", { level: 1, name: hiAccount["trip.title"] })).toBeVisible();
    await expect(page).toHaveTitle(hiAccount["meta.trip"]);
    await expect(page.locator("main").getByText(hiAccount["service.hourly-rental"], { exact: true })).toBeVisible();
    await expect(page.getByTestId("trip-state")).toHaveText(hiAccount["trip.step.assigned"]);
    const chauffeur = page.getByRole("region", { name: hiAccount["chauffeur.title"] });
    await expect(chauffeur).toContainText("Bikash Kumar Sahoo");
    await expect(chauffeur.getByTestId("car-plate")).toContainText(car.plate);
    await expect(chauffeur.getByRole("link", { name: hiAccount["chauffeur.call"] })).toHaveAttribute(
      "href",
      `tel:${phone}`,
    );
    await expect(page.locator("main").getByText(hiAccount["chauffeur.pin"], { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: hiRide["progress.title"] })).toBeVisible();
    const steps = page.getByRole("list", { name: hiRide["progress.title"] });
    const current = steps.locator('[aria-current="step"]');
    await expect(current).toContainText(hiAccount["trip.step.assigned"]);
    await expect(current).toContainText(hiRide["progress.current"].trim());
    const assignedAt = view.steps.find((s) => s.step === "assigned")?.at;
    expect(assignedAt, "the assigned step's time").toBeTruthy();
    await expect(current).toContainText((await inBrowser(page, "hi-IN", { time: assignedAt! })).time);
    await expect(page.getByRole("heading", { name: hiRide["concierge.title"] })).toBeVisible();
    await expect(page.getByRole("link", { name: hiRide["concierge.call"] })).toHaveAttribute("href", /^tel:/);
    await expect(page.getByRole("link", { name: hiRide["concierge.whatsapp"] })).toBeVisible();
    await expect(page.locator("main").getByText(hiRide["concierge.intro"])).toBeVisible();
    await shot(page, "hi-trip-assigned-375");

    const driver = await chauffeurOnDriverApi(browser, baseURL, phone, booking.bookingId);
    const visitorCtx = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
    try {
      // 'On my way': the step, the ETA line and the car's label in Hindi
      await driver.act("on-my-way", { position: position(20.3012, 85.8301) });
      await expect(current).toContainText(hiAccount["trip.step.on_my_way"]);
      const eta = new RegExp(
        `^(${fmt(hiRide["eta.toPickup"], "hi-IN", { n: 999 }).replace("999", "\\d+")}|${hiRide["eta.working"].replace(/\./g, "\\.")})$`,
      );
      await expect(page.getByTestId("ride-eta")).toHaveText(eta);
      await expect(page.getByTestId("car-marker")).toHaveAttribute("aria-label", /^आपके ड्राइवर की कार, .+ की लोकेशन$/);

      // 'Share trip': the dialog in Hindi, a link created
      await page.getByRole("button", { name: hiRide["share.title"] }).click();
      const share = page.getByRole("dialog", { name: hiRide["share.title"] });
      await expect(share.getByText(hiRide["share.description"])).toBeVisible();
      await share.getByRole("button", { name: hiRide["share.create"] }).click();
      const url = await share.getByLabel(hiRide["share.link"]).inputValue();
      expect(url).toContain("/shared-trip/");
      await expect(share.getByText(hiRide["share.once"])).toBeVisible();
      await expect(share.getByRole("button", { name: hiRide["share.copy"] })).toBeVisible();
      await expect(share.getByRole("button", { name: hiRide["share.createAnother"] })).toBeVisible();
      await expect(share.getByRole("heading", { name: hiRide["share.active"] })).toBeVisible();
      await expect(share.getByTestId("share-links")).toContainText("को बनाया गया");
      await shot(page, "hi-share-375");

      // the shared trip under /or, signed out: heading, service, pickup time, step, the car, ETA
      const visitor = await visitorCtx.newPage();
      await visitor.goto(`/or${new URL(url).pathname}`);
      await expect(visitor.locator("html")).toHaveAttribute("lang", "or-IN");
      await expect(visitor.getByRole("heading", { level: 1, name: orRide["shared.heading"] })).toBeVisible();
      await expect(visitor).toHaveTitle(orRide["meta.sharedTrip"]);
      await expect(
        visitor
          .locator("main")
          .getByText(fmt(orRide["shared.eyebrow"], "or-IN", { service: orAccount["service.hourly-rental"] })),
      ).toBeVisible();
      // Odia dates: the shared formatter's (Chromium's ICU has no Odia; contracts' i18n/format.ts writes them)
      const pickup = formatDateTime(view.pickupAt, "or-IN");
      await expect(
        visitor.locator("main").getByText(fmt(orAccount["trip.pickup"], "or-IN", { at: pickup })),
      ).toBeVisible();
      await expect(visitor.getByTestId("trip-state")).toHaveText(orAccount["trip.step.on_my_way"]);
      await expect(visitor.getByRole("heading", { name: orRide["progress.title"] })).toBeVisible();
      await expect(visitor.locator('[aria-current="step"]')).toContainText(orAccount["trip.step.on_my_way"]);
      await expect(visitor.getByRole("region", { name: orAccount["trip.chauffeurAndCar"] })).toBeVisible();
      await expect(visitor.getByTestId("chauffeur-name")).toHaveText("Bikash");
      await expect(visitor.getByTestId("car-plate")).toContainText(car.plate);
      await expect(visitor.getByTestId("car-marker")).toHaveAttribute("aria-label", /^ଆପଣଙ୍କ ଡ୍ରାଇଭରଙ୍କ କାର୍, /);
      await expect(visitor.getByTestId("ride-eta")).not.toContainText(/[A-Za-z]{3}/);
      await shot(visitor, "or-shared-trip-375");

      // 'Arrived', the Ride PIN starts the trip: both pages follow in their languages
      await driver.act("arrived");
      await driver.act("start", { pin: view.pin });
      await expect(page.getByTestId("trip-state")).toHaveText(hiAccount["trip.step.started"]);
      await expect(visitor.getByTestId("trip-state")).toHaveText(orAccount["trip.step.started"]);

      // revoked: the server's answer in Hindi; the visitor's page says the link is gone, in Odia
      await share.getByRole("button", { name: hiRide["share.revoke"] }).click();
      await expect(toast(page, hiRide["server.shareRevoked"])).toBeVisible();
      await expect(share.getByText(hiRide["share.none"])).toBeVisible();
      await page.keyboard.press("Escape");
      await visitor.reload();
      await expect(visitor.getByRole("heading", { level: 1, name: orRide["shared.title"] })).toBeVisible();
      await expect(visitor.getByTestId("shared-trip-gone")).toHaveText(orRide["server.shareGone"]);

      // SOS in Hindi: 112 first, then 'Alert our team' and its confirmation
      await page.getByRole("button", { name: hiRide["sos.button"] }).click();
      const sos = page.getByRole("dialog", { name: hiRide["sos.title"] });
      await expect(sos.getByText(hiRide["sos.description"])).toBeVisible();
      await expect(
        sos.getByRole("link", { name: fmt(hiRide["sos.call"], "hi-IN", { number: "112" }) }),
      ).toHaveAttribute("href", "tel:112");
      await shot(page, "hi-sos-375");
      await sos.getByRole("button", { name: hiRide["sos.alert"] }).click();
      const confirmation = sos.getByTestId("sos-confirmation");
      await expect(confirmation).toContainText(hiRide["server.sosSent"]);
      await expect(confirmation).toContainText(hiRide["sos.noContact"]);
      await page.keyboard.press("Escape");

      // 'Add more time' (an hourly rental under way): the hours, the price in the language, the request
      const extras = (await (await page.request.get(extrasPaths.list(booking.bookingId))).json()) as ExtrasView;
      const hour = (await inBrowser(page, "hi-IN", { paise: extras.hourPricePaise! })).rupees2;
      await page.getByRole("button", { name: hiRide["extend.title"] }).click();
      const extend = page.getByRole("dialog", { name: hiRide["extend.title"] });
      await expect(extend.getByLabel(hiRide["extend.hoursLabel"])).toBeVisible();
      await extend.getByLabel(hiRide["extend.hoursLabel"]).selectOption("1");
      await expect(extend.locator("option").first()).toHaveText(fmt(hiRide["extend.hours"], "hi-IN", { n: 1 }));
      await expect(extend).toContainText(fmt(hiRide["extend.price"], "hi-IN", { price: hour, total: hour, n: 1 }));
      await extend.getByRole("button", { name: fmt(hiRide["extend.ask"], "hi-IN", { n: 1 }) }).click();
      await expect(toast(page, fmt(hiRide["extend.requested"], "hi-IN", { n: 1 }))).toBeVisible();
      await expect(page.getByText(fmt(hiRide["extend.pending"], "hi-IN", { n: 1 }))).toBeVisible();
      const panel = page.getByTestId("extras-panel");
      await expect(panel.getByRole("heading", { name: hiRide["extras.title"] })).toBeVisible();
      await expect(panel.getByTestId("extra-line")).toContainText(/^अतिरिक्त समय: 1 घंटा × ₹[\d,]+ \+ \d+% GST/);
      await expect(panel.getByTestId("extra-line")).toContainText(hiRide["extras.status.requested"]);

      // the chauffeur accepts it and completes the trip: the extension is due, 'Pay extras', the rating
      const asked = (await (
        await driver.api.get(extrasPaths.driverExtensions(booking.bookingId))
      ).json()) as DriverExtensions;
      const accepted = await driver.api.post(
        driverPaths.extension(booking.bookingId, asked.extensions[0].id, "accept"),
      );
      expect(accepted.status(), await accepted.text()).toBe(200);
      await driver.act("complete");
      await expect(page.getByTestId("trip-state")).toHaveText(hiAccount["trip.step.completed"]);
      await expect(panel.getByTestId("extra-line")).toContainText(hiRide["extras.status.due"]);
      await expect(panel).toContainText(hiRide["extras.toPay"]);
      await expect(panel.getByTestId("extras-due")).toHaveText(hour);
      await expect(panel.getByRole("button", { name: hiRide["extras.pay"] })).toBeVisible();
      await expect(panel.getByText(hiRide["extras.policy"])).toBeVisible();

      const rating = page.getByRole("group", { name: hiRide["rating.title"] });
      await expect(rating).toBeVisible();
      await expect(page.getByRole("button", { name: hiRide["sos.button"] })).toHaveCount(0);
      await rating.getByRole("radio", { name: fmt(hiRide["rating.star"], "hi-IN", { n: 4 }), exact: true }).check();
      await page.getByLabel(hiRide["rating.comment"]).fill("समय पर और विनम्र।");
      await page.getByRole("button", { name: hiRide["rating.submit"] }).click();
      await expect(toast(page, hiRide["server.ratingThanks"])).toBeVisible();
      await expect(page.getByRole("heading", { name: hiRide["rating.yours"] })).toBeVisible();
      await expect(page.getByRole("img", { name: fmt(hiRide["rating.outOf"], "hi-IN", { stars: 4 }) })).toBeVisible();
      // nothing of these screens is left in English
      for (const english of ["Trip progress", "Contact concierge", "Extras", "Pay extras", "Your rating", "To pay"])
        await expect(page.locator("main")).not.toContainText(english);
      await shot(page, "hi-trip-rated-375");
      await page.setViewportSize({ width: 1440, height: 900 });
      await shot(page, "hi-trip-rated-1440");
    } finally {
      await visitorCtx.close();
      await driver.close();
    }
  });

  test("a link that does not exist, in Odia: the 'expired or revoked' message", async ({ page }) => {
    await page.goto(`/or${ridePages.sharedTrip("A".repeat(43))}`);
    await expect(page.getByRole("heading", { level: 1, name: orRide["shared.title"] })).toBeVisible();
    await expect(page.getByTestId("shared-trip-gone")).toHaveText(orRide["server.shareGone"]);
    await expect(page).toHaveTitle(orRide["meta.sharedTrip"]);
  });
});
