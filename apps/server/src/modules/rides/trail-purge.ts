import { TRAIL_RETENTION_DAYS } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";

/**
 * Trail retention (decision record 010, issue step 2): the positions of a ride are deleted TRAIL_RETENTION_DAYS after
 * it completed or ended as a no-show; the ride keeps its distance and step times and is marked `trail_purged_at`.
 * Bounded batches, rows claimed with SKIP LOCKED so two instances never fight over one ride.
 */
const BATCH = 500;
const PURGE_SQL = `WITH due AS (
    SELECT booking_id FROM rides
    WHERE trail_purged_at IS NULL AND step IN ('completed', 'no_show') AND coalesce(completed_at, no_show_at) < $1
    ORDER BY booking_id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
  ), gone AS (
    DELETE FROM ride_positions p USING due WHERE p.booking_id = due.booking_id RETURNING 1
  ), marked AS (
    UPDATE rides r SET trail_purged_at = $2 FROM due WHERE r.booking_id = due.booking_id RETURNING 1
  )
  SELECT (SELECT count(*) FROM marked)::int AS rides, (SELECT count(*) FROM gone)::int AS positions`;

export async function purgeOldTrails(ctx: AppContext): Promise<{ rides: number; positions: number }> {
  const now = ctx.clock.now();
  const before = new Date(now.getTime() - TRAIL_RETENTION_DAYS * 24 * 3600_000);
  const total = { rides: 0, positions: 0 };
  for (let i = 0; i < 20; i++) {
    const [r] = await ctx.database.query<{ rides: number; positions: number }>(PURGE_SQL, [before, now]);
    total.rides += r?.rides ?? 0;
    total.positions += r?.positions ?? 0;
    if ((r?.rides ?? 0) < BATCH) break;
  }
  return total;
}
