import type { DbOrTx } from "../../db/client.ts";
import { writeAudit } from "../../lib/audit.ts";

/**
 * Refused or suspicious payment events are recorded, not just answered: a forged signature, a tampered amount,
 * another rider's order id, a replayed token. They land in the shared audit log (lib/audit.ts).
 */
export async function recordPaymentEvent(
  db: DbOrTx,
  action: string,
  detail: Record<string, unknown>,
  opts: { entityId?: string | null; actorUserId?: string | null } = {},
) {
  await writeAudit(db, { actorUserId: opts.actorUserId, action, entity: "payment", entityId: opts.entityId, detail });
}
