import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, sessionCookie, type TestApp } from "../../test/helpers.ts";
import { registerAndLogin } from "../../test/auth-helpers.ts";
import { uniquePhone } from "../../test/factories.ts";
import type { SandboxGateway } from "../adapters/payments/sandbox.ts";
import { insertQuote, optionsOf, placeOrder } from "../modules/bookings/test-factories.ts";

/** Cross-site and caching (docs/security.md §6): a cross-site GET cannot sign a rider out, and private answers are never stored by a cache. */
describe("cross-site logout and private responses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/v1/user/me", headers: { cookie } });
  const getLogout = (cookie: string, headers: Record<string, string>) =>
    t.app.inject({ method: "GET", url: "/api/v1/user/logout", headers: { cookie, ...headers } });

  describe("logout", () => {
    it("an <img src=/api/v1/user/logout> on another site leaves the session alive", async () => {
      const rider = await registerAndLogin(t);
      // what Chromium sends for an image on https://evil.example
      const img = await getLogout(rider.cookie, {
        "sec-fetch-site": "cross-site",
        "sec-fetch-mode": "no-cors",
        "sec-fetch-dest": "image",
        referer: "https://evil.example/",
        accept: "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8",
      });
      expect(img.statusCode).toBe(403);
      expect(img.json().message).toBe("Log out from our site: a logout requested by another site is refused.");
      expect(img.headers["set-cookie"]).toBeUndefined();
      expect((await me(rider.cookie)).statusCode).toBe(200);
      // a same-site (sibling subdomain) page, and browsers without Sec-Fetch-* but with a foreign Origin or Referer
      const foreign: Array<Record<string, string>> = [
        { "sec-fetch-site": "same-site" },
        { origin: "https://evil.example" },
        { referer: "https://evil.example/page" },
        { origin: "null" },
      ];
      for (const headers of foreign) {
        const res = await getLogout(rider.cookie, headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      }
      expect((await me(rider.cookie)).statusCode).toBe(200);
    });

    it("a same-origin GET, a typed address and a POST end the session", async () => {
      const ours: Array<Record<string, string>> = [
        { "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors" },
        { "sec-fetch-site": "none", "sec-fetch-mode": "navigate" },
        { referer: "http://localhost:4000/profile" },
        {},
      ];
      for (const headers of ours) {
        const rider = await registerAndLogin(t);
        const res = await getLogout(rider.cookie, headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(200);
        expect(res.json()).toEqual({ success: true, message: "Logged out successfully" });
        expect((await me(rider.cookie)).statusCode, JSON.stringify(headers)).toBe(401);
      }
      const rider = await registerAndLogin(t);
      const post = await t.app.inject({
        method: "POST",
        url: "/api/v1/user/logout",
        headers: {
          cookie: rider.cookie,
          origin: "http://localhost:4000",
          "sec-fetch-site": "same-origin",
          "content-type": "application/json",
        },
        payload: "{}",
      });
      expect(post.statusCode).toBe(200);
      expect((await me(rider.cookie)).statusCode).toBe(401);
      // a cross-site POST is refused by the Origin check
      const other = await registerAndLogin(t);
      const forged = await t.app.inject({
        method: "POST",
        url: "/api/v1/user/logout",
        headers: { cookie: other.cookie, origin: "https://evil.example" },
      });
      expect(forged.statusCode).toBe(403);
      expect((await me(other.cookie)).statusCode).toBe(200);
    });
  });

  describe("Cache-Control: no-store", () => {
    const noStore = (res: { headers: Record<string, unknown> }, what: string) =>
      expect(res.headers["cache-control"], what).toBe("no-store");

    it("on sign-in, registration, OTP verification and /me", async () => {
      const phone = uniquePhone();
      const email = `cache-${Date.now()}@example.in`;
      const reg = await t.app.inject({
        method: "POST",
        url: "/api/v1/user/register",
        payload: { name: "Cache Test", email, phone, password: "Sarathi#2025" },
      });
      expect(reg.statusCode).toBe(201);
      noStore(reg, "register");
      const badOtp = await t.app.inject({
        method: "POST",
        url: "/api/v1/user/otp-verify",
        payload: { email, phone, otp: "00000" },
      });
      noStore(badOtp, "otp-verify (refused)");
      const rider = await registerAndLogin(t);
      const login = await t.app.inject({
        method: "POST",
        url: "/api/v1/user/login",
        payload: { phone: rider.phone, password: rider.password },
      });
      expect(login.statusCode).toBe(200);
      noStore(login, "login");
      noStore(await me(sessionCookie(login)), "/me");
      const failed = await t.app.inject({
        method: "POST",
        url: "/api/v1/user/login",
        payload: { phone: rider.phone, password: "wrong-password" },
      });
      noStore(failed, "failed login");
    });

    it("on the bookings list and detail, the invoice PDF, the calendar file and the payment status", async () => {
      const rider = await registerAndLogin(t);
      const quoteId = await insertQuote(t, { userId: rider.userId, startInHours: 72 });
      const order = await placeOrder(t, rider.cookie, quoteId, `cache-${quoteId}`);
      expect(order.statusCode, order.body).toBe(200);
      noStore(order, "order");
      const bookingId = order.json().bookingId as string;
      const gw = t.app.ctx.adapters.payments as SandboxGateway;
      const r = await gw.completeCheckout(optionsOf(t, order.json()).order_id, "success", t.clock.now());
      const cb = await t.app.inject({
        method: "POST",
        url: "/api/v1/payments/callback",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://api.razorpay.com" },
        payload: new URLSearchParams(r.success!).toString(),
      });
      expect(cb.statusCode).toBe(303);
      const token = new URL(String(cb.headers.location), "http://x").searchParams.get("token")!;
      const status = await t.app.inject({
        method: "POST",
        url: "/api/v1/bookings/verify-payment-token",
        headers: { cookie: rider.cookie },
        payload: { token },
      });
      expect(status.statusCode, status.body).toBe(200);
      noStore(status, "payment status");
      const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: rider.cookie } });
      for (const url of [
        "/api/v1/bookings",
        `/api/v1/bookings/${bookingId}`,
        `/api/v1/bookings/${bookingId}/invoice.pdf`,
        `/api/v1/bookings/${bookingId}/calendar.ics`,
      ]) {
        const res = await get(url);
        expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
        noStore(res, url);
      }
      // errors and guests' answers are not stored either
      noStore(await t.app.inject({ method: "GET", url: "/api/v1/bookings" }), "401");
    });

    it("public answers keep their own caching", async () => {
      const config = await t.app.inject({ method: "GET", url: "/api/v1/config" });
      expect(config.headers["cache-control"]).toBe("public, max-age=60");
      const places = await t.app.inject({ method: "GET", url: "/api/v1/places/search?q=puri" });
      expect(places.headers["cache-control"]).toMatch(/^public/);
    });
  });
});
