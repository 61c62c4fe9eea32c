/**
 * Flight tracking benchmark (npm run bench:flights; also part of npm run bench), in process, 127.0.0.1 only, bounded:
 * the real tracking job (pollDueFlights: adoption, the schedule, the one adjustment) against the local fake of
 * FlightAware AeroAPI, on the embedded database, with a clock that moves one minute per job run.
 *
 * Scenario: an arrival booked 8 hours ahead whose flight slips by 2 hours in steps (+30 min reported 4 h before the
 * scheduled landing, +75 min 2 h before, +120 min 1 h before), then lands 2 h late. Printed: provider calls per
 * tracked flight, pickups moved, announcements sent; beside the baseline measured in the same run, a naive tracker
 * polling every 5 minutes from 6 hours before the scheduled landing until the landing is reported (what a provider's
 * quota would pay without the schedule). Also: the job's time per flight with BENCH_FLIGHTS (default 200) flights due.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { ConfigSchema } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { migrate } from "../apps/server/src/db/migrate.ts";
import { seed } from "../apps/server/src/db/seed/seed.ts";
import { buildApp } from "../apps/server/src/app.ts";
import { bookings, flightTracking, outboxMessages, tariffs, users } from "../apps/server/src/db/schema/index.ts";
import { aeroFlight, startFakeAeroApi } from "../apps/server/src/adapters/flights/fake-aeroapi.test-support.ts";
import { pollDueFlights } from "../apps/server/src/modules/flights/index.ts";

const MIN = 60_000;
const KEY = "bench-aeroapi-key";
const FLIGHTS = Number(process.env.BENCH_FLIGHTS ?? 200);
const START = new Date("2026-03-10T00:30:00.000Z");

const fake = await startFakeAeroApi({ apiKey: KEY });
let offset = 0;
const clock = {
  now: () => new Date(START.getTime() + offset),
  setOffsetMs: (ms: number) => void (offset = ms),
  offsetMs: () => offset,
};
const database = await openDatabase({ dataDir: "memory://" });
await migrate(database);
await seed(database);
const config = ConfigSchema.parse({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  JOBS_ENABLED: "false",
  PUBLIC_BASE_URL: "http://127.0.0.1:4000",
  FLIGHT_STATUS_PROVIDER: "aeroapi",
  AEROAPI_KEY: KEY,
  AEROAPI_API_BASE: fake.url,
});
const app = await buildApp({ config, database, clock, logger: false });
await app.ready();
const db = app.ctx.db;
const [tariff] = await db.select({ v: tariffs.version }).from(tariffs).limit(1);
const [rider] = await db
  .insert(users)
  .values({ name: "Bench Rider", status: "active", phone: "+919812300001", email: "bench-flights@example.in" })
  .returning({ id: users.id });

/** A paid airport arrival on `flight` landing at `landing`, met 30 minutes later. */
async function arrival(flight: string, landing: Date) {
  const start = new Date(landing.getTime() + 30 * MIN);
  const [b] = await db
    .insert(bookings)
    .values({
      reference: `SLX-F${randomUUID().slice(0, 8)}`,
      userId: rider!.id,
      serviceType: "airport-transfer",
      vehicleClass: "sedan",
      status: "confirmed",
      paymentStatus: "paid",
      trip: {
        service: "airport-transfer",
        transferType: "airport-to-city",
        airportCode: "BBI",
        flightNumber: flight,
        flightTime: landing.toISOString(),
        international: false,
        startTime: start.toISOString(),
        pickUp: { address: "Biju Patnaik International Airport", lat: 20.2444, lng: 85.8178 },
        dropOff: { address: "Jaydev Vihar, Bhubaneswar", lat: 20.3036, lng: 85.8186 },
      },
      route: { distanceKm: 8, durationMin: 22, source: "gazetteer" },
      addOns: {},
      breakdown: [],
      amountPaise: 99_900,
      tariffVersion: tariff!.v,
      startTime: start,
      endTime: new Date(start.getTime() + 37 * MIN),
      holdUntil: new Date(start.getTime() + 97 * MIN),
    })
    .returning();
  return b!;
}

// ---------- 1. the 2-hour delay scenario: our schedule against a naive 5-minute poller ----------
const ident = "6E2341";
const landing = new Date(START.getTime() + 8 * 60 * MIN);
const booking = await arrival("6E 2341", landing);
const slip = [
  { at: -4 * 60, delay: 30 },
  { at: -2 * 60, delay: 75 },
  { at: -60, delay: 120 },
];
const flightAt = (nowMs: number) => {
  const rel = (nowMs - landing.getTime()) / MIN;
  const delay = slip.filter((s) => rel >= s.at).at(-1)?.delay ?? 0;
  const landed = rel >= 120;
  return aeroFlight({
    ident,
    origin: "DEL",
    destination: "BBI",
    scheduledOn: landing,
    faFlightId: "BENCH-1",
    estimatedOn: new Date(landing.getTime() + delay * MIN),
    ...(rel >= 0 ? { actualOff: new Date(landing.getTime() - 0 * MIN) } : {}),
    ...(landed ? { actualOn: new Date(landing.getTime() + 120 * MIN) } : {}),
  });
};
let runs = 0;
let jobMs = 0;
for (let m = 0; m <= 8 * 60 + 3 * 60; m++) {
  clock.setOffsetMs(m * MIN);
  fake.setFlight(ident, flightAt(clock.now().getTime()));
  const t0 = performance.now();
  await pollDueFlights(app.ctx);
  jobMs += performance.now() - t0;
  runs++;
}
const ours = fake.callsFor(ident);
const [row] = await db.select().from(flightTracking).where(eq(flightTracking.bookingId, booking.id));
const [b] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
const told = await db
  .select({ n: sql<number>`count(*)::int` })
  .from(outboxMessages)
  .where(sql`${outboxMessages.bookingId} = ${booking.id} AND ${outboxMessages.template} = 'flight.pickup-moved'`);

// the baseline, in the same run against the same fake: every 5 minutes from 6 h before the scheduled landing until
// the provider reports it landed
fake.clear();
const adapter = app.ctx.adapters.flights;
let naive = 0;
for (let m = 2 * 60; m <= 8 * 60 + 3 * 60; m += 5) {
  const now = START.getTime() + m * MIN;
  fake.setFlight(ident, flightAt(now));
  const seen = await adapter.lookup({
    flightNumber: "6E 2341",
    direction: "arrival",
    airportCode: "BBI",
    scheduledAt: landing,
  });
  naive++;
  if (seen?.state === "landed") break;
}

console.log("\n## Provider calls per tracked flight, 2-hour delay (arrival booked 8 h ahead, lands 2 h late)");
console.log("| tracker | provider calls | pickup moved to | announcements (e-mail, SMS) | state |");
console.log("|---|---:|---|---:|---|");
console.log(
  `| schedule (15 min, 5 min in the last hour, from 6 h before) | ${ours} | landing + 2 h 30 min: ${((b!.startTime.getTime() - landing.getTime()) / MIN).toFixed(0)} min after the scheduled landing | ${told[0]!.n} | ${row!.state}, polls ${row!.polls} |`,
);
console.log(`| baseline: every 5 min from 6 h before until landed | ${naive} | – | – | – |`);
console.log(`(job: ${runs} runs, ${(jobMs / runs).toFixed(2)} ms per run on average)`);

// ---------- 2. the job's cost per flight with many flights due at once ----------
fake.clear();
clock.setOffsetMs(0);
const many = new Date(START.getTime() + 3 * 60 * MIN); // inside the tracking window: due at once
for (let i = 0; i < FLIGHTS; i++) {
  const f = `AI${100 + i}`;
  await arrival(`AI ${100 + i}`, many);
  fake.setFlight(
    f,
    aeroFlight({
      ident: f,
      origin: "BOM",
      destination: "BBI",
      scheduledOn: many,
      estimatedOn: new Date(many.getTime() + 20 * MIN),
    }),
  );
}
// the first run adopts them (due at once) and polls the first batch; each run polls at most FLIGHTS_PER_RUN
const t1 = performance.now();
let polled = 0;
for (let i = 0; i < 20; i++) {
  const r = await pollDueFlights(app.ctx);
  polled += r.polled;
  if (r.polled === 0) break;
}
const ms = performance.now() - t1;
console.log(`\n## The tracking job with ${FLIGHTS} flights due`);
console.log("| flights polled | ms per flight (call + adjustment, embedded database) |");
console.log("|---:|---:|");
console.log(`| ${polled} | ${polled ? (ms / polled).toFixed(1) : "–"} |`);

await app.close();
await database.close();
await fake.close();
