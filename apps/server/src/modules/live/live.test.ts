import { EventEmitter } from "node:events";
import { pino } from "pino";
import { describe, expect, it, vi } from "vitest";
import type { Listener } from "../../db/client.ts";
import { keepListening } from "./listener.ts";
import { MAX_BUFFERED_BYTES, MAX_STALL_MS, SseConnection } from "./sse.ts";
import { createStoredFeed, parseAnnouncement, RecentIds } from "./stored-feed.ts";
import { parseLastEventId } from "./stream.ts";
import { encodeTransient, MAX_TRANSIENT_EVENT_BYTES, packTransient, unpackTransient } from "./transient.ts";
import type { LiveEvent } from "./types.ts";

const log = pino({ level: "silent" });
const tick = () => new Promise((r) => setTimeout(r, 5));

describe("transient events between instances", () => {
  const position = (i: number) => ({ topic: `booking:${i % 7}`, kind: "position" as const, data: { i, lat: 20.3 } });

  it("packs events in order into messages under NOTIFY's 8000-byte limit, and unpacks them on another instance", () => {
    const events = Array.from({ length: 500 }, (_, i) => position(i));
    const messages = packTransient(events.map(encodeTransient), "test.public", "instance-1");
    expect(messages.length).toBeGreaterThan(1);
    expect(messages.length).toBeLessThan(30); // packed, not one message per event
    for (const m of messages) expect(Buffer.byteLength(m)).toBeLessThan(8000);
    const received = messages.flatMap((m) => unpackTransient(m, "test.public", "instance-2"));
    expect(received).toEqual(events);
  });

  it("ignores its own messages, another installation's and malformed ones", () => {
    const [m] = packTransient([encodeTransient(position(1))], "test.public", "instance-1");
    expect(unpackTransient(m!, "test.public", "instance-1")).toEqual([]);
    expect(unpackTransient(m!, "test.other_schema", "instance-2")).toEqual([]);
    expect(unpackTransient("not json", "test.public", "instance-2")).toEqual([]);
    expect(unpackTransient('{"s":"test.public","o":"x","e":[{"nope":1}]}', "test.public", "instance-2")).toEqual([]);
  });

  it("refuses an event too large to travel in a NOTIFY", () => {
    const big = { topic: "ops", kind: "alert" as const, data: "x".repeat(MAX_TRANSIENT_EVENT_BYTES) };
    expect(() => encodeTransient(big)).toThrow(
      `a transient live event must stay under ${MAX_TRANSIENT_EVENT_BYTES} bytes`,
    );
  });
});

describe("announcements and ids", () => {
  it("reads an announcement of this schema only", () => {
    expect(parseAnnouncement('{"id":42,"topic":"ops","s":"public"}', "public")).toEqual({ id: 42, topic: "ops" });
    expect(parseAnnouncement('{"id":42,"topic":"ops","s":"t_other"}', "public")).toBeUndefined();
    expect(parseAnnouncement('{"id":-1,"topic":"ops","s":"public"}', "public")).toBeUndefined();
    expect(parseAnnouncement("{", "public")).toBeUndefined();
  });

  it("takes a Last-Event-ID of digits only", () => {
    expect(parseLastEventId("17")).toBe(17);
    expect(parseLastEventId(["23"])).toBe(23);
    for (const bad of [undefined, "", "abc", "1e3", "-4", "12; x", "9".repeat(16)])
      expect(parseLastEventId(bad)).toBe(undefined);
  });

  it("remembers a bounded number of recent ids, forgetting the oldest", () => {
    const r = new RecentIds(3);
    for (const id of [1, 2, 3, 4]) r.add(id);
    expect([1, 2, 3, 4].map((id) => r.has(id))).toEqual([false, true, true, true]);
  });
});

describe("the stored-event feed", () => {
  function setup(rows: Array<{ id: number; topic: string }>, followed: string[]) {
    const delivered: LiveEvent[] = [];
    const queries: Array<{ sql: string; params: unknown[] }> = [];
    const stored = rows.map((r) => ({ ...r, kind: "step" as const, data: { id: r.id } }));
    const feed = createStoredFeed({
      database: {
        query: async <T>(sql: string, params: unknown[] = []) => {
          queries.push({ sql, params });
          const ids = sql.includes("ANY($1::bigint[])") ? (params[0] as number[]) : undefined;
          const picked = ids
            ? stored.filter((r) => ids.includes(r.id))
            : stored.filter((r) => (params[0] as string[]).includes(r.topic) && r.id > Number(params[1]));
          return picked as T[];
        },
      },
      local: { deliver: (e) => delivered.push(e), has: (t) => followed.includes(t), topics: () => followed },
      schema: "public",
      startAfter: 0,
      log,
    });
    const announce = (id: number, topic: string) => feed.announced(JSON.stringify({ id, topic, s: "public" }));
    return { feed, delivered, queries, announce };
  }

  it("loads announcements arriving together in one query, skipping topics nobody here follows", async () => {
    const rows = [1, 2, 3, 4].map((id) => ({ id, topic: id === 3 ? "booking:b" : "booking:a" }));
    const { feed, delivered, queries, announce } = setup(rows, ["booking:a"]);
    for (const r of rows) announce(r.id, r.topic);
    await tick();
    await feed.idle();
    expect(queries).toHaveLength(1);
    expect(queries[0]!.params[0]).toEqual([1, 2, 4]);
    expect(delivered.map((e) => e.id)).toEqual([1, 2, 4]);
  });

  it("after a reconnection delivers what was stored meanwhile, and nothing twice", async () => {
    const rows = [1, 2, 3, 4, 5].map((id) => ({ id, topic: "booking:a" }));
    const { feed, delivered, announce } = setup(rows, ["booking:a"]);
    announce(1, "booking:a");
    announce(2, "booking:a");
    await tick();
    await feed.idle();
    // 3, 4 and 5 were stored while the listener was away; back, it resyncs, and 5's announcement arrives too
    const resynced = feed.resync();
    announce(5, "booking:a");
    await resynced;
    await tick();
    await feed.idle();
    expect(delivered.map((e) => e.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("the LISTEN session", () => {
  it("reconnects with a doubling backoff after a drop, says when it is back, and stops on close", async () => {
    const ends: Array<(err?: Error) => void> = [];
    let attempts = 0;
    const connects: boolean[] = [];
    const listening = keepListening({
      database: {
        listen: async (_channels, _onNotify, onEnd): Promise<Listener> => {
          attempts++;
          if (attempts === 2 || attempts === 3) throw new Error("database restarting");
          ends.push(onEnd);
          return { ping: async () => {}, query: async () => {}, close: async () => {} };
        },
      },
      channels: ["live_events"],
      onNotify: () => {},
      onConnect: (again) => connects.push(again),
      log,
      backoffMs: [10, 40],
    });
    await listening.start();
    expect(listening.listening()).toBe(true);
    ends[0]!(new Error("connection reset"));
    expect(listening.listening()).toBe(false);
    const t0 = Date.now();
    while (connects.length < 2 && Date.now() - t0 < 2000) await tick();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(10 + 20 + 40 - 5); // 10, then 20, then 40 ms
    expect(attempts).toBe(4);
    expect(connects).toEqual([false, true]);
    expect(listening.drops()).toBe(1);
    await listening.close();
    ends[1]!(new Error("closed"));
    await new Promise((r) => setTimeout(r, 60));
    expect(attempts).toBe(4);
  });

  it("treats a connection that stops answering as dropped", async () => {
    let attempts = 0;
    const connects: boolean[] = [];
    const listening = keepListening({
      database: {
        listen: async (): Promise<Listener> => {
          attempts++;
          const first = attempts === 1;
          return {
            ping: async () => {
              if (first) throw new Error("no answer");
            },
            query: async () => {},
            close: async () => {},
          };
        },
      },
      channels: ["live_events"],
      onNotify: () => {},
      onConnect: (again) => connects.push(again),
      log,
      pingMs: 10,
      backoffMs: [5, 5],
    });
    await listening.start();
    const t0 = Date.now();
    while (connects.length < 2 && Date.now() - t0 < 2000) await tick();
    expect(connects).toEqual([false, true]);
    await listening.close();
  });
});

describe("a stream's reader falling behind", () => {
  /** a response whose socket accepts `room` bytes, then keeps the rest waiting until `drain()` */
  function fakeResponse(room: number) {
    const res = Object.assign(new EventEmitter(), {
      writableLength: 0,
      destroyed: false,
      write(text: string) {
        const over = Math.max(0, res.writableLength + text.length - room);
        res.writableLength = over;
        return over === 0;
      },
      drain() {
        res.writableLength = 0;
        res.emit("drain");
      },
      destroy() {
        res.destroyed = true;
        res.emit("close");
      },
      end() {},
    });
    return res;
  }

  it("keeps a reader that drains, and drops one over the buffer limit or stalled too long", () => {
    vi.useFakeTimers();
    try {
      const ok = fakeResponse(1000);
      const okStream = new SseConnection(ok, "user:ok");
      okStream.write("x".repeat(5000)); // a burst over the socket's room, drained soon after
      vi.advanceTimersByTime(MAX_STALL_MS - 1000);
      ok.drain();
      vi.advanceTimersByTime(5000);
      okStream.write("more");
      expect(okStream.closed).toBe(false);

      const big = fakeResponse(1000);
      const bigStream = new SseConnection(big, "user:big");
      for (let i = 0; i < 200 && !bigStream.closed; i++) bigStream.write("y".repeat(8000));
      expect(big.destroyed).toBe(true);
      expect(big.writableLength).toBeGreaterThan(MAX_BUFFERED_BYTES);

      const stuck = fakeResponse(1000);
      const stuckStream = new SseConnection(stuck, "user:stuck");
      let cleaned = false;
      stuckStream.onFinish(() => (cleaned = true));
      stuckStream.write("z".repeat(2000));
      vi.advanceTimersByTime(MAX_STALL_MS + 1);
      stuckStream.write(": keep-alive\n\n");
      expect(stuck.destroyed).toBe(true);
      expect(cleaned).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
