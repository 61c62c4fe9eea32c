import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authServerMessages as M } from "@chauffeur/contracts";
import { createTestApp, sessionCookie, type TestApp } from "../../../test/helpers.ts";
import { registerAndLogin, postLogin, postRegister } from "../../../test/auth-helpers.ts";
import { uniquePhone } from "../../../test/factories.ts";

async function latestResetToken(t: TestApp, email: string): Promise<string> {
  const res = await t.app.inject({ method: "GET", url: `/api/v1/dev/outbox?to=${encodeURIComponent(email)}` });
  const mail = (res.json().messages as Array<{ channel: string; text: string }>).find((m) =>
    /password\/reset\//.test(m.text),
  );
  const token = mail?.text.match(/\/auth\/password\/reset\/([\w-]+)/)?.[1];
  if (!token) throw new Error("no reset e-mail");
  return token;
}

describe("accounts security: passwords and their reset", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (body: object, remoteAddress = "127.0.0.1") => postRegister(t, body, remoteAddress);

  it("answers forgot-password identically for known and unknown e-mails", async () => {
    const r = await registerAndLogin(t);
    const known = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/password/forgot",
      payload: { email: r.email },
    });
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/password/forgot",
      payload: { email: "nobody-here@example.in" },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ success: true, message: M.forgotSent });
    const mails = await t.database.query("SELECT 1 FROM outbox_messages WHERE to_address = 'nobody-here@example.in'");
    expect(mails).toHaveLength(0);
  });

  it("builds the reset link from PUBLIC_BASE_URL, never from the Host header, and stores only the token's hash", async () => {
    const r = await registerAndLogin(t);
    await t.app.inject({
      method: "POST",
      url: "/api/v1/user/password/forgot",
      payload: { email: r.email },
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
    });
    const res = await t.app.inject({ method: "GET", url: `/api/v1/dev/outbox?to=${encodeURIComponent(r.email)}` });
    const mail = res.json().messages.find((m: { subject: string }) => /Reset/.test(m.subject));
    expect(mail.text).toContain("http://localhost:4000/auth/password/reset/");
    expect(mail.html).toContain("http://localhost:4000/auth/password/reset/");
    expect(mail.text + mail.html).not.toContain("evil.example");
    const token = await latestResetToken(t, r.email);
    expect(Buffer.from(token, "base64url").length).toBe(32);
    const rows = await t.database.query<{ id: string }>("SELECT id FROM password_reset_tokens");
    expect(rows.map((x) => x.id)).not.toContain(token);
  });

  it("uses a reset token once, ends every session and tells the rider; an expired token is refused", async () => {
    const r = await registerAndLogin(t);
    const other = sessionCookie(await postLogin(t, r.phone, r.password));
    await t.app.inject({ method: "POST", url: "/api/v1/user/password/forgot", payload: { email: r.email } });
    const token = await latestResetToken(t, r.email);
    const body = { password: "NewPass123", confirmPassword: "NewPass123" };
    const ok = await t.app.inject({ method: "PUT", url: `/api/v1/user/password/reset/${token}`, payload: body });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: M.resetOk });
    expect(ok.headers["set-cookie"]).toBeUndefined(); // signs nobody in
    expect(ok.headers["referrer-policy"]).toBe("no-referrer");
    const again = await t.app.inject({
      method: "PUT",
      url: `/api/v1/user/password/reset/${token}`,
      payload: { password: "Other123x", confirmPassword: "Other123x" },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.resetInvalid);
    for (const cookie of [r.cookie, other]) {
      expect((await t.app.inject({ method: "GET", url: "/api/v1/user/me", headers: { cookie } })).statusCode).toBe(401);
    }
    const oldLogin = await postLogin(t, r.phone, r.password);
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/login",
      payload: { phone: r.phone, password: "NewPass123" },
    });
    expect(newLogin.statusCode).toBe(200);
    const mails = await t.app.inject({ method: "GET", url: `/api/v1/dev/outbox?to=${encodeURIComponent(r.email)}` });
    expect(mails.json().messages[0].subject).toMatch(/password was changed/);

    // expiry: 30 minutes
    await t.app.inject({ method: "POST", url: "/api/v1/user/password/forgot", payload: { email: r.email } });
    const token2 = await latestResetToken(t, r.email);
    t.clock.setOffsetMs(30 * 60_000 + 1000);
    const late = await t.app.inject({ method: "PUT", url: `/api/v1/user/password/reset/${token2}`, payload: body });
    t.clock.setOffsetMs(0);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(M.resetInvalid);
  });

  it("checks a reset link without consuming it: valid, then used; expired; unknown; a malformed token is a 400", async () => {
    const r = await registerAndLogin(t);
    await t.app.inject({ method: "POST", url: "/api/v1/user/password/forgot", payload: { email: r.email } });
    const token = await latestResetToken(t, r.email);
    const check = (tk: string) => t.app.inject({ method: "GET", url: `/api/v1/user/password/reset/${tk}` });
    const first = await check(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, valid: true, message: M.resetLinkValid });
    expect(first.headers["referrer-policy"]).toBe("no-referrer");
    expect(first.headers["cache-control"]).toBe("no-store");
    // asking twice consumes nothing: the link still resets the password
    expect((await check(token)).json().valid).toBe(true);
    const body = { password: "Checked123", confirmPassword: "Checked123" };
    const ok = await t.app.inject({ method: "PUT", url: `/api/v1/user/password/reset/${token}`, payload: body });
    expect(ok.statusCode).toBe(200);
    expect((await check(token)).json()).toEqual({
      success: true,
      valid: false,
      reason: "used",
      message: M.resetLinkUsed,
    });

    await t.app.inject({ method: "POST", url: "/api/v1/user/password/forgot", payload: { email: r.email } });
    const token2 = await latestResetToken(t, r.email);
    t.clock.setOffsetMs(30 * 60_000 + 1000);
    const late = await check(token2);
    t.clock.setOffsetMs(0);
    expect(late.json()).toEqual({ success: true, valid: false, reason: "expired", message: M.resetLinkExpired });
    // a later reset makes the earlier outstanding link void: it reads as used
    await t.app.inject({ method: "POST", url: "/api/v1/user/password/forgot", payload: { email: r.email } });
    const token3 = await latestResetToken(t, r.email);
    await t.app.inject({ method: "PUT", url: `/api/v1/user/password/reset/${token3}`, payload: body });
    expect((await check(token2)).json().reason).toBe("used");

    const unknown = await check("not-a-real-token-but-long-enough-000000000");
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true, valid: false, reason: "unknown", message: M.resetInvalid });
    const malformed = await check("short");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false });
    expect(typeof malformed.json().message).toBe("string");
  });

  it("rate-limits the link check per client address", async () => {
    const ip = "203.0.113.77";
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/v1/user/password/reset/unknown-token-for-the-limit-${String(i).padStart(4, "0")}`,
        remoteAddress: ip,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[60]).toBe(429);
  });

  it("stores argon2id hashes, never the password", async () => {
    const r = await registerAndLogin(t, { password: "Plain#Text99" });
    const [u] = await t.database.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE phone = $1", [
      r.phone,
    ]);
    expect(u.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=1\$/);
    expect(u.password_hash).not.toContain("Plain#Text99");
    const dump = await t.database.query<{ t: string }>("SELECT row_to_json(u)::text AS t FROM users u");
    expect(dump.map((d) => d.t).join("\n")).not.toContain("Plain#Text99");
  });

  it("refuses the most common passwords with a clear message", async () => {
    const res = await register({
      name: "Common",
      email: "common@example.in",
      phone: uniquePhone(),
      password: "password123",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.commonPassword);
  });
});

describe("the reset-password page", () => {
  it("sends no-referrer and a script policy without third-party origins, even with Razorpay and Google configured", async () => {
    const t = await createTestApp({
      config: {
        RAZORPAY_KEY_ID: "rzp_test_x",
        RAZORPAY_KEY_SECRET: "s",
        RAZORPAY_WEBHOOK_SECRET: "w",
        GOOGLE_MAPS_API_KEY: "g",
      },
    });
    try {
      const home = await t.app.inject({ method: "GET", url: "/" });
      expect(String(home.headers["content-security-policy"])).toMatch(
        /script-src[^;]*https:\/\/checkout\.razorpay\.com/,
      );
      const res = await t.app.inject({ method: "GET", url: "/auth/password/reset/abcdefghijklmnopqrstuvwxyz" });
      expect(res.headers["referrer-policy"]).toBe("no-referrer");
      const script = /script-src ([^;]*)/.exec(String(res.headers["content-security-policy"]))?.[1] ?? "";
      expect(script).toContain("'self'");
      expect(script).not.toMatch(/https?:/);
    } finally {
      await t.close();
    }
  });
});
