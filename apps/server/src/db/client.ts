import { cpSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type pg from "pg";
import * as schema from "./schema/index.ts";
import { instrumentPglite, instrumentPgPool, QueryHooks, type QueryHook } from "./query-hooks.ts";
import { makeFolderPrivate, privateFolderNotice, tightenTree } from "./private-folder.ts";

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
  /** PGlite's shared_buffers in MB (decision record 012); PostgreSQL's own setting is the server's. */
  sharedBuffersMb?: number;
  /** PGlite on disk: told when the data folder had been open to other accounts and was made private */
  onNotice?: (message: string) => void;
}

/**
 * PGlite's memory (decision record 012): PostgreSQL's defaults reserve 128 MB of shared buffers inside the WebAssembly
 * memory, which never shrinks. A small installation's whole database fits in a few MB and reads that miss the buffers
 * are served from the operating system's page cache, so 16 MB is plenty (`sharedBuffersMb` overrides it).
 */
export const PGLITE_SHARED_BUFFERS_MB = 16;

/**
 * A production build ships a cluster made by PGlite's initdb at build time, migrated and seeded (apps/server/build.mjs),
 * beside the bundle: a new data folder starts as a copy of it instead of running initdb in a second PGlite instance
 * and every migration, which takes seconds and leaves hundreds of MB behind. Migrations newer than the copy run at
 * start as on any folder. Used only when made by the PGlite version installed now.
 */
function copyInitdbTemplate(dataDir: string) {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return;
  const template = path.join(path.dirname(fileURLToPath(import.meta.url)), "pglite-initdb");
  const stamp = path.join(template, ".pglite-version");
  if (!existsSync(stamp)) return; // running from source: PGlite's own initdb
  const require = createRequire(import.meta.url);
  const pkg = path.join(path.dirname(require.resolve("@electric-sql/pglite")), "../package.json");
  const installed = (JSON.parse(readFileSync(pkg, "utf8")) as { version: string }).version;
  // first line: the PGlite version that made it (then a digest of the migrations it holds: apps/server/build.mjs)
  if (readFileSync(stamp, "utf8").split("\n")[0].trim() !== installed) return;
  cpSync(path.join(template, "pgdata"), dataDir, { recursive: true });
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres({ ...opts, databaseUrl: opts.databaseUrl }) : openPglite(opts);
}

async function openPostgres(opts: DatabaseOptions & { databaseUrl: string }): Promise<Database> {
  // each database's driver is loaded only when used: PostgreSQL never loads PGlite, PGlite never loads pg
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
  ]);
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
        pg,
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
    // private whatever the umask or the template's modes (db/private-folder.ts)
    const notice = privateFolderNotice(path.resolve(dir), makeFolderPrivate(path.resolve(dir)));
    if (notice) opts.onNotice?.(notice);
    dataDir = path.resolve(dir, "pglite");
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (!opts.loadDataDir) copyInitdbTemplate(dataDir);
    tightenTree(dataDir);
  }
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
  ]);
  const client = await PGlite.create(dataDir, {
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    startParams: [
      ...PGlite.defaultStartParams,
      "-c",
      `shared_buffers=${opts.sharedBuffersMb ?? PGLITE_SHARED_BUFFERS_MB}MB`,
    ],
  });
  // PGlite sets its own files' modes (0666 from its initdb, whatever the umask): tightened now, every few minutes
  // while it runs (new WAL segments and relations; the folder's 0700 already keeps others out) and when it closes
  const tighten = () => {
    if (dataDir) tightenTree(dataDir);
  };
  tighten();
  const tightening = dataDir ? setInterval(tighten, 5 * 60_000).unref() : undefined;
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
      close: async () => {
        clearInterval(tightening);
        await client.close();
        tighten();
      },
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
  pg: typeof import("pg").default,
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
