import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages, authServerMessages as M } from "@chauffeur/contracts";
import { createTestApp, sessionCookie, type TestApp } from "../../../test/helpers.ts";
import { latestOtp, registerAndLogin } from "../../../test/auth-helpers.ts";
import { createSignedInUser, uniquePhone } from "../../../test/factories.ts";
import { LIMITS } from "./limits.ts";

const HOUR = 3600_000;

async function latestResetToken(t: TestApp, email: string): Promise<string> {
  const res = await t.app.inject({ method: "GET", url: `/api/v1/dev/outbox?to=${encodeURIComponent(email)}` });
  const mail = (res.json().messages as Array<{ channel: string; text: string }>).find((m) => /password\/reset\//.test(m.text));
  const token = mail?.text.match(/\/auth\/password\/reset\/([\w-]+)/)?.[1];
  if (!token) throw new Error("no reset e-mail");
  return token;
}

describe("accounts security", () => {
  let t: TestApp;
  let ip = 0;
  // each test its own client address, so the per-address limits of one test do not touch another
  const nextIp = () => `10.0.0.${++ip}`;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (body: Record<string, unknown>, remoteAddress = "127.0.0.1") =>
    t.app.inject({ method: "POST", url: "/api/v1/user/register", payload: body, remoteAddress });

  it("stops OTP guessing after 5 tries, even when 20 wrong guesses arrive at once", async () => {
    const phone = uniquePhone();
    const email = `otp-${phone.slice(3)}@example.in`;
    expect((await register({ name: "Guess", email, phone, password: "Sarathi#2025" })).statusCode).toBe(201);
    const real = await latestOtp(t, phone);
    const wrong = (i: number) => 10000 + ((real - 10000 + 1 + i) % 90000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({ method: "POST", url: "/api/v1/user/otp-verify", payload: { email, phone, otp: wrong(i) }, remoteAddress: nextIp() }),
      ),
    );
    expect(results.every((r) => r.statusCode === 400)).toBe(true);
    expect(results.filter((r) => r.json().message === M.otpWrong)).toHaveLength(5);
    // the right code no longer works: the code died after 5 attempts
    const late = await t.app.inject({ method: "POST", url: "/api/v1/user/otp-verify", payload: { email, phone, otp: real } });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(M.otpExpired);
    const [row] = await t.database.query<{ attempts: number }>("SELECT attempts FROM otp_codes o JOIN users u ON u.id = o.user_id WHERE u.phone = $1", [phone]);
    expect(row.attempts).toBe(5);
  });

  it("keeps OTPs single use, hashed, expiring after 10 minutes, and lets a resend replace the old code", async () => {
    const phone = uniquePhone();
    const email = `exp-${phone.slice(3)}@example.in`;
    await register({ name: "Expiry", email, phone, password: "Sarathi#2025" });
    const first = await latestOtp(t, phone);
    const stored = await t.database.query<{ code_hash: string }>("SELECT code_hash FROM otp_codes o JOIN users u ON u.id = o.user_id WHERE u.phone = $1", [phone]);
    expect(stored[0].code_hash).not.toContain(String(first));
    expect(stored[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    // resend is refused within the minute, then replaces the code
    const tooSoon = await t.app.inject({ method: "POST", url: "/api/v1/user/otp-resend", payload: { email, phone } });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(M.otpTooSoon);
    t.clock.setOffsetMs(61_000);
    const resent = await t.app.inject({ method: "POST", url: "/api/v1/user/otp-resend", payload: { email, phone } });
    expect(resent.statusCode).toBe(200);
    const second = await latestOtp(t, phone);
    if (second !== first) {
      const old = await t.app.inject({ method: "POST", url: "/api/v1/user/otp-verify", payload: { email, phone, otp: first } });
      expect(old.statusCode).toBe(400);
    }
    // 10 minutes later the new code is dead too
    t.clock.setOffsetMs(61_000 + 10 * 60_000 + 1000);
    const expired = await t.app.inject({ method: "POST", url: "/api/v1/user/otp-verify", payload: { email, phone, otp: second } });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(M.otpExpired);
    t.clock.setOffsetMs(0);
  });

  it("caps OTP sends at 5 an hour per phone", async () => {
    // start just after an hour boundary so the six sends fall into one fixed window
    const base = Math.ceil(Date.now() / HOUR) * HOUR - Date.now() + 1000;
    t.clock.setOffsetMs(base);
    const phone = uniquePhone();
    const email = `cap-${phone.slice(3)}@example.in`;
    expect((await register({ name: "Cap", email, phone, password: "Sarathi#2025" })).statusCode).toBe(201); // send 1
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) {
      t.clock.setOffsetMs(base + i * 61_000);
      const r = await t.app.inject({ method: "POST", url: "/api/v1/user/otp-resend", payload: { email, phone }, remoteAddress: nextIp() });
      statuses.push(r.statusCode);
      if (r.statusCode === 429) expect(r.json().message).toBe(M.otpTooMany);
    }
    t.clock.setOffsetMs(0);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const sms = await t.database.query("SELECT 1 FROM outbox_messages WHERE to_address = $1", [phone]);
    expect(sms).toHaveLength(5);
  });

  it("answers forgot-password identically for known and unknown e-mails", async () => {
    const r = await registerAndLogin(t);
    const known = await t.app.inject({ method: "POST", url: "/api/v1/user/password/forgot", payload: { email: r.email } });
    const unknown = await t.app.inject({ method: "POST", url: "/api/v1/user/password/forgot", payload: { email: "nobody-here@example.in" } });
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
    const other = sessionCookie(await t.app.inject({ method: "POST", url: "/api/v1/user/login", payload: { phone: r.phone, password: r.password } }));
    await t.app.inject({ method: "POST", url: "/api/v1/user/password/forgot", payload: { email: r.email } });
    const token = await latestResetToken(t, r.email);
    const body = { password: "NewPass123", confirmPassword: "NewPass123" };
    const ok = await t.app.inject({ method: "PUT", url: `/api/v1/user/password/reset/${token}`, payload: body });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: M.resetOk });
    expect(ok.headers["set-cookie"]).toBeUndefined(); // signs nobody in
    expect(ok.headers["referrer-policy"]).toBe("no-referrer");
    const again = await t.app.inject({ method: "PUT", url: `/api/v1/user/password/reset/${token}`, payload: { password: "Other123x", confirmPassword: "Other123x" } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.resetInvalid);
    for (const cookie of [r.cookie, other]) {
      expect((await t.app.inject({ method: "GET", url: "/api/v1/user/me", headers: { cookie } })).statusCode).toBe(401);
    }
    const oldLogin = await t.app.inject({ method: "POST", url: "/api/v1/user/login", payload: { phone: r.phone, password: r.password } });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.app.inject({ method: "POST", url: "/api/v1/user/login", payload: { phone: r.phone, password: "NewPass123" } });
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

  it("sets the session cookie HttpOnly and SameSite=Lax, and it stops working after logout and deletion", async () => {
    const r = await registerAndLogin(t);
    const login = await t.app.inject({ method: "POST", url: "/api/v1/user/login", payload: { phone: r.phone, password: r.password } });
    const raw = String([login.headers["set-cookie"]].flat().find((c) => String(c).startsWith("sid=")));
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(raw).toMatch(/Path=\//);
    const cookie = sessionCookie(login);
    // a new session at every login
    expect(cookie).not.toBe(r.cookie);
    await t.app.inject({ method: "GET", url: "/api/v1/user/logout", headers: { cookie } });
    expect((await t.app.inject({ method: "GET", url: "/api/v1/user/me", headers: { cookie } })).statusCode).toBe(401);
    // deletion ends every session
    expect((await t.app.inject({ method: "GET", url: "/api/v1/user/me", headers: { cookie: r.cookie } })).statusCode).toBe(200);
    const second = sessionCookie(await t.app.inject({ method: "POST", url: "/api/v1/user/login", payload: { phone: r.phone, password: r.password } }));
    const del = await t.app.inject({ method: "DELETE", url: "/api/v1/user/me", headers: { cookie: second }, payload: { password: r.password } });
    expect(del.statusCode).toBe(200);
    for (const c of [r.cookie, second]) expect((await t.app.inject({ method: "GET", url: "/api/v1/user/me", headers: { cookie: c } })).statusCode).toBe(401);
  });

  it("keeps a session 30 days after its last use (sliding), then it expires", async () => {
    const r = await registerAndLogin(t);
    const me = () => t.app.inject({ method: "GET", url: "/api/v1/user/me", headers: { cookie: r.cookie } });
    const DAY = 24 * HOUR;
    t.clock.setOffsetMs(29 * DAY);
    expect((await me()).statusCode).toBe(200);
    t.clock.setOffsetMs(58 * DAY); // 29 days after the last use, 58 after sign-in
    expect((await me()).statusCode).toBe(200);
    t.clock.setOffsetMs(88 * DAY + HOUR); // 30 days and an hour without use
    const late = await me();
    t.clock.setOffsetMs(0);
    expect(late.statusCode).toBe(401);
  });

  it("marks the cookie Secure when served over HTTPS", async () => {
    const s = await createTestApp({ config: { PUBLIC_BASE_URL: "https://rides.example.in" } });
    try {
      // a public address: the outbox is for operators only, so the rider is created directly
      const password = "Sarathi#2025";
      const r = await createSignedInUser(s, { passwordHash: await s.app.accounts.hasher.hash(password) });
      const login = await s.app.inject({ method: "POST", url: "/api/v1/user/login", payload: { phone: r.phone, password } });
      expect(login.statusCode).toBe(200);
      expect(String([login.headers["set-cookie"]].flat()[0])).toMatch(/Secure/);
    } finally {
      await s.close();
    }
  });

  it("refuses a cross-origin state-changing request with a foreign Origin", async () => {
    const r = await registerAndLogin(t);
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/user/me",
      headers: { cookie: r.cookie, origin: "https://evil.example" },
      payload: { password: r.password },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/user/me", headers: { cookie: r.cookie } })).statusCode).toBe(200);
    const same = await t.app.inject({ method: "PUT", url: "/api/v1/user/me/update", headers: { cookie: r.cookie, origin: "http://localhost:4000" }, payload: { name: "Same Origin", email: r.email } });
    expect(same.statusCode).toBe(200);
  });

  it("answers 429 after the configured number of login attempts per phone, and per address", async () => {
    const r = await registerAndLogin(t);
    // fixed 15-minute windows: start just after a boundary so every attempt falls into one window
    const q = 15 * 60_000;
    t.clock.setOffsetMs(Math.ceil(Date.now() / q) * q - Date.now() + 1000);
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.loginPerPhone.limit + 1; i++) {
      const res = await t.app.inject({ method: "POST", url: "/api/v1/user/login", payload: { phone: r.phone, password: "wrong-password" }, remoteAddress: nextIp() });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, LIMITS.loginPerPhone.limit).every((s) => s === 401)).toBe(true);
    const last = await t.app.inject({ method: "POST", url: "/api/v1/user/login", payload: { phone: r.phone, password: r.password }, remoteAddress: nextIp() });
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe(M.tooManyAttempts);
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);

    const addr = nextIp();
    let blocked = 0;
    for (let i = 0; i < LIMITS.loginPerIp.limit + 1; i++) {
      const res = await t.app.inject({ method: "POST", url: "/api/v1/user/login", payload: { phone: uniquePhone(), password: "x" }, remoteAddress: addr });
      if (res.statusCode === 429) blocked++;
    }
    expect(blocked).toBe(1);
    t.clock.setOffsetMs(0);
  }, 120_000);

  it("counts the client address from X-Forwarded-For only behind a configured trusted proxy", async () => {
    const q = 15 * 60_000;
    const attempt = (app: TestApp, forwarded: string) =>
      app.app.inject({
        method: "POST",
        url: "/api/v1/user/login",
        payload: { phone: uniquePhone(), password: "x" },
        remoteAddress: "192.0.2.10",
        headers: { "x-forwarded-for": forwarded },
      });
    // untrusted: a rotating X-Forwarded-For does not escape the per-address limit
    t.clock.setOffsetMs(Math.ceil(Date.now() / q) * q - Date.now() + 1000);
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.loginPerIp.limit; i++) statuses.push((await attempt(t, `203.0.113.${i % 250}`)).statusCode);
    t.clock.setOffsetMs(0);
    expect(statuses.at(-1)).toBe(429);
    // trusted proxy: each forwarded client has its own budget
    const proxied = await createTestApp({ config: { TRUST_PROXY: "192.0.2.10" } });
    try {
      proxied.clock.setOffsetMs(Math.ceil(Date.now() / q) * q - Date.now() + 1000);
      const res: number[] = [];
      for (let i = 0; i <= LIMITS.loginPerIp.limit; i++) res.push((await attempt(proxied, `198.51.100.${i % 250}`)).statusCode);
      expect(res.every((c) => c === 401)).toBe(true);
    } finally {
      await proxied.close();
    }
  }, 120_000);

  it("answers the same for an unknown phone and a wrong password (status, body, and roughly time)", async () => {
    const r = await registerAndLogin(t);
    const time = async (phone: string) => {
      const start = performance.now();
      const res = await t.app.inject({ method: "POST", url: "/api/v1/user/login", payload: { phone, password: "wrong-password" }, remoteAddress: nextIp() });
      return { res, ms: performance.now() - start };
    };
    const a = await time(r.phone);
    const b = await time(uniquePhone());
    expect(a.res.statusCode).toBe(401);
    expect(b.res.statusCode).toBe(401);
    expect(a.res.body).toBe(b.res.body);
    expect(a.res.json().message).toBe(M.loginInvalid);
    // both verify an argon2 hash: an unknown phone is not answered without hashing
    expect(b.ms).toBeGreaterThan(a.ms / 4);
  });

  it("stores argon2id hashes, never the password", async () => {
    const r = await registerAndLogin(t, { password: "Plain#Text99" });
    const [u] = await t.database.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE phone = $1", [r.phone]);
    expect(u.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=1\$/);
    expect(u.password_hash).not.toContain("Plain#Text99");
    const dump = await t.database.query<{ t: string }>("SELECT row_to_json(u)::text AS t FROM users u");
    expect(dump.map((d) => d.t).join("\n")).not.toContain("Plain#Text99");
  });

  it("refuses the most common passwords with a clear message", async () => {
    const res = await register({ name: "Common", email: "common@example.in", phone: uniquePhone(), password: "password123" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.commonPassword);
  });

  it("a deletion request locks the account; the login answer says how to recover; recovery works within 72 hours", async () => {
    const r = await registerAndLogin(t);
    await t.app.inject({ method: "DELETE", url: "/api/v1/user/me", headers: { cookie: r.cookie }, payload: { password: r.password } });
    const login = await t.app.inject({ method: "POST", url: "/api/v1/user/login", payload: { phone: r.phone, password: r.password } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(M.loginDeletionRequested);
    // phone and e-mail stay reserved
    const again = await register({ name: "Again", email: r.email, phone: uniquePhone(), password: "Sarathi#2025" });
    expect(again.statusCode).toBe(409);
    t.clock.setOffsetMs(71 * HOUR);
    const rec = await t.app.inject({ method: "PUT", url: "/api/v1/user/me/recover", payload: { phone: r.phone, password: r.password } });
    t.clock.setOffsetMs(0);
    expect(rec.statusCode).toBe(200);
    expect(rec.json()).toEqual({ success: true, message: M.recovered });
    expect((await t.app.inject({ method: "POST", url: "/api/v1/user/login", payload: { phone: r.phone, password: r.password } })).statusCode).toBe(200);
  });

  it("refuses recovery after 72 hours (403) and keeps the account locked until the purge", async () => {
    const r = await registerAndLogin(t);
    await t.app.inject({ method: "DELETE", url: "/api/v1/user/me", headers: { cookie: r.cookie }, payload: { password: r.password } });
    t.clock.setOffsetMs(73 * HOUR);
    const rec = await t.app.inject({ method: "PUT", url: "/api/v1/user/me/recover", payload: { phone: r.phone, password: r.password } });
    expect(rec.statusCode).toBe(403);
    expect(rec.json().message).toBe(authMessages.recover403);
    const login = await t.app.inject({ method: "POST", url: "/api/v1/user/login", payload: { phone: r.phone, password: r.password } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(M.loginDeletionLocked);
    const reg = await register({ name: "Taker", email: `x-${r.email}`, phone: r.phone, password: "Sarathi#2025" });
    expect(reg.statusCode).toBe(409);
    t.clock.setOffsetMs(0);
  });

  it("an operator can restore an account after the 72 hours; riders cannot call it", async () => {
    const r = await registerAndLogin(t);
    await t.app.inject({ method: "DELETE", url: "/api/v1/user/me", headers: { cookie: r.cookie }, payload: { password: r.password } });
    t.clock.setOffsetMs(100 * HOUR);
    const op = await createSignedInUser(t, { role: "operator" }); // signed in now: an operator's session lasts 12 hours
    const other = await registerAndLogin(t);
    const refused = await t.app.inject({ method: "POST", url: `/api/v1/accounts/${r.userId}/restore`, headers: { cookie: other.cookie } });
    expect(refused.statusCode).toBe(403);
    const res = await t.app.inject({ method: "POST", url: `/api/v1/accounts/${r.userId}/restore`, headers: { cookie: op.cookie } });
    expect(res.statusCode).toBe(200);
    const login = await t.app.inject({ method: "POST", url: "/api/v1/user/login", payload: { phone: r.phone, password: r.password } });
    t.clock.setOffsetMs(0);
    expect(login.statusCode).toBe(200);
    const audit = await t.database.query("SELECT 1 FROM audit_log WHERE action = 'account.restore' AND entity_id = $1", [r.userId]);
    expect(audit).toHaveLength(1);
  });

  it("the purge job drops registrations never verified within 7 days, with their messages", async () => {
    const phone = uniquePhone();
    await register({ name: "Never Verified", email: `nv-${phone.slice(3)}@example.in`, phone, password: "Sarathi#2025" });
    t.clock.setOffsetMs(6 * 24 * HOUR);
    await t.app.ctx.scheduler.runNow("accounts-purge");
    expect(await t.database.query("SELECT 1 FROM users WHERE phone = $1", [phone])).toHaveLength(1);
    t.clock.setOffsetMs(8 * 24 * HOUR);
    await t.app.ctx.scheduler.runNow("accounts-purge");
    t.clock.setOffsetMs(0);
    expect(await t.database.query("SELECT 1 FROM users WHERE phone = $1", [phone])).toHaveLength(0);
    expect(await t.database.query("SELECT 1 FROM outbox_messages WHERE to_address = $1", [phone])).toHaveLength(0);
  });

  it("the purge job leaves no name, e-mail or phone of a purged rider anywhere in the database", async () => {
    const name = `Purgeable Person ${Date.now()}`;
    const r = await registerAndLogin(t, { name });
    await t.app.inject({ method: "PUT", url: "/api/v1/user/me/update", headers: { cookie: r.cookie }, payload: { name, email: r.email, workEmail: `work-${r.email}`, homecity: "Cuttack" } });
    await t.app.inject({ method: "POST", url: "/api/v1/user/password/forgot", payload: { email: r.email } });
    // a copy inside another module's data (a booking-like JSON document in the audit log)
    await t.database.query("INSERT INTO audit_log (action, entity, entity_id, after) VALUES ('test', 'user', $1, $2::jsonb)", [
      r.userId,
      JSON.stringify({ name, email: r.email, phone: r.phone }),
    ]);
    // a booking whose trip details carry the rider's name and phone: kept for accounting, anonymised
    await t.database.query(
      `INSERT INTO bookings (reference, user_id, service_type, car_type, trip, route, breakdown, amount_paise, tariff_version, start_time, end_time, hold_until)
       VALUES ('PURGE-TEST-1', $1, 'hourly-rental', (SELECT code FROM vehicle_classes ORDER BY code LIMIT 1), $2::jsonb, '{}'::jsonb, '[]'::jsonb, 150000,
               (SELECT max(version) FROM tariffs), now(), now(), now())`,
      [r.userId, JSON.stringify({ guest: { name, phone: r.phone, email: r.email }, pickup: "Bhubaneswar Airport" })],
    );
    await t.app.inject({ method: "DELETE", url: "/api/v1/user/me", headers: { cookie: r.cookie }, payload: { password: r.password } });
    const run = async () => t.app.ctx.scheduler.runNow("accounts-purge");
    t.clock.setOffsetMs(29 * 24 * HOUR);
    await run();
    let [u] = await t.database.query<{ status: string }>("SELECT status FROM users WHERE id = $1", [r.userId]);
    expect(u.status).toBe("deletion_requested");
    t.clock.setOffsetMs(30 * 24 * HOUR + 60_000);
    await run();
    t.clock.setOffsetMs(0);
    [u] = await t.database.query<{ status: string }>("SELECT status FROM users WHERE id = $1", [r.userId]);
    expect(u.status).toBe("purged");

    // scan every text and jsonb column of every table
    const cols = await t.database.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying', 'jsonb')`,
    );
    const needles = [name, r.email, `work-${r.email}`, r.phone, r.phone.slice(3)];
    const hits: string[] = [];
    for (const c of cols) {
      const rows = await t.database.query<{ v: string }>(`SELECT "${c.column_name}"::text AS v FROM "${c.table_name}" WHERE "${c.column_name}" IS NOT NULL`);
      for (const row of rows) for (const n of needles) if (row.v.includes(n)) hits.push(`${c.table_name}.${c.column_name}`);
    }
    expect(hits).toEqual([]);
    const [booking] = await t.database.query<{ amount_paise: number; user_id: string; trip: { pickup: string; guest: { name: string } } }>(
      "SELECT amount_paise, user_id, trip FROM bookings WHERE reference = 'PURGE-TEST-1'",
    );
    expect(booking).toMatchObject({ amount_paise: 150000, user_id: r.userId, trip: { pickup: "[erased]", guest: { name: "[erased]" } } });
    // the login answer for the old phone is the generic one
    const login = await t.app.inject({ method: "POST", url: "/api/v1/user/login", payload: { phone: r.phone, password: r.password } });
    expect(login.statusCode).toBe(401);
  });
});

describe("the reset-password page", () => {
  it("sends no-referrer and a script policy without third-party origins, even with Razorpay and Google configured", async () => {
    const t = await createTestApp({
      config: { RAZORPAY_KEY_ID: "rzp_test_x", RAZORPAY_KEY_SECRET: "s", RAZORPAY_WEBHOOK_SECRET: "w", GOOGLE_MAPS_API_KEY: "g" },
    });
    try {
      const home = await t.app.inject({ method: "GET", url: "/" });
      expect(String(home.headers["content-security-policy"])).toMatch(/script-src[^;]*https:\/\/checkout\.razorpay\.com/);
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
