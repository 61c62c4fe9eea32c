import type { Database } from "../client.ts";
import { TARIFF_V1 } from "./tariff.v1.ts";

/** Inserts tariff version 1 only when no tariff exists (an operator's later versions are never touched). */
export async function seedTariff(database: Database) {
  const existing = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM tariffs");
  if (existing[0].n > 0) return;
  await database.query(
    "INSERT INTO tariffs (version, data, note) VALUES ($1, $2::jsonb, $3) ON CONFLICT (version) DO NOTHING",
    [TARIFF_V1.version, JSON.stringify(TARIFF_V1), "Initial published tariff (db/seed/tariff.v1.ts, README ## Tariff)"],
  );
}
