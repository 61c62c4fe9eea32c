import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { q, q1 } from "../../lib/sql.ts";
import type { PaymentRow } from "./types.ts";

/**
 * The gateway order under `receipt`: the one a crashed earlier attempt created (found by receipt), else a new one; its
 * amount must be the one asked. Pay Now, 'Pay extras' and a reschedule's difference all open their orders here.
 */
export async function gatewayOrder(
  ctx: AppContext,
  o: { receipt: string; amountPaise: number; notes: Record<string, string> },
) {
  const gateway = ctx.adapters.payments;
  const order =
    (await gateway.findOrderByReceipt(o.receipt)) ??
    (await gateway.createOrder({ amountPaise: o.amountPaise, currency: "INR", receipt: o.receipt, notes: o.notes }));
  if (order.amountPaise !== o.amountPaise)
    throw new AppError(500, "Provider order amount mismatch", "order_amount_mismatch");
  return order;
}

/** Records a gateway order for a booking (once per provider order id) and answers its payments row. */
export async function recordOrder(
  db: DbOrTx,
  o: { bookingId: string; gateway: string; orderId: string; amountPaise: number; purpose: PaymentRow["purpose"] },
): Promise<PaymentRow> {
  await q(
    db,
    sql`INSERT INTO payments (booking_id, gateway, provider_order_id, amount_paise, currency, purpose)
        VALUES (${o.bookingId}, ${o.gateway}, ${o.orderId}, ${o.amountPaise}, 'INR', ${o.purpose})
        ON CONFLICT (provider_order_id) DO NOTHING`,
  );
  const row = await q1<PaymentRow>(db, sql`SELECT * FROM payments WHERE provider_order_id = ${o.orderId}`);
  if (!row || row.booking_id !== o.bookingId || row.purpose !== o.purpose)
    throw new AppError(500, "Provider order mismatch", "order_mismatch");
  return row;
}
