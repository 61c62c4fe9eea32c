import { eq, sql } from "drizzle-orm";
import {
  bookingChangePaths,
  DEFAULT_LOCALE,
  ridePages,
  serviceLabel,
  type Locale,
  type RideStep,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { Config } from "../../config.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { cars, chauffeurs, users, type Attachment } from "../../db/schema/index.ts";
import { localeOf, translator, templateIn } from "../../lib/i18n.ts";
import { q1 } from "../../lib/sql.ts";
import { findBookingView, invoiceAttachment, issueAccountInvoice, type InvoiceRow } from "../bookings/index.ts";
import {
  carText,
  notify,
  pushForms,
  rideTexts,
  whatsappRendering,
  type WhatsAppRendering,
  type RideBrand,
  type RideCrew,
  type RideMessage,
  type RideMessageBooking,
  type PushRendering,
} from "../notifications/index.ts";
import type { BookingRow, RideRow } from "./ride.repository.ts";

/**
 * The messages of the day of the ride (issue step 6), written to the outbox in the transaction of the step they
 * report (notifications/ride-templates.ts has the texts): the rider gets an e-mail and an SMS at each step; the
 * chauffeur an SMS when a trip is given or taken away.
 */
export function rideBrand(config: Config): RideBrand {
  return {
    name: config.BUSINESS_NAME,
    phone: config.BUSINESS_PHONE,
    email: config.BUSINESS_EMAIL,
    legalName: config.BUSINESS_LEGAL_NAME,
    address: config.BUSINESS_ADDRESS,
    gstin: config.GSTIN,
    baseUrl: config.PUBLIC_BASE_URL.replace(/\/+$/, ""),
  };
}

interface Place {
  address?: unknown;
}
export const placeOf = (v: unknown) => {
  if (typeof v === "string") return v;
  const a = v && typeof v === "object" ? (v as Place).address : undefined;
  return typeof a === "string" ? a : "";
};

/** The rider's contacts and language (the profile's; their messages are written in it). */
export async function riderOf(db: DbOrTx, userId: string | null) {
  const none = { name: null, email: null, phone: null, language: DEFAULT_LOCALE as Locale };
  if (!userId) return none;
  const [u] = await db
    .select({ name: users.name, email: users.email, phone: users.phone, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return u ? { ...u, language: localeOf(u.language) } : none;
}

/** The chauffeur's name and the car of a booking. */
export async function crewOf(db: DbOrTx, b: Pick<BookingRow, "chauffeurId" | "carId">): Promise<RideCrew> {
  const [ch] = b.chauffeurId
    ? await db.select({ name: chauffeurs.name }).from(chauffeurs).where(eq(chauffeurs.id, b.chauffeurId))
    : [];
  const [car] = b.carId
    ? await db
        .select({ model: cars.model, colour: cars.colour, plate: cars.plate })
        .from(cars)
        .where(eq(cars.id, b.carId))
    : [];
  return { chauffeur: ch?.name ?? "Your chauffeur", car: car ?? { model: "", colour: "", plate: "" } };
}

function messageBooking(config: Config, b: BookingRow, riderName: string | null): RideMessageBooking {
  return {
    reference: b.reference,
    riderName,
    pickupAt: b.pickupAt,
    pickup: placeOf(b.trip?.pickUp ?? b.trip?.pickup),
    tripUrl: `${rideBrand(config).baseUrl}${ridePages.riderTrip(b.id)}`,
  };
}

async function send(
  ctx: AppContext,
  tx: DbOrTx,
  b: BookingRow,
  rider: Awaited<ReturnType<typeof riderOf>>,
  step: string,
  m: RideMessage,
  attachments?: Attachment[],
  extra: { whatsapp?: WhatsAppRendering; push?: PushRendering } = {},
) {
  // one DLT template per language (README "Languages"): English keeps its name, Hindi and Odia add the language
  const template = rider.language === DEFAULT_LOCALE ? `ride.${step}` : `ride.${step}.${rider.language}`;
  await notify(ctx, tx, {
    to: { userId: b.userId, email: rider.email, phone: rider.phone },
    event: `ride.${step}`,
    bookingId: b.id,
    email: { subject: m.subject, text: m.text, attachments, template },
    sms: { text: m.sms, template },
    ...(extra.whatsapp ? { whatsapp: extra.whatsapp } : {}),
    push: extra.push,
  });
}

/** The rider's WhatsApp form of the chauffeur on the way or arrived (sent only with the rider's opt-in). */
const crewWhatsApp = (
  template: "chauffeur_on_the_way" | "chauffeur_arrived",
  crew: Awaited<ReturnType<typeof crewOf>>,
  b: BookingRow,
  locale: Locale,
) => whatsappRendering(template, locale, [crew.chauffeur, carText(crew.car, locale), b.reference]);

/**
 * The tax invoice issued at payment by the bookings module (its number and PDF), attached to the completion e-mail.
 * A booking without one (no capture recorded) is told its reference instead.
 */
async function completionInvoice(ctx: AppContext, tx: Tx, b: BookingRow, rider: Awaited<ReturnType<typeof riderOf>>) {
  const invoice =
    (await q1<InvoiceRow>(tx, sql`SELECT * FROM invoices WHERE booking_id = ${b.id} AND kind = 'fare'`)) ??
    // a ride on a company's account is invoiced now, at its completion (bookings/company-invoice.ts)
    (await issueAccountInvoice(ctx, tx, b.id, ctx.clock.now()));
  if (!invoice) return { invoiceNumber: b.reference };
  try {
    const row = await findBookingView(tx, b.id);
    const pdf = row ? await invoiceAttachment(ctx, row, invoice, { id: b.userId ?? "", ...rider }) : null;
    return {
      invoiceNumber: invoice.number,
      attachment: pdf
        ? {
            filename: `invoice-${invoice.number.replace(/\//g, "-")}.pdf`,
            contentType: "application/pdf",
            contentBase64: pdf.toString("base64"),
          }
        : undefined,
    };
  } catch (e) {
    ctx.log.error({ err: e, bookingId: b.id }, "invoice PDF for the completion e-mail failed");
    return { invoiceNumber: invoice.number };
  }
}

/** Tells the rider the ride reached `step` (nothing for 'assigned': the confirmation message says it). */
export async function notifyStep(
  ctx: AppContext,
  tx: Tx,
  b: BookingRow,
  ride: RideRow,
  step: RideStep,
  opts: { etaMinutes?: number | null; airportArrival?: boolean } = {},
) {
  const brand = rideBrand(ctx.config);
  const rider = await riderOf(tx, b.userId);
  const mb = messageBooking(ctx.config, b, rider.name);
  const locale = rider.language;
  switch (step) {
    case "on_my_way": {
      const crew = await crewOf(tx, b);
      const eta = opts.etaMinutes ?? null;
      const m = rideTexts.onMyWay(brand, mb, crew, eta, locale);
      return send(ctx, tx, b, rider, step, m, undefined, {
        whatsapp: crewWhatsApp("chauffeur_on_the_way", crew, b, locale),
        push: pushForms.onMyWay(locale, b, crew, eta),
      });
    }
    case "arrived": {
      const crew = await crewOf(tx, b);
      const m = rideTexts.arrived(brand, mb, crew, opts.airportArrival ?? false, locale);
      return send(ctx, tx, b, rider, step, m, undefined, {
        whatsapp: crewWhatsApp("chauffeur_arrived", crew, b, locale),
        push: pushForms.arrived(locale, b, crew),
      });
    }
    case "started":
      return send(ctx, tx, b, rider, step, rideTexts.started(brand, mb, ride.startedAt ?? ctx.clock.now(), locale));
    case "completed": {
      const inv = await completionInvoice(ctx, tx, b, rider);
      const m = rideTexts.completed(
        brand,
        mb,
        {
          invoiceNumber: inv.invoiceNumber,
          serviceLabel:
            locale === DEFAULT_LOCALE
              ? serviceLabel(b.service)
              : translator(locale, "notifications")(`service.${b.service}`),
          amountPaise: b.amountPaise,
          attached: Boolean(inv.attachment),
        },
        locale,
      );
      const invoiceLink = `${brand.baseUrl}${bookingChangePaths.invoice(b.id)}`;
      const whatsapp = whatsappRendering("trip_completed", locale, [b.reference, invoiceLink]);
      return send(ctx, tx, b, rider, step, m, inv.attachment ? [inv.attachment] : undefined, { whatsapp });
    }
    case "no_show":
      return send(
        ctx,
        tx,
        b,
        rider,
        step,
        rideTexts.noShow(brand, mb, b.cancellationFeePaise ?? b.amountPaise, locale),
      );
    case "assigned":
      return;
  }
}

/** The rider's new Ride PIN after an operator reset it (SMS, and e-mail when the rider has one). */
export async function sendNewPin(ctx: AppContext, tx: Tx, b: BookingRow, pin: string) {
  const rider = await riderOf(tx, b.userId);
  const text = rideTexts.pinReset(ctx.config.BUSINESS_NAME, b.reference, pin, rider.language);
  const m = { subject: rideTexts.pinResetSubject(b.reference, rider.language), text, sms: text };
  await send(ctx, tx, b, rider, "pin_reset", m);
}

/** A chauffeur's language (`chauffeurs.language`, migration 1101; their SMS are written in it). */
export async function chauffeurLanguage(db: DbOrTx, chauffeurId: string): Promise<Locale> {
  const [ch] = await db
    .select({ language: chauffeurs.language })
    .from(chauffeurs)
    .where(eq(chauffeurs.id, chauffeurId));
  return localeOf(ch?.language);
}

/** The chauffeur's own account (they sign in to the chauffeur app with it): their devices' push subscriptions. */
async function chauffeurUserOf(db: DbOrTx, chauffeurId: string): Promise<string | null> {
  const [ch] = await db.select({ userId: chauffeurs.userId }).from(chauffeurs).where(eq(chauffeurs.id, chauffeurId));
  return ch?.userId ?? null;
}

/** SMS to a chauffeur given the trip, or to the one it was taken from, in the chauffeur's language. */
export async function tellChauffeur(
  ctx: AppContext,
  tx: Tx,
  chauffeur: { id: string; phone: string },
  b: BookingRow,
  what: "assigned" | "removed",
) {
  const brandName = ctx.config.BUSINESS_NAME;
  const pickup = placeOf(b.trip?.pickUp ?? b.trip?.pickup);
  const locale = await chauffeurLanguage(tx, chauffeur.id);
  const text =
    what === "assigned"
      ? rideTexts.tripAssigned(
          brandName,
          { reference: b.reference, pickupAt: b.pickupAt, pickup },
          `${rideBrand(ctx.config).baseUrl}${ridePages.driverTrip(b.id)}`,
          locale,
        )
      : rideTexts.tripRemoved(brandName, { reference: b.reference, pickupAt: b.pickupAt }, locale);
  // not filed under the booking: its message list is the rider's correspondence; a new trip also reaches the
  // chauffeur's devices that allowed notifications
  await notify(ctx, tx, {
    to: {
      phone: chauffeur.phone,
      chauffeurUserId: what === "assigned" ? await chauffeurUserOf(tx, chauffeur.id) : null,
    },
    event: `ride.chauffeur_${what}`,
    sms: { text, template: templateIn(`ride.chauffeur_${what}`, locale) },
    push: what === "assigned" ? pushForms.tripAssigned(locale, b, pickup) : undefined,
  });
}
