import { sql } from "drizzle-orm";
import { addDays, istDayStart } from "@chauffeur/contracts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { q } from "../../lib/sql.ts";
import { rollUp, rollUpMoney } from "./aggregate.ts";
import { anythingTouched, readBookingFacts, readMoneyFacts, readTouched, type Marks } from "./facts.ts";

/**
 * Keeping the dashboard's rollups (decision record 027): the days touched since the watermarks are recomputed from
 * their source rows, under the lock of the one dashboard_state row (two instances never write the same day at once),
 * in one transaction with the new watermarks. The scheduler's job runs it every minute with a look-back; the read
 * path runs it before answering when anything changed; `rebuildDashboardFigures` recomputes every day.
 */

/** Splits sorted days into runs of consecutive days, at most `max` long (one read of the source rows each). */
export function runsOf(days: readonly string[], max = 31): Array<{ first: string; last: string; days: string[] }> {
  const runs: Array<{ first: string; last: string; days: string[] }> = [];
  for (const d of [...new Set(days)].sort()) {
    const run = runs[runs.length - 1];
    if (run && addDays(run.last) === d && run.days.length < max) {
      run.last = d;
      run.days.push(d);
    } else runs.push({ first: d, last: d, days: [d] });
  }
  return runs;
}

const jsonDays = (days: string[]) => sql`(SELECT jsonb_array_elements_text(${JSON.stringify(days)}::jsonb)::date)`;

const BOOKING_COLUMNS = `orders, rides, fare_paise, fees_paise, cancellations, no_shows, confirmations, confirmed_in_15,
  pickups, pickups_on_time, ratings, rating_sum, stars, by_service, by_class, confirm_minutes, cars, chauffeurs, areas`;
const BOOKING_UPDATE = BOOKING_COLUMNS.split(",")
  .map((c) => `${c.trim()} = excluded.${c.trim()}`)
  .join(", ");
const BOOKING_RESET = `orders = 0, rides = 0, fare_paise = 0, fees_paise = 0, cancellations = 0, no_shows = 0,
  confirmations = 0, confirmed_in_15 = 0, pickups = 0, pickups_on_time = 0, ratings = 0, rating_sum = 0,
  stars = '[0,0,0,0,0]', by_service = '{}', by_class = '{}', confirm_minutes = '{}', cars = '{}', chauffeurs = '{}',
  areas = '{}'`;

/** Recomputes the booking figures of a run of consecutive days (their money columns kept). */
async function refreshBookingDays(tx: DbOrTx, first: string, last: string, days: string[]) {
  const r = rollUp(await readBookingFacts(tx, istDayStart(first), istDayStart(addDays(last))));
  const inDays = jsonDays(days);
  await q(tx, sql`UPDATE dashboard_days SET ${sql.raw(BOOKING_RESET)} WHERE day IN ${inDays}`);
  await q(tx, sql`DELETE FROM dashboard_booking_days WHERE day IN ${inDays}`);
  if (r.days.length)
    await q(
      tx,
      sql`INSERT INTO dashboard_days (day, ${sql.raw(BOOKING_COLUMNS)})
          SELECT day, ${sql.raw(BOOKING_COLUMNS)} FROM jsonb_populate_recordset(NULL::dashboard_days, ${JSON.stringify(r.days)}::jsonb)
          ON CONFLICT (day) DO UPDATE SET ${sql.raw(BOOKING_UPDATE)}`,
    );
  if (r.bookingDays.length)
    await q(
      tx,
      sql`INSERT INTO dashboard_booking_days SELECT * FROM jsonb_populate_recordset(NULL::dashboard_booking_days, ${JSON.stringify(r.bookingDays)}::jsonb)
          ON CONFLICT (booking_id) DO UPDATE SET day = excluded.day`,
    );
}

/** Recomputes the money columns of a run of consecutive issue days. */
async function refreshMoneyDays(tx: DbOrTx, first: string, last: string, days: string[]) {
  const rows = rollUpMoney(await readMoneyFacts(tx, istDayStart(first), istDayStart(addDays(last))));
  await q(
    tx,
    sql`UPDATE dashboard_days SET company_paise = 0, event_paise = 0, event_advance_paise = 0 WHERE day IN ${jsonDays(days)}`,
  );
  if (rows.length)
    await q(
      tx,
      sql`INSERT INTO dashboard_days (day, company_paise, event_paise, event_advance_paise)
          SELECT day, company_paise, event_paise, event_advance_paise
          FROM jsonb_populate_recordset(NULL::dashboard_days, ${JSON.stringify(rows)}::jsonb)
          ON CONFLICT (day) DO UPDATE SET company_paise = excluded.company_paise, event_paise = excluded.event_paise,
            event_advance_paise = excluded.event_advance_paise`,
    );
}

export interface RefreshOutcome {
  days: number;
  moneyDays: number;
  /** the days recomputed (pickup days and issue days) */
  changed: string[];
}

/**
 * Brings the rollups up to date: the days touched since the watermarks (less `lookbackMs`) recomputed, the marks
 * moved on, in one transaction holding the dashboard_state row.
 */
export async function refreshDashboard(db: Database["db"], now: Date, lookbackMs = 0): Promise<RefreshOutcome> {
  return db.transaction(async (tx) => {
    const [state] = await q<Marks>(
      tx,
      sql`SELECT bookings_mark::text, rides_mark::text, ratings_mark::text, money_mark::text
          FROM dashboard_state WHERE id = 1 FOR UPDATE`,
    );
    const marks: Marks = {
      bookings_mark: state?.bookings_mark ?? null,
      rides_mark: state?.rides_mark ?? null,
      ratings_mark: state?.ratings_mark ?? null,
      money_mark: state?.money_mark ?? null,
    };
    const touched = await readTouched(tx, marks, lookbackMs);
    for (const run of runsOf(touched.days)) await refreshBookingDays(tx, run.first, run.last, run.days);
    for (const run of runsOf(touched.moneyDays)) await refreshMoneyDays(tx, run.first, run.last, run.days);
    const m = touched.marks;
    await q(
      tx,
      sql`UPDATE dashboard_state SET bookings_mark = ${m.bookings_mark}::timestamptz, rides_mark = ${m.rides_mark}::timestamptz,
          ratings_mark = ${m.ratings_mark}::timestamptz, money_mark = ${m.money_mark}::timestamptz, refreshed_at = ${now},
          version = version + ${touched.days.length + touched.moneyDays.length > 0 ? 1 : 0}::int WHERE id = 1`,
    );
    return {
      days: touched.days.length,
      moneyDays: touched.moneyDays.length,
      changed: [...touched.days, ...touched.moneyDays],
    };
  });
}

/**
 * The read path's check: refreshes only when something changed since the last refresh (one cheap query otherwise);
 * answers the rollups' version the read will see, and the days this call recomputed (from which version).
 */
export async function ensureFresh(
  database: Database,
  now: Date,
): Promise<{ version: number; refreshed: { from: number; changed: string[] } | null }> {
  const first = await anythingTouched(database);
  if (!first.stale) return { version: first.version, refreshed: null };
  const r = await refreshDashboard(database.db, now);
  return { version: (await anythingTouched(database)).version, refreshed: { from: first.version, changed: r.changed } };
}

/**
 * Recomputes every rollup from the source rows (after a bulk load, a restore, or a change of the rules): forgets the
 * watermarks and refreshes month by month, each month its own transaction, then catches up with what changed since.
 */
export async function rebuildDashboardFigures(database: Database, now = new Date()): Promise<RefreshOutcome> {
  const [span] = await database.query<{ first: string | null; last: string | null }>(
    `SELECT (min(start_time) AT TIME ZONE 'Asia/Kolkata')::date::text AS first,
            (max(start_time) AT TIME ZONE 'Asia/Kolkata')::date::text AS last FROM bookings`,
  );
  const [money] = await database.query<{ first: string | null; last: string | null }>(
    `SELECT (min(t) AT TIME ZONE 'Asia/Kolkata')::date::text AS first, (max(t) AT TIME ZONE 'Asia/Kolkata')::date::text AS last
     FROM (SELECT issued_at AS t FROM invoices UNION ALL SELECT issued_at FROM credit_notes
           UNION ALL SELECT issued_at FROM event_documents) x`,
  );
  // the marks first: what every source holds now; whatever changes while this runs is caught up at the end
  await database.exec(`TRUNCATE dashboard_days, dashboard_booking_days;
    UPDATE dashboard_state SET refreshed_at = NULL, version = version + 1,
    bookings_mark = (SELECT max(updated_at) FROM bookings), rides_mark = (SELECT max(updated_at) FROM rides),
    ratings_mark = (SELECT max(created_at) FROM ride_ratings),
    money_mark = (SELECT max(t) FROM (SELECT max(issued_at) AS t FROM invoices UNION ALL SELECT max(issued_at) FROM credit_notes
                  UNION ALL SELECT max(issued_at) FROM event_documents) x) WHERE id = 1`);
  const all = (s?: { first: string | null; last: string | null }) => {
    const out: string[] = [];
    if (s?.first && s.last) for (let d = s.first; d <= s.last; d = addDays(d)) out.push(d);
    return out;
  };
  const bookingDays = all(span);
  const moneyDays = all(money);
  for (const run of runsOf(bookingDays))
    await database.db.transaction((tx) => refreshBookingDays(tx, run.first, run.last, run.days));
  for (const run of runsOf(moneyDays))
    await database.db.transaction((tx) => refreshMoneyDays(tx, run.first, run.last, run.days));
  await refreshDashboard(database.db, now);
  return { days: bookingDays.length, moneyDays: moneyDays.length, changed: [...bookingDays, ...moneyDays] };
}
