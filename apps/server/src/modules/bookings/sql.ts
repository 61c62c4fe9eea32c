import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";

/** Raw SQL through drizzle on either driver (node-postgres and PGlite both answer `{ rows }`). */
export async function q<T = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
export async function q1<T = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T | undefined> {
  return (await q<T>(db, query))[0];
}
