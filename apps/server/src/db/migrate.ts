import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./client.ts";

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Applies the checked-in SQL migrations in name order, each in its own transaction, once.
 * On PostgreSQL an advisory lock keeps several instances starting together from racing.
 * Files are numbered by area (0001 core, 01xx accounts, 02xx leads, 03xx fares, 04xx bookings, 05xx ops, 06xx hardening, 07xx value checks, 08xx the day of the ride).
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  return database.withConnection(async (conn) => {
    const applied: string[] = [];
    await conn.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    const lock = database.kind === "postgres";
    if (lock) await conn.query("SELECT pg_advisory_lock(7202511)");
    try {
      const done = new Set(
        (await conn.query<{ name: string }>("SELECT name FROM schema_migrations")).map((r) => r.name),
      );
      for (const file of files) {
        if (done.has(file)) continue;
        const sql = readFileSync(path.join(dir, file), "utf8");
        const escaped = file.replace(/'/g, "''");
        await conn
          .exec(`BEGIN;\n${sql}\n;INSERT INTO schema_migrations (name) VALUES ('${escaped}');\nCOMMIT;`)
          .catch(async (e) => {
            await conn.exec("ROLLBACK").catch(() => {});
            throw new Error(`migration ${file} failed: ${(e as Error).message}`);
          });
        applied.push(file);
      }
    } finally {
      if (lock) await conn.query("SELECT pg_advisory_unlock(7202511)");
    }
    return applied;
  });
}
