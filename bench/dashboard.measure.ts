/**
 * The owner's dashboard's read on a fresh installation and on a year of rides (docs/decisions/027-dashboard.md):
 *   node --import tsx bench/dashboard.measure.ts [pglite|postgres] [bookings a day = 82]
 * (postgres: TEST_DATABASE_URL, a schema of its own dropped at the end). Prints p50 and p95 of
 * GET /api/v1/ops/dashboard for a year by week, a year by day and a month by day, in process (app.inject), and the
 * cost of the first read after a change (the on-demand refresh of one day).
 */
import { randomUUID } from "node:crypto";
import { ConfigSchema } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { migrate } from "../apps/server/src/db/migrate.ts";
import { seed } from "../apps/server/src/db/seed/seed.ts";
import { sessions, users } from "../apps/server/src/db/schema/index.ts";
import { buildApp } from "../apps/server/src/app.ts";
import { randomToken, sha256Hex } from "../apps/server/src/lib/crypto.ts";
import { insertDashboardSample } from "../apps/server/src/modules/dashboard/index.ts";

const target = process.argv[2] === "postgres" ? "postgres" : "pglite";
const perDay = Number(process.argv[3] ?? 82);
const schema = `bench_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
const database =
  target === "postgres"
    ? await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, schema, poolSize: 5 })
    : await openDatabase({ dataDir: "memory://" });
await migrate(database);
await seed(database);
const config = ConfigSchema.parse({ NODE_ENV: "test", LOG_LEVEL: "silent", JOBS_ENABLED: "false" });
const app = await buildApp({ config, database, logger: false });
await app.ready();
const [op] = await database.db
  .insert(users)
  .values({ name: "Ops", role: "operator", status: "active", phone: "+919000000001", email: "ops@example.in" })
  .returning();
const token = randomToken(32);
await database.db.insert(sessions).values({
  id: sha256Hex(token),
  userId: op!.id,
  expiresAt: new Date(Date.now() + 86_400_000),
  secondFactor: "passed",
});
const cookie = `sid=${token}`;
const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const back = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
const READS = {
  "year by week": `/api/v1/ops/dashboard?from=${back(365)}&to=${back(1)}&grain=week`,
  "year by day": `/api/v1/ops/dashboard?from=${back(365)}&to=${back(1)}&grain=day`,
  "month by day": `/api/v1/ops/dashboard?from=${back(30)}&to=${back(1)}&grain=day`,
};
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

async function measure(label: string) {
  const out: Record<string, { p50: number; p95: number }> = {};
  for (const [name, url] of Object.entries(READS)) {
    const times: number[] = [];
    for (let i = 0; i < 105; i++) {
      const t0 = performance.now();
      const res = await app.inject({ method: "GET", url, headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      if (i >= 5) times.push(performance.now() - t0);
    }
    out[name] = { p50: Math.round(pct(times, 0.5) * 10) / 10, p95: Math.round(pct(times, 0.95) * 10) / 10 };
  }
  // every read a range of its own (no kept answer): a year ending on a different day each time, by week
  const cold: number[] = [];
  for (let i = 1; i <= 60; i++) {
    const t0 = performance.now();
    await app.inject({
      method: "GET",
      url: `/api/v1/ops/dashboard?from=${back(365 + i)}&to=${back(i)}&grain=week`,
      headers: { cookie },
    });
    cold.push(performance.now() - t0);
  }
  out["a new range each time (year by week)"] = {
    p50: Math.round(pct(cold, 0.5) * 10) / 10,
    p95: Math.round(pct(cold, 0.95) * 10) / 10,
  };
  console.log(label, JSON.stringify(out));
  return out;
}

const fresh = await measure(`${target} fresh`);
const t0 = performance.now();
const made = await insertDashboardSample(app.ctx, { days: 365, seed: 1, perDay });
console.log(`${target}: ${made.bookings} bookings inserted and rolled up in ${Math.round(performance.now() - t0)} ms`);
const year = await measure(`${target} a year`);
for (const name of Object.keys(year))
  console.log(`${name}: p95 ${year[name]!.p95} ms, ${(year[name]!.p95 / fresh[name]!.p95).toFixed(2)}× fresh`);
// the first read after a change: one day recomputed before the answer
const changes: number[] = [];
for (let i = 0; i < 10; i++) {
  await database.query(
    `UPDATE bookings SET cancellation_fee_paise = cancellation_fee_paise + 1, updated_at = now()
     WHERE id = (SELECT id FROM bookings ORDER BY random() LIMIT 1)`,
  );
  const s = performance.now();
  await app.inject({ method: "GET", url: READS["year by week"], headers: { cookie } });
  changes.push(performance.now() - s);
}
console.log(
  `${target} first read after a change: p50 ${Math.round(pct(changes, 0.5))} ms, max ${Math.round(Math.max(...changes))} ms`,
);
await app.close();
if (target === "postgres") await database.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
await database.close();
