import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { Database } from "../../db/client.ts";
import type { LiveEvent } from "./types.ts";

/** the channel transient events (positions) travel on between instances without Redis (PostgreSQL NOTIFY) */
export const LIVE_TRANSIENT_CHANNEL = "live_transient";
/** NOTIFY refuses a payload of 8000 bytes or more; one transient event's JSON must stay under this (the envelope fits) */
export const MAX_TRANSIENT_EVENT_BYTES = 7_500;
/** a message between instances: several events packed up to this size (under NOTIFY's limit, whatever the transport) */
const MAX_MESSAGE_BYTES = 7_900;

/** How transient events reach the other instances; `received` is fed by the listener (NOTIFY) when it has one. */
export interface TransientTransport {
  kind: "redis" | "postgres" | "in-process";
  /** the NOTIFY channel to LISTEN on (PostgreSQL without Redis) */
  channel?: string;
  send(messages: string[]): Promise<void>;
  received?(message: string): void;
  close(): Promise<void>;
}

type Ev = Omit<LiveEvent, "id">;

/** The JSON of one event; throws when it could not travel in a NOTIFY (a programming error: positions are small). */
export function encodeTransient(event: Ev): string {
  const json = JSON.stringify({ topic: event.topic, kind: event.kind, data: event.data });
  if (Buffer.byteLength(json) > MAX_TRANSIENT_EVENT_BYTES)
    throw new Error(`a transient live event must stay under ${MAX_TRANSIENT_EVENT_BYTES} bytes (${event.kind})`);
  return json;
}

/** Packs encoded events, in order, into as few messages as fit under the limit; each names its namespace and origin. */
export function packTransient(encoded: string[], namespace: string, origin: string): string[] {
  const head = `${messagePrefix(namespace, origin)}"e":[`;
  const room = MAX_MESSAGE_BYTES - Buffer.byteLength(head) - 2;
  const messages: string[] = [];
  let batch: string[] = [];
  let size = 0;
  for (const e of encoded) {
    const n = Buffer.byteLength(e) + 1;
    if (batch.length && size + n > room) {
      messages.push(`${head}${batch.join(",")}]}`);
      batch = [];
      size = 0;
    }
    batch.push(e);
    size += n;
  }
  if (batch.length) messages.push(`${head}${batch.join(",")}]}`);
  return messages;
}

/** how every message of an instance begins (packTransient): its own come back to it and are skipped unread */
export const messagePrefix = (namespace: string, origin: string) =>
  `{"s":${JSON.stringify(namespace)},"o":${JSON.stringify(origin)},`;

/** The events of a message from another instance of this installation; [] for our own, another's or a bad one. */
export function unpackTransient(message: string, namespace: string, self: string): Ev[] {
  if (message.startsWith(messagePrefix(namespace, self))) return [];
  if (!message.startsWith(`{"s":${JSON.stringify(namespace)},`)) return [];
  let m: unknown;
  try {
    m = JSON.parse(message);
  } catch {
    return [];
  }
  if (typeof m !== "object" || m === null || !("e" in m) || !Array.isArray(m.e)) return [];
  if (!("s" in m) || m.s !== namespace || !("o" in m) || m.o === self) return [];
  return m.e.filter(
    (e: unknown): e is Ev =>
      typeof e === "object" && e !== null && "topic" in e && typeof e.topic === "string" && "kind" in e && "data" in e,
  );
}

/** PGlite: one process, so every subscriber is already local. */
export const inProcessTransport = (): TransientTransport => ({
  kind: "in-process",
  send: async () => {},
  close: async () => {},
});

const NOTIFY_SQL = "SELECT pg_notify($1, m) FROM unnest($2::text[]) WITH ORDINALITY AS t(m, n) ORDER BY n";

/**
 * PostgreSQL without Redis: NOTIFY outside any transaction (delivered at once), a whole batch in one statement, sent
 * on the LISTEN connection (`viaListener`) so positions take nothing from the pool; on the pool while it is down.
 */
export function postgresTransport(
  database: Pick<Database, "query">,
  viaListener: (sql: string, params: unknown[]) => Promise<void>,
  onMessage: (m: string) => void,
): TransientTransport {
  return {
    kind: "postgres",
    channel: LIVE_TRANSIENT_CHANNEL,
    send: async (messages) => {
      const params = [LIVE_TRANSIENT_CHANNEL, messages];
      try {
        await viaListener(NOTIFY_SQL, params);
      } catch {
        await database.query(NOTIFY_SQL, params, "live_transient_notify");
      }
    },
    received: onMessage,
    close: async () => {},
  };
}

/**
 * Redis pub/sub (REDIS_URL): published on the application's connection, received on a subscriber connection of its
 * own (a subscribed connection can do nothing else), which ioredis reconnects and resubscribes by itself.
 */
export async function redisTransport(opts: {
  redis: Redis;
  namespace: string;
  log: FastifyBaseLogger;
  onMessage: (m: string) => void;
}): Promise<TransientTransport> {
  const channel = `chauffeur:live:${opts.namespace}`;
  const subscriber = opts.redis.duplicate();
  let warned = 0;
  subscriber.on("error", (err) => {
    if (Date.now() - warned > 60_000) opts.log.warn({ err }, "live updates: the Redis subscriber connection failed");
    warned = Date.now();
  });
  subscriber.on("message", (ch: string, message: string) => {
    if (ch === channel) opts.onMessage(message);
  });
  // wait a moment for the subscription, never hold the start for long: ioredis subscribes once Redis answers
  const subscribed = subscriber.subscribe(channel).catch((err) => {
    opts.log.warn({ err }, "live updates: could not subscribe to Redis yet");
  });
  await Promise.race([subscribed, new Promise((r) => setTimeout(r, 3_000).unref())]);
  return {
    kind: "redis",
    send: async (messages) => {
      const p = opts.redis.pipeline();
      for (const m of messages) p.publish(channel, m);
      const results = await p.exec();
      const failed = results?.find(([err]) => err)?.[0];
      if (failed) throw failed;
    },
    close: async () => {
      subscriber.disconnect();
    },
  };
}
