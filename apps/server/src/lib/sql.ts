import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";

/** The shape both drivers answer a raw statement with (node-postgres and PGlite both answer `{ rows }`). */
interface RawResult<T> {
  rows: T[];
}

/** Raw SQL through drizzle on either driver. */
export async function q<T = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  // drizzle types `execute` per driver; both drivers answer `{ rows }` (the one cast of raw results lives here)
  const res = (await db.execute(query)) as RawResult<T>;
  return res.rows;
}
export async function q1<T = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T | undefined> {
  return (await q<T>(db, query))[0];
}
