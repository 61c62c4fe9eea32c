import { eventMayMove, type EventStatus } from "@chauffeur/contracts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { writeAudit } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import { q1 } from "../../lib/sql.ts";

export type EventActor = "operator" | "client" | "payment" | "chauffeur" | "system";

/**
 * The only writer of `events.status` (the table: EVENT_TRANSITIONS in packages/contracts/src/events/values.ts). Locks
 * the event's row, checks the move against the table, writes the status and one audit row naming the actor. A move
 * to the status the event already has is a no-op answering `false` (a repeated webhook, a second chauffeur's start);
 * a move the table refuses is 409 and writes nothing.
 */
export async function transitionEvent(
  tx: Tx,
  e: { eventId: string; to: EventStatus; by: EventActor; actorUserId?: string | null; now: Date; detail?: unknown },
): Promise<boolean> {
  const row = await q1<{ status: EventStatus }>(tx, sql`SELECT status FROM events WHERE id = ${e.eventId} FOR UPDATE`);
  if (!row) throw new AppError(404, "Event not found", "not_found");
  if (row.status === e.to) return false;
  if (!eventMayMove(row.status, e.to))
    throw new AppError(
      409,
      `An event that is ${row.status.replace("_", " ")} cannot become ${e.to.replace("_", " ")}`,
      "conflict",
    );
  await tx.execute(sql`UPDATE events SET status = ${e.to}, updated_at = ${e.now},
    cancelled_at = CASE WHEN ${e.to} = 'cancelled' THEN ${e.now} ELSE cancelled_at END WHERE id = ${e.eventId}`);
  await writeAudit(
    tx,
    {
      actorUserId: e.actorUserId ?? null,
      action: `event.${e.to}`,
      entity: "event",
      entityId: e.eventId,
      before: { status: row.status },
      after: { status: e.to },
      detail: { by: e.by, ...(e.detail ? { detail: e.detail } : {}) },
    },
    e.now,
  );
  return true;
}
