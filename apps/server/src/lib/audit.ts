import type { Database, DbOrTx } from "../db/client.ts";
import { auditLog } from "../db/schema/index.ts";

/**
 * The one writer of `audit_log`: every module records who did what to which entity through these functions
 * (console changes, payment events, refused payment messages, account restores). Reading stays with the screens
 * that show it.
 */
export interface AuditEntry {
  actorUserId?: string | null;
  /** e.g. booking.confirm, car.update, lead.status, payment.late_capture */
  action: string;
  entity: "booking" | "car" | "chauffeur" | "lead" | "tariff" | "user" | "payment" | "company" | "event" | "setting";
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  detail?: unknown;
}

/** Appends one row; `at` defaults to the database's clock (the column default). */
export async function writeAudit(db: DbOrTx, e: AuditEntry, at?: Date) {
  await db.insert(auditLog).values({
    actorUserId: e.actorUserId ?? null,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId ?? null,
    before: e.before ?? null,
    after: e.after ?? null,
    detail: e.detail ?? null,
    ...(at ? { createdAt: at } : {}),
  });
}

/**
 * One row per key that counts instead of growing: the first event inserts `initial`; each repeat merges `count + 1`,
 * the last reason and event, and a per-reason tally into the row's detail (a flood of events adds no rows). The
 * partial unique index on `entity_id` for `action` (migrations/0610_payments_trust.sql) makes the key unique.
 */
export async function countAuditEvent(
  database: Database,
  e: {
    action: string;
    entity: "payment";
    key: string;
    reason: string;
    last: Record<string, unknown>;
    initial: Record<string, unknown>;
  },
  at: Date,
) {
  await database.query(
    `INSERT INTO audit_log (action, entity, entity_id, detail, created_at)
     VALUES ($1, $7, $2, $3::jsonb, $4)
     ON CONFLICT (entity_id) WHERE action = '${e.action.replace(/'/g, "''")}'
     DO UPDATE SET detail = audit_log.detail || jsonb_build_object(
       'count', COALESCE((audit_log.detail->>'count')::int, 0) + 1,
       'lastReason', $5::text,
       'last', $6::jsonb,
       'reasons', COALESCE(audit_log.detail->'reasons', '{}'::jsonb)
         || jsonb_build_object($5::text, COALESCE((audit_log.detail->'reasons'->>$5::text)::int, 0) + 1))`,
    [e.action, e.key, JSON.stringify(e.initial), at, e.reason, JSON.stringify(e.last), e.entity],
  );
}
