import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LiveBoardSchema, liveOpsPaths } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { raiseAlert } from "./alerts.service.ts";
import { listenOnce, openStream } from "./rider-sse.test-support.ts";
import { createRideFixture } from "./test-factories.ts";

describe("live board stream", () => {
  let t: TestApp;
  let base: string;
  let op: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await listenOnce(t);
    op = (await createSignedInUser(t, { role: "operator" })).cookie;
  });
  afterAll(() => t.close());

  it("refuses a rider (403) and a guest (401) before streaming", async () => {
    const f = await createRideFixture(t);
    expect((await openStream(base, liveOpsPaths.stream)).status).toBe(401);
    const rider = await openStream(base, liveOpsPaths.stream, { cookie: f.rider.cookie });
    expect(rider.status).toBe(403);
    const chauffeur = await openStream(base, liveOpsPaths.stream, { cookie: f.chauffeur.cookie });
    expect(chauffeur.status).toBe(403);
  });

  it("sends the board first, then an SOS raised and its acknowledgement, without a reload", async () => {
    const now = t.clock.now().getTime();
    const f = await createRideFixture(t, { step: "started", start: new Date(now - 30 * 60_000) });
    const s = await openStream(base, liveOpsPaths.stream, { cookie: op });
    expect(s.status).toBe(200);
    const [snapshot] = await s.next(1);
    expect(snapshot.event).toBe("snapshot");
    const board = LiveBoardSchema.parse(snapshot.data);
    expect(board.trips.map((x) => x.bookingId)).toContain(f.booking.id);

    const id = await t.database.db.transaction((tx) =>
      raiseAlert(tx, { kind: "sos", bookingId: f.booking.id, message: "SOS from Priya" }, t.clock.now()),
    );
    const events = await s.next(2);
    expect(events[1]).toMatchObject({ event: "alert", data: { id, kind: "sos", bookingId: f.booking.id } });

    const ack = await t.app.inject({ method: "POST", url: liveOpsPaths.acknowledge(id!), headers: { cookie: op } });
    expect(ack.statusCode).toBe(200);
    const after = await s.next(3);
    expect(after[2]).toMatchObject({ event: "alert", data: { id, acknowledged: true } });
    s.close();
  });
});
