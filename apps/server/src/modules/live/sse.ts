import { tooMany } from "../../lib/errors.ts";
import type { LiveEvent } from "./types.ts";

/** a signed-in person's streams open at once on one instance (tabs, devices) */
export const MAX_STREAMS_PER_OWNER = 10;
/**
 * a guest's (a share link's visitors) are counted per address, which people behind one network share; an IPv6 address
 * counts as its /64 (lib/client-address.ts addressKey), as the rate limits count it
 */
export const MAX_STREAMS_PER_ADDRESS = 30;
/**
 * Guests together may hold at most this share of LIVE_MAX_STREAMS: the rest is kept for signed-in people, so the rider
 * and the chauffeur of a booking get their stream however many share-link visitors are watching (docs/security.md §7).
 */
export const GUEST_STREAMS_SHARE = 0.5;
/**
 * A reader that falls behind is dropped (it reconnects and resumes by Last-Event-ID) when the stream has more than
 * this waiting for it (a burst never comes near: positions are a few hundred bytes each)...
 */
export const MAX_BUFFERED_BYTES = 1024 * 1024;
/** ...or when what it had waiting has not drained for this long */
export const MAX_STALL_MS = 20_000;
/** a stream ends after this long (plus up to a fifth more, so instances are not reconnected all at once); the
 * browser reconnects at once, so authorization is checked again and streams spread over the instances */
export const MAX_STREAM_MS = 30 * 60 * 1000;

/** the text of one event (computed once per event, however many streams send it) */
const frames = new WeakMap<object, string>();
export function frameOf(e: { id?: number; kind: string; data: unknown }): string {
  let f = frames.get(e);
  if (f === undefined) {
    f = `${e.id !== undefined ? `id: ${e.id}\n` : ""}event: ${e.kind}\ndata: ${JSON.stringify(e.data)}\n\n`;
    frames.set(e, f);
  }
  return f;
}

/** What a stream writes to (a node:http ServerResponse). */
export interface SseResponse {
  readonly writableLength: number;
  write(text: string): boolean;
  end(): void;
  destroy(): void;
  on(event: "close" | "error" | "finish", fn: () => void): unknown;
  once(event: "drain", fn: () => void): unknown;
}

/** One open stream's response: writes unless the reader is too far behind, in which case it is dropped. */
export class SseConnection {
  private done = false;
  /** since when the response has been waiting for its reader to drain it (undefined: it keeps up) */
  private stalledSince: number | undefined;
  private readonly cleanups: Array<() => void> = [];
  constructor(
    private readonly res: SseResponse,
    readonly owner: string,
  ) {
    const gone = () => this.finish();
    res.on("close", gone);
    res.on("error", gone);
    res.on("finish", gone); // ended by its route (e.g. a share link that stopped working)
  }
  get closed() {
    return this.done;
  }
  /** runs once when the stream ends, whatever ends it */
  onFinish(fn: () => void) {
    if (this.done) fn();
    else this.cleanups.push(fn);
  }
  write(text: string) {
    if (this.done) return;
    const stalled = this.stalledSince !== undefined && Date.now() - this.stalledSince > MAX_STALL_MS;
    if (stalled || this.res.writableLength > MAX_BUFFERED_BYTES) {
      // a reader this far behind gets nothing more: dropping it keeps memory bounded, and it resumes on reconnect
      this.res.destroy();
      this.finish();
      return;
    }
    if (!this.res.write(text) && this.stalledSince === undefined) {
      this.stalledSince = Date.now();
      this.res.once("drain", () => (this.stalledSince = undefined));
    }
  }
  send(e: LiveEvent | { kind: string; data: unknown; id?: number }) {
    this.write(frameOf(e));
  }
  /** ends the stream normally (the server is closing, or the stream reached its age) */
  end() {
    if (!this.done) this.res.end();
    this.finish();
  }
  private finish() {
    if (this.done) return;
    this.done = true;
    for (const fn of this.cleanups.splice(0)) {
      try {
        fn();
      } catch {
        /* cleaning one stream must not stop the rest */
      }
    }
  }
}

/** a stream's owner is `user:<id>` or, for a guest, `ip:<address key>` (stream.ts ownerOf) */
const isGuest = (owner: string) => owner.startsWith("ip:");

/**
 * The streams open on one instance: the caps (LIVE_MAX_STREAMS per instance, MAX_STREAMS_PER_OWNER each), one
 * heartbeat timer for them all, and the list to end when the server closes.
 */
export class StreamRegistry {
  private readonly open = new Set<SseConnection>();
  private readonly byOwner = new Map<string, number>();
  private guests = 0;
  private heartbeat: NodeJS.Timeout | undefined;
  constructor(
    private readonly maxStreams: number,
    private readonly heartbeatMs: number,
  ) {}

  get size() {
    return this.open.size;
  }

  /** refuses (429) a stream over either cap, before anything is written */
  check(owner: string) {
    const guest = isGuest(owner);
    if (
      this.open.size >= this.maxStreams ||
      (guest && this.guests >= Math.floor(this.maxStreams * GUEST_STREAMS_SHARE))
    )
      throw tooMany("Too many live connections to this server right now: please try again in a moment.", 30);
    const cap = guest ? MAX_STREAMS_PER_ADDRESS : MAX_STREAMS_PER_OWNER;
    if ((this.byOwner.get(owner) ?? 0) >= cap)
      throw tooMany(
        `You have ${cap} live pages open already: close one of them (another tab or device) and try again.`,
        30,
      );
  }

  add(conn: SseConnection) {
    this.open.add(conn);
    this.byOwner.set(conn.owner, (this.byOwner.get(conn.owner) ?? 0) + 1);
    if (isGuest(conn.owner)) this.guests++;
    conn.onFinish(() => this.remove(conn));
    if (!this.heartbeat) {
      // a comment line: keeps proxies from closing an idle stream and finds readers that went away
      this.heartbeat = setInterval(() => {
        for (const c of this.open) c.write(": keep-alive\n\n");
      }, this.heartbeatMs);
      this.heartbeat.unref();
    }
  }

  private remove(conn: SseConnection) {
    if (!this.open.delete(conn)) return;
    if (isGuest(conn.owner)) this.guests--;
    const n = (this.byOwner.get(conn.owner) ?? 1) - 1;
    if (n > 0) this.byOwner.set(conn.owner, n);
    else this.byOwner.delete(conn.owner);
    if (!this.open.size) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }

  /** the server is closing: every stream ends (browsers reconnect to another instance) */
  closeAll() {
    for (const c of [...this.open]) c.end();
  }
}
