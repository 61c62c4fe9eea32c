import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema/index.ts";
import { instrumentPglite, instrumentPgPool, QueryHooks, type QueryHook } from "./query-hooks.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: repositories take `Db | Tx` first. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  kind: "pglite" | "postgres";
  db: Db;
  /** Run one or more SQL statements without parameters (migrations, maintenance). */
  exec(sql: string): Promise<void>;
  /**
   * Parameterised raw query returning rows. With `name`, PostgreSQL keeps the statement prepared on each pooled
   * connection (parsed and planned once): for the hot paths, whose text never changes. PGlite ignores the name.
   */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], name?: string): Promise<T[]>;
  /** Run work on one dedicated connection (session-level locks, multi-statement scripts). */
  withConnection<T>(fn: (conn: RawConn) => Promise<T>): Promise<T>;
  /**
   * LISTEN on channels outside the pool (live updates, modules/live). PostgreSQL: a connection of its own, which is
   * not reconnected here: `onEnd` says it dropped and the caller reconnects; PGlite: in process (never drops).
   */
  listen(
    channels: string[],
    onNotify: (channel: string, payload: string) => void,
    onEnd: (err?: Error) => void,
  ): Promise<Listener>;
  close(): Promise<void>;
  /** observes every query from now on (metrics, traces: decision record 013); returns its removal */
  addQueryHook(hook: QueryHook): () => void;
  /** connections now: the pool's (PostgreSQL) or the one (PGlite, busy while a query runs) */
  poolStats(): { total: number; idle: number; waiting: number };
}

/**
 * A LISTEN session: `ping` fails when its connection is gone; `query` runs a statement on that same connection (live
 * updates send their NOTIFYs there, off the pool); `close` ends it (without calling onEnd).
 */
export interface Listener {
  ping(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<void>;
  close(): Promise<void>;
}

export interface RawConn {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests isolate each run in its own schema). */
  schema?: string;
  poolSize?: number;
  /** PGlite data folder; "memory://" for a throw-away database. */
  dataDir?: string;
  /** PGlite: start from a dumped data folder (a migrated template) instead of an empty one. */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres({ ...opts, databaseUrl: opts.databaseUrl }) : openPglite(opts);
}

async function openPostgres(opts: DatabaseOptions & { databaseUrl: string }): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: opts.databaseUrl,
    max: opts.poolSize ?? 10,
    options: opts.schema ? `-c search_path=${opts.schema}` : undefined,
  });
  pool.on("error", () => {}); // idle-client errors are reported on the next query
  const hooks = new QueryHooks();
  instrumentPgPool(pool, hooks);
  if (opts.schema) {
    const c = await pool.connect();
    try {
      await c.query(`CREATE SCHEMA IF NOT EXISTS "${opts.schema}"`);
    } finally {
      c.release();
    }
  }
  const db = drizzlePg(pool, { schema });
  return {
    kind: "postgres",
    db,
    exec: async (sql) => {
      await pool.query(sql);
    },
    query: async <T>(sql: string, params?: unknown[], name?: string) =>
      (await pool.query({ text: sql, values: params as unknown[], name })).rows as T[],
    withConnection: async (fn) => {
      const c = await pool.connect();
      try {
        return await fn({
          exec: async (sql) => {
            await c.query(sql);
          },
          query: async <T>(sql: string, params?: unknown[]) => (await c.query(sql, params as unknown[])).rows as T[],
        });
      } finally {
        c.release();
      }
    },
    listen: (channels, onNotify, onEnd) =>
      listenPostgres(
        {
          connectionString: opts.databaseUrl,
          options: opts.schema ? `-c search_path=${opts.schema}` : undefined,
          // named in pg_stat_activity: the one long-lived connection of each instance
          application_name: `live-listen${opts.schema ? ` ${opts.schema}` : ""}`,
        },
        channels,
        onNotify,
        onEnd,
      ),
    close: () => pool.end(),
    addQueryHook: (hook) => hooks.add(hook),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

async function openPglite(opts: DatabaseOptions): Promise<Database> {
  const dir = opts.dataDir ?? "./data";
  let dataDir: string | undefined;
  if (dir.startsWith("memory://")) dataDir = undefined;
  else {
    dataDir = path.resolve(dir, "pglite");
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  const hooks = new QueryHooks();
  instrumentPglite(client, hooks);
  const db = drizzlePglite(client, { schema });
  const raw: RawConn = {
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) => (await client.query<T>(sql, params as unknown[])).rows,
  };
  return Object.assign(
    {
      kind: "pglite" as const,
      db,
      ...raw,
      withConnection: <T>(fn: (c: RawConn) => Promise<T>) => fn(raw),
      listen: (channels: string[], onNotify: (channel: string, payload: string) => void) =>
        listenPglite(client, channels, onNotify),
      close: () => client.close(),
      addQueryHook: (hook: QueryHook) => hooks.add(hook),
      poolStats: () => ({
        total: 1,
        idle: hooks.inFlight === 0 ? 1 : 0,
        waiting: Math.max(0, hooks.inFlight - 1),
      }),
    },
    { __pglite: client },
  );
}

/** One connection outside the pool, LISTENing on `channels` (names are the server's own constants, never input). */
async function listenPostgres(
  config: pg.ClientConfig,
  channels: string[],
  onNotify: (channel: string, payload: string) => void,
  onEnd: (err?: Error) => void,
): Promise<Listener> {
  const c = new pg.Client({ ...config, keepAlive: true });
  let ended = false;
  const end = (err?: Error) => {
    if (ended) return;
    ended = true;
    c.end().catch(() => {});
    onEnd(err);
  };
  c.on("notification", (m) => {
    if (m.payload !== undefined) onNotify(m.channel, m.payload);
  });
  c.on("error", end);
  c.on("end", () => end());
  try {
    await c.connect();
    for (const ch of channels) await c.query(`LISTEN "${ch}"`);
  } catch (err) {
    ended = true;
    await c.end().catch(() => {});
    throw err;
  }
  return {
    ping: async () => {
      await c.query("SELECT 1");
    },
    query: async (sql, params) => {
      await c.query(sql, params as unknown[]);
    },
    close: async () => {
      ended = true;
      await c.end().catch(() => {});
    },
  };
}

/** PGlite's LISTEN is in process: it never drops, so there is nothing to check and no end to report. */
async function listenPglite(
  client: PGlite,
  channels: string[],
  onNotify: (channel: string, payload: string) => void,
): Promise<Listener> {
  const offs = await Promise.all(channels.map((ch) => client.listen(ch, (p) => onNotify(ch, p))));
  return {
    ping: async () => {},
    query: async (sql, params) => {
      await client.query(sql, params as unknown[]);
    },
    close: async () => {
      for (const off of offs) await off().catch(() => {});
    },
  };
}
