import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { insertQuote, optionsOf } from "../bookings/test-factories.ts";

/**
 * The checkout's return on a demo started without PUBLIC_BASE_URL on a port other than 4000 (README "Configuration"):
 * the callback the browser posts to is on the address the rider opened when that is this machine at the server's
 * port, so the page's own content security policy (form-action 'self') lets it through; any other Host is ignored.
 */
describe("the checkout's return follows the loopback address the rider opened", () => {
  const PORT = 4346;
  let t: TestApp;
  let day = 0;
  beforeAll(async () => {
    t = await createTestApp({ config: { PUBLIC_BASE_URL: "", PORT: String(PORT) } });
  }, 120_000);
  afterAll(() => t.close());

  async function callbackFor(host: string) {
    const rider = await createSignedInUser(t);
    const quoteId = await insertQuote(t, { userId: rider.userId, farePaise: 250000, startInHours: 48 + 24 * day++ });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookings/order/outstation",
      headers: { cookie: rider.cookie, host },
      payload: { quoteId, addOns: {} },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { rider, bookingId: res.json().bookingId as string, url: optionsOf(t, res.json()).callback_url };
  }

  it("defaults PUBLIC_BASE_URL to this machine at PORT", () => {
    expect(t.config.PUBLIC_BASE_URL).toBe(`http://localhost:${PORT}`);
  });

  it("answers 127.0.0.1 with 127.0.0.1 and localhost with localhost, and the same for 'Complete payment'", async () => {
    expect((await callbackFor(`127.0.0.1:${PORT}`)).url).toBe(`http://127.0.0.1:${PORT}/api/v1/payments/callback`);
    const local = await callbackFor(`localhost:${PORT}`);
    expect(local.url).toBe(`http://localhost:${PORT}/api/v1/payments/callback`);
    const resumed = await t.app.inject({
      method: "POST",
      url: `/api/v1/bookings/${local.bookingId}/pay`,
      headers: { cookie: local.rider.cookie, host: `[::1]:${PORT}` },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(optionsOf(t, resumed.json()).callback_url).toBe(`http://[::1]:${PORT}/api/v1/payments/callback`);
  });

  it("ignores a Host that is not this machine at this port (an attacker's name, another port, a smuggled path)", async () => {
    for (const host of [
      "evil.example",
      `evil.example:${PORT}`,
      "localhost:9999",
      `x@localhost:${PORT}`,
      "127.0.0.1.nip.io",
    ])
      expect((await callbackFor(host)).url, host).toBe(`http://localhost:${PORT}/api/v1/payments/callback`);
  });

  it("keeps PUBLIC_BASE_URL when it is set to a public address, whatever the Host", async () => {
    const pub = await createTestApp({ config: { PUBLIC_BASE_URL: "https://rides.example.in", PORT: String(PORT) } });
    try {
      const rider = await createSignedInUser(pub);
      const quoteId = await insertQuote(pub, { userId: rider.userId, farePaise: 250000, startInHours: 60 });
      const res = await pub.app.inject({
        method: "POST",
        url: "/api/v1/bookings/order/outstation",
        headers: { cookie: rider.cookie, host: `127.0.0.1:${PORT}` },
        payload: { quoteId, addOns: {} },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(optionsOf(pub, res.json()).callback_url).toBe("https://rides.example.in/api/v1/payments/callback");
    } finally {
      await pub.close();
    }
  }, 120_000);
});
