import { daysOf } from "@chauffeur/contracts";
import type { Database } from "../../db/client.ts";
import { readDays, type DayRead } from "./read.ts";

/**
 * The day rows this instance has read, per rollups' version (decision record 027): a range reads from the database
 * only the days not read yet, so a new range over days already seen costs no rows. A refresh made here drops only
 * the days it recomputed; any other change of version (another instance's refresh, a rebuild) forgets them all.
 */
interface Kept {
  version: number;
  /** null: read, no row (nothing happened that day) */
  days: Map<string, DayRead | null>;
}
const MAX_DAYS = 1200;
const kept = new WeakMap<Database, Kept>();

export async function daysOfRange(
  database: Database,
  from: string,
  to: string,
  fresh: { version: number; refreshed: { from: number; changed: string[] } | null },
): Promise<DayRead[]> {
  let k = kept.get(database);
  if (!k || k.days.size > MAX_DAYS) kept.set(database, (k = { version: fresh.version, days: new Map() }));
  if (k.version !== fresh.version) {
    if (fresh.refreshed && fresh.refreshed.from === k.version && fresh.version === k.version + 1)
      for (const d of fresh.refreshed.changed) k.days.delete(d);
    else k.days.clear();
    k.version = fresh.version;
  }
  const wanted = daysOf(from, to);
  const missing = wanted.filter((d) => !k.days.has(d));
  if (missing.length) {
    const rows = await readDays(database, missing[0]!, missing[missing.length - 1]!);
    const got = new Map(rows.map((r) => [r.day, r]));
    for (const d of daysOf(missing[0]!, missing[missing.length - 1]!))
      if (!k.days.has(d)) k.days.set(d, got.get(d) ?? null);
  }
  return wanted.map((d) => k.days.get(d)).filter((r): r is DayRead => !!r);
}
