import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import {
  hubSignature,
  resetWhatsApp,
  statusesBody,
  whatsappTestApp,
  type FakeWhatsApp,
} from "../../../test/fake-whatsapp.ts";
import { notify } from "./notify.ts";
import { whatsappRendering } from "./whatsapp-forms.ts";
import { MAX_ATTEMPTS } from "./sender.ts";

/** Delivery you can trust: statuses in and out of order, the SMS fallback exactly once, Meta's error codes. */
describe("WhatsApp delivery", () => {
  const env = whatsappTestApp();
  let t: TestApp;
  let fake: FakeWhatsApp;
  beforeAll(() => ({ t, fake } = env));
  beforeEach(async () => {
    await resetWhatsApp(env);
    t.clock.setOffsetMs(0);
  });

  /** A rider who opted in, told that the chauffeur is on the way (time-critical) or the trip completed. */
  async function sentMessage(template: "chauffeur_on_the_way" | "trip_completed" = "trip_completed") {
    const r = await createSignedInUser(t);
    await t.app.inject({
      method: "PUT",
      url: "/api/v1/user/whatsapp",
      headers: { cookie: r.cookie },
      payload: { optedIn: true, source: "profile" },
    });
    const [id] = await notify(t.app.ctx, t.database.db, {
      to: { userId: r.userId, phone: r.phone },
      event: "test.whatsapp",
      sms: { text: `SMS instead for ${template}` },
      whatsapp: whatsappRendering(template, "en-IN", ["Ramesh", "OD02AB1234", "SL-7"]),
    });
    await t.app.ctx.scheduler.runNow("outbox-delivery");
    return { ...r, id };
  }
  const record = async (id: string) =>
    (
      await t.database.query<{
        status: string;
        delivery_status: string | null;
        provider_message_id: string | null;
        fallback_outbox_id: string | null;
        attempts: number;
        last_error: string | null;
      }>("SELECT * FROM outbox_messages WHERE id = $1", [id])
    )[0];
  const smsOf = (userId: string) =>
    t.database.query<{ id: string; text: string; status: string }>(
      "SELECT id, text, status FROM outbox_messages WHERE user_id = $1 AND channel = 'sms'",
      [userId],
    );
  const report = async (statuses: Parameters<typeof statusesBody>[0]) => {
    const payload = statusesBody(statuses);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/whatsapp/webhook",
      headers: {
        "content-type": "application/json",
        "x-hub-signature-256": hubSignature("test-whatsapp-app-secret", payload),
      },
      payload,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { statuses: number };
  };

  it("moves a message forward only: duplicates and out-of-order statuses change nothing", async () => {
    const m = await sentMessage();
    const wamid = (await record(m.id)).provider_message_id!;
    expect((await report([{ id: wamid, status: "delivered", timestamp: 1700000100 }])).statuses).toBe(1);
    // the earlier 'sent' arriving late, and the same 'delivered' again
    expect((await report([{ id: wamid, status: "sent", timestamp: 1700000050 }])).statuses).toBe(0);
    expect((await report([{ id: wamid, status: "delivered", timestamp: 1700000100 }])).statuses).toBe(0);
    expect((await record(m.id)).delivery_status).toBe("delivered");
    expect((await report([{ id: wamid, status: "read" }])).statuses).toBe(1);
    // a failure reported after the message was delivered and read: ignored, no SMS
    expect((await report([{ id: wamid, status: "failed", errors: [{ code: 131026, title: "x" }] }])).statuses).toBe(0);
    expect((await record(m.id)).delivery_status).toBe("read");
    expect(await smsOf(m.userId)).toEqual([]);
  });

  it("a failed status sends the SMS exactly once, even when Meta reports the failure twice", async () => {
    const m = await sentMessage();
    const wamid = (await record(m.id)).provider_message_id!;
    const failed = { id: wamid, status: "failed", errors: [{ code: 131047, title: "Re-engagement message" }] };
    await report([failed, failed]);
    await report([failed]);
    const rec = await record(m.id);
    expect(rec.delivery_status).toBe("failed");
    expect(rec.last_error).toMatch(/131047/);
    const sms = await smsOf(m.userId);
    expect(sms).toEqual([
      expect.objectContaining({ id: rec.fallback_outbox_id, text: "SMS instead for trip_completed" }),
    ]);
    // a late 'delivered' after the failure changes nothing
    expect((await report([{ id: wamid, status: "delivered" }])).statuses).toBe(0);
  });

  it("a time-critical message not delivered within WHATSAPP_FALLBACK_MINUTES goes by SMS once", async () => {
    const late = await sentMessage("chauffeur_on_the_way");
    const onTime = await sentMessage("chauffeur_on_the_way");
    const notCritical = await sentMessage("trip_completed");
    await report([{ id: (await record(onTime.id)).provider_message_id!, status: "delivered" }]);
    expect(await t.app.ctx.scheduler.runNow("whatsapp-fallback")).toBe("fell back 0"); // not yet due
    t.clock.setOffsetMs(3 * 60_000 + 5_000);
    await t.app.ctx.scheduler.runNow("whatsapp-fallback");
    await t.app.ctx.scheduler.runNow("whatsapp-fallback");
    expect(await smsOf(late.userId)).toHaveLength(1);
    expect(await smsOf(onTime.userId)).toEqual([]);
    expect(await smsOf(notCritical.userId)).toEqual([]);
    // Meta's late 'failed' for the one already fallen back writes no second SMS
    await report([{ id: (await record(late.id)).provider_message_id!, status: "failed" }]);
    expect(await smsOf(late.userId)).toHaveLength(1);
  });

  it("an invalid number (131026) fails the message at once, without retries, and the SMS goes", async () => {
    fake.state.error = { status: 400, code: 131026, message: "Message undeliverable" };
    const m = await sentMessage();
    const rec = await record(m.id);
    expect(rec).toMatchObject({ status: "failed", attempts: 1 });
    expect(rec.last_error).toMatch(/131026/);
    expect(await smsOf(m.userId)).toHaveLength(1);
  });

  it("a rate limit (130429) is retried with backoff a bounded number of times, then the SMS goes", async () => {
    fake.state.error = { status: 400, code: 130429, message: "Rate limit hit" };
    const m = await sentMessage();
    expect(await record(m.id)).toMatchObject({ status: "pending", attempts: 1 });
    expect(await smsOf(m.userId)).toEqual([]);
    for (let i = 2; i <= MAX_ATTEMPTS; i++) {
      t.clock.setOffsetMs(i * 3600_000);
      await t.app.ctx.scheduler.runNow("outbox-delivery");
    }
    expect(await record(m.id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    expect(fake.requests.filter((r) => r.url.endsWith("/messages"))).toHaveLength(MAX_ATTEMPTS);
    expect(await smsOf(m.userId)).toHaveLength(1);
  });
});
