import { sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { q } from "../../lib/sql.ts";

/**
 * The ids of one page of the console's queue, in its order (bookings.repository.ts listQueue): paid (or on a company's
 * account) bookings awaiting confirmation first, oldest payment first; then confirmed and ongoing trips by pickup; then
 * other pending ones; then the rest, newest pickup first. Each of the four groups is read on its own, by an index and
 * cut at the page's end, so a page costs the same whatever the year holds: sorting every booking of a year (a scan of
 * the whole table, its trips and fares with it) took 80–400 ms at 30,000 bookings.
 */
const AWAITING = sql`status = 'pending' AND payment_status IN ('paid', 'on_account')`;
const UNDER_WAY = sql`status IN ('confirmed', 'ongoing')`;
const OTHER_PENDING = sql`status = 'pending' AND payment_status NOT IN ('paid', 'on_account')`;
const THE_REST = sql`status NOT IN ('pending', 'confirmed', 'ongoing')`;

/** Which of the four groups a status filter leaves (a group that cannot match is not read at all). */
function groupsFor(status: string | undefined): [boolean, boolean, boolean, boolean] {
  if (!status) return [true, true, true, true];
  if (status === "pending") return [true, false, true, false];
  if (status === "confirmed" || status === "ongoing") return [false, true, false, false];
  return [false, false, false, true];
}

export async function queuePageIds(
  db: DbOrTx,
  where: SQL | undefined,
  page: { limit: number; offset: number; status?: string },
) {
  const filter = where ? sql` AND (${where})` : sql``;
  const upTo = page.limit + page.offset;
  const groups = [
    sql`(SELECT id, 0 AS r, updated_at AS k1, NULL::timestamptz AS k2, start_time FROM bookings
        WHERE ${AWAITING}${filter} ORDER BY updated_at, start_time DESC, id LIMIT ${upTo})`,
    sql`(SELECT id, 1 AS r, NULL::timestamptz AS k1, start_time AS k2, start_time FROM bookings
        WHERE ${UNDER_WAY}${filter} ORDER BY start_time, id LIMIT ${upTo})`,
    sql`(SELECT id, 2 AS r, NULL::timestamptz AS k1, NULL::timestamptz AS k2, start_time FROM bookings
        WHERE ${OTHER_PENDING}${filter} ORDER BY start_time DESC, id LIMIT ${upTo})`,
    sql`(SELECT id, 3 AS r, NULL::timestamptz AS k1, NULL::timestamptz AS k2, start_time FROM bookings
        WHERE ${THE_REST}${filter} ORDER BY start_time DESC, id LIMIT ${upTo})`,
  ].filter((_, i) => groupsFor(page.status)[i]);
  const rows = await q<{ id: string }>(
    db,
    sql`SELECT id FROM (${sql.join(groups, sql` UNION ALL `)}) page
      ORDER BY r, k1, k2, start_time DESC, id LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return rows.map((r) => r.id);
}

const RANK = sql`CASE WHEN ${AWAITING} THEN 0 WHEN ${UNDER_WAY} THEN 1 WHEN status = 'pending' THEN 2 ELSE 3 END`;

/**
 * A search's page (a rider's name or phone, a reference): what matches is found by one scan whatever the order, so
 * the page and the count come from that one scan of the narrow columns (the count over every match, before the
 * page is cut); undefined total when the page is past the end.
 */
export async function searchPage(db: DbOrTx, where: SQL, limit: number, offset: number) {
  const rows = await q<{ id: string; total: number }>(
    db,
    sql`SELECT id, count(*) OVER ()::int AS total FROM bookings WHERE ${where}
      ORDER BY ${RANK}, CASE WHEN ${AWAITING} THEN updated_at END, CASE WHEN ${UNDER_WAY} THEN start_time END,
        start_time DESC, id
      LIMIT ${limit} OFFSET ${offset}`,
  );
  return { ids: rows.map((r) => r.id), total: rows.length ? Number(rows[0].total) : undefined };
}
