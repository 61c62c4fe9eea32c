/**
 * Bookings benchmark: GET /api/v1/bookings for a rider with 200 bookings, in a database holding
 * 200,000 bookings of 20,000 riders (bulk-inserted with generate_series), on PGlite and on PostgreSQL:
 * requests/s, p50 and p99 at 50 connections; and the p50 ratio against the same rider in a 2,000-booking
 * database (the list must cost the same whatever the table's size). Targets: p99 ≤ 20 ms on PostgreSQL, ratio ≤ 1.3.
 */
import { createHash, randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { openDatabase, type Database } from "../apps/server/src/db/client.ts";
import { migrate } from "../apps/server/src/db/migrate.ts";
import { seed } from "../apps/server/src/db/seed/seed.ts";
import { freshPgSchema, load, printTable, startServer, tempDataDir, type LoadResult } from "./lib.ts";

const TARGET_BOOKINGS = 200;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);

/** Riders, the target rider's 200 bookings and everyone else's, with payments for the paid ones; returns the target's cookie. */
async function fill(database: Database, totalBookings: number, riders: number): Promise<string> {
  await migrate(database);
  await seed(database);
  await database.query(
    "INSERT INTO tariffs (version, data, note) VALUES (1, '{}'::jsonb, 'bench') ON CONFLICT (version) DO NOTHING",
  );
  const t0 = performance.now();
  await database.exec(`
    INSERT INTO users (id, name, status) SELECT md5('rider-' || g)::uuid, 'Rider ' || g, 'active' FROM generate_series(0, ${riders - 1}) g;
    INSERT INTO bookings (reference, user_id, service_type, car_type, status, payment_status, trip, route, breakdown, amount_paise,
                          tariff_version, start_time, end_time, hold_until, created_at)
    SELECT 'BENCH-' || g,
           CASE WHEN g < ${TARGET_BOOKINGS} THEN md5('rider-0')::uuid ELSE md5('rider-' || (1 + g % ${riders - 1}))::uuid END,
           (ARRAY['outstation', 'hourly-rental', 'airport-transfer', 'cab-booking'])[1 + g % 4],
           (ARRAY['sedan', 'suv', 'luxury'])[1 + g % 3],
           (ARRAY['completed', 'completed', 'completed', 'cancelled', 'pending', 'confirmed', 'completed', 'completed', 'confirmed', 'pending'])[1 + g % 10]::booking_status,
           (ARRAY['paid', 'paid', 'paid', 'refunded', 'pending', 'paid', 'paid', 'paid', 'paid', 'paid'])[1 + g % 10]::payment_state,
           jsonb_build_object('service', 'outstation', 'pickUp', jsonb_build_object('address', 'Biju Patnaik International Airport, Bhubaneswar', 'lat', 20.2444, 'lng', 85.8178),
             'dropOff', jsonb_build_object('address', 'Puri Beach, Puri', 'lat', 19.7983, 'lng', 85.8249), 'stops', '[]'::jsonb, 'isRoundTrip', false,
             'hours', null, 'passengerCount', 2, 'luggageCount', 2, 'transferType', null, 'flightNumber', null, 'returnTime', null),
           '{"distanceKm": 62, "durationMin": 95}'::jsonb, '[]'::jsonb, 250000 + (g % 50) * 1000, 1,
           now() + ((g % 400) - 300) * interval '1 day', now() + ((g % 400) - 300) * interval '1 day' + interval '3 hours',
           now() + ((g % 400) - 300) * interval '1 day' + interval '4 hours', now() - (g % 500) * interval '1 hour'
    FROM generate_series(0, ${totalBookings - 1}) g;
    INSERT INTO payments (booking_id, gateway, provider_order_id, provider_payment_id, amount_paise, status, method, captured_at)
    SELECT id, 'sandbox', 'order_' || reference, 'pay_' || reference, amount_paise, 'captured', 'card', created_at FROM bookings
    WHERE payment_status IN ('paid', 'refunded');
    ANALYZE;
  `);
  const token = randomBytes(32).toString("base64url");
  await database.query(
    "INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, md5('rider-0')::uuid, now() + interval '1 day')",
    [createHash("sha256").update(token).digest("hex")],
  );
  console.log(
    `  filled ${totalBookings.toLocaleString("en-IN")} bookings of ${riders.toLocaleString("en-IN")} riders in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return `sid=${token}`;
}

interface Prepared {
  url: string;
  cookie: string;
  pid?: number;
  /** the same database served again with other settings (the list cache off) */
  restart(extraEnv: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

async function prepare(
  kind: "pglite" | "postgres",
  totalBookings: number,
  riders: number,
  port: number,
): Promise<Prepared> {
  let env: Record<string, string> = {};
  let dataDir: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  let database: Database;
  if (kind === "postgres") {
    const s = await freshPgSchema();
    env = s.env;
    drop = s.drop;
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, schema: env.DATABASE_SCHEMA });
  } else {
    dataDir = tempDataDir("bench-bookings-");
    database = await openDatabase({ dataDir });
  }
  const cookie = await fill(database, totalBookings, riders);
  await database.close();
  const start = async (extraEnv: Record<string, string>) => {
    const server = await startServer({
      port,
      dataDir,
      env: { ...env, JOBS_ENABLED: "false", RATE_LIMIT_MULTIPLIER: "1000000", ...extraEnv },
    });
    const url = `${server.url}/api/v1/bookings?page=1&limit=10`;
    const check = await fetch(url, { headers: { cookie } });
    const body = (await check.json()) as { data: { statistics: { totalBookings: number } } };
    if (check.status !== 200 || body.data.statistics.totalBookings !== TARGET_BOOKINGS)
      throw new Error(`unexpected answer ${check.status}`);
    await load({ label: "warm", url, headers: { cookie }, durationS: 2 });
    return { server, url };
  };
  let { server, url } = await start({});
  const prepared: Prepared = {
    url,
    cookie,
    pid: server.proc.pid,
    restart: async (extraEnv) => {
      await server.stop();
      ({ server, url } = await start(extraEnv));
      prepared.url = url;
      prepared.pid = server.proc.pid;
    },
    stop: async () => {
      await server.stop();
      await drop?.();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return prepared;
}

/**
 * The machine is shared (2 cores), so the two sizes are measured in alternating rounds and the best round of each
 * is kept: background load then inflates both alike instead of skewing the ratio.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const best = (a: LoadResult | undefined, b: LoadResult) =>
  !a || b.p50 < a.p50 || (b.p50 === a.p50 && b.p99 < a.p99) ? b : a;

const rows: LoadResult[] = [];
const targets = (process.env.BENCH_TARGETS ?? "pglite,postgres").split(",") as Array<"pglite" | "postgres">;
let port = 4341;
for (const kind of targets) {
  console.log(`\n${kind}:`);
  const small = await prepare(kind, 2_000, 200, port++);
  const big = await prepare(kind, 200_000, 20_000, port++);
  try {
    let bestSmall: LoadResult | undefined;
    let bestBig: LoadResult | undefined;
    for (let r = 0; r < ROUNDS; r++) {
      bestSmall = best(
        bestSmall,
        await load({
          label: `${kind}: 2,000 bookings`,
          url: small.url,
          headers: { cookie: small.cookie },
          serverPid: small.pid,
          connections: 50,
          durationS: DURATION_S,
        }),
      );
      bestBig = best(
        bestBig,
        await load({
          label: `${kind}: 200,000 bookings`,
          url: big.url,
          headers: { cookie: big.cookie },
          serverPid: big.pid,
          connections: 50,
          durationS: DURATION_S,
        }),
      );
    }
    rows.push(bestSmall!, bestBig!);
    console.log(
      `  p50 ratio 200,000 / 2,000 bookings: ${(bestBig!.p50 / Math.max(bestSmall!.p50, 0.01)).toFixed(2)} (target ≤ 1.3)`,
    );
    // the uncached path too (every request runs the list query): what a rider's first look costs
    await big.restart({ BOOKINGS_LIST_CACHE_ENTRIES: "0" });
    rows.push(
      await load({
        label: `${kind}: 200,000 bookings, list cache off`,
        url: big.url,
        headers: { cookie: big.cookie },
        serverPid: big.pid,
        connections: 50,
        durationS: DURATION_S,
      }),
    );
  } finally {
    await small.stop();
    await big.stop();
  }
}
printTable(
  `GET /api/v1/bookings?page=1&limit=10 (rider with 200 bookings, 50 connections, best of ${ROUNDS} alternating rounds of ${DURATION_S} s; the cache-off row is one run)`,
  rows,
);
