import type { FastifyBaseLogger } from "fastify";
import type { Database, Listener } from "../../db/client.ts";

export interface ListenOptions {
  database: Pick<Database, "listen">;
  channels: string[];
  onNotify(channel: string, payload: string): void;
  /** after every successful (re)connection; `again` is false the first time */
  onConnect(again: boolean): void;
  log: FastifyBaseLogger;
  /** how often the connection is checked (a dead peer that sent no FIN is found this way) */
  pingMs?: number;
  /** the first and the longest wait before reconnecting (doubling in between) */
  backoffMs?: [number, number];
}

/**
 * Keeps one LISTEN session open: on PostgreSQL a dedicated connection, reconnected with a doubling backoff after it
 * drops or stops answering; on PGlite an in-process listener. `start` resolves after the first attempt (a database
 * that is down then is retried in the background).
 */
export function keepListening(opts: ListenOptions) {
  const [firstWait, longestWait] = opts.backoffMs ?? [250, 10_000];
  let current: Listener | undefined;
  let closed = false;
  let attempt = 0;
  let connections = 0;
  let drops = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let pingTimer: NodeJS.Timeout | undefined;

  const retry = () => {
    if (closed || retryTimer) return;
    const wait = Math.min(longestWait, firstWait * 2 ** attempt++);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, wait);
    retryTimer.unref();
  };
  const dropped = (l: Listener | undefined, err?: Error) => {
    if (l !== current) return;
    current = undefined;
    clearInterval(pingTimer);
    drops++;
    if (closed) return;
    opts.log.warn({ err }, "live updates: the LISTEN connection dropped; reconnecting");
    retry();
  };
  async function connect() {
    if (closed) return;
    let l: Listener | undefined;
    try {
      l = await opts.database.listen(opts.channels, opts.onNotify, (err) => dropped(l, err));
    } catch (err) {
      if (attempt === 0 || attempt % 10 === 0) opts.log.warn({ err }, "live updates: cannot LISTEN yet; retrying");
      return retry();
    }
    if (closed) return void (await l.close());
    current = l;
    attempt = 0;
    const listener = l;
    pingTimer = setInterval(() => {
      listener.ping().catch((err: Error) => {
        void listener.close();
        dropped(listener, err);
      });
    }, opts.pingMs ?? 30_000);
    pingTimer.unref();
    opts.onConnect(connections++ > 0);
  }

  return {
    start: () => connect(),
    listening: () => current !== undefined,
    /** runs a statement on the LISTEN connection; throws when it is down (the caller uses the pool instead) */
    query: async (sql: string, params?: unknown[]) => {
      if (!current) throw new Error("not listening");
      await current.query(sql, params);
    },
    /** how many times the connection dropped (tests, status) */
    drops: () => drops,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      const l = current;
      current = undefined;
      await l?.close();
    },
  };
}
