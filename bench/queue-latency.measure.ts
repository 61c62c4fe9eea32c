/**
 * Measures the console's busiest reads on an embedded database with N bookings:
 *   npm run bench:queue-latency -- [bookings=2000]   (or: node --import tsx bench/queue-latency.measure.ts)
 * Prints median and p95 of the queue (default order, a phone search, a status+date filter) and one booking's detail.
 */
import { randomUUID } from "node:crypto";
import { ConfigSchema } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { migrate } from "../apps/server/src/db/migrate.ts";
import { seed } from "../apps/server/src/db/seed/seed.ts";
import { sessions, users } from "../apps/server/src/db/schema/index.ts";
import { buildApp } from "../apps/server/src/app.ts";
import { randomToken, sha256Hex } from "../apps/server/src/lib/crypto.ts";
import { createTestBooking } from "../apps/server/src/modules/ops/test-factories.ts";

const N = Number(process.argv[2] ?? 2000);
const database = await openDatabase({ dataDir: "memory://" });
await migrate(database);
await seed(database);
const config = ConfigSchema.parse({ NODE_ENV: "test", LOG_LEVEL: "silent", JOBS_ENABLED: "false" });
const app = await buildApp({ config, database, logger: false });
await app.ready();
const db = database.db;

const [op] = await db
  .insert(users)
  .values({ name: "Ops", role: "operator", status: "active", phone: "+919000000001", email: "ops@example.in" })
  .returning();
const token = randomToken(32);
// an operator session that has passed the second factor (README, Security: the console asks for it)
await db.insert(sessions).values({
  id: sha256Hex(token),
  userId: op.id,
  expiresAt: new Date(Date.now() + 86_400_000),
  secondFactor: "passed",
});
const riders = [];
for (let i = 0; i < 200; i++) {
  const [u] = await db
    .insert(users)
    .values({
      name: `Rider ${i}`,
      status: "active",
      phone: `+9198${String(i).padStart(8, "0")}`,
      email: `r${i}-${randomUUID().slice(0, 4)}@example.in`,
    })
    .returning();
  riders.push(u);
}
const statuses = ["pending", "confirmed", "completed", "cancelled"] as const;
const t0 = Date.now();
let last = "";
for (let i = 0; i < N; i++) {
  const b = await createTestBooking(db, {
    userId: riders[i % riders.length].id,
    status: statuses[i % 4],
    start: new Date(Date.now() + ((i % 60) - 20) * 86_400_000 + (i % 24) * 3600_000),
    carType: ["sedan", "suv", "luxury"][i % 3],
  });
  last = b.id;
}
console.log(`inserted ${N} bookings (with payments) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

async function measure(label: string, url: string, runs = 40) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const s = performance.now();
    const res = await app.inject({ method: "GET", url, headers: { cookie: `sid=${token}` } });
    times.push(performance.now() - s);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(34)} median ${times[Math.floor(runs / 2)].toFixed(1)} ms  p95 ${times[Math.floor(runs * 0.95)].toFixed(1)} ms`,
  );
}
const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
await measure("queue (first 50)", "/api/v1/ops/bookings");
await measure("queue, phone search", "/api/v1/ops/bookings?q=98000001");
await measure("queue, status + date", `/api/v1/ops/bookings?status=confirmed&date=${day}`);
await measure("booking detail", `/api/v1/ops/bookings/${last}`);
await measure("summary counters", "/api/v1/ops/summary");
await app.close();
await database.close();
