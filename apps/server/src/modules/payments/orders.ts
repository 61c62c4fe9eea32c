import type { AppContext } from "../../context.ts";
import { sql } from "drizzle-orm";
import { q1 } from "../../lib/sql.ts";
import { gatewayOrder, recordOrder } from "./gateway-order.ts";
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
  const existing = await q1<PaymentRow>(
    ctx.db,
    sql`SELECT * FROM payments WHERE booking_id = ${booking.id} AND purpose = 'fare' ORDER BY created_at DESC LIMIT 1`,
  );
  if (existing) return existing;
  const order = await gatewayOrder(ctx, {
    receipt: booking.reference,
    amountPaise: booking.amount_paise,
    notes: { bookingId: booking.id, reference: booking.reference },
  });
  return recordOrder(ctx.db, {
    bookingId: booking.id,
    gateway: ctx.adapters.payments.kind,
    orderId: order.id,
    amountPaise: order.amountPaise,
    purpose: "fare",
  });
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
