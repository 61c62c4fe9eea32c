import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import {
  hubSignature,
  incomingTextBody,
  resetWhatsApp,
  statusesBody,
  whatsappTestApp,
  type FakeWhatsApp,
} from "../../../test/fake-whatsapp.ts";
import { notify } from "./notify.ts";
import { whatsappRendering } from "./whatsapp-forms.ts";

/** WhatsApp consent, the template payload Meta's API takes, the webhook's handshake, signatures and STOP. */
describe("WhatsApp channel", () => {
  const env = whatsappTestApp();
  let t: TestApp;
  let fake: FakeWhatsApp;
  beforeAll(() => ({ t, fake } = env));
  beforeEach(() => resetWhatsApp(env));

  const rider = (language = "en-IN") => createSignedInUser(t, { language: language as "en-IN" });
  const optIn = (cookie: string, optedIn = true, source = "fare_summary") =>
    t.app.inject({ method: "PUT", url: "/api/v1/user/whatsapp", headers: { cookie }, payload: { optedIn, source } });
  const tellConfirmed = (r: { userId: string; phone: string; email: string }, language: string) =>
    notify(t.app.ctx, t.database.db, {
      to: { userId: r.userId, phone: r.phone, email: r.email },
      event: "booking.confirmed",
      email: { subject: "Confirmed", text: "Your booking SL-1 is confirmed." },
      sms: { text: "Sarathi Luxe: booking SL-1 confirmed." },
      whatsapp: whatsappRendering("booking_confirmed", language, ["SL-1", "12 Mar, 09:30", "BBI Airport"]),
    });
  const rows = (userId: string) =>
    t.database.query<{ channel: string; text: string; template: string | null; fallback: unknown }>(
      "SELECT channel, text, template, fallback FROM outbox_messages WHERE user_id = $1 ORDER BY channel::text",
      [userId],
    );
  const post = (payload: string, signature?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/whatsapp/webhook",
      headers: { "content-type": "application/json", ...(signature ? { "x-hub-signature-256": signature } : {}) },
      payload,
    });
  const signed = (payload: string) => post(payload, hubSignature("test-whatsapp-app-secret", payload));

  it("sends nothing on WhatsApp without a recorded opt-in: the SMS goes as before", async () => {
    const r = await rider();
    await tellConfirmed(r, "en-IN");
    expect((await rows(r.userId)).map((m) => m.channel)).toEqual(["email", "sms"]);
    await t.app.ctx.scheduler.runNow("outbox-delivery");
    expect(fake.requests).toHaveLength(0);
  });

  it("records the opt-in with where and the server's own wording, then sends the template instead of the SMS", async () => {
    const r = await rider("hi-IN");
    const res = await optIn(r.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ optedIn: true, source: "fare_summary", optedOutAt: null });
    expect(res.json().data.wording).toMatch(/^इस और आगे की बुकिंग/);
    await tellConfirmed(r, "hi-IN");
    const stored = await rows(r.userId);
    expect(stored.map((m) => m.channel)).toEqual(["email", "whatsapp"]);
    expect(stored[1]).toMatchObject({
      template: "booking_confirmed.hi",
      fallback: { toAddress: r.phone, text: "Sarathi Luxe: booking SL-1 confirmed." },
    });
    expect(stored[1].text).toContain("SL-1");
    await t.app.ctx.scheduler.runNow("outbox-delivery");
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0];
    expect(sent.method).toBe("POST");
    expect(sent.url).toBe("/v23.0/PHONE_ID/messages");
    expect(sent.headers.authorization).toBe("Bearer test-whatsapp-token");
    expect(sent.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: r.phone.slice(1),
      type: "template",
      template: {
        name: "booking_confirmed",
        language: { code: "hi" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "SL-1" },
              { type: "text", text: "12 Mar, 09:30" },
              { type: "text", text: "BBI Airport" },
            ],
          },
        ],
      },
    });
    const [row] = await t.database.query<{ provider_message_id: string; delivery_status: string }>(
      "SELECT provider_message_id, delivery_status FROM outbox_messages WHERE user_id = $1 AND channel = 'whatsapp'",
      [r.userId],
    );
    expect(row).toEqual({ provider_message_id: expect.stringMatching(/^wamid\.FAKE/), delivery_status: "sent" });
  });

  it("sends an Odia-speaking rider's template in English (Meta has no Odia template language)", async () => {
    const r = await rider("or-IN");
    await optIn(r.cookie, true, "profile");
    await tellConfirmed(r, "or-IN");
    await t.app.ctx.scheduler.runNow("outbox-delivery");
    expect(fake.requests.at(-1)!.body).toMatchObject({ template: { language: { code: "en" } } });
  });

  it("refuses an unknown consent source and needs a signed-in rider", async () => {
    const r = await rider();
    expect((await optIn(r.cookie, true, "anywhere")).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/user/whatsapp" })).statusCode).toBe(401);
  });

  it("answers Meta's verification handshake only with the verify token", async () => {
    const ok = await t.app.inject({
      method: "GET",
      url: "/api/v1/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=test-verify-token&hub.challenge=1158201444",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe("1158201444");
    const wrong = await t.app.inject({
      method: "GET",
      url: "/api/v1/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444",
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain("1158201444");
  });

  it("accepts only POSTs signed with the app secret over the raw body (401 otherwise)", async () => {
    const body = statusesBody([{ id: "wamid.nobody", status: "delivered" }]);
    expect((await post(body)).statusCode).toBe(401);
    expect((await post(body, hubSignature("another-secret", body))).statusCode).toBe(401);
    expect((await post(body, "sha256=zz")).statusCode).toBe(401);
    // the same JSON re-serialised differently is not what was signed
    expect(
      (await post(JSON.stringify(JSON.parse(body), null, 1), hubSignature("test-whatsapp-app-secret", body)))
        .statusCode,
    ).toBe(401);
    expect((await signed(body)).statusCode).toBe(200);
  });

  it("STOP from the rider's number opts them out at once: the next message goes by SMS", async () => {
    const r = await rider();
    await optIn(r.cookie, true, "profile");
    await tellConfirmed(r, "en-IN");
    // a message still waiting goes by SMS instead
    const res = await signed(incomingTextBody(r.phone.slice(1), " Stop "));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stops: 1 });
    const consent = await t.app.inject({ method: "GET", url: "/api/v1/user/whatsapp", headers: { cookie: r.cookie } });
    expect(consent.json().data).toMatchObject({ optedIn: false, optedOutSource: "stop_reply" });
    expect(consent.json().data.optedInAt).not.toBeNull(); // the opt-in stays on record
    await tellConfirmed(r, "en-IN");
    await t.app.ctx.scheduler.runNow("outbox-delivery");
    expect(fake.requests).toHaveLength(0);
    const stored = await t.database.query<{ channel: string; status: string }>(
      "SELECT channel, status FROM outbox_messages WHERE user_id = $1 ORDER BY created_at, channel",
      [r.userId],
    );
    expect(stored.filter((m) => m.channel === "sms")).toHaveLength(2);
    expect(stored.filter((m) => m.channel === "whatsapp")).toEqual([{ channel: "whatsapp", status: "failed" }]);
    const history = await t.database.query<{ opted_in: boolean; source: string }>(
      "SELECT opted_in, source FROM whatsapp_consent_events WHERE user_id = $1 ORDER BY id",
      [r.userId],
    );
    expect(history).toEqual([
      { opted_in: true, source: "profile" },
      { opted_in: false, source: "stop_reply" },
    ]);
  });

  it("switching it off in the profile stops WhatsApp too", async () => {
    const r = await rider();
    await optIn(r.cookie, true, "profile");
    const off = await optIn(r.cookie, false, "profile");
    expect(off.json().data).toMatchObject({ optedIn: false, optedOutSource: "profile" });
    await tellConfirmed(r, "en-IN");
    expect((await rows(r.userId)).map((m) => m.channel)).toEqual(["email", "sms"]);
  });

  it("shows operators the rider's channels and WhatsApp consent", async () => {
    const r = await rider();
    const op = await createSignedInUser(t, { role: "operator" });
    const detail = () =>
      t.app.inject({ method: "GET", url: `/api/v1/ops/riders/${r.userId}`, headers: { cookie: op.cookie } });
    expect((await detail()).json()).toMatchObject({ channels: ["email", "sms"], whatsapp: { optedIn: false } });
    await optIn(r.cookie, true, "profile");
    const body = (await detail()).json();
    expect(body.channels).toEqual(["email", "whatsapp"]);
    expect(body.whatsapp).toMatchObject({ optedIn: true, source: "profile", wording: expect.stringContaining("STOP") });
  });
});
