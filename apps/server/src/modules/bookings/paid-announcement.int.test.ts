import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaidBookingEventSchema } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { liveTopics, type LiveEvent } from "../live/index.ts";
import { bookingRow, insertQuote, optionsOf, payOrder, placeOrder, sendWebhook } from "./test-factories.ts";

// A paid booking enters the console's queue: the operations stream's `paid` event (README "Operations console").
describe("a paid booking is announced to the console", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("once, at the capture's commit, on the ops topic only; an unpaid order announces nothing", async () => {
    const rider = await createSignedInUser(t);
    const heard: LiveEvent[] = [];
    const off = t.app.ctx.live.subscribe([liveTopics.ops], (e) => heard.push(e));
    const quoteId = await insertQuote(t, { userId: rider.userId, farePaise: 315000, startInHours: 50, carType: "suv" });
    const order = await placeOrder(t, rider.cookie, quoteId);
    expect(order.statusCode).toBe(200);
    const bookingId = order.json().bookingId as string;
    await new Promise((r) => setTimeout(r, 200));
    expect(heard.filter((e) => e.kind === "paid")).toEqual([]);

    const p = await payOrder(t, optionsOf(t, order.json()).order_id);
    await expect.poll(() => heard.filter((e) => e.kind === "paid").length).toBe(1);
    const event = heard.find((e) => e.kind === "paid")!;
    expect(event.topic).toBe("ops");
    expect(event.id).toBeTypeOf("number"); // stored: a reconnecting console replays it
    const data = PaidBookingEventSchema.parse(event.data);
    const { reference } = (await bookingRow(t, bookingId)) as unknown as { reference: string };
    expect(data).toMatchObject({
      bookingId,
      reference,
      service: "outstation",
      vehicleClass: "suv",
      amountPaise: 315000,
    });
    expect(Math.abs(t.clock.now().getTime() - new Date(data.paidAt).getTime())).toBeLessThan(60_000);

    // the webhook delivered again (providers retry) captures nothing new and announces nothing more
    await sendWebhook(t.app, p.webhooks[0]);
    await new Promise((r) => setTimeout(r, 200));
    expect(heard.filter((e) => e.kind === "paid")).toHaveLength(1);
    const replayed = await t.app.ctx.live.replay([liveTopics.ops], 0);
    expect(
      replayed.filter((e) => e.kind === "paid" && (e.data as { bookingId: string }).bookingId === bookingId),
    ).toHaveLength(1);
    // nothing on the rider's booking topic
    const riderTopic = await t.app.ctx.live.replay([liveTopics.booking(bookingId)], 0);
    expect(riderTopic.filter((e) => e.kind === "paid")).toEqual([]);
    off();
  });
});
