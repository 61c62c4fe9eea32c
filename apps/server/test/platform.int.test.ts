import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { openDatabase } from "../src/db/client.ts";
import { migrate } from "../src/db/migrate.ts";
import { createScheduler } from "../src/jobs/scheduler.ts";
import { systemClock } from "../src/lib/clock.ts";
import { DB_TARGET } from "./helpers.ts";
import { freePort, runServerExpectingExit, startServerProcess } from "./process.ts";

const PG_URL = process.env.TEST_DATABASE_URL;
const onPostgres = DB_TARGET === "postgres" && Boolean(PG_URL);
const silentLog = { error: () => {}, info: () => {}, warn: () => {} } as never;

async function withPgSchema<T>(fn: (schema: string) => Promise<T>): Promise<T> {
  const schema = `p_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  await c.query(`CREATE SCHEMA "${schema}"`);
  try {
    return await fn(schema);
  } finally {
    await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await c.end();
  }
}

const enquiry = {
  eventType: "wedding",
  name: "Persistence Check",
  phone: "9437011111",
  description: "Three cars for a wedding in Puri",
};

// these start real server processes: give them room on a busy machine
describe("the server process", { timeout: 180_000 }, () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it("refuses to start on an invalid setting, naming it", async () => {
    const r = await runServerExpectingExit({ PAYMENT_OPTIONS_KEY: "too-short", DATA_DIR: "/nonexistent-never-used" });
    expect(r.code).not.toBe(0);
    expect(r.output).toContain("PAYMENT_OPTIONS_KEY");
    expect(r.output).toMatch(/exactly 32 characters/);
    const r2 = await runServerExpectingExit({ PORT: "not-a-port" });
    expect(r2.code).not.toBe(0);
    expect(r2.output).toContain("PORT");
  });

  it.skipIf(onPostgres)("keeps data across a SIGTERM and a restart (embedded PGlite)", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "persist-"));
    dirs.push(dataDir);
    const s1 = await startServerProcess({ DATA_DIR: dataDir });
    const res = await fetch(`${s1.url}/api/v1/leads/event-enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(enquiry),
    });
    expect(res.status).toBeLessThan(300);
    expect(await s1.stop()).toBe(0); // graceful: exit code 0 after SIGTERM
    const s2 = await startServerProcess({ DATA_DIR: dataDir });
    expect(await s2.stop()).toBe(0);
    const database = await openDatabase({ dataDir });
    const rows = await database.query<{ name: string }>("SELECT name FROM leads WHERE name = $1", [enquiry.name]);
    await database.close();
    expect(rows).toHaveLength(1);
  });

  it.skipIf(!onPostgres)("keeps data across a SIGTERM and a restart (PostgreSQL)", async () => {
    await withPgSchema(async (schema) => {
      const env = { DATABASE_URL: PG_URL!, DATABASE_SCHEMA: schema };
      const s1 = await startServerProcess(env);
      const res = await fetch(`${s1.url}/api/v1/leads/event-enquiries`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(enquiry),
      });
      expect(res.status).toBeLessThan(300);
      expect(await s1.stop()).toBe(0);
      const s2 = await startServerProcess(env);
      expect((await fetch(`${s2.url}/api/v1/health`)).status).toBe(200);
      expect(await s2.stop()).toBe(0);
      const c = new pg.Client({ connectionString: PG_URL, options: `-c search_path=${schema}` });
      await c.connect();
      const { rows } = await c.query("SELECT name FROM leads WHERE name = $1", [enquiry.name]);
      await c.end();
      expect(rows).toHaveLength(1);
    });
  });

  it.skipIf(!onPostgres)(
    "runs on several instances over one PostgreSQL: migrations once, scheduled jobs once per slot",
    async () => {
      await withPgSchema(async (schema) => {
        const env = { DATABASE_URL: PG_URL!, DATABASE_SCHEMA: schema, JOBS_ENABLED: "true", JOB_TICK_MS: "100" };
        // started together: the migration lock must keep them from racing
        const [a, b] = await Promise.all([
          startServerProcess({ ...env, PORT: String(freePort()) }),
          startServerProcess({ ...env, PORT: String(freePort()) }),
        ]);
        await new Promise((r) => setTimeout(r, 1500)); // ~15 ticks each
        await Promise.all([a.stop(), b.stop()]);
        const c = new pg.Client({ connectionString: PG_URL, options: `-c search_path=${schema}` });
        await c.connect();
        const runs = await c.query("SELECT name, slot, count(*)::int AS n FROM job_runs GROUP BY name, slot");
        const migrations = await c.query("SELECT count(*)::int AS n FROM schema_migrations");
        await c.end();
        expect(runs.rows.length).toBeGreaterThan(0);
        for (const r of runs.rows) expect(r.n).toBe(1);
        expect(migrations.rows[0].n).toBeGreaterThan(0);
      });
    },
  );
});

describe("two instances behind a load balancer", { timeout: 180_000 }, () => {
  it.skipIf(!onPostgres)(
    "a session made through one instance is valid on the other, and a logout on one ends it on both",
    async () => {
      await withPgSchema(async (schema) => {
        const env = {
          DATABASE_URL: PG_URL!,
          DATABASE_SCHEMA: schema,
          ARGON2_MEMORY_KIB: "1024",
          ARGON2_TIME_COST: "1",
        };
        const a = await startServerProcess({ ...env, PORT: String(freePort()) });
        const b = await startServerProcess({ ...env, PORT: String(freePort()) });
        try {
          const phone = `+919${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
          const rider = {
            name: "Two Instances",
            email: `two-${randomUUID().slice(0, 8)}@example.in`,
            phone,
            password: "Sarathi#2025",
          };
          const json = { "content-type": "application/json" };
          const reg = await fetch(`${a.url}/api/v1/user/register`, {
            method: "POST",
            headers: json,
            body: JSON.stringify(rider),
          });
          expect(reg.status).toBe(201);
          // the OTP is read from instance B's development mailbox: the outbox is in the shared database
          const box = await (await fetch(`${b.url}/api/v1/dev/outbox?to=${encodeURIComponent(phone)}`)).json();
          const otp = Number(
            /\b(\d{5})\b/.exec(box.messages.find((m: { channel: string }) => m.channel === "sms").text)![1],
          );
          const ver = await fetch(`${a.url}/api/v1/user/otp-verify`, {
            method: "POST",
            headers: json,
            body: JSON.stringify({ email: rider.email, phone, otp }),
          });
          expect(ver.status).toBe(200);
          const cookie = ver.headers
            .getSetCookie()
            .find((c) => c.startsWith("sid="))!
            .split(";")[0];
          const meOnB = await fetch(`${b.url}/api/v1/user/me`, { headers: { cookie } });
          expect(meOnB.status).toBe(200);
          expect((await meOnB.json()).user.email).toBe(rider.email);
          await fetch(`${b.url}/api/v1/user/logout`, { headers: { cookie } });
          expect((await fetch(`${a.url}/api/v1/user/me`, { headers: { cookie } })).status).toBe(401);
        } finally {
          await Promise.all([a.stop(), b.stop()]);
        }
      });
    },
  );
});

describe("the scheduler", { timeout: 60_000 }, () => {
  it("runs a job once per slot even when several instances tick at the same moment", async () => {
    const run = async (database: Awaited<ReturnType<typeof openDatabase>>) => {
      await migrate(database);
      let runs = 0;
      const clock = systemClock();
      const job = { name: `count-${randomUUID()}`, everyMs: 60 * 60 * 1000, run: async () => void runs++ };
      const instances = Array.from({ length: 5 }, (_, i) =>
        createScheduler({ database, clock, instanceId: `i${i}`, log: silentLog }),
      );
      instances.forEach((s) => s.register(job));
      await Promise.all(instances.map((s) => s.tick()));
      await Promise.all(instances.map((s) => s.tick()));
      return runs;
    };
    if (onPostgres) {
      await withPgSchema(async (schema) => {
        const database = await openDatabase({ databaseUrl: PG_URL, schema, poolSize: 6 });
        try {
          expect(await run(database)).toBe(1);
        } finally {
          await database.close();
        }
      });
    } else {
      const database = await openDatabase({ dataDir: "memory://" });
      try {
        expect(await run(database)).toBe(1);
      } finally {
        await database.close();
      }
    }
  });
});
