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
import hiCommon from "../packages/contracts/src/i18n/hi-IN/common.ts";
import orCommon from "../packages/contracts/src/i18n/or-IN/common.ts";
import { formatDateTime, formatRupees2 } from "../packages/contracts/src/i18n/format.ts";
import { test, expect as baseExpect } from "./support/fixtures";
import { newRider, readOtp } from "./support/auth";
import { toast } from "./support/toast";
import { createPaidBooking } from "./support/paid-booking";

// Sign-in, OTP, profile and My Bookings in Hindi and Odia: the /hi and /or pages, with the `lang` cookie
// so the server answers its messages (registration, wrong OTP) in the same language. Dates and amounts are checked
// against the shared formatter in the page's language (Asia/Kolkata, Latin digits, Indian grouping).
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
    common: hiCommon,
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
    common: orCommon,
    words: { login: "ଲଗ୍ ଇନ୍", myBookings: "ମୋ ବୁକିଂ", profileDetails: "ପ୍ରୋଫାଇଲ୍ ବିବରଣୀ" },
  },
] as const;

/**
 * An amount and a date as the app formats them: the shared formatter (contracts' i18n/format.ts: Asia/Kolkata, Latin
 * digits, "₹" with Indian grouping; Odia from en-IN's patterns with Odia month names, the same in every runtime).
 */
const formatted = (locale: "hi-IN" | "or-IN", paise: number, iso: string) => {
  const amount = formatRupees2(paise, locale);
  // Latin digits and Indian grouping (₹1,23,456.50): never Devanagari or Odia digits, never ₹123,456
  expect(amount).toMatch(/^₹(\d{1,2}(,\d\d)*,)?\d{1,3}\.\d\d$/);
  return { amount, date: formatDateTime(iso, locale) };
};

async function shot(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

for (const L of LANGUAGES) {
  test(`register → OTP → profile → My Bookings in ${L.locale}`, async ({ page, context, baseURL }) => {
    test.setTimeout(210_000);
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
    const since = formatDateTime(new Date(), L.locale, "monthYear");
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
      createdAt: string;
      status: string;
      passengerCount: number;
      luggageCount: number;
      payment: { amount: number; paymentStatus: string };
    };
    const expected = formatted(L.locale, view.payment.amount, view.startTime);
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
    const A = L.account;

    // the booking's details: the dialog, its rows' labels and values, the amount and dates in the locale's format
    await card.getByRole("button", { name: A["card.viewDetails"] }).click();
    const details = page.getByRole("dialog", { name: A["details.title"] });
    await expect(details.getByTestId("booking-details")).toBeVisible();
    const row = (label: string) => details.locator(`dt:text-is("${label}") + dd`);
    await expect(details.getByText(A[`status.${view.status}` as keyof typeof A], { exact: true })).toBeVisible();
    await expect(row(A["details.service"])).toHaveText(A["service.hourly-rental"]);
    await expect(row(A["details.stops"].replace("{n}", "1"))).toContainText("Esplanade One Mall");
    await expect(row(A["flight.pickupTime"])).toHaveText(expected.date);
    await expect(row(A["details.passengers"])).toHaveText(
      A["details.passengersValue"]
        .replace("{passengers}", String(view.passengerCount))
        .replace("{suitcases}", String(view.luggageCount)),
    );
    await expect(row(A["details.addOns"])).toContainText(A["details.addOn.childSeat"]);
    await expect(row(A["details.amount"])).toHaveText(expected.amount);
    await expect(row(A["details.payment"])).toHaveText(A[`payment.${view.payment.paymentStatus}` as keyof typeof A]);
    await expect(row(A["details.bookedOn"])).toHaveText(formatted(L.locale, 0, view.createdAt).date);
    await expect(row(A["details.duration"])).not.toContainText("hour");
    await expect(details.getByRole("link", { name: A["details.calendar"] })).toBeVisible();
    if (L.prefix === "/hi") await shot(page, "hi-booking-details");
    await details.getByRole("button", { name: L.common["dialog.close"] }).click();
    await expect(details).toBeHidden();

    // 'Change time': the dialog, the field, a preview of a quarter of an hour later (fares and the new pickup in the
    // locale's format), then 'Keep current time' changes nothing
    await card.getByRole("button", { name: A["card.changeTime"], exact: true }).click();
    const move = page.getByRole("dialog", { name: A["reschedule.title"], exact: true });
    await expect(move.getByText(A["reschedule.intro"])).toBeVisible();
    const input = move.getByLabel(A["reschedule.label.pickup"]);
    const current = await input.inputValue();
    expect(current).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    const later = new Date(Date.parse(`${current}:00+05:30`) + 15 * 60_000);
    await input.fill(new Date(later.getTime() + 330 * 60_000).toISOString().slice(0, 16));
    const answer = page.waitForResponse(
      (r) => r.url().includes(`/api/v1/bookings/${booking.bookingId}/reschedule`) && r.request().method() === "GET",
    );
    await move.getByRole("button", { name: A["reschedule.check"], exact: true }).click();
    const preview = (await (await answer).json()).data as {
      to: { startTime: string };
      fromAmountPaise: number;
      toAmountPaise: number;
      differencePaise: number;
      action: "charge" | "refund" | "none";
    };
    const before = formatted(L.locale, preview.fromAmountPaise, preview.to.startTime);
    const after = formatted(L.locale, preview.toAmountPaise, preview.to.startTime);
    const difference = formatted(L.locale, Math.abs(preview.differencePaise), preview.to.startTime);
    await expect(move.getByTestId("reschedule-new-pickup")).toHaveText(before.date);
    await expect(move.getByTestId("reschedule-current")).toHaveText(before.amount);
    await expect(move.getByTestId("reschedule-new-fare")).toHaveText(after.amount);
    await expect(move.getByTestId("reschedule-difference")).toHaveText(difference.amount);
    for (const key of ["reschedule.newPickup", "reschedule.current", "reschedule.newFare"] as const)
      await expect(move.getByText(A[key], { exact: true })).toBeVisible();
    const diffLabel =
      preview.differencePaise > 0
        ? "reschedule.toPay"
        : preview.differencePaise < 0
          ? "reschedule.toRefund"
          : "reschedule.noDifference";
    await expect(move.getByText(A[diffLabel], { exact: true })).toBeVisible();
    const confirmKey =
      preview.action === "charge"
        ? "reschedule.confirmCharge"
        : preview.action === "refund"
          ? "reschedule.confirmRefund"
          : "reschedule.confirmSame";
    await expect(move.getByRole("button", { name: A[confirmKey], exact: true })).toBeEnabled();
    if (L.prefix === "/or") await shot(page, "or-reschedule");
    await move.getByRole("button", { name: A["reschedule.keep"], exact: true }).click();
    await expect(move).toBeHidden();
    await expect(card.getByTestId("booking-pickup")).toContainText(expected.date);
  });
}
