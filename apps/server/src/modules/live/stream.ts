import type { OutgoingHttpHeaders } from "node:http";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.ts";
import { addressKey } from "../../lib/client-address.ts";
import { MAX_STREAM_MS, SseConnection, StreamRegistry } from "./sse.ts";
import type { LiveEvent, LiveHub } from "./types.ts";

export interface StreamOptions {
  /** the topics this stream follows (liveTopics) */
  topics: string[];
  /** the current view, sent first as `event: snapshot` (on every connection, so a reconnect is always whole) */
  snapshot: () => Promise<unknown>;
  /** drop events this reader must not see (e.g. a share page sees steps and positions only) */
  filter?: (event: LiveEvent) => boolean;
}

/** events arriving while the snapshot and the replay are read are kept, up to this many */
const MAX_QUEUED = 1000;

const registries = new WeakMap<LiveHub, StreamRegistry>();
/** The streams open on this instance (one registry per application). */
export function liveStreams(ctx: Pick<AppContext, "live" | "config">): StreamRegistry {
  let r = registries.get(ctx.live);
  if (!r) {
    r = new StreamRegistry(ctx.config.LIVE_MAX_STREAMS, ctx.config.LIVE_HEARTBEAT_SECONDS * 1000);
    registries.set(ctx.live, r);
  }
  return r;
}
/** Ends every open stream (the application is closing: app.ts calls it before the server stops listening). */
export function closeLiveStreams(ctx: Pick<AppContext, "live" | "config">) {
  registries.get(ctx.live)?.closeAll();
}

/** Last-Event-ID: a stored event's id (digits only); anything else is ignored, as if absent. */
export function parseLastEventId(header: string | string[] | undefined): number | undefined {
  const v = Array.isArray(header) ? header[0] : header;
  if (!v || !/^\d{1,15}$/.test(v.trim())) return undefined;
  return Number(v.trim());
}

/** Who a stream counts against: the signed-in user, else the client's address or IPv6 /64 (a share link's visitor). */
async function ownerOf(req: FastifyRequest): Promise<string> {
  const session = await req.getSession().catch(() => null);
  return session ? `user:${session.user.id}` : `ip:${addressKey(req.ip)}`;
}

/**
 * Serves a Server-Sent Events stream (decision record 010): the snapshot, the stored events after Last-Event-ID
 * (a reconnect resumes with exactly what it missed), then every live event on the topics until the client goes away.
 * Call after authorization. Refused with 429 over the per-instance (LIVE_MAX_STREAMS) or per-person cap. A failing
 * snapshot answers its error as any route would (nothing is written before it is read). No database connection is
 * held while the stream is open; a reader that falls too far behind is dropped; proxies are told not to buffer.
 */
export async function streamLive(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, opts: StreamOptions) {
  const registry = liveStreams(ctx);
  const owner = await ownerOf(req);
  registry.check(owner);
  const lastId = parseLastEventId(req.headers["last-event-id"]);
  const allowed = (e: LiveEvent) => !opts.filter || opts.filter(e);
  // what arrives while the snapshot and the replay are read is queued, so nothing falls between them
  let to: LiveEvent[] | SseConnection = [];
  const unsubscribe = ctx.live.subscribe(opts.topics, (e) => {
    if (!allowed(e)) return;
    if (to instanceof SseConnection) to.send(e);
    else if (to.length < MAX_QUEUED) to.push(e);
  });
  let snapshot: unknown;
  let replayed: LiveEvent[];
  try {
    snapshot = await opts.snapshot();
    replayed = lastId === undefined ? [] : await ctx.live.replay(opts.topics, lastId);
    registry.check(owner); // the caps again: others may have opened meanwhile
  } catch (err) {
    unsubscribe();
    throw err;
  }
  reply.hijack();
  if (req.raw.socket.destroyed) {
    unsubscribe(); // the reader left while the snapshot was read
    return void reply.raw.destroy();
  }
  const res = reply.raw;
  res.writeHead(200, {
    ...securityHeaders(reply),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no", // nginx and others: pass each event on at once
  });
  req.raw.socket.setNoDelay(true);
  const c = new SseConnection(res, owner);
  const maxAge = setTimeout(() => c.end(), MAX_STREAM_MS * (1 + Math.random() / 5));
  c.onFinish(() => {
    clearTimeout(maxAge);
    unsubscribe();
  });
  registry.add(c);

  c.write("retry: 3000\n\n");
  c.send({ kind: "snapshot", data: snapshot });
  let maxId = lastId ?? 0;
  for (const e of replayed) {
    if (e.id !== undefined && e.id <= maxId) continue;
    if (allowed(e)) c.send(e);
    maxId = Math.max(maxId, e.id ?? 0);
  }
  for (const e of to) if (e.id === undefined || e.id > maxId) c.send(e);
  to = c;
}

/** the security plugin's headers set on the reply (hijacking skips Fastify's sending of them) */
function securityHeaders(reply: FastifyReply): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(reply.getHeaders())) {
    if (v !== undefined && k !== "content-length") out[k] = Array.isArray(v) ? v : String(v);
  }
  return out;
}
