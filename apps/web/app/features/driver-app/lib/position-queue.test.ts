import { describe, expect, it } from "vitest";
import { POSITIONS_PER_REQUEST_MAX, type PositionInput } from "@chauffeur/contracts";
import {
  POSITION_QUEUE_KEY,
  POSITION_QUEUE_MAX,
  PositionOutbox,
  loadQueues,
  toPositionInput,
  type KeyValueStore,
  type SendOutcome,
} from "./position-queue";
import { directionsUrl, navigationTarget } from "./directions";

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}
const at = (i: number): PositionInput => ({
  lat: 20.29 + i / 1000,
  lng: 85.82,
  accuracy: 8,
  heading: null,
  speed: null,
  recordedAt: new Date(Date.UTC(2026, 10, 23, 4, 0, i)).toISOString(),
});

describe("the chauffeur app's position outbox", () => {
  it("keeps positions across a reload (localStorage) and sends them oldest first in batches of the contract's size", async () => {
    const store = memoryStore();
    const first = new PositionOutbox(store);
    for (let i = 0; i < POSITIONS_PER_REQUEST_MAX + 5; i++) first.add("trip-1", at(i));
    const reloaded = new PositionOutbox(store);
    expect(reloaded.pending("trip-1")).toBe(POSITIONS_PER_REQUEST_MAX + 5);

    const sent: PositionInput[][] = [];
    await reloaded.flush(async (_trip, batch) => {
      sent.push(batch);
      return "sent";
    });
    expect(sent.map((b) => b.length)).toEqual([POSITIONS_PER_REQUEST_MAX, 5]);
    expect(sent[0][0]).toEqual(at(0));
    expect(reloaded.pending()).toBe(0);
    expect(store.data[POSITION_QUEUE_KEY]).toBeUndefined();
  });

  it("keeps a batch when the phone is offline and drops one the server refuses for good", async () => {
    const box = new PositionOutbox(memoryStore());
    box.add("trip-1", at(1));
    box.add("trip-2", at(2));
    await box.flush(async () => "retry");
    expect(box.pending()).toBe(2);

    const outcomes: Record<string, SendOutcome> = { "trip-1": "refused", "trip-2": "sent" };
    const calls: string[] = [];
    await box.flush(async (trip) => {
      calls.push(trip);
      return outcomes[trip];
    });
    expect(calls).toEqual(["trip-1", "trip-2"]);
    expect(box.pending()).toBe(0);
  });

  it("runs one flush at a time and caps a very long time without signal, dropping the oldest", async () => {
    const box = new PositionOutbox(null);
    for (let i = 0; i < POSITION_QUEUE_MAX + 3; i++) box.add("trip-1", at(i % 60));
    expect(box.pending("trip-1")).toBe(POSITION_QUEUE_MAX);

    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const send = async () => {
      calls++;
      await gate;
      return "retry" as const;
    };
    const a = box.flush(send);
    const b = box.flush(send);
    release();
    await Promise.all([a, b]);
    expect(calls).toBe(1);
  });

  it("reads stored queues defensively: damaged JSON or positions outside the contract are dropped", () => {
    expect(loadQueues(memoryStore({ [POSITION_QUEUE_KEY]: "{not json" }))).toEqual({});
    const stored = { "trip-1": [at(1), { lat: 200, lng: 0, recordedAt: "x" }], "trip-2": "nope" };
    expect(loadQueues(memoryStore({ [POSITION_QUEUE_KEY]: JSON.stringify(stored) }))).toEqual({ "trip-1": [at(1)] });
  });

  it("turns a geolocation reading into the contract's position, leaving out values it would refuse", () => {
    const coords = { latitude: 20.3, longitude: 85.8, accuracy: 12, heading: Number.NaN, speed: 400 };
    const p = toPositionInput(coords as GeolocationCoordinates, Date.UTC(2026, 10, 23, 4, 0, 0));
    expect(p).toEqual({
      lat: 20.3,
      lng: 85.8,
      accuracy: 12,
      heading: null,
      speed: null,
      recordedAt: "2026-11-23T04:00:00.000Z",
    });
  });
});

describe("navigation from the trip screen", () => {
  const pickup = { address: "Biju Patnaik International Airport", lat: 20.2444, lng: 85.8178 };
  const dropOff = { address: "KIIT University, Patia", lat: null, lng: null };

  it("goes to the pickup until the trip starts, then to the drop-off (by address when it has no coordinates)", () => {
    expect(navigationTarget({ step: "on_my_way", pickup, dropOff }).to).toBe("pickup");
    expect(directionsUrl(pickup)).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=20.2444%2C85.8178&travelmode=driving",
    );
    const onTrip = navigationTarget({ step: "started", pickup, dropOff });
    expect(onTrip.to).toBe("drop-off");
    expect(directionsUrl(onTrip.place)).toContain("destination=KIIT+University%2C+Patia");
    expect(navigationTarget({ step: "started", pickup, dropOff: null }).to).toBe("pickup");
  });
});
