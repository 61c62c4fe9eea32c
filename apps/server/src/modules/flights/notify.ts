import { eq } from "drizzle-orm";
import { flightLabels, flightNotices, istDateTime } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { bookings, chauffeurs, users } from "../../db/schema/index.ts";
import { liveTopics, recordLiveEvent } from "../live/index.ts";
import { enqueueEmail, enqueueSms } from "../notifications/index.ts";
import { raiseAlert } from "../rides/index.ts";

type Booking = typeof bookings.$inferSelect;

async function riderOf(tx: Tx, userId: string | null) {
  if (!userId) return null;
  const [u] = await tx
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return u ?? null;
}

async function chauffeurOf(tx: Tx, chauffeurId: string | null) {
  if (!chauffeurId) return null;
  const [c] = await tx
    .select({ name: chauffeurs.name, phone: chauffeurs.phone })
    .from(chauffeurs)
    .where(eq(chauffeurs.id, chauffeurId));
  return c ?? null;
}

/** The rider's e-mail and SMS, written to the outbox in the caller's transaction. */
async function tellRider(tx: Tx, b: Booking, template: string, m: { subject: string; text: string[]; sms: string }) {
  const rider = await riderOf(tx, b.userId);
  if (!rider) return;
  const hello = `Hello ${rider.name ?? "there"},`;
  if (rider.email)
    await enqueueEmail(tx, {
      to: rider.email,
      subject: m.subject,
      text: [hello, "", ...m.text].join("\n"),
      template,
      userId: b.userId,
      bookingId: b.id,
    });
  if (rider.phone) await enqueueSms(tx, { to: rider.phone, text: m.sms, template, userId: b.userId, bookingId: b.id });
}

/** The chauffeur's app refreshes its trips (live event) and the chauffeur gets an SMS. */
async function tellChauffeur(tx: Tx, b: Booking, template: string, sms: string) {
  if (!b.chauffeurId) return;
  await recordLiveEvent(tx, {
    topic: liveTopics.chauffeur(b.chauffeurId),
    kind: "trips",
    data: { bookingId: b.id, reason: "flight" },
  });
  const ch = await chauffeurOf(tx, b.chauffeurId);
  if (ch?.phone) await enqueueSms(tx, { to: ch.phone, text: sms, template, bookingId: b.id });
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
  const args = { reference: b.reference, flight: p.flight, landing: p.landing, meet: p.after, before: p.before };
  await tellRider(tx, b, "flight.pickup-moved", {
    subject: flightNotices.pickupMovedSubject(b.reference),
    text: [
      `Your flight ${p.flight} changed, so we moved your pickup for booking ${b.reference}. There is no extra charge.`,
      "",
      `${flightLabels.flightLands}: ${istDateTime(p.landing)}`,
      `${flightLabels.meetsYouAt}: ${istDateTime(p.after)} (was ${istDateTime(p.before)})`,
      "",
      `Questions? Call ${ctx.config.BUSINESS_PHONE}.`,
    ],
    sms: `${brand}: ${flightNotices.pickupMovedSms(args)}`,
  });
  await tellChauffeur(tx, b, "flight.pickup-moved", `${brand}: ${flightNotices.pickupMovedSms(args)}`);
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
  const sms = flightNotices.disruptedSms({ reference: b.reference, flight: p.flight, state: p.state });
  await tellRider(tx, b, "flight.disrupted", {
    subject: flightNotices.disruptedSubject(b.reference, p.state),
    text: [
      `Your flight ${p.flight} was ${p.state}.`,
      "",
      `You can cancel booking ${b.reference} free of charge, with a full refund, from My Bookings: ` +
        `${ctx.config.PUBLIC_BASE_URL.replace(/\/+$/, "")}/user/bookings`,
      `Or call us on ${ctx.config.BUSINESS_PHONE} and we will rearrange your transfer.`,
    ],
    sms: `${brand}: ${sms}`,
  });
  await tellChauffeur(tx, b, "flight.disrupted", `${brand}: ${b.reference}: flight ${p.flight} was ${p.state}.`);
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
