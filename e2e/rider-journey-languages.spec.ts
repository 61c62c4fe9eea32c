import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { registerAndSignIn } from "./support/auth";
import { choosePlace, istIn } from "./support/trip";
import { ownedPickup } from "./support/fleet";

// The rider's whole journey in Hindi and in Odia: register → OTP → outstation fare → add-on → pay in the
// sandbox → payment status → My Bookings → cancel. The booking screens' texts are the booking namespace's; My
// Bookings' texts are the account namespace's.

const shots = "e2e/artifacts/rider-journey-languages";

const LANGS = [
  {
    locale: "hi-IN",
    prefix: "/hi",
    t: {
      title: "आरामदायक सफ़र। खूबसूरत नज़ारे।",
      pickup: "पिकअप की जगह",
      dropoff: "ड्रॉप की जगह",
      departure: "रवाना होने की तारीख और समय",
      checkFare: "किराया देखें",
      locationsRequired: "कृपया पिकअप और ड्रॉप, दोनों जगहें डालें।",
      fareSummary: "किराये का सारांश",
      addOns: "ट्रिप ऐड-ऑन",
      childSeat: /चाइल्ड सीट/,
      compareCars: "कारों की तुलना करें",
      total: "कुल",
      payNow: "अभी भुगतान करें",
      sandbox: "सैंडबॉक्स भुगतान",
      simulateSuccess: "सफल भुगतान आज़माएँ",
      paid: "भुगतान सफल रहा!",
      amountPaid: "भुगतान की गई राशि",
      countdown: /\d+ सेकंड में मेरी बुकिंग पर ले जा रहे हैं\.\.\./,
      priceHeld: /^यह किराया .+ तक पक्का है।$/,
      myBookings: "मेरी बुकिंग",
      cardCancel: "बुकिंग रद्द करें",
      confirmCancel: "बुकिंग रद्द करें",
      cancelled: "बुकिंग रद्द हो गई।",
      cancelTitle: "यह बुकिंग रद्द करें?",
    },
  },
  {
    locale: "or-IN",
    prefix: "/or",
    t: {
      title: "ଆରାମଦାୟକ ଯାତ୍ରା। ସୁନ୍ଦର ପରିବେଶ।",
      pickup: "ପିକଅପ୍ ସ୍ଥାନ",
      dropoff: "ଡ୍ରପ୍ ସ୍ଥାନ",
      departure: "ଯାତ୍ରା ଆରମ୍ଭର ତାରିଖ ଓ ସମୟ",
      checkFare: "ଭଡ଼ା ଦେଖନ୍ତୁ",
      locationsRequired: "ଦୟାକରି ପିକଅପ୍ ଓ ଡ୍ରପ୍, ଦୁଇଟି ସ୍ଥାନ ଦିଅନ୍ତୁ।",
      fareSummary: "ଭଡ଼ାର ସାରାଂଶ",
      addOns: "ଟ୍ରିପ୍ ଆଡ୍-ଅନ୍",
      childSeat: /ଚାଇଲ୍ଡ ସିଟ୍/,
      compareCars: "କାର୍ ତୁଳନା କରନ୍ତୁ",
      total: "ମୋଟ",
      payNow: "ଏବେ ପେମେଣ୍ଟ କରନ୍ତୁ",
      sandbox: "ସାଣ୍ଡବକ୍ସ ପେମେଣ୍ଟ",
      simulateSuccess: "ସଫଳ ପେମେଣ୍ଟ ପରୀକ୍ଷା କରନ୍ତୁ",
      paid: "ପେମେଣ୍ଟ ସଫଳ ହେଲା!",
      amountPaid: "ପେମେଣ୍ଟ ହୋଇଥିବା ରାଶି",
      countdown: /\d+ ସେକେଣ୍ଡରେ ମୋ ବୁକିଂକୁ ନେଇଯାଉଛୁ\.\.\./,
      priceHeld: /^ଏହି ଭଡ଼ା .+ ପର୍ଯ୍ୟନ୍ତ ସ୍ଥିର ରହିବ।$/,
      myBookings: "ମୋ ବୁକିଂ",
      cardCancel: "ବୁକିଂ ବାତିଲ୍ କରନ୍ତୁ",
      confirmCancel: "ବୁକିଂ ବାତିଲ୍ କରନ୍ତୁ",
      cancelled: "ବୁକିଂ ବାତିଲ୍ ହୋଇଗଲା।",
      cancelTitle: "ଏହି ବୁକିଂ ବାତିଲ୍ କରିବେ?",
    },
  },
] as const;

/** Rupees as the locale writes them: "₹" and the digits with Indian grouping, Latin digits. */
const rupeesIn = (locale: string, digits: string, fraction = 0) =>
  `₹${new Intl.NumberFormat(locale, {
    numberingSystem: "latn",
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  }).format(Number(digits))}`;

async function chooseLanguage(page: Page, locale: string, baseURL: string) {
  await page.context().addCookies([{ name: "lang", value: locale, url: baseURL }]);
}

for (const { locale, prefix, t } of LANGS) {
  test.describe(`the rider's journey in ${locale}`, () => {
    test(`register, outstation fare, add-on, sandbox payment, My Bookings, cancel (${locale})`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await chooseLanguage(page, locale, baseURL!);
      // register → OTP from the development outbox → verified (the request carries the language cookie)
      await registerAndSignIn(page);

      await page.goto(`${prefix}/outstation-trips`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      // a validation message in the page's language (the shared rule's English text looked up by its code)
      await page.getByRole("button", { name: t.checkFare }).click();
      await expect(page.getByText(t.locationsRequired)).toBeVisible();

      await choosePlace(page, t.pickup, "bhubaneswar railway", /Bhubaneswar Railway Station/);
      await choosePlace(page, t.dropoff, "jagannath", /Shree Jagannath Temple/);
      await page.getByLabel(t.departure).fill(istIn(await ownedPickup()));
      await page.screenshot({ path: `${shots}/${locale}-trip-form.png`, fullPage: true });
      await page.getByRole("button", { name: t.checkFare }).click();

      await expect(page).toHaveURL(new RegExp(`${prefix}/outstation-trips/fare-summary\\?quote=`));
      await expect(page.getByRole("heading", { level: 1, name: t.fareSummary })).toBeVisible();
      await expect(page.getByRole("heading", { name: t.addOns })).toBeVisible();
      await expect(page.getByRole("heading", { name: t.compareCars })).toBeVisible();
      await expect(page.getByRole("rowheader", { name: t.total, exact: true })).toBeVisible();
      await expect(page.getByText(t.priceHeld)).toBeVisible();

      const total = page.getByTestId("fare-total");
      const before = await total.textContent();
      await page.getByRole("switch", { name: t.childSeat }).click();
      await expect(total).not.toHaveText(before!);
      const shown = (await total.textContent())!.replace(/[^\d]/g, "");
      // the total in the locale's format (₹ with Indian grouping)
      await expect(total).toHaveText(rupeesIn(locale, shown));
      await page.screenshot({ path: `${shots}/${locale}-fare-summary.png`, fullPage: true });

      await page.getByRole("button", { name: t.payNow }).click();
      const dialog = page.getByRole("dialog", { name: t.sandbox });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId("sandbox-amount")).toHaveText(rupeesIn(locale, shown, 2));
      await dialog.getByRole("button", { name: t.simulateSuccess, exact: true }).click();

      await expect(page).toHaveURL(/\/payment-status\?token=/);
      await expect(page.getByRole("heading", { name: t.paid })).toBeVisible();
      await expect(page.getByText(t.amountPaid)).toBeVisible();
      await expect(page.getByTestId("amount-paid")).toHaveText(rupeesIn(locale, shown));
      await expect(page.getByTestId("countdown")).toHaveText(t.countdown);
      await page.screenshot({ path: `${shots}/${locale}-payment-status.png`, fullPage: true });

      // the countdown takes the rider to My Bookings in the same language
      await expect(page).toHaveURL(new RegExp(`${prefix}/user/bookings$`), { timeout: 20_000 });
      await expect(page.getByRole("heading", { name: t.myBookings, exact: true })).toBeVisible();
      const card = page.getByTestId("booking-card").first();
      await expect(card.getByTestId("payment-status")).toBeVisible();
      await card.getByRole("button", { name: t.cardCancel, exact: true }).click();
      await page
        .getByRole("dialog", { name: t.cancelTitle })
        .getByRole("button", { name: t.confirmCancel, exact: true })
        .click();
      await expect(page.getByText(t.cancelled)).toBeVisible();
      await expect(page.getByTestId("booking-card")).toHaveCount(0);
    });
  });
}

const place = (address: string, lat: number, lng: number) => ({
  address,
  location: { type: "Point", coordinates: [lng, lat] },
});

for (const { locale, prefix, t } of LANGS) {
  test(`the trip form and the fare summary at 375 and 1440 px (${locale})`, async ({ page }) => {
    await registerAndSignIn(page); // the charges endpoint takes a signed-in rider
    const charge = await page.request.post("/api/v1/bookings/charges/outstation", {
      data: {
        pickUp: place("Bhubaneswar Railway Station, Bhubaneswar, Odisha", 20.2653, 85.8431),
        dropOff: place("Shree Jagannath Temple, Puri, Odisha", 19.8048, 85.8179),
        stops: [],
        startTime: istIn(await ownedPickup()),
        totalDistance: 62,
        isRoundTrip: false,
        returnTime: null,
        passengerCount: 2,
        luggageCount: 2,
      },
    });
    expect(charge.status(), await charge.text()).toBe(200);
    const quoteId = (await charge.json()).data.quoteId as string;
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(`${prefix}/outstation-trips`);
      await expect(page.getByRole("button", { name: t.checkFare })).toBeVisible();
      await page.screenshot({ path: `${shots}/${locale}-trip-form-${width}.png`, fullPage: true });
      await page.goto(`${prefix}/outstation-trips/fare-summary?quote=${quoteId}`);
      await expect(page.getByRole("heading", { level: 1, name: t.fareSummary })).toBeVisible();
      await expect(page.getByTestId("fare-total")).toHaveText(/^₹[\d,]+$/);
      await page.screenshot({ path: `${shots}/${locale}-fare-summary-${width}.png`, fullPage: true });
    }
  });
}
