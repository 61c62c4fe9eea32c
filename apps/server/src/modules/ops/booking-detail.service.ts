import { and, asc, desc, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { auditLog, cars, chauffeurs, outboxMessages, payments, refunds, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { clashes } from "../bookings/index.ts";
import { getBookingRow, listQueue, toBookingRow, tripPlaces, type QueueFilter } from "./bookings.repository.ts";
import { stepsOpenAt } from "@chauffeur/contracts";
import { allowedActions } from "./lifecycle.service.ts";

type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;
type MessageRow = typeof outboxMessages.$inferSelect;
type AuditRow = typeof auditLog.$inferSelect;

/** The queue with its total and the server's clock (the console counts the confirmation promise from it). */
export async function bookingQueue(ctx: AppContext, filter: QueueFilter) {
  const { rows, total } = await listQueue(ctx.db, filter);
  return { bookings: rows, total, now: ctx.clock.now().toISOString() };
}

/** The route a booking was priced on (the server's own, stored with the quote): shown in the booking detail. */
export function pricedRoute(
  route: { distanceKm?: unknown; durationMin?: unknown; source?: unknown; approximate?: unknown } | null | undefined,
) {
  if (!route || typeof route.distanceKm !== "number") return null;
  return {
    distanceKm: route.distanceKm,
    durationMin: typeof route.durationMin === "number" ? route.durationMin : 0,
    source: typeof route.source === "string" ? route.source : "gazetteer",
    approximate: Boolean(route.approximate),
  };
}

const paymentOut = (p: PaymentRow) => ({
  id: p.id,
  gateway: p.gateway,
  providerOrderId: p.providerOrderId,
  providerPaymentId: p.providerPaymentId,
  amountPaise: p.amountPaise,
  status: p.status,
  method: p.method,
  createdAt: p.createdAt.toISOString(),
  capturedAt: p.capturedAt?.toISOString() ?? null,
});
const refundOut = (x: RefundRow) => ({
  id: x.id,
  amountPaise: x.amountPaise,
  status: x.status,
  reason: x.reason,
  createdAt: x.createdAt.toISOString(),
  processedAt: x.processedAt?.toISOString() ?? null,
});
/** A message as the console lists it; `all` finds the WhatsApp message an SMS stands in for. */
const messageOut = (m: MessageRow, _i: number, all: MessageRow[]) => ({
  id: m.id,
  channel: m.channel,
  toAddress: m.toAddress,
  subject: m.subject,
  text: m.text,
  status: m.status,
  template: m.template,
  createdAt: m.createdAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
  deliveryStatus: m.deliveryStatus ?? null,
  deliveryStatusAt: m.deliveryStatusAt?.toISOString() ?? null,
  fallbackId: m.fallbackOutboxId ?? null,
  fallbackOf: all.find((o) => o.fallbackOutboxId === m.id)?.id ?? null,
});
const auditOut = ({ a, actor }: { a: AuditRow; actor: string | null }) => ({
  id: a.id,
  action: a.action,
  actor,
  before: a.before,
  after: a.after,
  detail: a.detail,
  createdAt: a.createdAt.toISOString(),
});

/** A booking's full detail: the trip, its payments, refunds, messages and the console's changes, and what may be done next. */
export async function bookingDetail(ctx: AppContext, id: string) {
  const { db, clock } = ctx;
  const r = await getBookingRow(db, id);
  if (!r) throw notFound("Booking not found");
  const b = r.b;
  const [pays, refs, msgs, audit] = await Promise.all([
    db.select().from(payments).where(eq(payments.bookingId, b.id)).orderBy(asc(payments.createdAt)),
    db.select().from(refunds).where(eq(refunds.bookingId, b.id)).orderBy(asc(refunds.createdAt)),
    db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, b.id)).orderBy(desc(outboxMessages.createdAt)),
    db
      .select({ a: auditLog, actor: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(and(eq(auditLog.entity, "booking"), eq(auditLog.entityId, b.id)))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
  ]);
  return {
    booking: {
      ...toBookingRow(r),
      tariffVersion: b.tariffVersion,
      holdUntil: b.holdUntil.toISOString(),
      trip: b.trip,
      route: b.route,
      pricedRoute: pricedRoute(b.route),
      addOns: b.addOns,
      breakdown: b.breakdown,
      stops: tripPlaces(b.trip).stops,
      cancelReason: b.cancelReason,
      cancelledAt: b.cancelledAt?.toISOString() ?? null,
      cancellationFeePaise: b.cancellationFeePaise,
      riderEmail: r.riderEmail,
      riderStatus: r.riderStatus,
    },
    payments: pays.map(paymentOut),
    refunds: refs.map(refundOut),
    messages: msgs.map(messageOut),
    audit: audit.map(auditOut),
    allowedActions: allowedActions(b, { now: clock.now(), opensMinutes: ctx.config.ON_MY_WAY_OPENS_MINUTES }),
    stepsOpenAt: stepsOpenAt(b.pickupAt, ctx.config.ON_MY_WAY_OPENS_MINUTES).toISOString(),
    now: clock.now().toISOString(),
  };
}

/** Cars of the booked class and chauffeurs, with whether each is free for the trip window. */
export async function assignmentCandidates(ctx: AppContext, id: string) {
  const { db } = ctx;
  const r = await getBookingRow(db, id);
  if (!r) throw notFound("Booking not found");
  const b = r.b;
  const [carRows, chRows] = await Promise.all([
    db.select().from(cars).where(eq(cars.vehicleClass, b.vehicleClass)).orderBy(desc(cars.active), asc(cars.plate)),
    db.select().from(chauffeurs).orderBy(desc(chauffeurs.active), asc(chauffeurs.name)),
  ]);
  const window = { start: b.pickupAt, holdUntil: b.holdUntil, exceptBookingId: b.id, now: ctx.clock.now() };
  const [carClash, chClash] = await Promise.all([
    clashes(
      db,
      "carId",
      carRows.map((c) => c.id),
      window,
    ),
    clashes(
      db,
      "chauffeurId",
      chRows.map((c) => c.id),
      window,
    ),
  ]);
  const busyCars = new Set(carClash.map((c) => c.resourceId));
  const busyCh = new Set(chClash.map((c) => c.resourceId));
  return {
    cars: carRows.map((c) => ({
      id: c.id,
      model: c.model,
      plate: c.plate,
      vehicleClass: c.vehicleClass,
      active: c.active,
      free: !busyCars.has(c.id),
    })),
    chauffeurs: chRows.map((c) => ({
      id: c.id,
      name: c.name,
      phone: c.phone,
      active: c.active,
      licenceExpiry: c.licenceExpiry,
      free: !busyCh.has(c.id) && new Date(`${c.licenceExpiry}T23:59:59+05:30`) >= b.holdUntil,
    })),
  };
}
