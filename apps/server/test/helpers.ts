import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { ConfigSchema, type Config } from "../src/config.ts";
import { openDatabase, type Database } from "../src/db/client.ts";
import { migrate } from "../src/db/migrate.ts";
import { seed } from "../src/db/seed/seed.ts";
import { buildApp, type BuildOptions } from "../src/app.ts";
import { systemClock, type Clock } from "../src/lib/clock.ts";
import { inject, onTestFinished } from "vitest";

/** Which database the integration tests run on: PGlite always; PostgreSQL when TEST_DATABASE_URL is set and DB_TARGET=postgres. */
export const DB_TARGET = process.env.DB_TARGET === "postgres" && process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

export function testConfig(overrides: Record<string, string> = {}): Config {
  return ConfigSchema.parse({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    JOBS_ENABLED: "false",
    PUBLIC_BASE_URL: "http://localhost:4000",
    ARGON2_MEMORY_KIB: "1024",
    ARGON2_TIME_COST: "1",
    ...overrides,
  });
}

/** A clean database for one test file: a PGlite copy of the migrated template, or a fresh PostgreSQL schema. */
export async function openTestDatabase(): Promise<Database & { dropSchema?: () => Promise<void> }> {
  if (DB_TARGET === "postgres") {
    const schema = `t_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
    const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, schema, poolSize: 5 });
    await migrate(database);
    await seed(database);
    const close = database.close;
    return Object.assign(database, {
      close: async () => {
        await database.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => {});
        await close();
      },
    });
  }
  const tar = readFileSync(inject("pgliteTemplate"));
  const database = await openDatabase({ dataDir: "memory://", loadDataDir: new Blob([tar]) });
  await migrate(database); // no-op unless a migration was added after the template was made
  return database;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: Clock;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(
  opts: { config?: Record<string, string>; clock?: Clock } & Partial<Pick<BuildOptions, "adapters" | "webRoot">> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(opts.config);
  const clock = opts.clock ?? systemClock();
  const app = await buildApp({
    config,
    database,
    clock,
    logger: false,
    adapters: opts.adapters,
    webRoot: opts.webRoot,
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    config: app.ctx.config, // with the installation's generated secrets filled in
    close: closeOnce(app, database),
  };
}

/**
 * Closes the app, then its database, once: a second call (a test that stopped the server, then its afterAll) waits
 * for the first instead of closing a closed database, which can hang until the hook's timeout.
 */
export function closeOnce(app: FastifyInstance, database: Database): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () =>
    (closing ??= (async () => {
      await app.close();
      await database.close();
    })());
}

/** Extracts the session cookie pair ("sid=…") from a response's set-cookie header. */
export function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  const sid = list.find((c) => c.startsWith("sid="));
  if (!sid) throw new Error("no session cookie set");
  return sid.split(";")[0];
}

/** Razorpay's three keys as a test app is configured with them. */
export interface RazorpayTestKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/**
 * Starts a local fake of Razorpay's API on 127.0.0.1 and a test app whose Razorpay adapter talks to it; `close` stops
 * both. The fake server is the test's own (each test file fakes what it needs).
 */
export async function createAppBehindFakeRazorpay(
  server: Server,
  keys: RazorpayTestKeys,
): Promise<TestApp & { closeAll(): Promise<void> }> {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  const t = await createTestApp({
    config: {
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_API_BASE: `http://127.0.0.1:${port}`,
    },
  });
  return {
    ...t,
    closeAll: async () => {
      await t.close();
      await new Promise((r) => server.close(r));
    },
  };
}

/**
 * Moves `clock` to one second into the next fixed window of `windowSeconds` (lib/rate-limit.ts counts per window):
 * a test that spends a limit then expects a 429 cannot straddle a window's end on a slow machine. The clock's offset
 * goes back to what it was when the test ends. Call it inside a test.
 */
export function atStartOfNextWindow(clock: Clock, windowSeconds: number): void {
  const size = windowSeconds * 1000;
  const before = clock.offsetMs();
  const now = Date.now();
  clock.setOffsetMs(Math.ceil((now + before) / size) * size + 1000 - now);
  onTestFinished(() => clock.setOffsetMs(before));
}
