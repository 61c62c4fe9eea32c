import type { AppContext } from "../../context.ts";
import { sql } from "drizzle-orm";
import { randomInt } from "node:crypto";
import {
  apiPaths,
  bookingTexts,
  MAX_UNPAID_BOOKINGS,
  PENDING_ORDER_TTL_MINUTES,
  TURNAROUND_BUFFER_MIN,
  COMPANY_ORDER_MESSAGES,
  type BillTo,
  type BookFor,
  type BookingStatus,
  type CheckoutOptions,
  type Service,
} from "@chauffeur/contracts";
import type { SessionUser } from "../../plugins/session.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { assertCarFree } from "./capacity.ts";
import { encryptOptions } from "./options-crypto.ts";
import { priceOrder, type PricedTrip } from "./quote-source.ts";
import { planCompanyOrder, recordCompanyOrder } from "./company-order.ts";
import { bookedTrip, liveBookingOfQuote } from "../fares/index.ts";
import { q, q1 } from "../../lib/sql.ts";
import { ensureProviderOrder } from "../payments/index.ts";

export type BookingRow = {
  id: string;
  reference: string;
  user_id: string | null;
  service_type: string;
  car_type: string;
  status: string;
  payment_status: string;
  amount_paise: number;
  start_time: Date | string;
  pending_expires_at: Date | string | null;
  trip: Record<string, unknown>;
};

const REF_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const newReference = () =>
  `SL-${Array.from({ length: 8 }, () => REF_ALPHABET[randomInt(REF_ALPHABET.length)]).join("")}`;

/**
 * POST /api/v1/bookings/order/{service}. One safe sequence: (1) in one transaction, with the vehicle class locked,
 * check capacity and insert the booking (pending/pending) under the rider's Idempotency-Key; (2) create the
 * provider order with the booking reference as its receipt, or find the one a crashed earlier attempt created;
 * (3) record it. A crash between (2) and (3) is completed by a retry with the same key or by reconciliation,
 * which look the order up by receipt: never a second order that could be charged.
 */
export async function createOrder(
  ctx: AppContext,
  input: {
    user: SessionUser;
    service: Service;
    quoteId: string;
    addOns?: Record<string, unknown>;
    idempotencyKey?: string;
    /** where the checkout returns to (config.ts publicBaseFor); PUBLIC_BASE_URL when absent */
    returnBase?: string;
    /** who travels and who pays (README "Company accounts"); absent: the rider, billed personally */
    bookFor?: BookFor;
    billTo?: BillTo;
  },
) {
  const { db } = ctx;
  const key = input.idempotencyKey?.slice(0, 200) || null;
  if (key) {
    const existing = await q1<BookingRow>(
      db,
      sql`SELECT * FROM bookings WHERE user_id = ${input.user.id} AND idempotency_key = ${key}`,
    );
    if (existing) return answerFor(ctx, paidAlready(existing), input.user, input.returnBase);
  }
  // a quote past its validity still names its booking (the fare summary reopened later)
  const booked = await bookingOfQuote(db, input.quoteId);
  if (booked && booked.user_id === input.user.id) throw alreadyBooked(booked);
  const priced = await priceOrder(ctx, {
    quoteId: input.quoteId,
    userId: input.user.id,
    service: input.service,
    addOns: input.addOns,
  });
  const booking = await db
    .transaction((tx) => placeOrder(ctx, tx, { ...input, key, priced }))
    .catch(async (e: unknown) => {
      // an order of this quote committed between our read and our insert (another path than the rider's lock)
      if (!isOnePerQuoteViolation(e)) throw e;
      const earlier = await bookingOfQuote(db, priced.quoteId);
      throw earlier ? alreadyBooked(earlier) : e;
    });
  return answerFor(ctx, paidAlready(booking), input.user, input.returnBase);
}

/** The order's transaction: the checks under the rider's lock, the company's side, capacity, the insert. */
async function placeOrder(
  ctx: AppContext,
  tx: Tx,
  input: { user: SessionUser; key: string | null; priced: PricedTrip; bookFor?: BookFor; billTo?: BillTo },
) {
  const { priced, key } = input;
  const now = ctx.clock.now();
  const holdUntil = new Date(priced.endTime.getTime() + TURNAROUND_BUFFER_MIN * 60_000);
  // the rider's row is locked first, so two parallel orders of one rider count their unpaid bookings one after the other
  await q(tx, sql`SELECT id FROM users WHERE id = ${input.user.id} FOR UPDATE`);
  if (key) {
    const again = await q1<BookingRow>(
      tx,
      sql`SELECT * FROM bookings WHERE user_id = ${input.user.id} AND idempotency_key = ${key}`,
    );
    if (again) return again;
  }
  // one trip, one payment: the quote's booking is answered, never a second one (its unique index is the guarantee)
  const earlier = await bookingOfQuote(tx, priced.quoteId);
  if (earlier) throw alreadyBooked(earlier);
  await assertFewUnpaid(tx, input.user.id, now);
  // the company's checks, discount, approval and credit (the company's row locked for its credit): company-order.ts
  const plan = await planCompanyOrder(tx, {
    userId: input.user.id,
    bookFor: input.bookFor,
    billTo: input.billTo,
    priced,
    now,
  });
  await assertCarFree(tx, { vehicleClass: priced.vehicleClass, start: priced.pickupAt, holdUntil, now });
  // an order starts pending, or awaiting the company's approver (lifecycle/machine.ts ORDER_STATUSES)
  const rows = await q<BookingRow>(
    tx,
    sql`INSERT INTO bookings (reference, user_id, quote_id, idempotency_key, service_type, car_type, trip, route, add_ons,
        breakdown, amount_paise, tariff_version, start_time, end_time, hold_until, pending_expires_at, created_at, updated_at,
        status)
      VALUES (${newReference()}, ${input.user.id}, ${priced.quoteId}, ${key}, ${priced.service}, ${priced.vehicleClass},
        ${JSON.stringify(priced.trip)}::jsonb, ${JSON.stringify(priced.route)}::jsonb, ${JSON.stringify(priced.addOns)}::jsonb,
        ${JSON.stringify(plan.breakdown)}::jsonb, ${plan.amountPaise}, ${priced.tariffVersion}, ${priced.pickupAt},
        ${priced.endTime}, ${holdUntil}, ${new Date(now.getTime() + PENDING_ORDER_TTL_MINUTES * 60_000)}, ${now}, ${now},
        ${plan.status}::booking_status)
      RETURNING *`,
  );
  await recordCompanyOrder(ctx, tx, rows[0], plan, now);
  return plan.terms || plan.traveller
    ? ((await q1<BookingRow>(tx, sql`SELECT * FROM bookings WHERE id = ${rows[0].id}`)) ?? rows[0])
    : rows[0];
}

/** The order's answer: a checkout to open, or a ride on the company's account (nothing to pay now). */
async function answerFor(ctx: AppContext, booking: BookingRow, user: SessionUser, returnBase?: string) {
  if (booking.payment_status === "on_account")
    return {
      payment: "on_account" as const,
      bookingId: booking.id,
      reference: booking.reference,
      status: booking.status as BookingStatus,
    };
  const r = await checkoutFor(ctx, booking, user, returnBase);
  return { payment: "checkout" as const, ...r, status: booking.status as BookingStatus };
}

const bookingOfQuote = (db: DbOrTx, quoteId: string) => liveBookingOfQuote<BookingRow>(db, quoteId);

/** The rider's retry (same Idempotency-Key) of an order since paid: the booking is named, as for another order. */
function paidAlready(b: BookingRow): BookingRow {
  if (["paid", "refund_pending", "refunded", "partially_refunded"].includes(b.payment_status)) throw alreadyBooked(b);
  return b;
}

/** 409 'This trip is already booked' naming the booking and the rider's page of it (bookings.routes.ts: OrderErrorSchema). */
export const alreadyBooked = (b: { id: string; reference: string }) =>
  new AppError(409, bookingTexts.alreadyBooked, "already_booked", undefined, { booked: bookedTrip(b) });

function isOnePerQuoteViolation(e: unknown): boolean {
  const err = e as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | null;
  if (!err) return false;
  const named =
    err.constraint === "bookings_one_per_quote" || String(err.message ?? "").includes("bookings_one_per_quote");
  return (err.code === "23505" && named) || (err.cause ? isOnePerQuoteViolation(err.cause) : false);
}

/**
 * Capacity cannot be squatted (docs/security.md §3): at most MAX_UNPAID_BOOKINGS unpaid pending bookings per rider.
 * Counted inside the order transaction after the rider's row is locked. A booking past its payment window no longer
 * counts (as for the car's hold), nor does a paid, cancelled or expired one.
 */
async function assertFewUnpaid(tx: Tx, userId: string, now: Date) {
  const row = await q1<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM bookings
        WHERE user_id = ${userId} AND status IN ('pending', 'awaiting_approval') AND payment_status IN ('pending', 'failed')
          AND (pending_expires_at IS NULL OR pending_expires_at > ${now})`,
  );
  if ((row?.n ?? 0) >= MAX_UNPAID_BOOKINGS) throw new AppError(409, bookingTexts.tooManyUnpaid, "too_many_unpaid");
}

/** 'Complete payment' on an unpaid pending booking: the same amount and the same provider order. */
export async function resumePayment(
  ctx: AppContext,
  input: { user: SessionUser; bookingId: string; returnBase?: string },
) {
  const b = await q1<BookingRow>(
    ctx.db,
    sql`SELECT * FROM bookings WHERE id = ${input.bookingId} AND user_id = ${input.user.id}`,
  );
  if (!b) throw notFound(bookingTexts.bookingNotFound);
  return checkoutFor(ctx, b, input.user, input.returnBase);
}

async function checkoutFor(ctx: AppContext, booking: BookingRow, user: SessionUser, returnBase?: string) {
  const now = ctx.clock.now();
  if (booking.payment_status === "paid") throw new AppError(409, bookingTexts.alreadyPaid, "already_paid");
  if (booking.payment_status === "on_account")
    throw new AppError(409, COMPANY_ORDER_MESSAGES.onAccount, "already_paid");
  // a company's ride may be paid while it waits for its approver (lifecycle/machine.ts: 'pay')
  const expired =
    (booking.status !== "pending" && booking.status !== "awaiting_approval") ||
    booking.payment_status === "expired" ||
    (booking.pending_expires_at !== null && new Date(booking.pending_expires_at).getTime() <= now.getTime());
  if (expired) throw new AppError(409, bookingTexts.orderExpired, "order_expired");
  const payment = await ensureProviderOrder(ctx, booking);
  return {
    bookingId: booking.id,
    options: encryptedCheckout(ctx, payment, user, {
      description: `Booking ${booking.reference}`,
      notes: { bookingId: booking.id, reference: booking.reference },
      returnBase,
    }),
  };
}

/** A gateway order's checkout options, encrypted (Pay Now, and a reschedule's difference: the same checkout opens both). */
export function encryptedCheckout(
  ctx: AppContext,
  payment: { amount_paise: number; provider_order_id: string },
  user: SessionUser,
  what: { description: string; notes: Record<string, string>; returnBase?: string },
) {
  const options: CheckoutOptions = {
    key: ctx.adapters.payments.keyId,
    amount: payment.amount_paise,
    currency: "INR",
    order_id: payment.provider_order_id,
    name: ctx.config.BUSINESS_NAME,
    description: what.description,
    callback_url: `${what.returnBase ?? ctx.config.PUBLIC_BASE_URL.replace(/\/+$/, "")}${apiPaths.paymentCallback}`,
    prefill: { name: user.name ?? undefined, email: user.email ?? undefined, contact: user.phone ?? undefined },
    notes: what.notes,
    theme: { color: "#c29a4a" },
    gateway: ctx.adapters.payments.kind,
  };
  return encryptOptions(ctx.config.PAYMENT_OPTIONS_KEY, options);
}
