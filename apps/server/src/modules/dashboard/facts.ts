import { sql, type SQL } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client.ts";
import { q } from "../../lib/sql.ts";
import type { BookingFact, MoneyFact } from "./aggregate.ts";

/**
 * The dashboard's reads of the source rows (decision record 027): the bookings whose pickup falls in a span of
 * instants, with their ride, rating, first captured fare payment and first confirmation (audit_log, written by the
 * one transition writer); the money documents issued in a span. Used only when rollups are refreshed.
 */
const bookingFacts = (from: Date, to: Date) => sql`
SELECT b.id, b.service_type, b.car_type, b.status::text AS status, b.payment_status::text AS payment_status,
  b.amount_paise, b.cancellation_fee_paise, b.start_time, b.end_time, b.created_at, b.approval_decided_at, b.event_id,
  b.car_id, b.chauffeur_id, b.trip->'pickUp'->>'address' AS pickup_address,
  r.step AS ride_step, r.arrived_at, r.started_at, r.no_show_at, rr.stars,
  (SELECT min(p.captured_at) FROM payments p
    WHERE p.booking_id = b.id AND p.purpose = 'fare' AND p.captured_at IS NOT NULL) AS paid_at,
  (SELECT min(a.created_at) FROM audit_log a
    WHERE a.entity = 'booking' AND a.entity_id = b.id::text AND a.action = 'booking.confirm') AS confirmed_at
FROM bookings b
LEFT JOIN rides r ON r.booking_id = b.id
LEFT JOIN ride_ratings rr ON rr.booking_id = b.id
WHERE b.start_time >= ${from} AND b.start_time < ${to}`;

type Row = Record<string, unknown>;
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date));
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

export async function readBookingFacts(db: DbOrTx, from: Date, to: Date): Promise<BookingFact[]> {
  const rows = await q<Row>(db, bookingFacts(from, to));
  return rows.map((r) => ({
    id: String(r.id),
    serviceType: String(r.service_type),
    carType: String(r.car_type),
    status: String(r.status),
    paymentStatus: String(r.payment_status),
    amountPaise: Number(r.amount_paise),
    cancellationFeePaise: Number(r.cancellation_fee_paise),
    startTime: date(r.start_time)!,
    endTime: date(r.end_time)!,
    createdAt: date(r.created_at)!,
    approvalDecidedAt: date(r.approval_decided_at),
    eventId: str(r.event_id),
    carId: str(r.car_id),
    chauffeurId: str(r.chauffeur_id),
    pickupAddress: str(r.pickup_address),
    rideStep: str(r.ride_step),
    arrivedAt: date(r.arrived_at),
    startedAt: date(r.started_at),
    noShowAt: date(r.no_show_at),
    stars: r.stars === null || r.stars === undefined ? null : Number(r.stars),
    paidAt: date(r.paid_at),
    confirmedAt: date(r.confirmed_at),
  }));
}

const moneyFacts = (from: Date, to: Date) => sql`
SELECT i.issued_at, 'company_invoice' AS kind, i.total_paise FROM invoices i
  WHERE i.company_id IS NOT NULL AND i.issued_at >= ${from} AND i.issued_at < ${to}
UNION ALL
SELECT cn.issued_at, 'company_credit', cn.total_paise FROM credit_notes cn JOIN invoices i ON i.id = cn.invoice_id
  WHERE i.company_id IS NOT NULL AND cn.issued_at >= ${from} AND cn.issued_at < ${to}
UNION ALL
SELECT d.issued_at, d.kind, d.total_paise FROM event_documents d WHERE d.issued_at >= ${from} AND d.issued_at < ${to}`;

export async function readMoneyFacts(db: DbOrTx, from: Date, to: Date): Promise<MoneyFact[]> {
  const rows = await q<Row>(db, moneyFacts(from, to));
  return rows.map((r) => ({
    issuedAt: date(r.issued_at)!,
    kind: String(r.kind) as MoneyFact["kind"],
    totalPaise: Number(r.total_paise),
  }));
}

/** What changed since the watermarks (a NULL mark: everything). */
const IST_DAY = (col: string) => sql.raw(`((${col}) AT TIME ZONE 'Asia/Kolkata')::date::text`);
const since = (d: string | null, lookbackMs: number): SQL =>
  d ? sql`(${d}::timestamptz - ${lookbackMs}::int * interval '1 millisecond')` : sql`'-infinity'::timestamptz`;
const newest = (d: string | null, max: SQL): SQL => sql`greatest(${d}::timestamptz, (${max}))::text`;
const touched = (m: Marks, back: number): SQL => sql`
WITH changed AS (SELECT b.id, b.start_time, b.updated_at FROM bookings b WHERE b.updated_at > ${since(m.bookings_mark, back)}),
rides_changed AS (SELECT r.updated_at, b.start_time FROM rides r JOIN bookings b ON b.id = r.booking_id
  WHERE r.updated_at > ${since(m.rides_mark, back)}),
ratings_changed AS (SELECT rr.created_at, b.start_time FROM ride_ratings rr JOIN bookings b ON b.id = rr.booking_id
  WHERE rr.created_at > ${since(m.ratings_mark, back)}),
money AS (
  SELECT issued_at FROM invoices WHERE company_id IS NOT NULL AND issued_at > ${since(m.money_mark, back)}
  UNION ALL SELECT issued_at FROM credit_notes WHERE issued_at > ${since(m.money_mark, back)}
  UNION ALL SELECT issued_at FROM event_documents WHERE issued_at > ${since(m.money_mark, back)})
SELECT 'days' AS what, NULL::text AS mark, d AS day FROM (
  SELECT ${IST_DAY("start_time")} AS d FROM changed
  UNION SELECT bd.day::text FROM dashboard_booking_days bd JOIN changed c ON c.id = bd.booking_id
  UNION SELECT ${IST_DAY("start_time")} FROM rides_changed
  UNION SELECT ${IST_DAY("start_time")} FROM ratings_changed) x
UNION ALL SELECT 'money', NULL, d FROM (SELECT DISTINCT ${IST_DAY("issued_at")} AS d FROM money) y
UNION ALL SELECT 'bookings_mark', ${newest(m.bookings_mark, sql`SELECT max(updated_at) FROM changed`)}, NULL
UNION ALL SELECT 'rides_mark', ${newest(m.rides_mark, sql`SELECT max(updated_at) FROM rides_changed`)}, NULL
UNION ALL SELECT 'ratings_mark', ${newest(m.ratings_mark, sql`SELECT max(created_at) FROM ratings_changed`)}, NULL
UNION ALL SELECT 'money_mark', ${newest(m.money_mark, sql`SELECT max(issued_at) FROM money`)}, NULL`;

/** The marks as PostgreSQL writes timestamps (text keeps their microseconds: a Date would drop them and the newest
 * change would look new forever). */
export interface Marks {
  bookings_mark: string | null;
  rides_mark: string | null;
  ratings_mark: string | null;
  money_mark: string | null;
}
export interface Touched {
  days: string[];
  moneyDays: string[];
  marks: Marks;
}

/**
 * The Asia/Kolkata days touched since the watermarks (less `lookbackMs`, for a change committed after a newer one):
 * bookings changed (their pickup day, and the day they were last counted in, for a moved pickup), rides and ratings
 * (their booking's day), money documents (their issue day); and the newest change of each source, the next marks.
 */
export async function readTouched(db: DbOrTx, marks: Marks, lookbackMs = 0): Promise<Touched> {
  const rows = await q<{ what: string; mark: string | null; day: string | null }>(db, touched(marks, lookbackMs));
  const next: Marks = { ...marks };
  const days: string[] = [];
  const moneyDays: string[] = [];
  for (const r of rows) {
    if (r.what === "days" && r.day) days.push(r.day);
    else if (r.what === "money" && r.day) moneyDays.push(r.day);
    // the newest of the old mark and what was read (a look-back reads from before the mark)
    else if (r.what in next && r.mark) next[r.what as keyof Marks] = r.mark;
  }
  return { days: days.sort(), moneyDays: moneyDays.sort(), marks: next };
}

/**
 * Whether anything changed since the watermarks, and the rollups' version: one cheap query on the read path: each
 * source's newest change, read from the end of its changed-at index (a `>` on a mark would be planned as a scan).
 */
export async function anythingTouched(database: Database): Promise<{ stale: boolean; version: number }> {
  const [r] = await database.query<{ stale: boolean; version: string | number }>(
    `SELECT (s.refreshed_at IS NULL
      OR coalesce((SELECT max(updated_at) FROM bookings) > coalesce(s.bookings_mark, '-infinity'), false)
      OR coalesce((SELECT max(updated_at) FROM rides) > coalesce(s.rides_mark, '-infinity'), false)
      OR coalesce((SELECT max(created_at) FROM ride_ratings) > coalesce(s.ratings_mark, '-infinity'), false)
      OR coalesce((SELECT max(issued_at) FROM invoices WHERE company_id IS NOT NULL) > coalesce(s.money_mark, '-infinity'), false)
      OR coalesce((SELECT max(issued_at) FROM credit_notes) > coalesce(s.money_mark, '-infinity'), false)
      OR coalesce((SELECT max(issued_at) FROM event_documents) > coalesce(s.money_mark, '-infinity'), false)) AS stale,
      s.version
     FROM dashboard_state s WHERE s.id = 1`,
    [],
    "dashboard_stale",
  );
  return { stale: r?.stale ?? true, version: Number(r?.version ?? 0) };
}
