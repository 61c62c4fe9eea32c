import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authServerMessages as M } from "@chauffeur/contracts";
import { createTestApp, sessionCookie, type TestApp } from "../../../test/helpers.ts";
import { latestOtp, registerAndLogin } from "../../../test/auth-helpers.ts";
import { uniquePhone } from "../../../test/factories.ts";

describe("accounts: register, verify, login, me, logout", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("registers, verifies the OTP from the outbox and signs in", async () => {
    const r = await registerAndLogin(t, { name: "Asha Mohanty" });
    const me = await t.app.inject({ method: "GET", url: "/api/v1/user/me", headers: { cookie: r.cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ name: "Asha Mohanty", email: r.email, phone: r.phone, homecity: null });
    expect(JSON.stringify(me.json())).not.toMatch(/password|hash/i);
  });

  it("logs in with phone and password, and logout ends the session", async () => {
    const r = await registerAndLogin(t);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/login",
      payload: { phone: r.phone, password: r.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ success: true, message: M.loginOk, user: { phone: r.phone } });
    const cookie = sessionCookie(login);
    expect(cookie).not.toBe(r.cookie);
    const out = await t.app.inject({ method: "GET", url: "/api/v1/user/logout", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: "GET", url: "/api/v1/user/me", headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it("answers 401 on /me without a session", async () => {
    const me = await t.app.inject({ method: "GET", url: "/api/v1/user/me" });
    expect(me.statusCode).toBe(401);
  });

  it("sends the OTP by SMS to the phone only", async () => {
    const phone = uniquePhone();
    const reg = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/register",
      payload: { name: "N", email: `n-${phone.slice(4)}@example.in`, phone, password: "Sarathi#2025" },
    });
    expect(reg.statusCode).toBe(201);
    expect(reg.json()).toEqual({ success: true, message: M.registered, resendAfterSeconds: 60 });
    const otp = await latestOtp(t, phone);
    expect(String(otp)).toMatch(/^\d{5}$/);
    // the development mailbox: newest first, filtered by address; an unencoded "+" still finds the phone
    for (const q of [encodeURIComponent(phone), phone, phone.slice(3)]) {
      const res = await t.app.inject({ method: "GET", url: `/api/v1/dev/outbox?to=${q}` });
      expect(res.json().messages).toEqual([
        {
          channel: "sms",
          to: phone,
          subject: null,
          text: expect.stringContaining(String(otp)),
          html: null,
          createdAt: expect.any(String),
        },
      ]);
    }
    const all = await t.app.inject({ method: "GET", url: "/api/v1/dev/outbox" });
    const times = (all.json().messages as Array<{ createdAt: string }>).map((m) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("documents the accounts API in the OpenAPI document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    const paths = Object.keys(res.json().paths);
    for (const p of [
      "/api/v1/user/register",
      "/api/v1/user/login",
      "/api/v1/user/otp-verify",
      "/api/v1/user/otp-resend",
      "/api/v1/user/me",
      "/api/v1/user/me/update",
      "/api/v1/user/me/recover",
      "/api/v1/user/password/forgot",
      "/api/v1/user/password/reset/{token}",
      "/api/v1/user/logout",
    ])
      expect(paths).toContain(p);
    expect(paths).not.toContain("/api/v1/dev/outbox");
  });
});
