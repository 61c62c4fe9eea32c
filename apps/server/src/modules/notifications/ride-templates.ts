import {
  AIRPORT_FREE_WAIT_MIN,
  DEFAULT_LOCALE,
  LOCALE,
  NO_SHOW_WAIT_MIN,
  TIME_ZONE,
  type Locale,
} from "@chauffeur/contracts";
import { formatDateTime, formatRupees2 } from "@chauffeur/contracts/i18n/format";
import { translator } from "../../lib/i18n.ts";

/**
 * What the rider and the chauffeur are told on the day of the ride (README "The day of the ride", issue step 6): the
 * chauffeur on the way (with the ETA), arrived (with the free waiting time of the policy), the trip started, the trip
 * completed (with the invoice), a no-show, a new Ride PIN; and the chauffeur's SMS when a trip is given or taken
 * away. Each message has an e-mail (subject and text) and an SMS; the caller writes them to the outbox.
 */
export interface RideBrand {
  name: string;
  phone: string;
  email: string;
  legalName: string;
  address: string;
  gstin: string;
  baseUrl: string;
}
export interface RideMessageBooking {
  reference: string;
  riderName: string | null;
  pickupAt: Date;
  pickup: string;
  /** the rider's live trip page */
  tripUrl: string;
}
export interface RideCrew {
  chauffeur: string;
  car: { model: string; colour: string; plate: string };
}
export interface RideMessage {
  subject: string;
  text: string;
  sms: string;
}

const when = (d: Date) => d.toLocaleString(LOCALE, { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" });
const clock = (d: Date) => d.toLocaleTimeString(LOCALE, { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit" });
const money = (paise: number) =>
  `₹${(paise / 100).toLocaleString(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const carText = (c: RideCrew["car"], locale: Locale = DEFAULT_LOCALE) =>
  translator(locale, "notifications")("ride.carText", {
    car: [c.colour, c.model].filter(Boolean).join(" "),
    plate: c.plate,
  });

/**
 * Dates, times and money in a rider's language: English keeps the formats it had ("25 Nov 2026, 7:20 pm",
 * "07:20 pm", "₹1,234.00"); Hindi and Odia use contracts' i18n/format.ts (Asia/Kolkata, Latin digits).
 */
export function rideFormats(locale: Locale) {
  if (locale === DEFAULT_LOCALE) return { when, clock, money };
  return {
    when: (d: Date) => formatDateTime(d, locale),
    clock: (d: Date) => formatDateTime(d, locale, "time"),
    money: (paise: number) => formatRupees2(paise, locale),
  };
}

function email(
  brand: RideBrand,
  b: RideMessageBooking,
  locale: Locale,
  subject: string,
  body: string[],
  sms: string,
): RideMessage {
  const t = translator(locale, "notifications");
  const help = t("ride.help", { phone: brand.phone, email: brand.email });
  const name = b.riderName?.trim();
  return {
    subject,
    text: [name ? t("ride.dear", { name }) : t("ride.dearAnonymous"), "", ...body, "", help].join("\n"),
    sms: `${brand.name}: ${sms}`,
  };
}

/** Free waiting at the pickup: an airport arrival's 15 minutes, else the 30 minutes before a no-show may be recorded. */
export const freeWaitMinutes = (airportArrival: boolean) => (airportArrival ? AIRPORT_FREE_WAIT_MIN : NO_SHOW_WAIT_MIN);

/**
 * The rider's messages in the rider's language (`locale`, the profile's; catalogue `notifications`, keys
 * `ride.*`): English is the text sent before, letter for letter. Each SMS's language is its own DLT template
 * (ride-notify.ts names them `ride.<step>.<locale>`).
 */
export const rideTexts = {
  onMyWay: (
    brand: RideBrand,
    b: RideMessageBooking,
    crew: RideCrew,
    etaMinutes: number | null,
    locale: Locale = DEFAULT_LOCALE,
  ) => {
    const t = translator(locale, "notifications");
    const f = rideFormats(locale);
    const sms = { chauffeur: crew.chauffeur, model: crew.car.model, plate: crew.car.plate, url: b.tripUrl };
    return email(
      brand,
      b,
      locale,
      t("ride.onMyWay.subject", { reference: b.reference }),
      [
        t("ride.onMyWay.body", {
          chauffeur: crew.chauffeur,
          place: b.pickup || t("ride.yourPickupPoint"),
          time: f.when(b.pickupAt),
        }),
        etaMinutes !== null ? t("ride.onMyWay.eta", { minutes: etaMinutes }) : t("ride.onMyWay.followLive"),
        t("ride.carLine", { car: carText(crew.car, locale) }),
        t("ride.followCar", { url: b.tripUrl }),
      ],
      etaMinutes !== null ? t("ride.onMyWay.smsEta", { ...sms, minutes: etaMinutes }) : t("ride.onMyWay.sms", sms),
    );
  },
  arrived: (
    brand: RideBrand,
    b: RideMessageBooking,
    crew: RideCrew,
    airportArrival: boolean,
    locale: Locale = DEFAULT_LOCALE,
  ) => {
    const t = translator(locale, "notifications");
    const free = freeWaitMinutes(airportArrival);
    const rule = airportArrival ? t("ride.arrived.ruleAirport", { free }) : t("ride.arrived.rule", { free });
    return email(
      brand,
      b,
      locale,
      t("ride.arrived.subject", { reference: b.reference }),
      [
        t("ride.arrived.body", {
          chauffeur: crew.chauffeur,
          place: b.pickup || t("ride.yourPickupPoint"),
          car: carText(crew.car, locale),
        }),
        rule,
        t("ride.arrived.pin"),
        t("ride.yourTrip", { url: b.tripUrl }),
      ],
      t("ride.arrived.sms", { chauffeur: crew.chauffeur, model: crew.car.model, plate: crew.car.plate, free }),
    );
  },
  started: (brand: RideBrand, b: RideMessageBooking, at: Date, locale: Locale = DEFAULT_LOCALE) => {
    const t = translator(locale, "notifications");
    const time = rideFormats(locale).clock(at);
    return email(
      brand,
      b,
      locale,
      t("ride.started.subject", { reference: b.reference }),
      [t("ride.started.body", { time }), t("ride.started.share", { url: b.tripUrl })],
      t("ride.started.sms", { reference: b.reference, time, url: b.tripUrl }),
    );
  },
  /** the same completion message the console sent before the chauffeur app existed, with the tax invoice */
  completed: (
    brand: RideBrand,
    b: RideMessageBooking,
    m: { invoiceNumber: string; serviceLabel: string; amountPaise: number; attached: boolean },
    locale: Locale = DEFAULT_LOCALE,
  ) => {
    const t = translator(locale, "notifications");
    const f = rideFormats(locale);
    const time = f.when(b.pickupAt);
    const amount = f.money(m.amountPaise);
    const url = `${brand.baseUrl}/user/bookings`;
    return email(
      brand,
      b,
      locale,
      t("ride.completed.subject", { brand: brand.name, invoice: m.invoiceNumber }),
      [
        b.pickup
          ? t("ride.completed.bodyAt", { reference: b.reference, time, place: b.pickup })
          : t("ride.completed.body", { reference: b.reference, time }),
        t("ride.completed.invoice", { invoice: m.invoiceNumber, service: m.serviceLabel, amount, gstin: brand.gstin }),
        `${brand.legalName}, ${brand.address}.`,
        m.attached ? t("ride.completed.attached", { url }) : t("ride.completed.notAttached", { url }),
        t("ride.completed.problem"),
      ],
      t("ride.completed.sms", { reference: b.reference, invoice: m.invoiceNumber, amount }),
    );
  },
  noShow: (brand: RideBrand, b: RideMessageBooking, feePaise: number, locale: Locale = DEFAULT_LOCALE) => {
    const t = translator(locale, "notifications");
    const f = rideFormats(locale);
    return email(
      brand,
      b,
      locale,
      t("ride.noShow.subject", { reference: b.reference }),
      [
        t("ride.noShow.body", { minutes: NO_SHOW_WAIT_MIN, reference: b.reference, time: f.when(b.pickupAt) }),
        t("ride.noShow.policy", { amount: f.money(feePaise) }),
      ],
      t("ride.noShow.sms", { reference: b.reference, minutes: NO_SHOW_WAIT_MIN }),
    );
  },
  /** an operator reset the Ride PIN after too many wrong tries */
  pinReset: (brandName: string, reference: string, pin: string, locale: Locale = DEFAULT_LOCALE) =>
    translator(locale, "notifications")("sms.pinReset", { brand: brandName, reference, pin }),
  pinResetSubject: (reference: string, locale: Locale = DEFAULT_LOCALE) =>
    translator(locale, "notifications")("ride.pinReset.subject", { reference }),
  /**
   * to a chauffeur given a trip (at confirmation or reassignment), in the chauffeur's language (`chauffeurs.language`,
   * migration 1101; keys `chauffeur.*`): English is the text sent before, letter for letter
   */
  tripAssigned: (
    brandName: string,
    b: { reference: string; pickupAt: Date; pickup: string },
    appUrl: string,
    locale: Locale = DEFAULT_LOCALE,
  ) => {
    const t = translator(locale, "notifications");
    const values = {
      brand: brandName,
      reference: b.reference,
      time: rideFormats(locale).when(b.pickupAt),
      url: appUrl,
    };
    return b.pickup
      ? t("chauffeur.tripAssignedAt", { ...values, place: b.pickup })
      : t("chauffeur.tripAssigned", values);
  },
  /** to a chauffeur whose trip was given to someone else, in the chauffeur's language */
  tripRemoved: (brandName: string, b: { reference: string; pickupAt: Date }, locale: Locale = DEFAULT_LOCALE) =>
    translator(locale, "notifications")("chauffeur.tripRemoved", {
      brand: brandName,
      reference: b.reference,
      time: rideFormats(locale).when(b.pickupAt),
    }),
};
