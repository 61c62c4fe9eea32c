import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, testConfig, type TestApp } from "../../../test/helpers.ts";
import { buildApp } from "../../app.ts";
import { PRODUCTION_TRANSPORTS } from "../../../test/production-config.ts";
import type { MailMessage, MailTransport } from "../../adapters/mail/types.ts";
import type { SmsMessage, SmsTransport } from "../../adapters/sms/types.ts";
import type { EmailRendering, SmsRendering } from "./channels/types.ts";
import { notify } from "./notify.ts";
import { MAX_ATTEMPTS, backoffMs, deliverDueMessages } from "./sender.ts";

/** Recording transports that can be told to fail, standing in for a provider outage. */
function fakes() {
  const state = { failMail: 0, failSms: 0, mails: [] as MailMessage[], sms: [] as SmsMessage[] };
  const mail: MailTransport = {
    kind: "smtp",
    async send(m) {
      if (state.failMail > 0) {
        state.failMail--;
        throw new Error("SMTP 451 try again later");
      }
      state.mails.push(m);
    },
  };
  const sms: SmsTransport = {
    kind: "msg91",
    async send(m) {
      if (state.failSms > 0) {
        state.failSms--;
        throw new Error("provider down");
      }
      state.sms.push(m);
    },
  };
  return { state, mail, sms };
}

describe("outbox sender", () => {
  let t: TestApp;
  const f = fakes();
  beforeAll(async () => {
    // production mode (real transports, served here by the doubles): messages leave unmarked (demo marking: demo-mode.int.test.ts)
    t = await createTestApp({ config: PRODUCTION_TRANSPORTS, adapters: { mail: f.mail, sms: f.sms } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.query("UPDATE outbox_messages SET status = 'sent'");
    f.state.mails.length = 0;
    f.state.sms.length = 0;
    f.state.failMail = 0;
    f.state.failSms = 0;
    t.clock.setOffsetMs(0);
  });

  // one message on one channel, through the one door every module uses
  const enqueueEmail = async ({ to, ...email }: EmailRendering & { to: string }) =>
    (await notify(t.app.ctx, t.database.db, { to: { email: to }, event: "test.email", email }))[0];
  const enqueueSms = async ({ to, ...sms }: SmsRendering & { to: string }) =>
    (await notify(t.app.ctx, t.database.db, { to: { phone: to }, event: "test.sms", sms }))[0];

  const status = async (id: string) =>
    (
      await t.database.query<{ status: string; attempts: number; last_error: string | null; next_attempt_at: Date }>(
        "SELECT * FROM outbox_messages WHERE id = $1",
        [id],
      )
    )[0];

  it("delivers due e-mails and SMS through the adapters and marks them sent", async () => {
    const e = await enqueueEmail({
      to: "Rider@Example.in",
      subject: "Hello",
      text: "plain",
      html: "<p>html</p>",
    });
    const s = await enqueueSms({ to: "+919876543210", text: "12345 is your code" });
    const outcome = await t.app.ctx.scheduler.runNow("outbox-delivery");
    expect(outcome).toBe("processed 2");
    expect(f.state.mails).toEqual([
      expect.objectContaining({ to: "rider@example.in", subject: "Hello", text: "plain", html: "<p>html</p>" }),
    ]);
    expect(f.state.sms).toEqual([expect.objectContaining({ to: "+919876543210", text: "12345 is your code" })]);
    expect((await status(e)).status).toBe("sent");
    expect((await status(s)).status).toBe("sent");
    // nothing is sent twice
    await t.app.ctx.scheduler.runNow("outbox-delivery");
    expect(f.state.mails).toHaveLength(1);
  });

  it("a provider outage delays a message with backoff, never loses it", async () => {
    f.state.failSms = 2;
    const id = await enqueueSms({ to: "+919876543211", text: "55555 is your code" });
    await deliverDueMessages(t.app.ctx);
    let row = await status(id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, last_error: "provider down" });
    expect(row.next_attempt_at.getTime() - t.clock.now().getTime()).toBeGreaterThan(backoffMs(1) - 5000);
    // not due yet: nothing happens
    await deliverDueMessages(t.app.ctx);
    expect((await status(id)).attempts).toBe(1);
    t.clock.setOffsetMs(backoffMs(1) + 1000);
    await deliverDueMessages(t.app.ctx);
    row = await status(id);
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    t.clock.setOffsetMs(backoffMs(1) + backoffMs(2) + 2000);
    await deliverDueMessages(t.app.ctx);
    expect((await status(id)).status).toBe("sent");
    expect(f.state.sms.map((m) => m.text)).toEqual(["55555 is your code"]);
  });

  it("gives up after the last attempt and marks the message failed", async () => {
    f.state.failMail = 1000;
    const id = await enqueueEmail({ to: "x@example.in", subject: "s", text: "t" });
    let offset = 0;
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      await deliverDueMessages(t.app.ctx);
      offset += backoffMs(i) + 1000;
      t.clock.setOffsetMs(offset);
    }
    expect(await status(id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
  });

  it("two senders running at once deliver each message exactly once (FOR UPDATE SKIP LOCKED)", async () => {
    const ids = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        enqueueSms({ to: `+91987654${String(i).padStart(4, "0")}`, text: `msg ${i}` }),
      ),
    );
    await Promise.all([
      deliverDueMessages(t.app.ctx, undefined, 10),
      deliverDueMessages(t.app.ctx, undefined, 10),
      deliverDueMessages(t.app.ctx, undefined, 10),
    ]);
    await deliverDueMessages(t.app.ctx, undefined, 50);
    const texts = f.state.sms.map((m) => m.text).sort();
    expect(texts).toHaveLength(30);
    expect(new Set(texts).size).toBe(30);
    for (const id of ids) expect((await status(id)).status).toBe("sent");
  });

  it("an outbox row whose channel has no adapter is marked failed at once, never sent as an SMS or an e-mail", async () => {
    // a channel the table knows (a migration added it) but no adapter is registered for
    await t.database.query("ALTER TYPE message_channel ADD VALUE IF NOT EXISTS 'whatsapp'");
    const [row] = await t.database.query<{ id: string }>(
      "INSERT INTO outbox_messages (channel, to_address, text) VALUES ('whatsapp', '+919876500099', 'hello') RETURNING id",
    );
    const outcome = await deliverDueMessages(t.app.ctx);
    expect(outcome).toEqual({ sent: 0, failed: 1 });
    expect(await status(row.id)).toMatchObject({
      status: "failed",
      attempts: 1,
      last_error: 'no adapter for notification channel "whatsapp"',
    });
    expect(f.state.sms).toEqual([]);
    expect(f.state.mails).toEqual([]);
  });

  it("a channel left out of NOTIFICATION_CHANNELS is neither written nor sent", async () => {
    const emailOnly = { ...t.app.ctx, config: { ...t.app.ctx.config, NOTIFICATION_CHANNELS: ["email"] } };
    const ids = await notify(emailOnly, t.database.db, {
      to: { email: "both@example.in", phone: "+919876500098" },
      event: "test.both",
      email: { subject: "s", text: "by e-mail" },
      sms: { text: "by SMS" },
    });
    expect(ids).toHaveLength(1);
    const sms = await enqueueSms({ to: "+919876500097", text: "written while SMS was on" });
    await deliverDueMessages(emailOnly);
    expect(f.state.mails.map((m) => m.text)).toEqual(["by e-mail"]);
    expect(f.state.sms).toEqual([]);
    expect(await status(sms)).toMatchObject({
      status: "failed",
      last_error: 'no adapter for notification channel "sms"',
    });
  });

  it("an unknown notification channel in the configuration stops the start", async () => {
    await expect(
      buildApp({
        config: testConfig({ NOTIFICATION_CHANNELS: "email,sms,pigeon" }),
        database: t.database,
        logger: false,
      }),
    ).rejects.toThrow(
      'NOTIFICATION_CHANNELS names an unknown notification channel: "pigeon" (registered channels: email, sms, whatsapp, push;',
    );
  });

  it("the development outbox is gone when real transports are configured", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/dev/outbox" });
    // this app is configured with real transports (served by test doubles): the mailbox follows the configuration
    expect(res.statusCode).toBe(404);
    const real = await createTestApp({ config: { SMTP_URL: "smtp://127.0.0.1:2525" } });
    try {
      expect((await real.app.inject({ method: "GET", url: "/api/v1/dev/outbox" })).statusCode).toBe(404);
      const cfg = await real.app.inject({ method: "GET", url: "/api/v1/config" });
      expect(cfg.json().devOutbox).toBe(false);
    } finally {
      await real.close();
    }
  });
});
