import type { AppContext } from "../../context.ts";
import { sql } from "drizzle-orm";
import { AppError } from "../../lib/errors.ts";
import { q, q1 } from "../../lib/sql.ts";
import { recordCapture } from "./payment.service.ts";
import type { PaymentRow } from "./types.ts";

/** What payments needs to know of a booking to open its provider order. */
export interface PayableBooking {
  id: string;
  reference: string;
  amount_paise: number;
}

/** The booking's provider order: the recorded one, else the one created under its receipt, else a new one. */
export async function ensureProviderOrder(ctx: AppContext, booking: PayableBooking): Promise<PaymentRow> {
  const { db, adapters } = ctx;
  const existing = await q1<PaymentRow>(
    db,
    sql`SELECT * FROM payments WHERE booking_id = ${booking.id} AND purpose = 'fare' ORDER BY created_at DESC LIMIT 1`,
  );
  if (existing) return existing;
  const gateway = adapters.payments;
  const order =
    (await gateway.findOrderByReceipt(booking.reference)) ??
    (await gateway.createOrder({
      amountPaise: booking.amount_paise,
      currency: "INR",
      receipt: booking.reference,
      notes: { bookingId: booking.id, reference: booking.reference },
    }));
  if (order.amountPaise !== booking.amount_paise)
    throw new AppError(500, "Provider order amount mismatch", "order_amount_mismatch");
  await q(
    db,
    sql`INSERT INTO payments (booking_id, gateway, provider_order_id, amount_paise, currency)
        VALUES (${booking.id}, ${gateway.kind}, ${order.id}, ${order.amountPaise}, 'INR')
        ON CONFLICT (provider_order_id) DO NOTHING`,
  );
  const row = await q1<PaymentRow>(db, sql`SELECT * FROM payments WHERE provider_order_id = ${order.id}`);
  if (!row || row.booking_id !== booking.id) throw new AppError(500, "Provider order mismatch", "order_mismatch");
  return row;
}

/** Asks the gateway whether an order was paid after all; records the capture if so (idempotent). */
export async function reconcileOrder(ctx: AppContext, providerOrderId: string) {
  const payments = await ctx.adapters.payments.fetchOrderPayments(providerOrderId);
  // the gateway's own list for OUR order id; recordCapture then checks the amount against the stored order
  const captured = payments.find(
    (p) => p.status === "captured" && p.orderId === providerOrderId && p.currency === "INR",
  );
  if (!captured) return false;
  await recordCapture(ctx, {
    providerOrderId,
    providerPaymentId: captured.id,
    amountPaise: captured.amountPaise,
    method: captured.method,
    source: "reconciliation",
  });
  return true;
}
