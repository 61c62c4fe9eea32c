import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { DB_TARGET } from "../../test/helpers.ts";
import { openDatabase, type Database } from "./client.ts";
import { migrate, MIGRATIONS_DIR } from "./migrate.ts";
import { seed } from "./seed/seed.ts";

const CHECKS = "0701_value_checks.sql";
const schema = `t_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
const before = mkdtempSync(path.join(os.tmpdir(), "migrations-"));
let database: Database | undefined;

afterAll(async () => {
  if (database && DB_TARGET === "postgres")
    await database.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => {});
  await database?.close();
  rmSync(before, { recursive: true, force: true });
});

const insertQuote = (db: Database, userId: string, service: string) =>
  db.query(
    `INSERT INTO quotes (user_id, service_type, car_type, trip, route, breakdown, fare_paise, tariff_version, start_time, end_time, expires_at)
     VALUES ($1, $2, 'sedan', '{}'::jsonb, '{}'::jsonb, '[]'::jsonb, 100000, 1, now(), now(), now())`,
    [userId, service],
  );

describe("CHECK constraints on service and status values (migration 0701)", () => {
  it("applies to a database that already holds rows, then refuses a value outside the list", async () => {
    database =
      DB_TARGET === "postgres"
        ? await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, schema, poolSize: 2 })
        : await openDatabase({ dataDir: "memory://" });
    // the database as it was before the migration, with rows in it (one of them outside the list)
    for (const f of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith(".sql") && f < CHECKS))
      cpSync(path.join(MIGRATIONS_DIR, f), path.join(before, f));
    await migrate(database, before);
    await seed(database);
    const [user] = await database.query<{ id: string }>("INSERT INTO users (name) VALUES ('Checks') RETURNING id");
    await insertQuote(database, user.id, "outstation");
    await insertQuote(database, user.id, "luxury-car");

    expect(await migrate(database)).toContain(CHECKS);

    await insertQuote(database, user.id, "cab-booking");
    await expect(insertQuote(database, user.id, "city-ride")).rejects.toThrow(/quotes_service_type_check/);
    const constraints = await database.query<{ conname: string }>(
      "SELECT conname FROM pg_constraint WHERE conname IN ('quotes_service_type_check', 'bookings_service_type_check', 'refunds_status_check', 'payments_gateway_check') AND connamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema()) ORDER BY conname",
    );
    expect(constraints.map((c) => c.conname)).toEqual([
      "bookings_service_type_check",
      "payments_gateway_check",
      "quotes_service_type_check",
      "refunds_status_check",
    ]);
    // every migration applied twice over on a fresh database: tens of seconds on a loaded 2-core machine
  }, 120_000);
});
