import type { Database } from "../../../db/client.ts";
import { inTransaction, tablesWithUserTriggers, type TxSql } from "../../../db/backup/catalog.ts";

/** A row as the columns of its table, in their order; Dates and objects are converted here. */
export type Row = unknown[];
export interface TableRows {
  table: string;
  columns: readonly string[];
  rows: Row[];
}

/** PostgreSQL takes at most 65,535 parameters in one statement: a batch stays well below. */
const MAX_PARAMS = 30_000;
const BATCH_ROWS = 1_000;

const value = (v: unknown): unknown => {
  if (v instanceof Date) return v.toISOString();
  if (v !== null && typeof v === "object") return JSON.stringify(v);
  return v;
};

/** Multi-row INSERTs of ~1,000 rows each (fewer for wide tables). */
export async function insertRows(sql: TxSql, t: TableRows): Promise<void> {
  const per = Math.max(1, Math.min(BATCH_ROWS, Math.floor(MAX_PARAMS / t.columns.length)));
  for (let i = 0; i < t.rows.length; i += per) {
    const batch = t.rows.slice(i, i + per);
    const params: unknown[] = [];
    const tuples = batch.map((r) => {
      const marks = r.map((v) => {
        params.push(value(v));
        return `$${params.length}`;
      });
      return `(${marks.join(", ")})`;
    });
    await sql.query(`INSERT INTO ${t.table} (${t.columns.join(", ")}) VALUES ${tuples.join(", ")}`, params);
  }
}

/**
 * One chunk of the year written in one transaction. The tables' own triggers (the riders' My Bookings version
 * counters, deferred to commit and one per row) are disabled inside it and the counters written once at the end
 * (finishCounters); foreign keys and CHECKs stay on and check every row.
 */
export async function writeChunk(database: Database, chunk: TableRows[]): Promise<number> {
  let n = 0;
  await inTransaction(database, "write", async (sql) => {
    await sql.exec("SET CONSTRAINTS ALL DEFERRED");
    const triggered = await tablesWithUserTriggers(sql);
    for (const t of triggered) await sql.exec(`ALTER TABLE ${t} DISABLE TRIGGER USER`);
    for (const t of chunk) {
      if (t.rows.length === 0) continue;
      await insertRows(sql, t);
      n += t.rows.length;
    }
    for (const t of triggered) await sql.exec(`ALTER TABLE ${t} ENABLE TRIGGER USER`);
  });
  return n;
}

/** Runs statements in one transaction (the counters, the riders' versions, the last updates). */
export async function runStatements(database: Database, statements: Array<[string, unknown[]?]>): Promise<void> {
  await inTransaction(database, "write", async (sql) => {
    for (const [text, params] of statements) await sql.query(text, params ?? []);
  });
}
