import { and, desc, eq, isNull } from "drizzle-orm";
import { ridePages, rideMessages, SHARE_LINK_GRACE_MS, type ShareCreated, type ShareLink } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { rideShares } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { randomToken, sha256Hex } from "../../lib/crypto.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { SessionUser } from "../../plugins/session.ts";
import { loadOwnTrip, loadTrip, type TripRows } from "./rider-view.service.ts";

/** Share links of one booking a rider may create in an hour (SOS links are not counted). */
const SHARES_PER_HOUR = 20;

/**
 * When the trip ended (completed, no-show, cancelled), or null while it has not: a share link works until an hour
 * after that (SHARE_LINK_GRACE_MS), or until it is revoked.
 */
export function tripEndedAt(t: TripRows): Date | null {
  const { booking: b, ride } = t;
  if (ride?.completedAt) return ride.completedAt;
  if (ride?.noShowAt) return ride.noShowAt;
  if (b.status === "cancelled") return b.cancelledAt ?? b.updatedAt;
  if (b.status === "completed") return b.updatedAt;
  return null;
}
const expiresAtOf = (t: TripRows) => {
  const ended = tripEndedAt(t);
  return ended ? new Date(ended.getTime() + SHARE_LINK_GRACE_MS) : null;
};

export const shareUrl = (ctx: AppContext, token: string) =>
  `${ctx.config.PUBLIC_BASE_URL.replace(/\/$/, "")}${ridePages.sharedTrip(token)}`;

/**
 * Writes a share link in the caller's transaction: a 32-byte random token, of which only the SHA-256 is kept; the
 * URL with the token is returned this once.
 */
export async function insertShare(
  ctx: AppContext,
  tx: DbOrTx,
  s: { bookingId: string; userId: string; reason: "rider" | "sos"; now: Date },
) {
  const token = randomToken(32);
  const [row] = await tx
    .insert(rideShares)
    .values({
      bookingId: s.bookingId,
      tokenHash: sha256Hex(token),
      createdBy: s.userId,
      reason: s.reason,
      createdAt: s.now,
    })
    .returning();
  return { row: row!, url: shareUrl(ctx, token) };
}

/** 'Share trip': a confirmed or ongoing booking of the rider's gets a new read-only link (audited). */
export async function createShare(ctx: AppContext, user: SessionUser, bookingId: string): Promise<ShareCreated> {
  const trip = await loadOwnTrip(ctx.db, user.id, bookingId);
  if (trip.booking.status !== "confirmed" && trip.booking.status !== "ongoing")
    throw conflict(rideMessages.shareUnavailable);
  await ctx.rateLimiter.enforce(
    `ride-share:${bookingId}`,
    { limit: SHARES_PER_HOUR, windowSeconds: 3600 },
    rideMessages.tooManyShares,
  );
  const now = ctx.clock.now();
  const { row, url } = await ctx.db.transaction(async (tx) => {
    const made = await insertShare(ctx, tx, { bookingId, userId: user.id, reason: "rider", now });
    await writeAudit(
      tx,
      {
        actorUserId: user.id,
        action: "ride.share_create",
        entity: "booking",
        entityId: bookingId,
        detail: { shareId: made.row.id },
      },
      now,
    );
    return made;
  });
  return {
    success: true,
    message: rideMessages.shareCreated,
    share: { id: row.id, url, createdAt: row.createdAt.toISOString(), expiresAt: null },
  };
}

/** The booking's links that still work (the token itself is never shown again). */
export async function listShares(ctx: AppContext, user: SessionUser, bookingId: string): Promise<ShareLink[]> {
  const trip = await loadOwnTrip(ctx.db, user.id, bookingId);
  const expiresAt = expiresAtOf(trip);
  if (expiresAt && expiresAt.getTime() <= ctx.clock.now().getTime()) return [];
  const rows = await ctx.db
    .select()
    .from(rideShares)
    .where(and(eq(rideShares.bookingId, bookingId), isNull(rideShares.revokedAt)))
    .orderBy(desc(rideShares.createdAt));
  return rows.map((r) => ({
    id: r.id,
    url: null,
    createdAt: r.createdAt.toISOString(),
    expiresAt: expiresAt?.toISOString() ?? null,
  }));
}

/** 'Revoke': the link stops working at once (audited). */
export async function revokeShare(ctx: AppContext, user: SessionUser, bookingId: string, shareId: string) {
  await loadOwnTrip(ctx.db, user.id, bookingId);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(rideShares)
      .set({ revokedAt: now })
      .where(and(eq(rideShares.id, shareId), eq(rideShares.bookingId, bookingId), isNull(rideShares.revokedAt)))
      .returning({ id: rideShares.id, reason: rideShares.reason });
    if (!row) throw notFound(rideMessages.shareNotFound);
    await writeAudit(
      tx,
      {
        actorUserId: user.id,
        action: "ride.share_revoke",
        entity: "booking",
        entityId: bookingId,
        detail: { shareId, reason: row.reason },
      },
      now,
    );
  });
  return { success: true as const, message: rideMessages.shareRevoked };
}

/**
 * The trip behind a share token, or 404 'expired or revoked' (an unknown token answers the same): the token is
 * looked up by its hash.
 */
export async function resolveShare(ctx: AppContext, token: string): Promise<{ shareId: string; trip: TripRows }> {
  const gone = () => notFound(rideMessages.shareGone);
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw gone();
  const [share] = await ctx.db
    .select({ id: rideShares.id, bookingId: rideShares.bookingId, revokedAt: rideShares.revokedAt })
    .from(rideShares)
    .where(eq(rideShares.tokenHash, sha256Hex(token)))
    .limit(1);
  if (!share || share.revokedAt) throw gone();
  const trip = await loadTrip(ctx.db, share.bookingId);
  if (!trip) throw gone();
  const expiresAt = expiresAtOf(trip);
  if (expiresAt && expiresAt.getTime() <= ctx.clock.now().getTime()) throw gone();
  return { shareId: share.id, trip };
}
