import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { sandboxRefundWebhookPayload, type SandboxGateway } from "../../adapters/payments/sandbox.ts";
import { AppError } from "../../lib/errors.ts";
import { q, q1 } from "../../lib/sql.ts";
import { recordPaymentEvent } from "./audit.ts";
import { gatewayOrder } from "./gateway-order.ts";
import { deliverSandboxWebhooks } from "./sandbox-dispatch.ts";
import type { PaymentRow } from "./types.ts";

/**
 * An event's money through the payments module (decision record 023): the deposit, the balance and a revised quote's
 * difference are payments of the event (`payments.event_id`), opened, captured and refunded like a booking's: the
 * same gateway, sandbox, signed webhooks and idempotence. What the event does on a capture comes in through
 * `setEventPaymentListeners` (the events module), inside the capture's transaction; payments imports no other module.
 */
export type EventPurpose = "event_deposit" | "event_balance" | "event_difference";

export interface EventPaymentListeners {
  /** a payment of an event was captured (once): `applied: false` gives it back (a cancelled event) */
  captured(
    ctx: AppContext,
    tx: Tx,
    e: { eventId: string; paymentId: string; purpose: EventPurpose; amountPaise: number; now: Date },
  ): Promise<{ applied: boolean }>;
}

let listeners: EventPaymentListeners | undefined;

/** Called once at start by the events module. */
export function setEventPaymentListeners(l: EventPaymentListeners) {
  listeners = l;
}

/**
 * The event's order for one purpose: the recorded one (not captured), else the one created under its receipt, else a
 * new one. The amount is the caller's, read from the stored quote, never from a request. `receipt` names the order
 * (the event's reference and the purpose, a difference's quote version) so a retry finds the same order.
 */
export async function ensureEventOrder(
  ctx: AppContext,
  o: { eventId: string; reference: string; purpose: EventPurpose; amountPaise: number; receipt: string },
): Promise<PaymentRow> {
  if (o.amountPaise <= 0) throw new AppError(409, "Nothing is due on this event", "conflict");
  const existing = await q1<PaymentRow>(
    ctx.db,
    sql`SELECT * FROM payments WHERE event_id = ${o.eventId} AND purpose = ${o.purpose} AND status <> 'captured'
        AND amount_paise = ${o.amountPaise} ORDER BY created_at DESC LIMIT 1`,
  );
  if (existing) return existing;
  const order = await gatewayOrder(ctx, {
    receipt: o.receipt,
    amountPaise: o.amountPaise,
    notes: { eventId: o.eventId, reference: o.reference, purpose: o.purpose },
  });
  await q(
    ctx.db,
    sql`INSERT INTO payments (event_id, gateway, provider_order_id, amount_paise, currency, purpose)
        VALUES (${o.eventId}, ${ctx.adapters.payments.kind}, ${order.id}, ${order.amountPaise}, 'INR', ${o.purpose})
        ON CONFLICT DO NOTHING`,
  );
  const row = await q1<PaymentRow>(ctx.db, sql`SELECT * FROM payments WHERE provider_order_id = ${order.id}`);
  if (!row || row.event_id !== o.eventId || row.purpose !== o.purpose)
    throw new AppError(409, "This payment is already open or paid: reload the page", "conflict");
  return row;
}

/** recordCapture's branch for an event's payment (payment row locked and marked captured). */
export async function captureEventPayment(ctx: AppContext, tx: Tx, p: PaymentRow, now: Date) {
  if (!listeners) throw new Error("event payment listeners are not set: the events module registers them at start");
  const r = await listeners.captured(ctx, tx, {
    eventId: p.event_id!,
    paymentId: p.id,
    purpose: p.purpose as EventPurpose,
    amountPaise: p.amount_paise,
    now,
  });
  if (r.applied) return { outcome: "captured" as const };
  await recordPaymentEvent(tx, "payment.late_capture", { eventId: p.event_id }, { entityId: p.id });
  return { outcome: "late_capture_refunded" as const };
}

type EventRefundRow = { id: string; payment_id: string; idempotency_key: string; amount_paise: number; status: string };

/**
 * Step 1 of an event's refund, in the caller's transaction: the refund row under its idempotency key (a repeat finds
 * it), never more than the payment holds. Step 2 (`sendEventRefunds`, after the commit) asks the gateway.
 */
export async function requestEventRefund(
  tx: Tx,
  r: { eventId: string; paymentId: string; amountPaise: number; key: string; reason: string },
): Promise<EventRefundRow | undefined> {
  const held = await q1<{ amount_paise: number; refunded: number }>(
    tx,
    sql`SELECT p.amount_paise, coalesce((SELECT sum(x.amount_paise) FROM refunds x WHERE x.payment_id = p.id
          AND x.status <> 'failed' AND x.idempotency_key <> ${r.key}), 0)::int AS refunded
        FROM payments p WHERE p.id = ${r.paymentId} AND p.event_id = ${r.eventId} AND p.status = 'captured' FOR UPDATE`,
  );
  if (!held) return undefined;
  const amount = Math.min(r.amountPaise, held.amount_paise - held.refunded);
  if (amount <= 0) return undefined;
  await q(
    tx,
    sql`INSERT INTO refunds (payment_id, event_id, idempotency_key, amount_paise, status, reason)
        VALUES (${r.paymentId}, ${r.eventId}, ${r.key}, ${amount}, 'pending', ${r.reason})
        ON CONFLICT (idempotency_key) DO NOTHING`,
  );
  return q1<EventRefundRow>(tx, sql`SELECT * FROM refunds WHERE idempotency_key = ${r.key}`);
}

/** Step 2: each refund not yet sent goes to the gateway with its key (a retry never refunds twice). */
export async function sendEventRefunds(ctx: AppContext, refundIds: string[]) {
  const { adapters, clock } = ctx;
  for (const id of refundIds) {
    const r = await q1<EventRefundRow & { provider_payment_id: string; provider_refund_id: string | null }>(
      ctx.db,
      sql`SELECT r.*, p.provider_payment_id FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE r.id = ${id}`,
    );
    if (!r || r.provider_refund_id) continue;
    let provider;
    try {
      provider = await adapters.payments.refund({
        paymentId: r.provider_payment_id,
        amountPaise: r.amount_paise,
        idempotencyKey: r.idempotency_key,
        notes: { reason: "event" },
      });
    } catch (e) {
      ctx.log.error({ err: e, refundId: id }, "gateway refund of an event payment failed; it stays pending");
      continue;
    }
    const now = clock.now();
    const status = provider.status === "processed" ? "processed" : provider.status === "failed" ? "failed" : "pending";
    await ctx.db.execute(sql`UPDATE refunds SET provider_refund_id = ${provider.id}, status = ${status},
      processed_at = ${status === "processed" ? now : null} WHERE id = ${id}`);
    if (adapters.payments.kind === "sandbox")
      deliverSandboxWebhooks(ctx, [
        (adapters.payments as SandboxGateway).signWebhook(
          "refund.processed",
          sandboxRefundWebhookPayload(provider, now),
          now,
        ),
      ]);
  }
}

/** A capture the event refused (cancelled meanwhile): given back in full, once. */
export async function refundRefusedEventCapture(ctx: AppContext, p: PaymentRow) {
  const row = await ctx.db.transaction((tx) =>
    requestEventRefund(tx, {
      eventId: p.event_id!,
      paymentId: p.id,
      amountPaise: p.amount_paise,
      key: `event-late-${p.id}`,
      reason: "late_capture",
    }),
  );
  if (row) await sendEventRefunds(ctx, [row.id]);
}
