import { desc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  AppErrorCode,
  AssignmentConflictDetailSchema,
  rideMessages,
  type OpsAlert,
  type OpsAlertKind,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookings, cars, chauffeurs, opsAlerts, users } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { AppError, notFound } from "../../lib/errors.ts";
import { liveTopics, recordLiveEvent } from "../live/index.ts";

/**
 * Raises an alert for the operations console in the caller's transaction and announces it on the console's stream.
 * Automatic alerts (late start, ETA late, low rating, a flight's disruption or unchecked flight) are raised once per
 * booking; every SOS, moved pickup and car clash is its own alert.
 * Returns the alert's id, or null when that booking already had this kind of alert.
 */
export async function raiseAlert(
  tx: DbOrTx,
  alert: { kind: OpsAlertKind; bookingId: string | null; message: string; detail?: Record<string, unknown> },
  now: Date,
): Promise<string | null> {
  const rows = await tx
    .insert(opsAlerts)
    .values({
      kind: alert.kind,
      bookingId: alert.bookingId,
      message: alert.message,
      detail: alert.detail ?? {},
      createdAt: now,
    })
    .onConflictDoNothing({
      target: [opsAlerts.bookingId, opsAlerts.kind],
      // the partial unique index of migrations 0900 and 1440: these kinds may be raised again for one booking
      where: sql`kind NOT IN ('sos', 'flight_changed', 'hold_clash', 'assignment_conflict')`,
    })
    .returning({ id: opsAlerts.id });
  const id = rows[0]?.id ?? null;
  if (id)
    await recordLiveEvent(tx, {
      topic: liveTopics.ops,
      kind: "alert",
      data: { id, kind: alert.kind, bookingId: alert.bookingId, message: alert.message },
    });
  return id;
}

// ---------- the console's alerts: listing and acknowledging (README "The day of the ride") ----------

const acknowledger = alias(users, "acknowledger");

function alertQuery(db: DbOrTx) {
  return db
    .select({
      a: opsAlerts,
      reference: bookings.reference,
      rider: users.name,
      chauffeur: chauffeurs.name,
      plate: cars.plate,
      acknowledgedBy: acknowledger.name,
    })
    .from(opsAlerts)
    .leftJoin(bookings, eq(bookings.id, opsAlerts.bookingId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(chauffeurs, eq(chauffeurs.id, bookings.chauffeurId))
    .leftJoin(cars, eq(cars.id, bookings.carId))
    .leftJoin(acknowledger, eq(acknowledger.id, opsAlerts.acknowledgedBy));
}
type AlertRow = Awaited<ReturnType<ReturnType<typeof alertQuery>["execute"]>>[number];

const toAlert = (r: AlertRow): OpsAlert => ({
  id: r.a.id,
  kind: r.a.kind,
  bookingId: r.a.bookingId,
  reference: r.reference,
  message: r.a.message,
  rider: r.rider,
  chauffeur: r.chauffeur,
  plate: r.plate,
  createdAt: r.a.createdAt.toISOString(),
  acknowledgedAt: r.a.acknowledgedAt?.toISOString() ?? null,
  acknowledgedBy: r.acknowledgedBy,
  // an assignment conflict's proposed fix (modules/dispatch): the console offers 'Apply fix'
  proposal: r.a.kind === "assignment_conflict" ? proposalOf(r.a.detail) : null,
});
const proposalOf = (detail: unknown) => {
  const d = AssignmentConflictDetailSchema.safeParse(detail);
  return d.success && !(detail as { applied?: boolean }).applied ? d.data.proposal : null;
};

/** how long an acknowledged alert stays in the full list */
const ACKNOWLEDGED_LIST_MS = 24 * 3600_000;
const ALERTS_LIST_MAX = 200;

/** The open alerts, newest first; with `includeAcknowledged`, also those acknowledged in the last 24 hours. */
export async function listAlerts(ctx: AppContext, opts: { includeAcknowledged?: boolean } = {}): Promise<OpsAlert[]> {
  const since = new Date(ctx.clock.now().getTime() - ACKNOWLEDGED_LIST_MS);
  const where = opts.includeAcknowledged
    ? or(isNull(opsAlerts.acknowledgedAt), gt(opsAlerts.acknowledgedAt, since))
    : isNull(opsAlerts.acknowledgedAt);
  const rows = await alertQuery(ctx.db)
    .where(where)
    .orderBy(desc(opsAlerts.createdAt), desc(opsAlerts.id))
    .limit(ALERTS_LIST_MAX);
  return rows.map(toAlert);
}

/**
 * An operator acknowledges an alert: recorded with who and when, audited, and announced on the console's stream so
 * every console removes the banner. 404 for an unknown alert, 409 when someone acknowledged it first.
 */
export async function acknowledgeAlert(ctx: AppContext, actor: { userId: string }, alertId: string): Promise<OpsAlert> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [a] = await tx.select().from(opsAlerts).where(eq(opsAlerts.id, alertId)).for("update");
    if (!a) throw notFound(rideMessages.alertNotFound);
    if (a.acknowledgedAt)
      throw new AppError(409, rideMessages.alertAlreadyAcknowledged, AppErrorCode.alert_already_acknowledged);
    await tx
      .update(opsAlerts)
      .set({ acknowledgedAt: now, acknowledgedBy: actor.userId })
      .where(eq(opsAlerts.id, alertId));
    await writeAudit(
      tx,
      {
        actorUserId: actor.userId,
        action: "alert.acknowledge",
        entity: "booking",
        entityId: a.bookingId,
        detail: { alertId: a.id, kind: a.kind, message: a.message, raisedAt: a.createdAt.toISOString() },
      },
      now,
    );
    await recordLiveEvent(tx, {
      topic: liveTopics.ops,
      kind: "alert",
      data: { id: a.id, kind: a.kind, bookingId: a.bookingId, acknowledged: true },
    });
  });
  const [row] = await alertQuery(ctx.db).where(eq(opsAlerts.id, alertId));
  return toAlert(row!);
}
