import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { SERVICE_VALUES, addDays, istDayStart, todayIstOf } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { q } from "../../lib/sql.ts";
import { rebuildDashboardFigures } from "./refresh.ts";
import { mulberry32 } from "../../lib/prng.ts";

/**
 * Demo and browser-test aid (registered by the dev module only with ENABLE_TEST_CLOCK, never in production): `days`
 * days of past rides up to yesterday, Asia/Kolkata, as the lifecycle would have left them — paid, confirmed after a
 * few minutes (audited), driven, rated, some cancelled or no-shows — on the installation's cars and chauffeurs, then
 * the dashboard's rollups rebuilt. Deterministic for a seed, so screenshots repeat.
 */
const AREAS = [
  "Jaydev Vihar, Bhubaneswar",
  "Biju Patnaik International Airport, Bhubaneswar",
  "Link Road, Cuttack",
  "Grand Road, Puri",
  "Patia, Bhubaneswar",
  "Station Road, Khordha",
];

const prng = mulberry32;

interface SampleRows {
  bookings: object[];
  payments: object[];
  audit: object[];
  rides: object[];
  ratings: object[];
}
interface SampleFleet {
  cars: Array<{ id: string; class_code: string }>;
  chauffeurs: Array<{ id: string }>;
  riderId: string;
  tariff: number;
}

/** The sample's rows, day by day up to yesterday. */
function sampleRows(o: { days: number; seed: number; perDay?: number }, today: string, fleet: SampleFleet): SampleRows {
  const rnd = prng(o.seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const { cars, chauffeurs } = fleet;
  const rows = {
    bookings: [] as object[],
    payments: [] as object[],
    audit: [] as object[],
    rides: [] as object[],
    ratings: [] as object[],
  };
  for (let d = addDays(today, -o.days); d < today; d = addDays(d)) {
    const avg = o.perDay ?? 6;
    const n = Math.max(1, Math.round(avg * (0.5 + rnd())));
    for (let i = 0; i < n; i++) {
      const id = randomUUID();
      const car = cars.length ? pick(cars) : null;
      const start = new Date(istDayStart(d).getTime() + (6 + Math.floor(rnd() * 15)) * 3600_000);
      const hours = 1 + Math.floor(rnd() * 5);
      const roll = rnd();
      const status = roll < 0.82 ? "completed" : "cancelled";
      const noShow = roll >= 0.95;
      const amount = (1500 + Math.floor(rnd() * 60) * 100) * 100 * hours;
      const paidAt = new Date(start.getTime() - (2 + rnd() * 72) * 3600_000);
      rows.bookings.push({
        id,
        reference: `SLX-S${id.replace(/-/g, "").slice(0, 14).toUpperCase()}`,
        user_id: fleet.riderId,
        service_type: pick(SERVICE_VALUES),
        car_type: car?.class_code ?? "sedan",
        status,
        payment_status: "paid",
        trip: { pickUp: { address: pick(AREAS) }, stops: [] },
        amount_paise: amount,
        tariff_version: fleet.tariff,
        start_time: start,
        end_time: new Date(start.getTime() + hours * 3600_000),
        car_id: status === "completed" || noShow ? car?.id : null,
        chauffeur_id: (status === "completed" || noShow) && chauffeurs.length ? pick(chauffeurs).id : null,
        cancellation_fee_paise: status === "cancelled" && !noShow ? Math.round(amount * 0.1) : 0,
        created_at: new Date(paidAt.getTime() - 60_000),
      });
      rows.payments.push({
        booking_id: id,
        provider_order_id: `sample_${id}`,
        amount_paise: amount,
        captured_at: paidAt,
      });
      if (status === "cancelled" && !noShow) continue;
      const confirmAfter = rnd() < 0.85 ? 1 + rnd() * 13 : 15 + rnd() * 45;
      rows.audit.push({ entity_id: id, created_at: new Date(paidAt.getTime() + confirmAfter * 60_000) });
      const arrived = new Date(start.getTime() + (rnd() < 0.88 ? -rnd() * 15 : rnd() * 20) * 60_000);
      rows.rides.push({
        booking_id: id,
        step: noShow ? "no_show" : "completed",
        arrived_at: arrived,
        no_show_at: noShow ? start : null,
      });
      if (!noShow && rnd() < 0.7) rows.ratings.push({ booking_id: id, stars: rnd() < 0.7 ? 5 : rnd() < 0.6 ? 4 : 3 });
    }
  }
  return rows;
}

export async function insertDashboardSample(ctx: AppContext, o: { days: number; seed: number; perDay?: number }) {
  const db = ctx.database;
  const cars = await db.query<{ id: string; class_code: string }>(
    `SELECT id::text, class_code FROM cars WHERE active AND event_id IS NULL ORDER BY plate`,
  );
  let chauffeurs = await db.query<{ id: string }>(`SELECT id::text FROM chauffeurs WHERE active ORDER BY name`);
  if (chauffeurs.length === 0) {
    // a fresh demo has no chauffeurs: four, working 06:00–22:00 every day (migration 1440's default pattern)
    chauffeurs = await db.query<{ id: string }>(
      `INSERT INTO chauffeurs (name, phone, licence_number, licence_expiry)
       SELECT n, '+9170000' || lpad((floor(random() * 100000))::int::text, 5, '0') || '', 'OD0220190012345', '2035-12-31'
       FROM unnest(ARRAY['Bikash Sahoo', 'Sanjay Das', 'Ravi Nayak', 'Pradeep Jena']) AS n RETURNING id::text`,
    );
    await db.query(
      `INSERT INTO chauffeur_work_hours (chauffeur_id, weekday, starts, ends)
       SELECT c::uuid, w, '06:00', '22:00' FROM unnest($1::text[]) AS c CROSS JOIN generate_series(0, 6) AS w`,
      [chauffeurs.map((c) => c.id)],
    );
  }
  const [tariff] = await db.query<{ v: number }>(`SELECT max(version) AS v FROM tariffs`);
  const [rider] = await db.query<{ id: string }>(
    `INSERT INTO users (name, email, status, role) VALUES ('Sample Rider', $1, 'active', 'rider') RETURNING id::text`,
    [`dashboard-sample-${randomUUID().slice(0, 8)}@example.in`],
  );
  const today = todayIstOf(ctx.clock.now());
  const rows = sampleRows(o, today, { cars, chauffeurs, riderId: rider!.id, tariff: tariff?.v ?? 1 });
  await ctx.db.transaction(async (tx) => {
    const json = (x: object[]) => JSON.stringify(x);
    await q(
      tx,
      sql`INSERT INTO bookings (id, reference, user_id, service_type, car_type, status, payment_status, trip, route,
        breakdown, amount_paise, tariff_version, start_time, end_time, hold_until, car_id, chauffeur_id, cancellation_fee_paise,
        cancelled_at, created_at, updated_at)
      SELECT id, reference, user_id, service_type, car_type, status::booking_status, payment_status::payment_state, trip,
        '{}'::jsonb, '[]'::jsonb, amount_paise, tariff_version, start_time, end_time, end_time, car_id, chauffeur_id,
        cancellation_fee_paise, CASE WHEN status = 'cancelled' THEN start_time END, created_at, created_at
      FROM jsonb_to_recordset(${json(rows.bookings)}::jsonb) AS x(id uuid, reference text, user_id uuid, service_type text,
        car_type text, status text, payment_status text, trip jsonb, amount_paise int, tariff_version int,
        start_time timestamptz, end_time timestamptz, car_id uuid, chauffeur_id uuid, cancellation_fee_paise int, created_at timestamptz)`,
    );
    await q(
      tx,
      sql`INSERT INTO payments (booking_id, gateway, provider_order_id, amount_paise, status, captured_at)
      SELECT booking_id, 'sandbox', provider_order_id, amount_paise, 'captured', captured_at
      FROM jsonb_to_recordset(${json(rows.payments)}::jsonb) AS x(booking_id uuid, provider_order_id text, amount_paise int, captured_at timestamptz)`,
    );
    await q(
      tx,
      sql`INSERT INTO audit_log (action, entity, entity_id, detail, created_at)
      SELECT 'booking.confirm', 'booking', entity_id, '{"by":"operator","sample":true}'::jsonb, created_at
      FROM jsonb_to_recordset(${json(rows.audit)}::jsonb) AS x(entity_id text, created_at timestamptz)`,
    );
    await q(
      tx,
      sql`INSERT INTO rides (booking_id, pin, step, arrived_at, no_show_at)
      SELECT booking_id, '1234', step, arrived_at, no_show_at
      FROM jsonb_to_recordset(${json(rows.rides)}::jsonb) AS x(booking_id uuid, step text, arrived_at timestamptz, no_show_at timestamptz)`,
    );
    await q(
      tx,
      sql`INSERT INTO ride_ratings (booking_id, user_id, stars)
      SELECT booking_id, ${rider!.id}::uuid, stars FROM jsonb_to_recordset(${json(rows.ratings)}::jsonb) AS x(booking_id uuid, stars int)`,
    );
  });
  await rebuildDashboardFigures(db, ctx.clock.now());
  return { bookings: rows.bookings.length, from: addDays(today, -o.days), to: addDays(today, -1) };
}
