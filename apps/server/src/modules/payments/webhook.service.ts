import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { recordPaymentEvent } from "../bookings/audit.ts";
import { settleBookingPaymentStatus } from "../bookings/refund.service.ts";
import { q, q1 } from "../bookings/sql.ts";
import { recordCapture, recordFailure } from "./payment.service.ts";

type Entity = Record<string, unknown>;
const entity = (body: unknown, name: string): Entity | undefined =>
  ((body as { payload?: Record<string, { entity?: Entity }> })?.payload?.[name]?.entity) ?? undefined;

/**
 * Each event is stored by its id first; an id seen and processed before is answered 'duplicate' and not processed
 * again. Processing is itself idempotent (row locks, unique provider ids), so events that arrive twice, out of
 * order or before the browser's callback end in the same state.
 */
export async function processWebhookEvent(app: FastifyInstance, e: { eventId: string; gateway: string; event: string; body: unknown }): Promise<string> {
  const { db, clock } = app.ctx;
  await q(db, sql`INSERT INTO webhook_events (event_id, gateway, event_type, payload) VALUES (${e.eventId}, ${e.gateway}, ${e.event}, ${JSON.stringify(e.body)}::jsonb)
    ON CONFLICT (event_id) DO NOTHING`);
  const stored = await q1<{ processed_at: Date | null }>(db, sql`SELECT processed_at FROM webhook_events WHERE event_id = ${e.eventId}`);
  if (stored?.processed_at) return "duplicate";
  const outcome = await handle(app, e.event, e.body);
  await db.execute(sql`UPDATE webhook_events SET processed_at = ${clock.now()}, outcome = ${outcome} WHERE event_id = ${e.eventId}`);
  return outcome;
}

async function handle(app: FastifyInstance, event: string, body: unknown): Promise<string> {
  const { db, clock } = app.ctx;
  switch (event) {
    case "payment.captured":
    case "order.paid": {
      const pay = entity(body, "payment");
      if (!pay) return "ignored: no payment entity";
      if (pay.status !== "captured") return `ignored: payment ${String(pay.status)}`;
      const r = await recordCapture(app, {
        providerOrderId: String(pay.order_id),
        providerPaymentId: String(pay.id),
        amountPaise: Number(pay.amount),
        method: pay.method ? String(pay.method) : null,
        source: `webhook:${event}`,
      });
      return r.outcome;
    }
    case "payment.failed": {
      const pay = entity(body, "payment");
      if (!pay) return "ignored: no payment entity";
      await recordFailure(db, {
        providerOrderId: String(pay.order_id),
        providerPaymentId: pay.id ? String(pay.id) : null,
        description: String(pay.error_description ?? "Payment failed"),
        now: clock.now(),
      });
      return "failure_recorded";
    }
    case "refund.created":
    case "refund.processed":
    case "refund.failed": {
      const ref = entity(body, "refund");
      if (!ref) return "ignored: no refund entity";
      const status = event === "refund.processed" ? "processed" : event === "refund.failed" ? "failed" : "pending";
      return db.transaction(async (tx) => {
        const row = await q1<{ id: string; booking_id: string; amount_paise: number; status: string }>(
          tx,
          sql`SELECT id, booking_id, amount_paise, status FROM refunds WHERE provider_refund_id = ${String(ref.id)} FOR UPDATE`,
        );
        if (!row) {
          await recordPaymentEvent(tx, "payment.refund_unknown", { refundId: ref.id, event });
          return "unknown_refund";
        }
        if (Number(ref.amount) !== row.amount_paise) {
          await recordPaymentEvent(tx, "payment.refund_amount_mismatch", { refundId: ref.id, amount: ref.amount, expected: row.amount_paise }, { entityId: row.id });
          return "amount_mismatch";
        }
        // a processed refund stays processed whatever arrives later
        if (row.status !== "processed")
          await tx.execute(sql`UPDATE refunds SET status = ${status}, processed_at = ${status === "processed" ? clock.now() : null} WHERE id = ${row.id}`);
        await settleBookingPaymentStatus(tx, row.booking_id, clock.now());
        return `refund_${status}`;
      });
    }
    default:
      return "ignored";
  }
}
