import { eq } from "drizzle-orm";
import { DEFAULT_LOCALE, flightNotices, istClock, istDateTime, type Locale } from "@chauffeur/contracts";
import { formatDateTime } from "@chauffeur/contracts/i18n/format";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { bookings, chauffeurs, users } from "../../db/schema/index.ts";
import { liveTopics, recordLiveEvent } from "../live/index.ts";
import { localeOf, translator, templateIn } from "../../lib/i18n.ts";
import { notify, whatsappRendering, type WhatsAppRendering } from "../notifications/index.ts";
import { raiseAlert } from "../rides/index.ts";

type Booking = typeof bookings.$inferSelect;

async function riderOf(tx: Tx, userId: string | null) {
  if (!userId) return null;
  const [u] = await tx
    .select({ name: users.name, email: users.email, phone: users.phone, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return u ?? null;
}

/** Times in the rider's language: English as before ("25 Nov 2026, 7:20 pm", "7:20 pm"). */
const flightFormats = (locale: Locale) =>
  locale === DEFAULT_LOCALE
    ? { dateTime: istDateTime, clock: istClock }
    : { dateTime: (d: Date) => formatDateTime(d, locale), clock: (d: Date) => formatDateTime(d, locale, "time") };

type RiderMessage = { subject: string; text: string[]; sms: string; whatsapp?: WhatsAppRendering };

async function chauffeurOf(tx: Tx, chauffeurId: string | null) {
  if (!chauffeurId) return null;
  const [c] = await tx
    .select({ name: chauffeurs.name, phone: chauffeurs.phone, language: chauffeurs.language })
    .from(chauffeurs)
    .where(eq(chauffeurs.id, chauffeurId));
  return c ?? null;
}

/**
 * The rider's e-mail and SMS in the rider's language (`compose` writes them in it), written to the outbox in
 * the caller's transaction. Hindi and Odia SMS are their own DLT templates (`<template>.<locale>`).
 */
async function tellRider(ctx: AppContext, tx: Tx, b: Booking, name: string, compose: (locale: Locale) => RiderMessage) {
  const rider = await riderOf(tx, b.userId);
  if (!rider) return;
  const locale = localeOf(rider.language);
  const t = translator(locale, "notifications");
  const m = compose(locale);
  const template = templateIn(name, locale);
  const hello = rider.name != null ? t("email.hello", { name: rider.name }) : t("email.helloAnonymous");
  await notify(ctx, tx, {
    to: { userId: b.userId, email: rider.email, phone: rider.phone },
    event: name,
    bookingId: b.id,
    email: { subject: m.subject, text: [hello, "", ...m.text].join("\n"), template },
    sms: { text: m.sms, template },
    ...(m.whatsapp ? { whatsapp: m.whatsapp } : {}),
  });
}

/**
 * The chauffeur's app refreshes its trips (live event) and the chauffeur gets an SMS in the chauffeur's language
 * (Hindi and Odia are their own DLT templates, `<template>.<locale>`).
 */
async function tellChauffeur(
  ctx: AppContext,
  tx: Tx,
  b: Booking,
  template: string,
  compose: (locale: Locale) => string,
) {
  if (!b.chauffeurId) return;
  await recordLiveEvent(tx, {
    topic: liveTopics.chauffeur(b.chauffeurId),
    kind: "trips",
    data: { bookingId: b.id, reason: "flight" },
  });
  const ch = await chauffeurOf(tx, b.chauffeurId);
  if (!ch) return;
  const locale = localeOf(ch.language);
  await notify(ctx, tx, {
    to: { phone: ch.phone },
    event: `chauffeur.${template}`,
    bookingId: b.id,
    sms: { text: compose(locale), template: templateIn(template, locale) },
  });
}

/**
 * A pickup moved by 15 minutes or more since the rider was last told (decision record 011): the rider (e-mail, SMS),
 * the chauffeur (app, SMS) and the console (an alert) hear of it once, in the transaction of the change.
 */
export async function announcePickupMoved(
  ctx: AppContext,
  tx: Tx,
  p: { booking: Booking; flight: string; landing: Date; before: Date; after: Date },
) {
  const brand = ctx.config.BUSINESS_NAME;
  const { booking: b } = p;
  // the rider's and the chauffeur's SMS say the same times, each in its reader's language
  const smsValues = (locale: Locale) => {
    const f = flightFormats(locale);
    return {
      brand,
      reference: b.reference,
      flight: p.flight,
      landing: f.clock(p.landing),
      meet: f.clock(p.after),
      before: f.clock(p.before),
    };
  };
  await tellRider(ctx, tx, b, "flight.pickup-moved", (locale) => {
    const t = translator(locale, "notifications");
    const f = flightFormats(locale);
    return {
      subject: t("flight.pickupMoved.subject", { reference: b.reference }),
      text: [
        t("flight.pickupMoved.body", { flight: p.flight, reference: b.reference }),
        "",
        t("flight.pickupMoved.lands", { time: f.dateTime(p.landing) }),
        t("flight.pickupMoved.meets", { time: f.dateTime(p.after), before: f.dateTime(p.before) }),
        "",
        t("email.questions", { phone: ctx.config.BUSINESS_PHONE }),
      ],
      sms: t("flight.pickupMoved.sms", smsValues(locale)),
      whatsapp: whatsappRendering("pickup_moved_flight", locale, [p.flight, f.dateTime(p.after), b.reference]),
    };
  });
  await tellChauffeur(ctx, tx, b, "flight.pickup-moved", (locale) =>
    translator(locale, "notifications")("chauffeur.flightMoved", smsValues(locale)),
  );
  await raiseAlert(
    tx,
    {
      kind: "flight_changed",
      bookingId: b.id,
      message: flightNotices.alertMoved({ reference: b.reference, flight: p.flight, before: p.before, after: p.after }),
      detail: { before: p.before.toISOString(), after: p.after.toISOString(), landing: p.landing.toISOString() },
    },
    ctx.clock.now(),
  );
}

/** A cancelled or diverted flight: the rider is offered free cancellation; the chauffeur and the console are told. */
export async function announceDisruption(
  ctx: AppContext,
  tx: Tx,
  p: { booking: Booking; flight: string; state: "cancelled" | "diverted" },
) {
  const brand = ctx.config.BUSINESS_NAME;
  const { booking: b } = p;
  await tellRider(ctx, tx, b, "flight.disrupted", (locale) => {
    const t = translator(locale, "notifications");
    const v = { state: p.state, reference: b.reference, flight: p.flight, brand };
    return {
      subject: t("flight.disrupted.subject", v),
      text: [
        t("flight.disrupted.body", v),
        "",
        t("flight.disrupted.cancelFree", {
          reference: b.reference,
          url: `${ctx.config.PUBLIC_BASE_URL.replace(/\/+$/, "")}/user/bookings`,
        }),
        t("flight.disrupted.call", { phone: ctx.config.BUSINESS_PHONE }),
      ],
      sms: t("flight.disrupted.sms", v),
    };
  });
  await tellChauffeur(ctx, tx, b, "flight.disrupted", (locale) =>
    translator(locale, "notifications")("chauffeur.flightDisrupted", {
      brand,
      reference: b.reference,
      flight: p.flight,
      state: p.state,
    }),
  );
  await raiseAlert(
    tx,
    {
      kind: "flight_disrupted",
      bookingId: b.id,
      message: flightNotices.alertDisrupted({ reference: b.reference, flight: p.flight, state: p.state }),
    },
    ctx.clock.now(),
  );
}
