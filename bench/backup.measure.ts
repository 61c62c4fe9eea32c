/**
 * Backup, restore and the move to PostgreSQL, measured (npm run bench:backup; decision record 014), in process,
 * bounded, 127.0.0.1 only. An embedded installation of BENCH_BOOKINGS (default 1000) paid bookings is built through
 * the real order and sandbox payment paths (each with its stored invoice PDF), five bookings per rider; then:
 * the online backup through the running server's control socket (the snapshot's time is how long the embedded
 * database makes other requests wait), the file's size, a restore into an empty PostgreSQL database (as
 * db:move-to-postgres does), a backup of that PostgreSQL copy, and a restore into an empty embedded folder.
 * Needs PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); its database is dropped.
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { ConfigSchema } from "../apps/server/src/config.ts";
import { openDatabase, type Database } from "../apps/server/src/db/client.ts";
import { migrate } from "../apps/server/src/db/migrate.ts";
import { seed } from "../apps/server/src/db/seed/seed.ts";
import { buildApp } from "../apps/server/src/app.ts";
import type { SandboxGateway } from "../apps/server/src/adapters/payments/sandbox.ts";
import { writeBackupFile } from "../apps/server/src/db/backup/dump.ts";
import { restoreBackup } from "../apps/server/src/db/backup/restore.ts";
import { requestBackup } from "../apps/server/src/db/backup/control-socket.ts";
import { randomToken, sha256Hex } from "../apps/server/src/lib/crypto.ts";

const N = Number(process.env.BENCH_BOOKINGS ?? 1000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const root = mkdtempSync(path.join(os.tmpdir(), "bench-backup-"));
const mb = (f: string) => `${(statSync(f).size / 1024 / 1024).toFixed(2)} MB`;
const timed = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
  const t0 = performance.now();
  const r = await fn();
  return [r, Math.round(performance.now() - t0)];
};

const database = await openDatabase({ dataDir: root });
await migrate(database);
await seed(database);
const config = ConfigSchema.parse({ NODE_ENV: "test", LOG_LEVEL: "silent", JOBS_ENABLED: "false", DATA_DIR: root });
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: "127.0.0.1" });
const gateway = app.ctx.adapters.payments as SandboxGateway;

async function rider(): Promise<{ id: string; cookie: string }> {
  const [u] = await database.query<{ id: string }>(
    `INSERT INTO users (name, email, phone, status, phone_verified_at) VALUES ('Bench Rider', $1, $2, 'active', now()) RETURNING id`,
    [
      `bench-${randomUUID().slice(0, 12)}@example.in`,
      `+919${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`,
    ],
  );
  const token = randomToken(32);
  await database.query("INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + interval '30 days')", [
    sha256Hex(token),
    u.id,
  ]);
  return { id: u.id, cookie: `sid=${token}` };
}

async function paidBooking(r: { id: string; cookie: string }, i: number) {
  const start = new Date(Date.now() + 48 * 3600_000 + i * 60_000);
  const trip = {
    service: "outstation",
    pickUp: { address: "Biju Patnaik International Airport, Bhubaneswar", lat: 20.2444, lng: 85.8178 },
    dropOff: { address: "Puri Beach, Puri", lat: 19.7983, lng: 85.8249 },
    stops: [],
    startTime: start.toISOString(),
    returnTime: null,
    isRoundTrip: false,
    hours: null,
    passengerCount: 2,
    luggageCount: 2,
    transferType: null,
    airportCode: null,
    flightNumber: null,
    international: false,
    requestedCarType: null,
  };
  const [q] = await database.query<{ id: string }>(
    `INSERT INTO quotes (user_id, service_type, car_type, trip, route, add_ons, breakdown, fare_paise, tariff_version, start_time, end_time, expires_at)
     VALUES ($1, 'outstation', 'sedan', $2::jsonb, $3::jsonb, '{}'::jsonb, $4::jsonb, 350000, 1, $5, $6, now() + interval '30 minutes') RETURNING id`,
    [
      r.id,
      JSON.stringify(trip),
      JSON.stringify({
        source: "gazetteer",
        approximate: true,
        distanceKm: 62,
        durationMin: 95,
        outwardKm: 62,
        legs: [],
      }),
      JSON.stringify([{ code: "base", label: "Base fare", amountPaise: 350000 }]),
      start,
      new Date(start.getTime() + 3 * 3600_000),
    ],
  );
  const order = await app.inject({
    method: "POST",
    url: "/api/v1/bookings/order/outstation",
    headers: { cookie: r.cookie, "idempotency-key": randomUUID() },
    payload: { quoteId: q.id, addOns: {} },
  });
  if (order.statusCode !== 200) throw new Error(`order: ${order.statusCode} ${order.body}`);
  const bookingId = order.json().bookingId as string;
  const [p] = await database.query<{ o: string }>("SELECT provider_order_id AS o FROM payments WHERE booking_id = $1", [
    bookingId,
  ]);
  const paid = await gateway.completeCheckout(p.o, "success", new Date());
  const w = paid.webhooks[0];
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/payments/webhook",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": w.signature,
      "x-razorpay-event-id": w.eventId,
    },
    payload: w.body,
  });
  if (res.json().outcome !== "captured") throw new Error(`capture: ${res.body}`);
  // history, so the next booking finds a car free
  await database.query("UPDATE bookings SET status = 'completed' WHERE id = $1", [bookingId]);
}

const [, fillMs] = await timed(async () => {
  let r = await rider();
  for (let i = 0; i < N; i++) {
    if (i % 5 === 0) r = await rider();
    await paidBooking(r, i);
  }
});
const [counts] = await database.query<{ b: number; i: number }>(
  "SELECT (SELECT count(*)::int FROM bookings) AS b, (SELECT count(*)::int FROM invoices WHERE document_pdf IS NOT NULL) AS i",
);

const online = path.join(root, "online.backup.gz");
const [, onlineMs] = await timed(() => requestBackup(root, createWriteStream(online)));
const direct = path.join(root, "direct.backup.gz");
const [summary, snapshotMs] = await timed(() => writeBackupFile(database, direct));
await app.close();
await database.close();

const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
const dbName = `bench_backup_${Date.now()}`;
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(PG_URL);
url.pathname = `/${dbName}`;
const rows: string[][] = [];
try {
  const target = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  const [, pgRestoreMs] = await timed(() => restoreBackup(target, createReadStream(direct)));
  const pgFile = path.join(root, "pg.backup.gz");
  const [, pgBackupMs] = await timed(() => writeBackupFile(target, pgFile));
  await target.close();
  const [emb, openMs] = await timed(() => openDatabase({ dataDir: path.join(root, "restored") }));
  const [, embRestoreMs] = await timed(() => restoreBackup(emb as Database, createReadStream(direct)));
  await emb.close();
  rows.push(
    [
      "installation",
      `${counts.b} bookings, ${counts.i} stored invoice PDFs, ${summary.rows} rows in all`,
      `${fillMs} ms to build`,
    ],
    ["embedded backup, online (db:backup through the control socket)", mb(online), `${onlineMs} ms`],
    ["embedded snapshot (requests wait this long)", mb(direct), `${snapshotMs} ms`],
    ["restore into empty PostgreSQL (db:move-to-postgres), verified", "", `${pgRestoreMs} ms`],
    ["PostgreSQL backup (REPEATABLE READ snapshot)", mb(pgFile), `${pgBackupMs} ms`],
    ["restore into an empty embedded folder, verified", "", `${embRestoreMs} ms (+ ${openMs} ms creating the folder)`],
  );
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  rmSync(root, { recursive: true, force: true });
}
console.log(`\nBackups (BENCH_BOOKINGS=${N})`);
for (const r of rows) console.log(`  ${r[0].padEnd(64)} ${r[1].padEnd(12)} ${r[2]}`);
process.exit(0);
