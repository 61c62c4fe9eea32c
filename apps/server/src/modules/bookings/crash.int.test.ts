import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_TARGET, testConfig } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { buildApp } from "../../app.ts";
import { openDatabase, type Database } from "../../db/client.ts";
import { migrate } from "../../db/migrate.ts";
import { seed } from "../../db/seed/seed.ts";
import { systemClock } from "../../lib/clock.ts";
import type { SandboxGateway } from "../../adapters/payments/sandbox.ts";
import { bookingRow, countRows, insertQuote, optionsOf, placeOrder, sendWebhook } from "./test-factories.ts";
import { reconcile } from "./jobs.ts";
import type { TestApp } from "../../../test/helpers.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, "../../../../..");

/**
 * A real crash: a child process creates the provider order and is killed (SIGKILL) before recording it. The
 * database it leaves behind is then opened by a fresh app: reconciliation and the rider's retry complete it, with
 * one provider order and one charge. PostgreSQL: a schema of its own; PGlite: a data folder on disk.
 */
describe("crash between provider order creation and the booking update", () => {
  let database: Database;
  let dataDir: string | undefined;
  let schema: string | undefined;
  const open = () =>
    DB_TARGET === "postgres"
      ? openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, schema, poolSize: 3 })
      : openDatabase({ dataDir: dataDir! });
  beforeAll(async () => {
    if (DB_TARGET === "postgres") schema = `crash_${Date.now().toString(36)}`;
    else dataDir = mkdtempSync(path.join(os.tmpdir(), "crash-pglite-"));
    database = await open();
    await migrate(database);
    await seed(database);
  });
  afterAll(async () => {
    if (schema) await database.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => {});
    await database.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    "is completed by reconciliation and the retry: nothing lost, nothing charged twice",
    { timeout: 120_000 },
    async () => {
      const config = testConfig();
      const clock = systemClock();
      let app = await buildApp({ config, database, clock, logger: false });
      await app.ready();
      const t = { app, database, clock, config, close: async () => {} } as TestApp;
      const rider = await createSignedInUser(t);
      const quoteId = await insertQuote(t, { userId: rider.userId, startInHours: 72 });
      await app.close();
      await database.close(); // PGlite allows one process at a time

      const child = spawnSync(process.execPath, ["--import", "tsx", path.join(here, "crash-child.test-support.ts")], {
        cwd: ROOT,
        env: {
          ...process.env,
          CRASH_DATABASE_URL: DB_TARGET === "postgres" ? process.env.TEST_DATABASE_URL : "",
          CRASH_SCHEMA: schema ?? "",
          CRASH_DATA_DIR: dataDir ?? "",
          CRASH_COOKIE: rider.cookie,
          CRASH_QUOTE: quoteId,
        },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(child.signal, child.stderr).toBe("SIGKILL");

      database = await open();
      app = await buildApp({ config, database, clock, logger: false });
      await app.ready();
      const t2 = { app, database, clock, config, close: async () => {} } as TestApp;
      try {
        const [b] = await database.query<{ id: string; reference: string }>(
          "SELECT id, reference FROM bookings WHERE user_id = $1",
          [rider.userId],
        );
        expect(b).toBeDefined();
        expect(await countRows(t2, "payments", "booking_id = $1", [b.id])).toBe(0);
        expect(await countRows(t2, "sandbox_orders", "receipt = $1", [b.reference])).toBe(1);

        clock.setOffsetMs(2 * 60_000);
        await reconcile(app.ctx);
        clock.setOffsetMs(0);
        expect(await countRows(t2, "payments", "booking_id = $1", [b.id])).toBe(1);

        const retry = await placeOrder(t2, rider.cookie, quoteId, "crash-key");
        expect(retry.statusCode, retry.body).toBe(200);
        expect(retry.json().bookingId).toBe(b.id);
        const orderId = optionsOf(t2, retry.json()).order_id;
        const paid = await (app.ctx.adapters.payments as SandboxGateway).completeCheckout(
          orderId,
          "success",
          clock.now(),
        );
        const res = await sendWebhook(app, paid.webhooks[0]);
        expect(res.json().outcome).toBe("captured");
        expect((await bookingRow(t2, b.id))!.payment_status).toBe("paid");
        expect(await countRows(t2, "sandbox_orders", "receipt = $1", [b.reference])).toBe(1);
        expect(await countRows(t2, "sandbox_payments", "order_id = $1 AND status = 'captured'", [orderId])).toBe(1);
      } finally {
        await app.close();
      }
    },
  );
});
