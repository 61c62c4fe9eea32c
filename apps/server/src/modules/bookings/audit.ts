import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";

/**
 * Refused or suspicious payment events are recorded, not just answered: a forged signature, a tampered amount,
 * another rider's order id, a replayed token (issue 6 "Must show"). They land in the shared audit log.
 */
export async function recordPaymentEvent(
  db: DbOrTx,
  action: string,
  detail: Record<string, unknown>,
  opts: { entityId?: string | null; actorUserId?: string | null } = {},
) {
  await db.execute(sql`INSERT INTO audit_log (actor_user_id, action, entity, entity_id, detail)
    VALUES (${opts.actorUserId ?? null}, ${action}, 'payment', ${opts.entityId ?? null}, ${JSON.stringify(detail)}::jsonb)`);
}
