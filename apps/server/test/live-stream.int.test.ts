import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_STREAMS_PER_OWNER, recordLiveEvent, liveStreams } from "../src/modules/live/index.ts";
import { startLiveApp, type LiveTestApp } from "../src/modules/live/live-app.test-support.ts";
import { SseClient } from "../src/modules/live/sse-client.test-support.ts";
import { createSignedInUser } from "./factories.ts";

/**
 * Live streams over real HTTP (Fastify's inject cannot stream), through streamLive on a test route of any topic:
 * snapshot, stored and transient events, Last-Event-ID replay, caps, heartbeat, slow readers, errors and shutdown.
 * Decision record 010; runs on PGlite and on PostgreSQL.
 */
let t: LiveTestApp;
const open: SseClient[] = [];
const connect = async (topic: string, headers: Record<string, string> = {}) => {
  const c = await SseClient.open(t.streamUrl(topic), headers);
  open.push(c);
  return c;
};
const record = (topic: string, data: unknown, kind: "step" | "alert" = "step") =>
  t.database.db.transaction((tx) => recordLiveEvent(tx, { topic, kind, data }));
const subscriptions = () => t.app.ctx.live.status?.().subscriptions;
const until = async (check: () => boolean, what: string, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

beforeAll(async () => {
  t = await startLiveApp({ config: { LIVE_MAX_STREAMS: "12", LIVE_HEARTBEAT_SECONDS: "1" } });
});
afterAll(async () => {
  for (const c of open) c.close();
  await t.close();
});

describe("a live stream", () => {
  it("sends the snapshot first, then stored events once committed (never a rolled-back one) and transient ones", async () => {
    const topic = `booking:${randomUUID()}`;
    const c = await connect(topic);
    expect(c.status).toBe(200);
    expect(c.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(c.headers["cache-control"]).toContain("no-store");
    expect(c.headers["x-accel-buffering"]).toBe("no");
    expect(c.headers["x-content-type-options"]).toBe("nosniff"); // the security plugin's headers are kept
    const first = await c.next();
    expect(first).toMatchObject({ event: "snapshot", data: JSON.stringify({ topic }) });

    await expect(
      t.database.db.transaction(async (tx) => {
        await recordLiveEvent(tx, { topic, kind: "step", data: { step: "rolled back" } });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    const id = await record(topic, { step: "on_my_way" });
    await record(`booking:${randomUUID()}`, { step: "someone else's" });
    const step = await c.next((e) => e.event === "step");
    expect(step).toMatchObject({ id: String(id), data: JSON.stringify({ step: "on_my_way" }) });

    await t.app.ctx.live.publish({ topic, kind: "position", data: { lat: 20.29, lng: 85.82 } });
    const position = await c.next((e) => e.event === "position");
    expect(position.id).toBeUndefined();
    expect(JSON.parse(position.data)).toEqual({ lat: 20.29, lng: 85.82 });
    expect(c.events.map((e) => e.event)).toEqual(["snapshot", "step", "position"]); // nothing rolled back, nor foreign
  });

  it("resumes with Last-Event-ID: a new snapshot, then exactly the events missed on its topic, then live ones", async () => {
    const topic = `booking:${randomUUID()}`;
    const c1 = await connect(topic);
    await c1.next();
    const seen = await record(topic, { n: 1 });
    await c1.next((e) => e.id === String(seen));
    const before = liveStreams(t.app.ctx).size;
    c1.close();
    await until(() => liveStreams(t.app.ctx).size === before - 1, "the stream released");

    const missed = [await record(topic, { n: 2 }), await record(topic, { n: 3 })];
    await record(`booking:${randomUUID()}`, { n: "another topic" });
    const c2 = await connect(topic, { "last-event-id": String(seen) });
    await c2.next((e) => e.id === String(missed[1]));
    const live = await record(topic, { n: 4 });
    await c2.next((e) => e.id === String(live));
    expect(c2.events.map((e) => [e.event, e.id ?? null])).toEqual([
      ["snapshot", null],
      ["step", String(missed[0])],
      ["step", String(missed[1])],
      ["step", String(live)],
    ]);

    // a Last-Event-ID that is not an id is ignored (no replay), as if absent
    const c3 = await connect(topic, { "last-event-id": "1; DROP TABLE" });
    await c3.next();
    await new Promise((r) => setTimeout(r, 200));
    expect(c3.events.map((e) => e.event)).toEqual(["snapshot"]);
  });

  it("answers the snapshot's error as any route does, and keeps no subscription", async () => {
    const before = subscriptions();
    const c = await connect("missing");
    await c.closedByServer();
    expect(c.status).toBe(404);
    expect(JSON.parse(c.body)).toMatchObject({ success: false, message: "No such topic." });
    expect(subscriptions()).toBe(before);
  });

  it("sends a keep-alive comment every LIVE_HEARTBEAT_SECONDS", async () => {
    const c = await connect(`booking:${randomUUID()}`);
    await c.next();
    await until(() => c.comments.includes("keep-alive"), "a heartbeat", 3000);
  });
});

describe("stream limits", () => {
  it("refuses an 11th stream of one person and a stream over LIVE_MAX_STREAMS with 429 and a message; closing frees a place", async () => {
    for (const c of open.splice(0)) c.close();
    await until(() => liveStreams(t.app.ctx).size === 0 && subscriptions() === 0, "every stream released");
    const alice = await createSignedInUser(t);
    const bob = await createSignedInUser(t);
    const carol = await createSignedInUser(t);
    const topic = `booking:${randomUUID()}`;
    const alices: SseClient[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_OWNER; i++) alices.push(await connect(topic, { cookie: alice.cookie }));
    expect(alices.map((c) => c.status)).toEqual(Array(MAX_STREAMS_PER_OWNER).fill(200));
    const eleventh = await connect(topic, { cookie: alice.cookie });
    await eleventh.closedByServer();
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers["retry-after"]).toBe("30");
    expect(JSON.parse(eleventh.body).message).toBe(
      "You have 10 live pages open already: close one of them (another tab or device) and try again.",
    );

    // 10 + 2 = LIVE_MAX_STREAMS (12): the instance is full for everyone
    expect((await connect(topic, { cookie: bob.cookie })).status).toBe(200);
    expect((await connect(topic, { cookie: bob.cookie })).status).toBe(200);
    const full = await connect(topic, { cookie: carol.cookie });
    await full.closedByServer();
    expect(full.status).toBe(429);
    expect(JSON.parse(full.body).message).toBe(
      "Too many live connections to this server right now: please try again in a moment.",
    );

    alices[0]!.close();
    await until(() => liveStreams(t.app.ctx).size === 11, "the closed stream released");
    const carols = await connect(topic, { cookie: carol.cookie });
    expect(carols.status).toBe(200);
    await carols.next();
    expect(subscriptions()).toBe(12);
    for (const c of open.splice(0)) c.close();
    await until(() => subscriptions() === 0 && liveStreams(t.app.ctx).size === 0, "every stream unsubscribed");
  });

  it("drops a reader that stopped reading instead of buffering for it without bound", async () => {
    const topic = `booking:${randomUUID()}`;
    const slow = await connect(topic);
    await slow.next();
    slow.pause();
    const fast = await connect(topic);
    await fast.next();
    const filler = "x".repeat(7000);
    // far more than the socket buffers hold: the slow stream's own buffer passes the limit and it is dropped
    for (let i = 0; i < 4000 && liveStreams(t.app.ctx).size > 1; i++) {
      await t.app.ctx.live.publish({ topic, kind: "position", data: { i, filler } });
      if (i % 50 === 0) await new Promise((r) => setImmediate(r));
    }
    await until(() => liveStreams(t.app.ctx).size === 1, "the slow reader dropped");
    expect(subscriptions()).toBe(1);
    await fast.next((e) => e.event === "position" && JSON.parse(e.data).i === 0);
  });

  it("holds no database connection while streams stay open", async () => {
    for (const c of open.splice(0)) c.close();
    const riders = await Promise.all(Array.from({ length: 8 }, () => createSignedInUser(t)));
    // more streams than the test pool's 5 connections, each signed in (its session was read from the database)
    for (const r of riders) expect((await connect(`booking:${randomUUID()}`, { cookie: r.cookie })).status).toBe(200);
    await Promise.all(open.map((c) => c.next()));
    const answer = await Promise.race([
      t.database.query<{ one: number }>("SELECT 1 AS one"),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("the pool is exhausted")), 3000)),
    ]);
    expect(answer[0]!.one).toBe(1);
  });
});

describe("housekeeping", () => {
  it("deletes live events older than a day (streams resume within minutes, not days)", async () => {
    const topic = `booking:${randomUUID()}`;
    const old = await record(topic, { n: "old" });
    const recent = await record(topic, { n: "recent" });
    await t.database.query("UPDATE live_events SET created_at = now() - interval '25 hours' WHERE id = $1", [old]);
    await t.app.ctx.scheduler.runNow("housekeeping");
    const left = await t.database.query<{ id: string }>("SELECT id FROM live_events WHERE topic = $1", [topic]);
    expect(left.map((r) => Number(r.id))).toEqual([recent]);
  });
});

describe("closing the server", () => {
  it("ends the open streams instead of waiting for them", async () => {
    const other = await startLiveApp();
    const c = await SseClient.open(other.streamUrl(`booking:${randomUUID()}`));
    await c.next();
    const started = Date.now();
    await other.close();
    await c.closedByServer(2000);
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
