import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import hiAuth from "../packages/contracts/src/i18n/hi-IN/auth.ts";
import orAuth from "../packages/contracts/src/i18n/or-IN/auth.ts";
import hiAccount from "../packages/contracts/src/i18n/hi-IN/account.ts";
import orAccount from "../packages/contracts/src/i18n/or-IN/account.ts";
import hiValidation from "../packages/contracts/src/i18n/hi-IN/validation.ts";
import orValidation from "../packages/contracts/src/i18n/or-IN/validation.ts";
import hiErrors from "../packages/contracts/src/i18n/hi-IN/errors.ts";
import orErrors from "../packages/contracts/src/i18n/or-IN/errors.ts";
import { test, expect as baseExpect } from "./support/fixtures";
import { newRider, readOtp } from "./support/auth";
import { toast } from "./support/toast";
import { createPaidBooking } from "./ops-support";

// Sign-in, OTP, profile and My Bookings in Hindi and Odia (issue 18): the /hi and /or pages, with the `lang` cookie
// so the server answers its messages (registration, wrong OTP) in the same language. Dates and amounts are checked
// against the browser's own Intl in the page's language (Asia/Kolkata, Latin digits, Indian grouping).
// route modules load before a navigation shows its address: on a loaded shared machine that can take seconds
const expect = baseExpect.configure({ timeout: 20_000 });

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "artifacts/account-languages");
mkdirSync(SHOTS, { recursive: true });

const LANGUAGES = [
  {
    prefix: "/hi",
    locale: "hi-IN",
    auth: hiAuth,
    account: hiAccount,
    validation: hiValidation,
    errors: hiErrors,
    // a few words written out, so a catalogue that went back to English would be caught
    words: { login: "लॉग इन", myBookings: "मेरी बुकिंग", profileDetails: "प्रोफ़ाइल की जानकारी" },
  },
  {
    prefix: "/or",
    locale: "or-IN",
    auth: orAuth,
    account: orAccount,
    validation: orValidation,
    errors: orErrors,
    words: { login: "ଲଗ୍ ଇନ୍", myBookings: "ମୋ ବୁକିଂ", profileDetails: "ପ୍ରୋଫାଇଲ୍ ବିବରଣୀ" },
  },
] as const;

/** The page's own Intl, as the app formats: rupees with paise, and a card's date and time. */
const inBrowser = (page: Page, locale: string, paise: number, iso: string) =>
  page.evaluate(
    ({ locale, paise, iso }) => {
      const n = new Intl.NumberFormat(locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        numberingSystem: "latn",
      }).format(paise / 100);
      const d = new Intl.DateTimeFormat(locale, {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: "Asia/Kolkata",
        numberingSystem: "latn",
      }).format(new Date(iso));
      return { amount: `₹${n}`, date: d };
    },
    { locale, paise, iso },
  );

async function shot(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

for (const L of LANGUAGES) {
  test(`register → OTP → profile → My Bookings in ${L.locale}`, async ({ page, context, baseURL }) => {
    test.setTimeout(150_000);
    await context.addCookies([{ name: "lang", value: L.locale, url: baseURL! }]);
    const rider = newRider({ name: "Sasmita Behera" });

    // a protected page signed out: the sign-in page in the same language
    await page.goto(`${L.prefix}/user/bookings`);
    // (the shell's app boots, asks /me, then the guard redirects: a loaded shared machine takes its time)
    await expect(page).toHaveURL(new RegExp(`${L.prefix}/auth$`), { timeout: 30_000 });
    await expect(page.locator("html")).toHaveAttribute("lang", L.locale);
    await expect(page.getByRole("heading", { level: 1, name: L.auth["index.title"] })).toBeVisible();
    await expect(page.getByRole("tab", { name: L.words.login })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("link", { name: L.auth["login.forgot"] })).toHaveAttribute(
      "href",
      `${L.prefix}/auth/password/forgot`,
    );
    if (L.prefix === "/hi") await shot(page, "hi-auth");

    // Register: the shared schema's messages in the language, then a real registration
    await page.getByRole("tab", { name: L.auth["tabs.register"] }).click();
    const panel = page.getByRole("tabpanel");
    await panel.getByRole("button", { name: L.auth["tabs.register"] }).click();
    await expect(panel.getByText(L.validation["auth.nameRequired"], { exact: true })).toBeVisible();
    await panel.getByLabel(L.auth["field.name"]).fill(rider.name);
    await panel.getByLabel(L.auth["field.email"]).fill(rider.email);
    await panel.getByLabel(L.auth["field.phone"]).fill(rider.phone);
    await panel.getByLabel(L.auth["field.password"], { exact: true }).fill(rider.password);
    await panel.getByLabel(L.auth["field.confirmPassword"]).fill(rider.password);
    await panel.getByRole("button", { name: L.auth["tabs.register"] }).click();
    await expect(page).toHaveURL(new RegExp(`${L.prefix}/auth/otp-verify/`));

    // OTP: the screen, a wrong code (the server's message in the language, the tries left), then the right one
    await expect(page.getByRole("heading", { level: 1, name: L.auth["otp.title"] })).toBeVisible();
    await expect(page.getByText(L.auth["otp.prompt"])).toBeVisible();
    await expect(page.getByTestId("otp-cooldown")).toContainText("OTP");
    const otp = await readOtp(page, rider.phoneE164);
    const wrong = otp === "11111" ? "22222" : "11111";
    await page.getByRole("group", { name: L.auth["otp.group"] }).getByRole("textbox").first().focus();
    await page.keyboard.type(wrong);
    await page.getByRole("button", { name: L.auth["otp.verify"] }).click();
    await expect(toast(page, L.errors["auth.otpWrong"])).toBeVisible();
    await expect(page.getByTestId("otp-attempts-left")).not.toBeEmpty();
    await expect(page.getByTestId("otp-attempts-left")).not.toContainText("attempt");
    await page.getByRole("group", { name: L.auth["otp.group"] }).getByRole("textbox").first().focus();
    await page.keyboard.type(otp);
    await page.getByRole("button", { name: L.auth["otp.verify"] }).click();
    await expect(page).toHaveURL(new RegExp(`${L.prefix}/user/bookings$`), { timeout: 20_000 });

    // My Bookings, empty: the heading, the tabs and the empty state
    await expect(page.getByRole("heading", { level: 1, name: L.words.myBookings })).toBeVisible();
    await expect(page.getByRole("heading", { name: L.account["bookings.noneTitle"] })).toBeVisible();
    await expect(page.getByRole("tab", { name: L.account["bookings.active"].replace("{n}", "0") })).toBeVisible();

    // profile
    await page.goto(`${L.prefix}/user/profile`);
    await expect(page.getByRole("heading", { level: 2, name: L.words.profileDetails })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: rider.name })).toBeVisible();
    await expect(page.getByText(L.account["profile.homeCity"], { exact: true })).toBeVisible();
    await expect(page.getByText(L.account["profile.notProvided"]).first()).toBeVisible();
    const since = await page.evaluate(
      (locale) =>
        new Date().toLocaleDateString(locale, {
          timeZone: "Asia/Kolkata",
          month: "long",
          year: "numeric",
          numberingSystem: "latn",
        }),
      L.locale,
    );
    await expect(page.getByTestId("user-since")).toHaveText(L.account["profile.userSince"].replace("{since}", since));
    await expect(page.getByRole("link", { name: L.account["profile.seeAllTrips"] })).toHaveAttribute(
      "href",
      `${L.prefix}/user/bookings`,
    );
    await expect(page.getByRole("button", { name: L.account["profile.logOut"] })).toBeVisible();

    // edit profile: labels, and a validation message in the language
    await page.getByRole("link", { name: L.account["profile.editLabel"] }).click();
    await expect(page).toHaveURL(new RegExp(`${L.prefix}/user/edit$`));
    await expect(page.getByRole("heading", { level: 1, name: L.account["edit.title"] })).toBeVisible();
    await page.getByLabel(L.account["profile.fullName"]).fill("");
    await page.getByRole("button", { name: L.account["edit.save"] }).click();
    await expect(page.getByText(L.validation["auth.nameRequired"], { exact: true })).toBeVisible();

    // a paid booking: its card in the language, the amount and pickup in the locale's format
    const booking = await createPaidBooking(page.request, { inHours: 40 });
    await page.goto(`${L.prefix}/user/bookings`);
    const card = page.getByTestId("booking-card").first();
    await expect(card).toBeVisible();
    const view = (await (await page.request.get(`/api/v1/bookings/${booking.bookingId}`)).json()).data as {
      reference: string;
      startTime: string;
      status: string;
      payment: { amount: number; paymentStatus: string };
    };
    const expected = await inBrowser(page, L.locale, view.payment.amount, view.startTime);
    await expect(card).toHaveAttribute("aria-label", L.account["card.label"].replace("{reference}", view.reference));
    await expect(card.getByText(expected.amount, { exact: true })).toBeVisible();
    await expect(card.getByTestId("booking-pickup")).toContainText(expected.date);
    await expect(card.getByTestId("booking-status")).toHaveText(
      L.account[`status.${view.status}` as keyof typeof L.account],
    );
    await expect(card.getByTestId("payment-status")).toHaveText(
      L.account[`payment.${view.payment.paymentStatus}` as keyof typeof L.account],
    );
    await expect(card.getByRole("button", { name: L.account["card.viewDetails"] })).toBeVisible();
    await expect(page.getByTestId("stat-total-bookings")).toContainText(L.account["stats.total"]);
    if (L.prefix === "/or") await shot(page, "or-user-bookings");
  });
}
