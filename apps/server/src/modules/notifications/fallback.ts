import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { q, q1 } from "../../lib/sql.ts";

/**
 * A WhatsApp message that failed or was not delivered in time: its SMS (stored with it by notify) is written to the
 * outbox, exactly once. The conditional UPDATE claims the row (`fallback_outbox_id IS NULL`) in the same statement
 * that fills it, so a failed status arriving twice, a failed send and the deliver-by job racing each other, all
 * write one SMS. Returns the SMS's outbox id, or null when there is nothing (more) to send.
 */
export async function fallBackToSms(db: DbOrTx, whatsappOutboxId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const claimed = await q1<{ id: string; fallback: { toAddress: string; text: string; template?: string | null } }>(
      tx,
      sql`UPDATE outbox_messages SET fallback_outbox_id = gen_random_uuid()
           WHERE id = ${whatsappOutboxId} AND fallback IS NOT NULL AND fallback_outbox_id IS NULL
             AND delivery_status IS DISTINCT FROM 'delivered' AND delivery_status IS DISTINCT FROM 'read'
           RETURNING fallback_outbox_id AS id, fallback`,
    );
    if (!claimed) return null;
    await tx.execute(
      sql`INSERT INTO outbox_messages (id, channel, to_address, text, template, user_id, booking_id)
           SELECT ${claimed.id}::uuid, 'sms', ${claimed.fallback.toAddress}, ${claimed.fallback.text},
                  ${claimed.fallback.template ?? null}, user_id, booking_id
             FROM outbox_messages WHERE id = ${whatsappOutboxId}`,
    );
    return claimed.id;
  });
}

/**
 * The time-critical WhatsApp messages (chauffeur details, on the way, arrived) past their deliver-by time and neither
 * delivered nor read: each falls back to SMS once. Returns how many SMS were written.
 */
export async function fallBackOverdue(db: DbOrTx, now: Date, batch = 50): Promise<number> {
  const due = await q<{ id: string }>(
    db,
    sql`SELECT id FROM outbox_messages
         WHERE deliver_by IS NOT NULL AND deliver_by < ${now} AND fallback_outbox_id IS NULL AND fallback IS NOT NULL
           AND (delivery_status IS NULL OR delivery_status IN ('sent', 'failed'))
         ORDER BY deliver_by LIMIT ${batch}`,
  );
  let written = 0;
  for (const r of due) if (await fallBackToSms(db, r.id)) written++;
  return written;
}
