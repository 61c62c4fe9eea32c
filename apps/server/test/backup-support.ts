import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { expect, inject } from "vitest";
import { buildApp } from "../src/app.ts";
import { openDatabase, type Database } from "../src/db/client.ts";
import { systemClock } from "../src/lib/clock.ts";
import { insertEventWithQuote } from "../src/modules/events/test-support.ts";
import { insertQuote, optionsOf, payOrder, placeOrder } from "../src/modules/bookings/test-factories.ts";
import { registerAndLogin, type RegisteredRider } from "./auth-helpers.ts";
import { uniquePhone } from "./factories.ts";
import { q } from "../src/lib/sql.ts";
import { sql } from "drizzle-orm";
import { closeOnce, testConfig, type TestApp } from "./helpers.ts";

/** Test support for backups and the move to PostgreSQL (decision record 014). */

/** A temporary DATA_DIR; `remove` deletes it. */
export function tempDataDir(prefix = "chauffeur-backup-"): { root: string; remove(): void } {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** An embedded database in `root` (DATA_DIR), started from the migrated and seeded template (about a second). */
export function openEmbeddedFromTemplate(root: string): Promise<Database> {
  const tar = readFileSync(inject("pgliteTemplate"));
  return openDatabase({ dataDir: root, loadDataDir: new Blob([tar]) });
}

/** An app on `database` as the server builds it (jobs off; the test runs them). */
export async function appOn(database: Database, config: Record<string, string> = {}): Promise<TestApp> {
  const cfg = testConfig(config);
  const clock = systemClock();
  const app = await buildApp({ config: cfg, database, clock, logger: false });
  await app.ready();
  return {
    app,
    database,
    clock,
    config: app.ctx.config,
    close: closeOnce(app, database),
  };
}

let hours = 48;
/** A paid booking of `cookie`'s rider: quote, order, sandbox capture (which issues the invoice). */
export async function paidBooking(t: TestApp, rider: { userId: string; cookie: string }): Promise<string> {
  hours += 24;
  const quoteId = await insertQuote(t, { userId: rider.userId, startInHours: hours, farePaise: 412300 });
  const order = await placeOrder(t, rider.cookie, quoteId, `backup-${randomUUID()}`);
  expect(order.statusCode, order.body).toBe(200);
  await payOrder(t, optionsOf(t, order.json()).order_id);
  return order.json().bookingId as string;
}

/**
 * An installation with a registered rider holding `n` paid bookings with invoices, and an event whose accepted quote
 * closes the schema's one cycle of foreign keys (events ↔ event_quotes); returns one booking's invoice.
 */
export async function fillInstallation(t: TestApp, n = 2) {
  const rider = await registerAndLogin(t);
  const bookingIds: string[] = [];
  for (let i = 0; i < n; i++) bookingIds.push(await paidBooking(t, rider));
  const day = new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
  await insertEventWithQuote(t.app.ctx, {
    status: "accepted",
    quoteStatus: "accepted",
    dates: [day],
    lines: [{ kind: "cars", vehicleClass: "sedan", cars: 1, dates: [day], start: "10:00", end: "18:00", basis: "day" }],
  });
  const invoice = await invoicePdf(t.app, bookingIds[0], rider.cookie);
  return { rider, bookingIds, invoice };
}

export async function invoicePdf(app: FastifyInstance, bookingId: string, cookie: string): Promise<Buffer> {
  const res = await app.inject({
    method: "GET",
    url: `/api/v1/bookings/${bookingId}/invoice.pdf`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.rawPayload.subarray(0, 4).toString()).toBe("%PDF");
  return res.rawPayload;
}

/**
 * Writes while a backup runs: each round is one transaction inserting a user (e-mail `writer-…`) and that user's
 * session, plus an order through HTTP. A consistent snapshot holds both rows of a round or neither.
 */
export function startWriter(t: TestApp, rider: RegisteredRider) {
  let stopped = false;
  let rounds = 0;
  const loop = (async () => {
    while (!stopped) {
      await t.database.db.transaction(async (tx) => {
        const email = `writer-${randomUUID().slice(0, 12)}@example.in`;
        const [u] = await q<{ id: string }>(
          tx,
          sql`INSERT INTO users (name, email, phone, status) VALUES ('Writer', ${email}, ${uniquePhone()}, 'active') RETURNING id`,
        );
        await q(
          tx,
          sql`INSERT INTO sessions (id, user_id, expires_at) VALUES (${randomUUID()}, ${u.id}, now() + interval '1 day')`,
        );
      });
      if (rounds % 3 === 0) await paidBooking(t, rider).catch(() => undefined);
      rounds++;
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return rounds;
    },
  };
}

/** Writer rounds in a database: users and sessions must pair up (a torn snapshot would show one without the other). */
export async function writerPairs(database: Database) {
  const [r] = await database.query<{ users: number; sessions: number }>(
    `SELECT (SELECT count(*)::int FROM users WHERE email LIKE 'writer-%') AS users,
            (SELECT count(*)::int FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email LIKE 'writer-%') AS sessions`,
  );
  return r;
}
