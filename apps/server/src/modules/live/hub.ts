import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Database } from "../../db/client.ts";
import { keepListening } from "./listener.ts";
import { createLocalHub } from "./local-hub.ts";
import { LIVE_CHANNEL } from "./record.ts";
import { createStoredFeed } from "./stored-feed.ts";
import {
  encodeTransient,
  inProcessTransport,
  packTransient,
  postgresTransport,
  redisTransport,
  unpackTransient,
  type TransientTransport,
} from "./transient.ts";
import type { LiveHub } from "./types.ts";

export interface LiveHubOptions {
  database: Database;
  log: FastifyBaseLogger;
  /** this instance's id: a transient event it sent and gets back from the others is not delivered twice */
  instanceId: string;
  /** the application's Redis connection (REDIS_URL): transient events then travel by Redis pub/sub */
  redis?: Redis;
  /** LISTEN connection checks and reconnection waits (tests shorten them) */
  pingMs?: number;
  backoffMs?: [number, number];
}

/**
 * The live hub of one instance (decision record 010), reaching every instance of the installation:
 * - stored events (recordLiveEvent) are announced by NOTIFY at commit; each instance LISTENs (PostgreSQL: one
 *   dedicated connection, reconnected with backoff, then resynchronised; PGlite: in process) and loads the rows;
 * - transient events (publish: positions) are delivered here at once and sent to the others through Redis pub/sub
 *   when REDIS_URL is set, else NOTIFY outside a transaction (PostgreSQL), else nowhere (PGlite is one process).
 *   Events published together are packed into few messages, each under NOTIFY's 8000-byte limit.
 */
export async function createLiveHub(opts: LiveHubOptions): Promise<LiveHub> {
  const { database, log } = opts;
  const local = createLocalHub(database.db);
  const [here] = await database.query<{ schema: string; db: string; newest: string | number }>(
    "SELECT current_schema() AS schema, current_database() AS db, (SELECT coalesce(max(id), 0) FROM live_events) AS newest",
  );
  const namespace = `${here!.db}.${here!.schema}`;
  const feed = createStoredFeed({ database, local, schema: here!.schema, startAfter: Number(here!.newest), log });

  const fromOthers = (message: string) => {
    for (const e of unpackTransient(message, namespace, opts.instanceId)) local.deliver(e);
  };
  // the LISTEN session, made below, also carries the NOTIFYs of transient events (PostgreSQL without Redis)
  const viaListener = (sql: string, params: unknown[]) => listening.query(sql, params);
  let transport: TransientTransport;
  if (database.kind === "pglite") transport = inProcessTransport();
  else if (opts.redis) transport = await redisTransport({ redis: opts.redis, namespace, log, onMessage: fromOthers });
  else transport = postgresTransport(database, viaListener, fromOthers);

  const listening = keepListening({
    database,
    channels: transport.channel ? [LIVE_CHANNEL, transport.channel] : [LIVE_CHANNEL],
    onNotify: (channel, payload) => {
      if (channel === LIVE_CHANNEL) feed.announced(payload);
      else transport.received?.(payload);
    },
    onConnect: (again) => {
      if (again) void feed.resync();
    },
    log,
    pingMs: opts.pingMs,
    backoffMs: opts.backoffMs,
  });
  await listening.start();

  const outbox = createOutbox(async (encoded) => {
    try {
      await transport.send(packTransient(encoded, namespace, opts.instanceId));
    } catch (err) {
      // a position lost between instances is replaced by the next one (and by the next stream's snapshot)
      log.warn({ err }, "live updates: a transient event did not reach the other instances");
    }
  });

  return {
    // delivered here at once; the other instances get it with the next batch (the caller never waits for them)
    async publish(event) {
      const encoded = encodeTransient(event);
      local.deliver(event);
      if (transport.kind !== "in-process") outbox.add(encoded);
    },
    subscribe: local.subscribe,
    replay: local.replay,
    status: () => ({
      transient: transport.kind,
      listening: listening.listening(),
      drops: listening.drops(),
      subscriptions: local.size(),
    }),
    async close() {
      feed.close();
      await listening.close();
      await outbox.drain();
      await transport.close();
      await local.close();
    },
  };
}

/**
 * Transient events waiting for the other instances. One send at a time: what is published while a send is on its way
 * goes out together in the next one, so a burst of positions costs a few statements, not one each. `drain` resolves
 * once everything added so far was sent (closing, tests).
 */
function createOutbox(send: (encoded: string[]) => Promise<void>) {
  let waiting: string[] = [];
  let running: Promise<void> | undefined;
  const run = async () => {
    await new Promise((r) => setImmediate(r)); // what the current turn of the event loop publishes goes together
    while (waiting.length) {
      const batch = waiting;
      waiting = [];
      await send(batch);
    }
    running = undefined;
  };
  return {
    add(encoded: string) {
      waiting.push(encoded);
      running ??= run();
    },
    drain: async () => {
      while (running) await running;
    },
  };
}
