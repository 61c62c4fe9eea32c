import { auditLog } from "../../db/schema/index.ts";
import type { DbOrTx } from "../../db/client.ts";

export interface AuditEntry {
  actorUserId: string | null;
  /** e.g. booking.confirm, car.update, lead.status */
  action: string;
  entity: "booking" | "car" | "chauffeur" | "lead" | "tariff" | "user";
  entityId: string;
  before?: unknown;
  after?: unknown;
  detail?: unknown;
}

/** Every change made from the console is recorded with who, when, what and the state before and after (issue 7 §3). */
export async function writeAudit(db: DbOrTx, e: AuditEntry, at: Date) {
  await db.insert(auditLog).values({
    actorUserId: e.actorUserId,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId,
    before: e.before ?? null,
    after: e.after ?? null,
    detail: e.detail ?? null,
    createdAt: at,
  });
}
