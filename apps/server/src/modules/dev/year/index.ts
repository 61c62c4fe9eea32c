import type { Tariff } from "@chauffeur/contracts";
import type { Database } from "../../../db/client.ts";
import { rebuildDashboardFigures } from "../../dashboard/index.ts";
import { assignFleet, planBookings, type Plan } from "./bookings.ts";
import { makeCompanies } from "./companies.ts";
import { makeEvents } from "./events.ts";
import { growFleet } from "./fleet.ts";
import { makeLeads } from "./leads.ts";
import { bookingRows, moneyRows, numberDocuments } from "./money.ts";
import { counterStatements, readCounters } from "./numbers.ts";
import { HOUR, Prng } from "./prng.ts";
import { rideRows } from "./rides.ts";
import { demoRiderLine, openDemoRider } from "./demo-rider.ts";
import { makeRiders } from "./riders.ts";
import { runStatements, writeChunk } from "./writer.ts";

export const DEFAULT_DEMO_SEED = 20261203;

export type YearOptions = {
  seed?: number;
  /** 1 = ~4,000 riders and ~30,000 bookings; 0.05 for tests */
  scale?: number;
  /** the year ends here (default: now, to the hour) */
  now?: Date;
  /** the supplier's GSTIN printed on every invoice (config GSTIN) */
  gstin: string;
  /** exact counts instead of the scale's (a small installation holding a full page of every console list) */
  counts?: Partial<Record<"riders" | "companies" | "bookings" | "events" | "leads", number>>;
  log?: (line: string) => void;
};

export type YearSummary = {
  rows: number;
  bookings: number;
  riders: number;
  seconds: number;
  counts: Record<string, number>;
};

/** Work run once the year is written, each given the database: the dashboard's figures rebuilt from the year. */
export const FINISH_HOOKS: Array<(database: Database) => Promise<unknown>> = [
  (database) => rebuildDashboardFigures(database),
];

/** How many of each the year holds: by the scale, unless given exactly. */
function countsOf(scale: number, exact: YearOptions["counts"] = {}) {
  return {
    riders: exact.riders ?? Math.max(20, Math.round(4000 * scale)),
    companies: exact.companies ?? Math.max(3, Math.round(30 * scale)),
    bookings: exact.bookings ?? Math.round(30000 * scale),
    events: exact.events ?? Math.max(5, Math.round(200 * scale)),
    leads: exact.leads ?? Math.max(10, Math.round(600 * scale)),
  };
}

/** Bookings already there: the year is written only into an installation without any (unless forced). */
export async function countBookings(database: Database): Promise<number> {
  const [r] = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings");
  return Number(r.n);
}

/** Fills the installation with a year of plausible business (README "A year of demo data"), deterministic per seed. */
export async function generateYear(database: Database, o: YearOptions): Promise<YearSummary> {
  const t0 = Date.now();
  const log = o.log ?? (() => {});
  const scale = o.scale ?? 1;
  const n = countsOf(scale, o.counts);
  const now = Math.floor((o.now ?? new Date()).getTime() / HOUR) * HOUR;
  const root = new Prng(o.seed ?? DEFAULT_DEMO_SEED);
  const [t] = await database.query<{ version: number; data: Tariff }>(
    "SELECT version, data FROM tariffs ORDER BY version DESC LIMIT 1",
  );
  if (!t) throw new Error("No tariff: start the server once (or run the seed) before generating the year.");
  const [op] = await database.query<{ id: string }>(
    "SELECT id FROM users WHERE role = 'operator' ORDER BY created_at, id LIMIT 1",
  );
  const phones = new Set(
    (await database.query<{ phone: string }>("SELECT phone FROM users WHERE phone IS NOT NULL")).map((u) => u.phone),
  );
  const counts: Record<string, number> = {};
  const write = async (tables: Parameters<typeof writeChunk>[1]) => {
    for (const tb of tables) counts[tb.table] = (counts[tb.table] ?? 0) + tb.rows.length;
    return writeChunk(database, tables);
  };

  const fleet = await growFleet(database, root.fork("fleet"), now, phones, scale);
  const { riders, table: users } = makeRiders(root.fork("riders"), n.riders, now, phones);
  const { companies, tables: companyTables } = makeCompanies(root.fork("companies"), n.companies, riders, now);
  await write([...fleet.tables, users, ...companyTables]);
  log(`fleet, ${riders.length} riders and ${companies.length} companies written`);

  const plans = planBookings(root.fork("bookings"), {
    tariff: t.data,
    riders,
    companies,
    now,
    total: n.bookings,
  });
  assignFleet(root.fork("assign"), plans, fleet);
  const invoices = await readCounters(database, "invoice_counters");
  const credits = await readCounters(database, "credit_note_counters");
  numberDocuments(plans, invoices, credits);
  const ctx = {
    now,
    operatorId: op?.id ?? null,
    emails: new Map(riders.map((x) => [x.id, x.email])),
    phones: new Map(riders.map((x) => [x.id, x.phone])),
  };
  const money = root.fork("money");
  const rides = root.fork("rides");
  for (const chunk of chunks(plans, 1000)) {
    await write([
      bookingRows(chunk, t.version, now),
      ...moneyRows(money, chunk, o.gstin),
      ...rideRows(rides, chunk, ctx),
    ]);
    log(`bookings up to ${new Date(chunk[chunk.length - 1].start).toISOString().slice(0, 10)} written`);
  }

  const eventDocs = new Map<string, Map<string, number>>();
  for (const series of ["RV", "EI"])
    eventDocs.set(series, await readCounters(database, "event_document_counters", `WHERE series = '${series}'`));
  const ev = makeEvents(root.fork("events"), n.events, now, o.gstin, phones, t.version, eventDocs);
  await write([...ev.tables, makeLeads(root.fork("leads"), n.leads, now, phones)]);
  await finish(database, invoices, credits, ev.docs, Object.keys(counts));
  for (const hook of FINISH_HOOKS) await hook(database);
  const rows = Object.values(counts).reduce((s, n) => s + n, 0);
  return { rows, bookings: plans.length, riders: riders.length, seconds: (Date.now() - t0) / 1000, counts };
}

/** The series' counters where the next document follows, the riders' versions, the statistics. */
async function finish(
  database: Database,
  invoices: Map<string, number>,
  credits: Map<string, number>,
  eventDocs: Map<string, Map<string, number>>,
  tables: string[],
) {
  await runStatements(database, [
    ...counterStatements("invoice_counters", invoices),
    ...counterStatements("credit_note_counters", credits),
    ...[...eventDocs].flatMap(([series, c]) => counterStatements("event_document_counters", c, series)),
    // the riders' My Bookings versions, which the disabled triggers would have bumped (migration 0402)
    [
      `INSERT INTO rider_booking_versions (user_id, version)
        SELECT user_id, count(*) FROM bookings WHERE user_id IS NOT NULL GROUP BY user_id
      ON CONFLICT (user_id) DO UPDATE SET version = rider_booking_versions.version + excluded.version`,
    ],
  ]);
  // the planner's statistics and the visibility map (index-only scans: the console's counts) for what was written;
  // PGlite has no autovacuum to do it later
  await database.exec(`VACUUM (ANALYZE) ${tables.join(", ")}`);
}

function* chunks(plans: Plan[], size: number) {
  for (let i = 0; i < plans.length; i += size) yield plans.slice(i, i + size);
}

/** DEMO_DATA=year at start: the year written once, into a database that has no bookings yet. */
export async function loadDemoYear(
  config: { GSTIN: string } & Parameters<typeof openDemoRider>[0],
  database: Database,
): Promise<void> {
  if ((await countBookings(database)) > 0) return;
  console.log("Writing a year of demo data (DEMO_DATA=year; a few minutes the first time)…");
  const s = await generateYear(database, { gstin: config.GSTIN });
  console.log(`  ${s.bookings} bookings, ${s.rows} rows in ${Math.round(s.seconds)} s`);
  const rider = await openDemoRider(config, database);
  if (rider) console.log(`  ${demoRiderLine(rider)}`);
}
