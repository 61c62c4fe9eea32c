import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import type { LocalHub } from "./local-hub.ts";
import type { LiveEvent } from "./types.ts";

interface Row {
  id: string | number;
  topic: string;
  kind: LiveEvent["kind"];
  data: unknown;
}

const LOAD_SQL = "SELECT id, topic, kind, data FROM live_events WHERE id = ANY($1::bigint[]) ORDER BY id";
const RESYNC_SQL =
  "SELECT id, topic, kind, data FROM live_events WHERE topic = ANY($1::text[]) AND id > $2 ORDER BY id LIMIT 2000";
/** ids delivered lately, so an event reached both by its NOTIFY and by a resync is delivered once */
const RECENT_IDS = 20_000;

/** A bounded set of the latest ids (oldest forgotten first). */
export class RecentIds {
  private readonly set = new Set<number>();
  constructor(private readonly cap: number) {}
  has(id: number) {
    return this.set.has(id);
  }
  add(id: number) {
    this.set.add(id);
    if (this.set.size > this.cap) this.set.delete(this.set.values().next().value!);
  }
}

/** What one NOTIFY on LIVE_CHANNEL says: an id, its topic and the schema it was stored in. */
export function parseAnnouncement(payload: string, schema: string): { id: number; topic: string } | undefined {
  try {
    const a: unknown = JSON.parse(payload);
    if (typeof a !== "object" || a === null || !("s" in a) || a.s !== schema) return undefined;
    if (!("id" in a) || !("topic" in a) || typeof a.topic !== "string") return undefined;
    const id = Number(a.id);
    return Number.isSafeInteger(id) && id > 0 ? { id, topic: a.topic } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stored events of this installation, announced by NOTIFY, loaded and delivered to this instance's subscribers.
 * Announcements arriving together are loaded in one query (on the pool: no connection is held between events);
 * an event nobody here follows is not loaded at all. Deliveries run one batch after another, in id order. After the
 * listener reconnects, `resync` loads what was stored meanwhile on the followed topics; ids already delivered are
 * skipped, so nothing reaches a subscriber twice.
 */
export function createStoredFeed(opts: {
  database: Pick<Database, "query">;
  local: Pick<LocalHub, "deliver" | "has" | "topics">;
  schema: string;
  /** the newest live_events id when the hub started: a resync never goes further back */
  startAfter: number;
  log: FastifyBaseLogger;
}) {
  const { database, local, log } = opts;
  const pending = new Set<number>();
  const delivered = new RecentIds(RECENT_IDS);
  let announcedUpTo = opts.startAfter;
  let scheduled = false;
  let closed = false;
  let chain: Promise<void> = Promise.resolve();

  const deliverRows = (rows: Row[]) => {
    for (const r of rows) {
      const id = Number(r.id);
      if (delivered.has(id)) continue;
      delivered.add(id);
      local.deliver({ id, topic: r.topic, kind: r.kind, data: r.data });
    }
  };
  /** runs after every earlier batch, so subscribers see events in the order they were loaded */
  const serial = (work: () => Promise<void>) => {
    chain = chain.then(work).catch((err) => log.warn({ err }, "live updates: loading stored events failed"));
    return chain;
  };
  const resyncFrom = (afterId: number, attempt = 0): Promise<void> =>
    serial(async () => {
      if (closed) return;
      const topics = local.topics();
      if (!topics.length) return;
      try {
        deliverRows(await database.query<Row>(RESYNC_SQL, [topics, afterId], "live_events_resync"));
      } catch (err) {
        if (attempt >= 5) throw err;
        setTimeout(() => void resyncFrom(afterId, attempt + 1), 500 * 2 ** attempt).unref();
      }
    });
  const flush = () =>
    serial(async () => {
      scheduled = false;
      const ids = [...pending];
      pending.clear();
      if (closed || !ids.length) return;
      try {
        deliverRows(await database.query<Row>(LOAD_SQL, [ids], "live_events_load"));
      } catch (err) {
        log.warn({ err }, "live updates: loading stored events failed; retrying");
        void resyncFrom(Math.min(...ids) - 1);
      }
    });

  return {
    /** a NOTIFY on LIVE_CHANNEL */
    announced(payload: string) {
      const a = parseAnnouncement(payload, opts.schema);
      if (!a) return;
      announcedUpTo = Math.max(announcedUpTo, a.id);
      if (closed || !local.has(a.topic) || delivered.has(a.id)) return;
      pending.add(a.id);
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => void flush());
      }
    },
    /** the listener came back after a drop: deliver what was stored while it was away */
    resync: () => resyncFrom(announcedUpTo),
    /** resolves once every batch started so far was delivered (tests) */
    idle: () => chain,
    close() {
      closed = true;
      pending.clear();
    },
  };
}
