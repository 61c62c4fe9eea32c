import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { createHash } from "node:crypto";
import { rideMessages, extrasMessages } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { bookingExtras } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { q, q1 } from "../../lib/sql.ts";
import { recordPaymentEvent } from "./audit.ts";
import { paymentListeners } from "./events.ts";
import { gatewayOrder, recordOrder } from "./gateway-order.ts";
import type { PaymentRow } from "./types.ts";

/**
 * 'Pay extras' (decision record 010): a payment of purpose 'extras' pays the lines of a booking's extras that are due.
 * The amount is the sum of those lines as the server holds them, never a figure from the browser; the lines the
 * order covers carry its payment id from the order on, and its capture marks exactly those lines paid (the fare's
 * payment_status is not touched). The gateway order's receipt names the set of lines and the amount, so a retry or
 * a crash between creating the order and recording it finds the same order again: never two orders for one set.
 */
type DueLine = { id: string; amountPaise: number; paymentId: string | null };

async function dueLines(db: DbOrTx, bookingId: string, lock: boolean): Promise<DueLine[]> {
  const query = db
    .select({ id: bookingExtras.id, amountPaise: bookingExtras.amountPaise, paymentId: bookingExtras.paymentId })
    .from(bookingExtras)
    .where(
      and(eq(bookingExtras.bookingId, bookingId), eq(bookingExtras.status, "due"), gt(bookingExtras.amountPaise, 0)),
    )
    .orderBy(asc(bookingExtras.id));
  return lock ? query.for("update") : query;
}

const sum = (lines: DueLine[]) => lines.reduce((s, l) => s + l.amountPaise, 0);
const sameSet = (a: DueLine[], b: DueLine[]) => a.length === b.length && a.every((l, i) => l.id === b[i].id);

/** The receipt of an extras order: the booking reference and a digest of the lines and the amount (<= 40 chars). */
export function extrasReceipt(reference: string, lines: DueLine[]): string {
  const digest = createHash("sha256")
    .update(`${lines.map((l) => l.id).join(",")}:${sum(lines)}`)
    .digest("hex")
    .slice(0, 10);
  return `${reference.slice(0, 24)}-X${digest}`;
}

/** An uncaptured extras payment that already covers exactly these lines (the same order is opened again). */
async function reusable(db: DbOrTx, lines: DueLine[]): Promise<PaymentRow | undefined> {
  const current = lines[0]?.paymentId;
  if (!current || !lines.every((l) => l.paymentId === current)) return undefined;
  const p = await q1<PaymentRow & { covered: number }>(
    db,
    sql`SELECT p.*, (SELECT count(*)::int FROM booking_extras e WHERE e.payment_id = p.id) AS covered
        FROM payments p WHERE p.id = ${current} AND p.purpose = 'extras' AND p.status <> 'captured'`,
  );
  return p && p.amount_paise === sum(lines) && p.covered === lines.length ? p : undefined;
}

/**
 * The gateway order for the extras due on a booking: the one already covering exactly these lines, else the one a
 * crashed attempt created under the same receipt, else a new one. 409 when nothing is due.
 */
export async function ensureExtrasOrder(
  ctx: AppContext,
  booking: { id: string; reference: string },
): Promise<PaymentRow> {
  const lines = await dueLines(ctx.db, booking.id, false);
  const amount = sum(lines);
  if (amount <= 0) throw new AppError(409, rideMessages.noExtrasDue, "conflict");
  const again = await reusable(ctx.db, lines);
  if (again) return again;
  const order = await gatewayOrder(ctx, {
    receipt: extrasReceipt(booking.reference, lines),
    amountPaise: amount,
    notes: { bookingId: booking.id, reference: booking.reference, purpose: "extras" },
  });
  return ctx.db.transaction(async (tx) => {
    await q(tx, sql`SELECT id FROM bookings WHERE id = ${booking.id} FOR UPDATE`);
    const now = ctx.clock.now();
    // an operator may have waived a line (or a chauffeur accepted one) since: the order must match what is due now
    if (!sameSet(lines, await dueLines(tx, booking.id, true)))
      throw new AppError(409, extrasMessages.extrasChanged, "conflict");
    const row = await recordOrder(tx, {
      bookingId: booking.id,
      gateway: ctx.adapters.payments.kind,
      orderId: order.id,
      amountPaise: order.amountPaise,
      purpose: "extras",
    });
    await tx
      .update(bookingExtras)
      .set({ paymentId: row.id, updatedAt: now })
      .where(
        inArray(
          bookingExtras.id,
          lines.map((l) => l.id),
        ),
      );
    return row;
  });
}

/**
 * The capture of an extras payment, inside recordCapture's transaction (payment and booking locked): the lines it
 * covers become paid, the bookings module issues the supplementary invoice and tells the rider (listeners), the fare's
 * payment_status stays as it is. A line waived after the order was opened is not paid: its amount is returned
 * (refundExtrasOverpayment, after the transaction).
 */
export async function captureExtras(ctx: AppContext, tx: Tx, p: PaymentRow, now: Date) {
  const paid = await tx
    .update(bookingExtras)
    .set({ status: "paid", updatedAt: now })
    .where(and(eq(bookingExtras.paymentId, p.id), eq(bookingExtras.status, "due")))
    .returning({ amountPaise: bookingExtras.amountPaise });
  const coveredPaise = paid.reduce((s, l) => s + l.amountPaise, 0);
  if (coveredPaise > 0)
    await paymentListeners().extrasCaptured(ctx, tx, {
      bookingId: p.booking_id,
      paymentId: p.id,
      amountPaise: coveredPaise,
      now,
    });
  const overpaidPaise = Math.max(0, p.amount_paise - coveredPaise);
  if (overpaidPaise > 0)
    await recordPaymentEvent(
      tx,
      "payment.extras_overpaid",
      { bookingId: p.booking_id, amountPaise: p.amount_paise, coveredPaise, overpaidPaise },
      { entityId: p.id },
    );
  return { outcome: "captured" as const, extrasOverpaidPaise: overpaidPaise };
}

/** Gives back the part of an extras payment no line is left to cover (keyed on the payment: never twice). */
export async function refundExtrasOverpayment(ctx: AppContext, providerPaymentId: string, amountPaise: number) {
  await ctx.adapters.payments
    .refund({
      paymentId: providerPaymentId,
      amountPaise,
      idempotencyKey: `extras-over-${providerPaymentId}`,
      notes: { reason: "extras waived after the order" },
    })
    .catch((e: unknown) => ctx.log.error({ err: e }, "refund of an extras overpayment failed"));
}
