import net from "node:net";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../src/db/client.ts";
import { driverPaths, ridePaths } from "@chauffeur/contracts";
import { liveTopics, recordLiveEvent } from "../src/modules/live/index.ts";
import { createRideFixture } from "../src/modules/rides/test-factories.ts";
import { startLiveApp, type LiveTestApp } from "../src/modules/live/live-app.test-support.ts";
import { SseClient } from "../src/modules/live/sse-client.test-support.ts";
import { DB_TARGET, openTestDatabase } from "./helpers.ts";

/**
 * Two server instances on one PostgreSQL database (decision record 010): each has its own pool, its own LISTEN
 * connection and its own hub, so whatever reaches a stream on the second went through PostgreSQL (or Redis).
 * PostgreSQL only: the embedded database is one process.
 */
const REDIS_URL = process.env.REDIS_TEST_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
/** Set by CI when Redis answers: the Redis case must then run, never be skipped. */
const REDIS_EXPECTED = process.env.EXPECT_REDIS === "1";
const redisUp = await new Promise<boolean>((resolve) => {
  const u = new URL(REDIS_URL);
  const s = net.connect(Number(u.port || 6379), u.hostname);
  s.once("connect", () => (s.end(), resolve(true)));
  s.once("error", () => resolve(false));
  s.setTimeout(1000, () => (s.destroy(), resolve(false)));
});

it.runIf(REDIS_EXPECTED && DB_TARGET === "postgres")("reaches the Redis that CI expects", () => {
  expect(redisUp, `EXPECT_REDIS=1 but nothing answers at ${REDIS_URL}: live updates over Redis would go untested`).toBe(
    true,
  );
});

/** Two instances sharing one schema of the test database; `config` for both. */
async function twoInstances(config: Record<string, string> = {}) {
  const first = await openTestDatabase();
  const [{ schema }] = await first.query<{ schema: string }>("SELECT current_schema() AS schema");
  const second: Database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL, schema, poolSize: 5 });
  const one = await startLiveApp({ config, database: first });
  const two = await startLiveApp({ config, database: second });
  return {
    one,
    two,
    schema,
    close: async () => {
      await two.close();
      await one.close();
      await second.close();
      await first.close();
    },
  };
}

const until = async (check: () => boolean, what: string, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};
const record = (t: LiveTestApp, topic: string, data: unknown) =>
  t.database.db.transaction((tx) => recordLiveEvent(tx, { topic, kind: "step", data }));

describe.runIf(DB_TARGET === "postgres").each([
  { transport: "postgres", config: {} as Record<string, string> },
  { transport: "redis", config: { REDIS_URL } },
])("two instances, transient events through $transport", ({ transport, config }) => {
  const skip = transport === "redis" && !redisUp;
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  const clients: SseClient[] = [];
  beforeAll(async () => {
    if (!skip) pair = await twoInstances(config);
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await pair?.close();
  });
  const connect = async (t: LiveTestApp, topic: string, headers: Record<string, string> = {}) => {
    const c = await SseClient.open(t.streamUrl(topic), headers);
    clients.push(c);
    await c.next((e) => e.event === "snapshot");
    return c;
  };

  it.skipIf(skip)("an event stored through one reaches a stream connected to the other, once", async () => {
    const { one, two } = pair;
    expect(one.app.ctx.live.status?.()).toMatchObject({ transient: transport, listening: true });
    const topic = `booking:${randomUUID()}`;
    const onTwo = await connect(two, topic);
    const id = await record(one, topic, { step: "on_my_way" });
    const e = await onTwo.next((x) => x.event === "step");
    expect(e).toMatchObject({ id: String(id), data: JSON.stringify({ step: "on_my_way" }) });
    await new Promise((r) => setTimeout(r, 200));
    expect(onTwo.events.filter((x) => x.event === "step")).toHaveLength(1);
  });

  it.skipIf(skip)("a transient event published on one reaches the other's stream, once on each", async () => {
    const { one, two } = pair;
    const topic = `booking:${randomUUID()}`;
    const onOne = await connect(one, topic);
    const onTwo = await connect(two, topic);
    for (let i = 0; i < 3; i++)
      await one.app.ctx.live.publish({ topic, kind: "position", data: { i, lat: 20.29, lng: 85.82 } });
    await onTwo.next((x) => x.event === "position" && JSON.parse(x.data).i === 2);
    await new Promise((r) => setTimeout(r, 200));
    for (const c of [onOne, onTwo])
      expect(c.events.filter((x) => x.event === "position").map((x) => JSON.parse(x.data).i)).toEqual([0, 1, 2]);
  });
});

/** what the chauffeur app sends: a step or a batch of positions, to one instance */
async function driverPost(t: LiveTestApp, cookie: string, path: string, body?: unknown) {
  const res = await fetch(`${t.url}${path}`, {
    method: "POST",
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

describe.runIf(DB_TARGET === "postgres")("two instances: the day of the ride", () => {
  let pair: Awaited<ReturnType<typeof twoInstances>>;
  const clients: SseClient[] = [];
  beforeAll(async () => {
    pair = await twoInstances();
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await pair?.close();
  });
  const connect = async (t: LiveTestApp, topic: string, headers: Record<string, string> = {}) => {
    const c = await SseClient.open(t.streamUrl(topic), headers);
    clients.push(c);
    await c.next((e) => e.event === "snapshot");
    return c;
  };
  const riderStream = async (t: LiveTestApp, bookingId: string, cookie: string, lastEventId?: string) => {
    const c = await SseClient.open(`${t.url}${ridePaths.stream(bookingId)}`, {
      cookie,
      ...(lastEventId ? { "last-event-id": lastEventId } : {}),
    });
    clients.push(c);
    expect(c.status).toBe(200);
    await c.next((e) => e.event === "snapshot");
    return c;
  };
  const stepOf = (e: { data: string }) => (JSON.parse(e.data) as { step: string }).step;

  it("a step taken on one (the chauffeur's 'On my way') and its positions reach the rider's stream on the other", async () => {
    const { one, two } = pair;
    const fx = await createRideFixture(one, { step: "assigned" });
    const stream = await riderStream(two, fx.booking.id, fx.rider.cookie);
    await driverPost(one, fx.chauffeur.cookie, driverPaths.action(fx.booking.id, "on-my-way"));
    const step = await stream.next((e) => e.event === "step");
    expect(JSON.parse(step.data)).toMatchObject({ bookingId: fx.booking.id, step: "on_my_way" });
    expect(step.id).toMatch(/^\d+$/);

    const recordedAt = new Date().toISOString();
    await driverPost(one, fx.chauffeur.cookie, driverPaths.positions(fx.booking.id), {
      positions: [{ lat: 20.2611, lng: 85.8194, heading: 12, recordedAt }],
    });
    const moved = await stream.next((e) => e.event === "position");
    expect(JSON.parse(moved.data)).toMatchObject({
      bookingId: fx.booking.id,
      position: { lat: 20.2611, lng: 85.8194, heading: 12, at: recordedAt },
    });
  });

  it("a rider reconnecting with Last-Event-ID gets exactly the events missed, on whichever instance", async () => {
    const { one, two } = pair;
    const fx = await createRideFixture(one, { step: "on_my_way" });
    const first = await riderStream(two, fx.booking.id, fx.rider.cookie);
    await driverPost(two, fx.chauffeur.cookie, driverPaths.action(fx.booking.id, "arrived"));
    const arrived = await first.next((e) => e.event === "step");
    expect(stepOf(arrived)).toBe("arrived");
    first.close();

    // while the rider's phone is away, the chauffeur starts the trip (with the Ride PIN) on the other instance
    await driverPost(one, fx.chauffeur.cookie, driverPaths.action(fx.booking.id, "start"), { pin: fx.pin });
    const missed = await one.database.query<{ id: string }>(
      "SELECT id FROM live_events WHERE topic = $1 AND id > $2 ORDER BY id",
      [liveTopics.booking(fx.booking.id), arrived.id],
    );
    expect(missed.length).toBeGreaterThan(0);
    const again = await riderStream(one, fx.booking.id, fx.rider.cookie, arrived.id);
    await again.next((e) => e.id === String(missed.at(-1)!.id));
    await new Promise((r) => setTimeout(r, 200));
    expect(again.events.map((e) => e.event)[0]).toBe("snapshot");
    expect(again.events.filter((e) => e.id !== undefined).map((e) => e.id)).toEqual(missed.map((m) => String(m.id)));
    expect(again.events.filter((e) => e.event === "step").map(stepOf)).toEqual(["started"]);
  });

  it("after its LISTEN connection is cut, an instance reconnects and delivers what was stored meanwhile, exactly once", async () => {
    const { one, two, schema } = pair;
    const topic = `booking:${randomUUID()}`;
    const onTwo = await connect(two, topic);
    const before = await record(one, topic, { n: 0 });
    await onTwo.next((x) => x.id === String(before));
    const drops = two.app.ctx.live.status?.().drops ?? 0;
    // the database ends both instances' LISTEN sessions (as a failover or a restart would)
    await one.database.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1", [
      `live-listen ${schema}`,
    ]);
    await until(() => two.app.ctx.live.status?.().drops === drops + 1, "the drop noticed");
    const missed = [await record(one, topic, { n: 1 }), await record(one, topic, { n: 2 })];
    await until(() => two.app.ctx.live.status?.().listening === true, "listening again");
    const after = await record(one, topic, { n: 3 });
    await onTwo.next((x) => x.id === String(after));
    await new Promise((r) => setTimeout(r, 300));
    expect(onTwo.events.filter((x) => x.event === "step").map((x) => x.id)).toEqual(
      [before, ...missed, after].map(String),
    );
  });
});
