import type { PGlite } from "@electric-sql/pglite";
import type { Database } from "../client.ts";
import { qi, type SequenceState } from "./format.ts";

/** A statement runner inside one transaction (both drivers). */
export interface TxSql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  exec(text: string): Promise<void>;
}

/** The PGlite client behind an embedded Database (undefined on PostgreSQL). */
export function pgliteOf(database: Database): PGlite | undefined {
  return "__pglite" in database ? (database as unknown as { __pglite: PGlite }).__pglite : undefined;
}

/**
 * Runs `fn` in one transaction. PostgreSQL: one pooled connection, `BEGIN <mode>` (a REPEATABLE READ snapshot for a
 * backup, so concurrent writes do not show). PGlite: its own transaction, which holds PGlite's single connection, so
 * the server's other queries wait until it ends (the embedded database has one connection: decision record 014).
 * Output settings are fixed so row text (the checksums) is the same on both databases.
 */
export async function inTransaction<T>(
  database: Database,
  mode: "snapshot" | "write",
  fn: (sql: TxSql) => Promise<T>,
): Promise<T> {
  const settings =
    "SET LOCAL TimeZone = 'UTC'; SET LOCAL DateStyle = 'ISO, YMD'; SET LOCAL IntervalStyle = 'postgres'; " +
    "SET LOCAL extra_float_digits = 1; SET LOCAL bytea_output = 'hex'";
  const client = pgliteOf(database);
  if (client) {
    return client.transaction(async (tx) => {
      if (mode === "snapshot") await tx.exec("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY");
      await tx.exec(settings);
      return fn({
        query: async <R>(text: string, params?: unknown[]) => (await tx.query<R>(text, params)).rows,
        exec: async (text) => {
          await tx.exec(text);
        },
      });
    });
  }
  return database.withConnection(async (conn) => {
    await conn.exec(mode === "snapshot" ? "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY" : "BEGIN");
    try {
      await conn.exec(settings);
      const result = await fn(conn);
      await conn.exec("COMMIT");
      return result;
    } catch (e) {
      await conn.exec("ROLLBACK").catch(() => {});
      throw e;
    }
  });
}

/**
 * The tables of the current schema, parents before children (foreign keys), alphabetical among equals. Deferrable
 * foreign keys do not order tables: a restore defers them to its commit, which is how a cycle of references loads.
 */
export async function tablesInLoadOrder(sql: TxSql): Promise<string[]> {
  const tables = (
    await sql.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename",
    )
  ).map((r) => r.name);
  const edges = await sql.query<{ child: string; parent: string }>(
    `SELECT DISTINCT ch.relname AS child, pa.relname AS parent
       FROM pg_constraint c
       JOIN pg_class ch ON ch.oid = c.conrelid
       JOIN pg_class pa ON pa.oid = c.confrelid
      WHERE c.contype = 'f' AND NOT c.condeferrable AND c.connamespace = to_regnamespace(current_schema()) AND ch.oid <> pa.oid`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) parents.get(e.child)?.add(e.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (!next) throw new Error("the tables' foreign keys form a cycle: no load order exists");
    ordered.push(next);
    placed.add(next);
  }
  return ordered;
}

export async function sequenceStates(sql: TxSql): Promise<SequenceState[]> {
  const names = await sql.query<{ name: string }>(
    "SELECT sequencename AS name FROM pg_sequences WHERE schemaname = current_schema() ORDER BY sequencename",
  );
  const out: SequenceState[] = [];
  for (const { name } of names) {
    const [s] = await sql.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text AS last_value, is_called FROM ${qi(name)}`,
    );
    out.push({ name, lastValue: s.last_value, isCalled: s.is_called });
  }
  return out;
}

/** Row count and checksum of each table, computed in the database (the same value as checksumOfDigests). */
export async function tableChecksums(sql: TxSql, tables: string[]) {
  const out = new Map<string, { rows: number; checksum: string }>();
  for (const t of tables) {
    const [r] = await sql.query<{ n: string; c: string }>(
      `SELECT count(*)::text AS n, md5(coalesce(string_agg(h, '' ORDER BY h COLLATE "C"), '')) AS c
         FROM (SELECT md5(to_jsonb(t)::text) AS h FROM ${qi(t)} t) rows`,
    );
    out.set(t, { rows: Number(r.n), checksum: r.c });
  }
  return out;
}

/** Tables of the current schema holding rows, with their counts (what makes a restore target "not empty"). */
export async function tablesWithRows(sql: TxSql): Promise<Array<{ table: string; rows: number }>> {
  const tables = await sql.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename",
  );
  const out: Array<{ table: string; rows: number }> = [];
  for (const { name } of tables) {
    const [r] = await sql.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${qi(name)}`);
    if (Number(r.n) > 0) out.push({ table: name, rows: Number(r.n) });
  }
  return out;
}

/** Drops every table, view, sequence, function and type of the current schema (restore --force, or an empty schema). */
export async function dropSchemaObjects(sql: TxSql): Promise<void> {
  const stmts = await sql.query<{ s: string }>(
    `SELECT format('DROP VIEW IF EXISTS %I CASCADE', viewname) AS s FROM pg_views WHERE schemaname = current_schema()
     UNION ALL
     SELECT format('DROP TABLE IF EXISTS %I CASCADE', tablename) FROM pg_tables WHERE schemaname = current_schema()`,
  );
  for (const { s } of stmts) await sql.exec(s);
  const rest = await sql.query<{ s: string }>(
    `SELECT format('DROP SEQUENCE IF EXISTS %I CASCADE', sequencename) AS s
       FROM pg_sequences WHERE schemaname = current_schema()
     UNION ALL
     SELECT format('DROP FUNCTION IF EXISTS %s CASCADE', p.oid::regprocedure)
       FROM pg_proc p WHERE p.pronamespace = to_regnamespace(current_schema()) AND p.prokind IN ('f', 'p')
     UNION ALL
     SELECT format('DROP TYPE IF EXISTS %I CASCADE', t.typname)
       FROM pg_type t WHERE t.typnamespace = to_regnamespace(current_schema()) AND t.typtype IN ('e', 'd')`,
  );
  for (const { s } of rest) await sql.exec(s);
}

/** Tables of the current schema with triggers of their own (not foreign-key triggers): disabled while rows load. */
export async function tablesWithUserTriggers(sql: TxSql): Promise<string[]> {
  const rows = await sql.query<{ name: string }>(
    `SELECT DISTINCT c.relname AS name FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid
      WHERE NOT tg.tgisinternal AND c.relnamespace = to_regnamespace(current_schema()) ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}
