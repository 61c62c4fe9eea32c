import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { PRODUCTION_TRANSPORTS } from "../../../test/production-config.ts";
import type { MailMessage, MailTransport } from "../../adapters/mail/types.ts";
import type { SmsMessage, SmsTransport } from "../../adapters/sms/types.ts";
import { DEMO_EMAIL_LINE, deliverDueMessages, notify } from "../notifications/index.ts";

/**
 * The demo and outbox controls of docs/security.md §1, as an outsider tries them: the outbox of a demo on a public
 * address is closed to guests and riders, production mode has no dev route at all, and a demo's pages and messages say
 * they are a demo.
 */

const OUTBOX = "/api/v1/dev/outbox";
type Box = {
  messages: Array<{ channel: string; to: string; subject: string | null; text: string; html: string | null }>;
};

/** Asks for a password-reset link the way an attacker would (forgot-password for a known e-mail). */
async function registerRider(t: TestApp) {
  const phone = `+919${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const email = `demo-${phone.slice(-6)}@example.in`;
  const reg = await t.app.inject({
    method: "POST",
    url: "/api/v1/user/register",
    payload: { name: "Demo Rider", email, phone, password: "Sarathi#2025" },
  });
  expect(reg.statusCode).toBe(201);
  return { phone, email };
}

function webRoot() {
  const root = mkdtempSync(path.join(os.tmpdir(), "demo-web-"));
  mkdirSync(path.join(root, "faq"));
  writeFileSync(
    path.join(root, "__spa-fallback.html"),
    '<!doctype html><html><head><title>shell</title></head><body class="x"><div id="app"></div></body></html>',
  );
  writeFileSync(
    path.join(root, "faq", "index.html"),
    `<!doctype html><html><head><title>FAQ</title></head><body><main>FAQ ${"answers ".repeat(400)}</main></body></html>`,
  );
  return root;
}

describe("a demo on a public address (HOST=0.0.0.0, DEMO_MODE=true)", () => {
  let t: TestApp;
  let rider: { phone: string; email: string };
  beforeAll(async () => {
    t = await createTestApp({ config: { HOST: "0.0.0.0", DEMO_MODE: "true", ENABLE_TEST_CLOCK: "true" } });
    rider = await registerRider(t);
  });
  afterAll(() => t.close());

  it("refuses the outbox to a guest (401), even from this machine", async () => {
    for (const url of [OUTBOX, `${OUTBOX}?to=${encodeURIComponent(rider.phone)}`]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toMatch(/\b\d{5}\b.*code/);
    }
  });

  it("refuses the outbox to a signed-in rider (403)", async () => {
    const r = await createSignedInUser(t);
    const res = await t.app.inject({
      method: "GET",
      url: `${OUTBOX}?to=${encodeURIComponent(rider.phone)}`,
      headers: { cookie: r.cookie },
    });
    expect(res.statusCode).toBe(403);
  });

  it("shows the outbox to a signed-in operator, every message marked as a demo's", async () => {
    const op = await createSignedInUser(t, { role: "operator", name: "Asha Operator" });
    const res = await t.app.inject({
      method: "GET",
      url: `${OUTBOX}?to=${encodeURIComponent(rider.phone)}`,
      headers: { cookie: op.cookie },
    });
    expect(res.statusCode).toBe(200);
    const sms = (res.json() as Box).messages.find((m) => m.channel === "sms")!;
    expect(sms.text.startsWith("[DEMO] ")).toBe(true);
    expect(sms.text).toMatch(/\b\d{5}\b/); // the code is still there for the operator running the demo
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("keeps the movable clock and the job trigger from guests", async () => {
    expect(
      (await t.app.inject({ method: "POST", url: "/api/v1/dev/clock", payload: { offsetMs: 86_400_000 } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: "POST", url: "/api/v1/dev/jobs/housekeeping" })).statusCode).toBe(401);
  });

  it("tells the web app it is a demo", async () => {
    const cfg = (await t.app.inject({ method: "GET", url: "/api/v1/config" })).json();
    expect(cfg).toMatchObject({ demo: true, devOutbox: true });
    expect(cfg.demoNotice).toBe("Demo — payments, SMS, e-mail and WhatsApp are simulated; nothing is charged or sent.");
    // the mailbox is the operators' here: neither the OTP screen nor the ribbon points a rider at it
    expect(cfg.devOutboxOpen).toBe(false);
  });

  it("serves a ribbon without the inbox link (the outbox is for operators only)", async () => {
    const root = webRoot();
    const pub = await createTestApp({ webRoot: root, config: { HOST: "0.0.0.0", DEMO_MODE: "true" } });
    try {
      const page = (await pub.app.inject({ url: "/faq", headers: { "accept-encoding": "identity" } })).body;
      expect(page).toContain("demo-ribbon");
      expect(page).not.toContain("/dev/outbox");
    } finally {
      await pub.close();
      rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});

describe("a demo on this machine (the defaults: HOST=127.0.0.1)", () => {
  let t: TestApp;
  let rider: { phone: string; email: string };
  beforeAll(async () => {
    t = await createTestApp();
    rider = await registerRider(t);
  });
  afterAll(() => t.close());

  it("shows the outbox to a request straight from this machine", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `${OUTBOX}?to=${encodeURIComponent(rider.phone)}`,
      headers: { host: "127.0.0.1:4000" },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Box).messages[0].text).toMatch(/^\[DEMO\] /);
  });

  it("closes it to anything that did not come straight from this machine", async () => {
    const url = `${OUTBOX}?to=${encodeURIComponent(rider.phone)}`;
    // through a reverse proxy on the same machine
    for (const h of ["x-forwarded-for", "forwarded", "x-real-ip", "via"])
      expect((await t.app.inject({ method: "GET", url, headers: { [h]: "203.0.113.9" } })).statusCode, h).toBe(401);
    // from another machine's socket
    expect((await t.app.inject({ method: "GET", url, remoteAddress: "192.0.2.10" })).statusCode).toBe(401);
    // a page on another site whose DNS name was rebound to 127.0.0.1
    expect((await t.app.inject({ method: "GET", url, headers: { host: "evil.example:4000" } })).statusCode).toBe(401);
  });

  it("tells the web app the mailbox is open here, so the OTP screen links to it", async () => {
    const cfg = (await t.app.inject({ method: "GET", url: "/api/v1/config" })).json();
    expect(cfg).toMatchObject({ demo: true, devOutbox: true, devOutboxOpen: true });
  });

  it("closes it when the installation says it is public (PUBLIC_BASE_URL or TRUST_PROXY)", async () => {
    const publicSigns: Array<Record<string, string>> = [
      { PUBLIC_BASE_URL: "https://demo.example.in" },
      { TRUST_PROXY: "127.0.0.1" },
    ];
    for (const config of publicSigns) {
      const other = await createTestApp({ config });
      try {
        expect((await other.app.inject({ method: "GET", url: OUTBOX })).statusCode, JSON.stringify(config)).toBe(401);
      } finally {
        await other.close();
      }
    }
  });
});

describe("production mode (every real component configured)", () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = webRoot();
    // ENABLE_TEST_CLOCK is refused at start in production mode (startRefusal); even if an app were built with it, no dev route exists
    t = await createTestApp({
      config: { ...PRODUCTION_TRANSPORTS, HOST: "0.0.0.0", ENABLE_TEST_CLOCK: "true" },
      webRoot: root,
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("has no dev route: each answers 404, for guests and operators alike", async () => {
    const op = await createSignedInUser(t, { role: "operator" });
    for (const headers of [{}, { cookie: op.cookie }]) {
      expect((await t.app.inject({ method: "GET", url: OUTBOX, headers })).statusCode).toBe(404);
      expect((await t.app.inject({ method: "GET", url: `${OUTBOX}?to=%2B919437012345`, headers })).statusCode).toBe(
        404,
      );
      expect(
        (await t.app.inject({ method: "POST", url: "/api/v1/dev/clock", payload: { offsetMs: 1 }, headers }))
          .statusCode,
      ).toBe(404);
      expect((await t.app.inject({ method: "POST", url: "/api/v1/dev/jobs/housekeeping", headers })).statusCode).toBe(
        404,
      );
    }
    expect(t.app.hasRoute({ method: "GET", url: OUTBOX })).toBe(false);
    expect(t.app.hasRoute({ method: "POST", url: "/api/v1/dev/clock" })).toBe(false);
    expect(t.app.hasRoute({ method: "POST", url: "/api/v1/dev/bookings/:id/pickup" })).toBe(false);
    // nor the sandbox gateway's checkout (registered only with the sandbox)
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: "/api/v1/payments/sandbox/checkout",
          payload: { orderId: "order_x", outcome: "success" },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("selects the real gateway and says it is not a demo", async () => {
    expect(t.app.ctx.adapters.payments.kind).toBe("razorpay");
    const cfg = (await t.app.inject({ method: "GET", url: "/api/v1/config" })).json();
    expect(cfg).toMatchObject({ demo: false, devOutbox: false, payments: { gateway: "razorpay" } });
    expect(cfg.demoNotice).toBeUndefined();
  });

  it("serves pages without the Demo ribbon", async () => {
    for (const url of ["/faq", "/outstation-trips"])
      expect((await t.app.inject({ url })).body).not.toContain("demo-ribbon");
  });
});

describe("the Demo ribbon and demo messages", () => {
  let t: TestApp;
  let root: string;
  const sent = { mails: [] as MailMessage[], sms: [] as SmsMessage[] };
  const mail: MailTransport = { kind: "smtp", send: async (m) => void sent.mails.push(m) };
  const sms: SmsTransport = { kind: "msg91", send: async (m) => void sent.sms.push(m) };
  beforeAll(async () => {
    root = webRoot();
    t = await createTestApp({ webRoot: root, adapters: { mail, sms } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("puts the ribbon right after <body> of every page served (prerendered and app shell)", async () => {
    for (const url of ["/faq", "/outstation-trips", "/ops", "/auth", "/dev/outbox"]) {
      const res = await t.app.inject({ url, headers: { "accept-encoding": "identity" } });
      expect(res.statusCode).toBe(200);
      expect(res.body, url).toMatch(
        /<body[^>]*><aside class="demo-ribbon" role="note" aria-labelledby="demo-ribbon-label" data-demo-ribbon><strong id="demo-ribbon-label">Demo<\/strong> <span>— payments, SMS, e-mail and WhatsApp are simulated; nothing is charged or sent\. <a href="\/dev\/outbox" data-demo-inbox>Demo inbox<\/a><\/span><\/aside>/,
      );
    }
    // compressed forms carry it too
    const br = await t.app.inject({ url: "/faq", headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect((await import("node:zlib")).brotliDecompressSync(br.rawPayload).toString()).toContain("demo-ribbon");
  });

  it("marks every SMS with [DEMO] and every e-mail with [Demo] and a first line, whatever the transport", async () => {
    await notify(t.app.ctx, t.database.db, {
      to: { phone: "+919876500001" },
      event: "test.code",
      sms: { text: "48213 is your Sarathi Luxe code" },
    });
    await notify(t.app.ctx, t.database.db, {
      to: { email: "demo@example.in" },
      event: "test.reset",
      email: {
        subject: "Reset your password",
        text: "Hello,\nReset: http://x",
        html: "<html><body><p>Hello</p></body></html>",
      },
    });
    await deliverDueMessages(t.app.ctx);
    expect(sent.sms.map((m) => m.text)).toContain("[DEMO] 48213 is your Sarathi Luxe code");
    const m = sent.mails.find((x) => x.to === "demo@example.in")!;
    expect(m.subject).toBe("[Demo] Reset your password");
    expect(m.text.split("\n")[0]).toBe(DEMO_EMAIL_LINE);
    expect(m.text).toContain("Reset: http://x");
    expect(m.html).toMatch(/<body><div[^>]*>Demo message: /);
    // the outbox shows them the same way
    const box = (await t.app.inject({ method: "GET", url: `${OUTBOX}?to=demo@example.in` })).json() as Box;
    expect(box.messages[0]).toMatchObject({ subject: "[Demo] Reset your password" });
    expect(box.messages[0].text.startsWith(DEMO_EMAIL_LINE)).toBe(true);
  });
});
