import { eq, sql } from "drizzle-orm";
import { announceDispatchChange } from "./paid-announcement.ts";
import {
  bookingTexts,
  PENDING_ORDER_TTL_MINUTES,
  rescheduleTexts,
  type FareLine,
  type ReschedulePreview,
  type RescheduleResponse,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { bookings } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { q, q1 } from "../../lib/sql.ts";
import type { SessionUser } from "../../plugins/session.ts";
import { ensureRescheduleOrder, requestRefund, sendRefunds } from "../payments/index.ts";
import { assertCarFree, clashes } from "./capacity.ts";
import { encryptedCheckout } from "./order.service.ts";
import { announceMove, tellRiderRefused } from "./reschedule-notify.ts";
import { issueRescheduleInvoice } from "./reschedule-invoice.ts";
import { planReschedule, refusalAtPayment, type Booking, type ReschedulePlan } from "./reschedule-plan.ts";

/**
 * A rider moves a pending or confirmed booking to another time (README "Payments and bookings"). The plan
 * (reschedule-plan.ts) re-prices it on the server; the car's class must have a car free in the new window (the
 * booking itself not counted). No half-written rows: a lower or equal price moves the booking in one transaction with
 * the refund's request (sent to the gateway after the commit); a higher price records the request and opens a gateway
 * order for the difference, and the booking moves only in the transaction that records its capture (onRescheduleCaptured).
 */
type RescheduleRow = {
  id: string;
  booking_id: string;
  status: string;
  from_start: Date | string;
  from_amount_paise: number;
  to_start: Date | string;
  to_end: Date | string;
  to_hold_until: Date | string;
  to_trip: Record<string, unknown>;
  to_breakdown: FareLine[];
  to_amount_paise: number;
  payment_id: string | null;
  expires_at: Date | string | null;
};

async function loadOwn(db: DbOrTx, userId: string, bookingId: string, lock: boolean) {
  const query = db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [b] = lock ? await query.for("update") : await query;
  // another rider's booking answers exactly like a missing one
  if (!b || b.userId !== userId) throw notFound(bookingTexts.bookingNotFound);
  const ride = await q1<{ step: string }>(db, sql`SELECT step FROM rides WHERE booking_id = ${b.id}`);
  return { b, step: ride?.step ?? null };
}

/** GET bookingChangePaths.reschedule: the new times, the new price and the difference. Nothing changes. */
export async function reschedulePreview(
  ctx: AppContext,
  input: { userId: string; bookingId: string; startTime: string },
): Promise<ReschedulePreview> {
  const { b, step } = await loadOwn(ctx.db, input.userId, input.bookingId, false);
  return (await planReschedule(ctx, b, step, input.startTime, ctx.clock.now())).preview;
}

/** The car's class keeps a car for the moved booking (409 'No car of this class is free…' otherwise). */
const assertRoom = (tx: Tx, b: Booking, plan: { start: Date; holdUntil: Date }, now: Date) =>
  assertCarFree(tx, {
    vehicleClass: b.vehicleClass,
    start: plan.start,
    holdUntil: plan.holdUntil,
    now,
    exceptBookingId: b.id,
  });

/** The assigned car's and chauffeur's other bookings in the new window (the console reassigns; the move stands). */
async function assignmentClash(tx: Tx, b: Booking, plan: { start: Date; holdUntil: Date }, now: Date) {
  const window = { start: plan.start, holdUntil: plan.holdUntil, exceptBookingId: b.id, now };
  const car = b.carId ? await clashes(tx, "carId", [b.carId], window) : [];
  const chauffeur = b.chauffeurId ? await clashes(tx, "chauffeurId", [b.chauffeurId], window) : [];
  return [...new Set([...car, ...chauffeur].map((c) => c.reference))];
}

/**
 * Moves the booking (times, trip, price) in the caller's transaction and tells everyone. An airport transfer's flight
 * tracking starts again from the new flight time (the flights job adopts it anew, decision record 011), and a free
 * cancellation offered for the old flight no longer applies.
 */
async function applyMove(
  ctx: AppContext,
  tx: Tx,
  m: { b: Booking; plan: ReschedulePlan; rescheduleId: string; actorUserId: string | null; now: Date },
  money: { paidPaise: number; refundPaise: number; invoice?: { number: string; pdf: Buffer } },
) {
  const { b, plan, now } = m;
  const airport = b.service === "airport-transfer";
  await tx
    .update(bookings)
    .set({
      pickupAt: plan.start,
      endTime: plan.end,
      holdUntil: plan.holdUntil,
      trip: plan.trip,
      breakdown: plan.breakdown,
      amountPaise: plan.amountPaise,
      ...(airport ? { freeCancelReason: null } : {}),
      updatedAt: now,
    })
    .where(eq(bookings.id, b.id));
  if (airport) await tx.execute(sql`DELETE FROM flight_tracking WHERE booking_id = ${b.id}`);
  await announceDispatchChange(tx, { bookingId: b.id, change: "times" });
  await announceMove(
    ctx,
    tx,
    {
      before: b,
      plan,
      actorUserId: m.actorUserId,
      rescheduleId: m.rescheduleId,
      ...money,
      assignmentClash: await assignmentClash(tx, b, plan, now),
    },
    now,
  );
}

/** Older requests still waiting for their payment are replaced by a new one (their late payment is refunded). */
const supersedeWaiting = (tx: Tx, bookingId: string, now: Date) =>
  tx.execute(sql`UPDATE booking_reschedules SET status = 'superseded', decided_at = ${now}
    WHERE booking_id = ${bookingId} AND status = 'awaiting_payment'`);

async function insertRequest(
  tx: Tx,
  b: Booking,
  plan: ReschedulePlan,
  status: "awaiting_payment" | "applied",
  m: { userId: string; now: Date; refundPaise: number },
) {
  const expires = status === "awaiting_payment" ? new Date(m.now.getTime() + PENDING_ORDER_TTL_MINUTES * 60_000) : null;
  const [row] = await q<{ id: string }>(
    tx,
    sql`INSERT INTO booking_reschedules (booking_id, user_id, status, from_start, from_amount_paise, to_start, to_end,
          to_hold_until, to_trip, to_breakdown, to_amount_paise, tariff_version, refund_paise, expires_at, created_at, decided_at)
        VALUES (${b.id}, ${m.userId}, ${status}, ${b.pickupAt}, ${b.amountPaise}, ${plan.start}, ${plan.end},
          ${plan.holdUntil}, ${JSON.stringify(plan.trip)}::jsonb, ${JSON.stringify(plan.breakdown)}::jsonb,
          ${plan.amountPaise}, ${b.tariffVersion}, ${m.refundPaise}, ${expires}, ${m.now},
          ${status === "applied" ? m.now : null})
        RETURNING id`,
  );
  return row.id;
}

/** The waiting request for exactly this move, still open, with its order: a double click reopens the same order. */
async function sameWaiting(tx: Tx, b: Booking, plan: ReschedulePlan, now: Date) {
  return q1<RescheduleRow & { provider_order_id: string; pay_amount: number }>(
    tx,
    sql`SELECT r.*, p.provider_order_id, p.amount_paise AS pay_amount FROM booking_reschedules r
        JOIN payments p ON p.id = r.payment_id AND p.status <> 'captured'
        WHERE r.booking_id = ${b.id} AND r.status = 'awaiting_payment' AND r.expires_at > ${now}
          AND r.to_start = ${plan.start} AND r.to_amount_paise = ${plan.amountPaise}
          AND r.from_start = ${b.pickupAt} AND r.from_amount_paise = ${b.amountPaise}`,
  );
}

const refundReason = (rescheduleId: string) => `reschedule_difference_${rescheduleId.replace(/-/g, "").slice(0, 12)}`;

/** The move decided under the booking's lock: done now (no charge) or waiting for the difference's payment. */
async function decide(ctx: AppContext, user: SessionUser, bookingId: string, startTime: string, now: Date) {
  return ctx.db.transaction(async (tx) => {
    const { b, step } = await loadOwn(tx, user.id, bookingId, true);
    const plan = await planReschedule(ctx, b, step, startTime, now);
    await assertRoom(tx, b, plan, now);
    if (plan.differencePaise > 0) {
      const again = await sameWaiting(tx, b, plan, now);
      if (again) return { kind: "pay" as const, b, plan, rescheduleId: again.id, order: again };
      await supersedeWaiting(tx, b.id, now);
      const rescheduleId = await insertRequest(tx, b, plan, "awaiting_payment", {
        userId: user.id,
        now,
        refundPaise: 0,
      });
      return { kind: "pay" as const, b, plan, rescheduleId, order: null };
    }
    await supersedeWaiting(tx, b.id, now);
    const refundPaise = Math.max(0, -plan.differencePaise);
    const rescheduleId = await insertRequest(tx, b, plan, "applied", { userId: user.id, now, refundPaise });
    await applyMove(ctx, tx, { b, plan, rescheduleId, actorUserId: user.id, now }, { paidPaise: 0, refundPaise });
    // after the price went down (amount_paise is the new price): the booking stays paid and keeps its car
    const refund = refundPaise
      ? await requestRefund(
          tx,
          { bookingId: b.id, reason: refundReason(rescheduleId), actorUserId: user.id, amountPaise: refundPaise },
          now,
        )
      : null;
    return { kind: "moved" as const, b, plan, refund };
  });
}

/** POST bookingChangePaths.reschedule: move now, or answer the checkout of the difference. */
export async function requestReschedule(
  ctx: AppContext,
  input: { user: SessionUser; bookingId: string; startTime: string; returnBase?: string },
): Promise<Omit<RescheduleResponse, "success" | "message">> {
  const now = ctx.clock.now();
  const d = await decide(ctx, input.user, input.bookingId, input.startTime, now);
  if (d.kind === "moved") {
    const sent = d.refund ? await sendRefunds(ctx, d.b.id, d.refund) : { refunded: 0 };
    return { bookingId: d.b.id, data: { outcome: "moved", preview: d.plan.preview, refundPaise: sent.refunded } };
  }
  let providerOrderId = d.order?.provider_order_id;
  if (!providerOrderId) {
    const payment = await ensureRescheduleOrder(ctx, {
      bookingId: d.b.id,
      reference: d.b.reference,
      rescheduleId: d.rescheduleId,
      amountPaise: d.plan.differencePaise,
    });
    await ctx.db.execute(sql`UPDATE booking_reschedules SET payment_id = ${payment.id}
      WHERE id = ${d.rescheduleId} AND payment_id IS NULL`);
    providerOrderId = payment.provider_order_id;
  }
  const options = encryptedCheckout(
    ctx,
    { amount_paise: d.plan.differencePaise, provider_order_id: providerOrderId },
    input.user,
    {
      description: `New time for booking ${d.b.reference}`,
      notes: { bookingId: d.b.id, reference: d.b.reference, purpose: "reschedule" },
      returnBase: input.returnBase,
    },
  );
  return {
    bookingId: d.b.id,
    options,
    data: { outcome: "payment_required", preview: d.plan.preview, refundPaise: 0 },
  };
}

/** Why a paid request can no longer be applied (null when it can). */
function staleReason(r: RescheduleRow | undefined, b: Booking | undefined, now: Date): string | null {
  if (!r || !b || r.status !== "awaiting_payment") return rescheduleTexts.superseded;
  if (r.expires_at && new Date(r.expires_at).getTime() <= now.getTime()) return rescheduleTexts.expired;
  const unchanged =
    (b.status === "pending" || b.status === "confirmed") &&
    b.paymentStatus === "paid" &&
    b.pickupAt.getTime() === new Date(r.from_start).getTime() &&
    b.amountPaise === r.from_amount_paise;
  return unchanged ? null : rescheduleTexts.superseded;
}

/**
 * payments' rescheduleCaptured listener, inside the capture's transaction: the request this payment pays is applied
 * if the booking is as it was when the rider asked and the class still has a car free at the new time; otherwise the
 * request is refused with the reason the rider reads (and payments refunds the payment).
 */
export async function onRescheduleCaptured(
  ctx: AppContext,
  tx: Tx,
  e: { bookingId: string; paymentId: string; amountPaise: number; now: Date },
): Promise<{ applied: true } | { applied: false; message: string }> {
  const r = await q1<RescheduleRow>(
    tx,
    sql`SELECT * FROM booking_reschedules WHERE payment_id = ${e.paymentId} FOR UPDATE`,
  );
  const [b] = await tx.select().from(bookings).where(eq(bookings.id, e.bookingId)).for("update");
  let why = staleReason(r, b, e.now);
  const plan = r && b ? planFromRow(b, r) : null;
  if (!why && plan && plan.differencePaise !== e.amountPaise) why = rescheduleTexts.superseded;
  // the change's rules as of this payment (the chauffeur set off, the cut-off passed, while the rider paid)
  const step = b ? await q1<{ step: string }>(tx, sql`SELECT step FROM rides WHERE booking_id = ${b.id}`) : undefined;
  const late = !why && plan ? refusalAtPayment(b, step?.step ?? null, plan, e.now) : null;
  if (late) why = rescheduleTexts.refused(late.message);
  if (!why && plan)
    why = await assertRoom(tx, b, plan, e.now).then(
      () => null,
      (err: unknown) => {
        if (err instanceof AppError && err.code === "no_car_free")
          return rescheduleTexts.refused(bookingTexts.noCarFree);
        throw err;
      },
    );
  if (why || !plan || !r) {
    if (r?.status === "awaiting_payment")
      await tx.execute(sql`UPDATE booking_reschedules SET status = 'refused', refused_reason = ${why}, decided_at = ${e.now}
        WHERE id = ${r.id}`);
    if (b && r) await tellRiderRefused(ctx, tx, { b, toStart: new Date(r.to_start), paidPaise: e.amountPaise, late });
    return { applied: false, message: why ?? rescheduleTexts.superseded };
  }
  const invoice = await issueRescheduleInvoice(
    ctx,
    tx,
    {
      bookingId: b.id,
      paymentId: e.paymentId,
      amountPaise: e.amountPaise,
      from: b.pickupAt,
      to: plan.start,
      fromPaise: b.amountPaise,
      toPaise: plan.amountPaise,
    },
    e.now,
  );
  await applyMove(
    ctx,
    tx,
    { b, plan, rescheduleId: r.id, actorUserId: b.userId, now: e.now },
    { paidPaise: e.amountPaise, refundPaise: 0, invoice: invoice ?? undefined },
  );
  await tx.execute(sql`UPDATE booking_reschedules SET status = 'applied', decided_at = ${e.now} WHERE id = ${r.id}`);
  return { applied: true };
}

/** A stored request as the plan it was priced as. */
function planFromRow(b: Booking, r: RescheduleRow): ReschedulePlan {
  const start = new Date(r.to_start);
  const differencePaise = r.to_amount_paise - r.from_amount_paise;
  const times = (trip: Record<string, unknown>, at: Date) => ({
    startTime: at.toISOString(),
    returnTime: typeof trip.returnTime === "string" ? trip.returnTime : null,
    flightTime: typeof trip.flightTime === "string" ? trip.flightTime : null,
  });
  return {
    timeField: "pickup",
    start,
    end: new Date(r.to_end),
    holdUntil: new Date(r.to_hold_until),
    trip: r.to_trip,
    breakdown: r.to_breakdown,
    amountPaise: r.to_amount_paise,
    differencePaise,
    preview: {
      bookingId: b.id,
      reference: b.reference,
      timeField: "pickup",
      from: times(b.trip, b.pickupAt),
      to: times(r.to_trip, start),
      fromAmountPaise: r.from_amount_paise,
      toAmountPaise: r.to_amount_paise,
      differencePaise,
      action: differencePaise > 0 ? "charge" : differencePaise < 0 ? "refund" : "none",
      tariffVersion: b.tariffVersion,
    },
  };
}
