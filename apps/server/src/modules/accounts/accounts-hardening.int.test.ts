import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authServerMessages as M } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { latestOtp, registerAndLogin, type RegisteredRider } from "../../../test/auth-helpers.ts";
import { createSignedInUser, uniquePhone } from "../../../test/factories.ts";
import { LIMITS } from "./limits.ts";

/**
 * Issue 11 §6, tried the way an attacker would: an e-mail or phone change through a stolen session, an SMS burst
 * through repeated registrations, an IPv6 client rotating addresses inside its /64, sessions kept alive for ever.
 */
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

type Mail = { channel: string; to: string; subject: string | null; text: string };
async function outbox(t: TestApp, to: string): Promise<Mail[]> {
  const res = await t.app.inject({ method: "GET", url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}` });
  expect(res.statusCode).toBe(200);
  return res.json().messages;
}
const confirmLink = (mails: Mail[]) => /(https?:\/\/\S+\/user\/confirm-email\/([\w-]+))/.exec(mails.find((m) => /confirm-email/.test(m.text))?.text ?? "");

describe("changing the e-mail or the phone", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = async (r: RegisteredRider) => (await t.app.inject({ method: "GET", url: "/api/v1/user/me", headers: { cookie: r.cookie } })).json().user;
  const update = (r: RegisteredRider, body: Record<string, unknown>) =>
    t.app.inject({ method: "PUT", url: "/api/v1/user/me/update", headers: { cookie: r.cookie }, payload: { name: r.name, email: r.email, phone: r.phone, ...body } });
  const confirm = (token: string) => t.app.inject({ method: "PUT", url: `/api/v1/user/email/confirm/${token}` });

  it("refuses an e-mail change without the current password, or with a wrong one: nothing changes, nothing is sent", async () => {
    const r = await registerAndLogin(t);
    const target = `thief-${Date.now()}@example.in`;
    const without = await update(r, { email: target });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe(M.currentPasswordRequired);
    expect(without.json().errors.currentPassword).toEqual([M.currentPasswordRequired]);
    const wrong = await update(r, { email: target, currentPassword: "not-the-password" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(M.currentPasswordWrong);
    const user = await me(r);
    expect(user.email).toBe(r.email);
    expect(user.pendingEmail ?? null).toBeNull();
    expect(await outbox(t, target)).toHaveLength(0);
    expect((await outbox(t, r.email)).filter((m) => m.channel === "email")).toHaveLength(0);
  });

  it("with the password the e-mail stays until the link sent to the new address is opened; the link works once; the old address is told twice", async () => {
    const r = await registerAndLogin(t);
    const next = `new-${Date.now()}@example.in`;
    const res = await update(r, { email: next.toUpperCase(), currentPassword: r.password, homecity: "Cuttack" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.emailChangeSent, emailChange: { pendingEmail: next }, user: { email: r.email, pendingEmail: next, homecity: "Cuttack" } });
    // still the old e-mail everywhere
    expect(await me(r)).toMatchObject({ email: r.email, pendingEmail: next });
    const [row] = await t.database.query<{ email: string; pending_email_token_hash: string }>("SELECT email, pending_email_token_hash FROM users WHERE id = $1", [r.userId]);
    expect(row.email).toBe(r.email);
    // the old address is told a change was requested; the link goes only to the new address, built from PUBLIC_BASE_URL
    expect((await outbox(t, r.email)).map((m) => m.subject)).toEqual([expect.stringMatching(/change of your .* e-mail address was requested/)]);
    const link = confirmLink(await outbox(t, next));
    expect(link?.[1]).toMatch(/^http:\/\/localhost:4000\/user\/confirm-email\//);
    const token = link![2];
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(row.pending_email_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.pending_email_token_hash).not.toContain(token);

    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true, message: M.emailChangeConfirmed });
    expect(ok.headers["set-cookie"]).toBeUndefined(); // signs nobody in
    expect(await me(r)).toMatchObject({ email: next, pendingEmail: null });
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(M.emailChangeInvalid);
    const oldMails = await outbox(t, r.email);
    expect(oldMails).toHaveLength(2);
    expect(oldMails[0].subject).toMatch(/e-mail address of your .* was changed/);
    expect(oldMails[0].text).toContain(next);
    // forgot-password now mails the new address only
    await t.app.inject({ method: "POST", url: "/api/v1/user/password/forgot", payload: { email: r.email } });
    expect(await outbox(t, r.email)).toHaveLength(2);
  });

  it("an e-mail link expires after 24 hours, dies when the change is cancelled or requested again, and a taken e-mail answers 409", async () => {
    const r = await registerAndLogin(t);
    const other = await registerAndLogin(t);
    const taken = await update(r, { email: other.email, currentPassword: r.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.duplicateEmail);
    expect(await outbox(t, other.email)).toHaveLength(0);

    const a = `a-${Date.now()}@example.in`;
    await update(r, { email: a, currentPassword: r.password });
    const first = confirmLink(await outbox(t, a))![2];
    const b = `b-${Date.now()}@example.in`;
    await update(r, { email: b, currentPassword: r.password });
    expect((await confirm(first)).statusCode).toBe(400); // replaced by the newer request
    const second = confirmLink(await outbox(t, b))![2];
    const cancel = await t.app.inject({ method: "DELETE", url: "/api/v1/user/me/email-change", headers: { cookie: r.cookie } });
    expect(cancel.json()).toMatchObject({ message: M.emailChangeCancelled, user: { pendingEmail: null } });
    expect((await confirm(second)).statusCode).toBe(400);

    const c = `c-${Date.now()}@example.in`;
    await update(r, { email: c, currentPassword: r.password });
    const resend = await t.app.inject({ method: "POST", url: "/api/v1/user/me/email-change/resend", headers: { cookie: r.cookie } });
    expect(resend.json()).toMatchObject({ message: M.emailChangeResent, user: { pendingEmail: c } });
    const late = confirmLink(await outbox(t, c))![2];
    t.clock.setOffsetMs(24 * HOUR + MIN);
    const expired = await confirm(late);
    t.clock.setOffsetMs(0);
    expect(expired.statusCode).toBe(400);
    expect((await me(r)).email).toBe(r.email);
  });

  it("changes the phone only with the code sent to the new number; the old number is told", async () => {
    const r = await registerAndLogin(t);
    const other = await registerAndLogin(t);
    const next = uniquePhone();
    // no password: refused, nothing sent
    const noPassword = await update(r, { phone: next });
    expect(noPassword.statusCode).toBe(400);
    expect(await outbox(t, next)).toHaveLength(0);
    // a number another account uses: 409
    const taken = await update(r, { phone: other.phone, currentPassword: r.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.duplicatePhone);
    // with the password: a code goes to the new number (a minute after the registration's code), the phone stays
    t.clock.setOffsetMs(61_000);
    const start = await update(r, { phone: next, currentPassword: r.password });
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({ message: M.phoneOtpSent, phoneChange: { phone: next, resendAfterSeconds: 60 }, user: { phone: r.phone } });
    expect((await me(r)).phone).toBe(r.phone);
    const code = await latestOtp(t, next);
    // a made-up code: refused, phone unchanged; a code without the password cannot be replayed for another number
    const wrong = await update(r, { phone: next, phoneOtp: String(10000 + ((code - 10000 + 1) % 90000)) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.otpWrong);
    const elsewhere = await update(r, { phone: uniquePhone(), phoneOtp: String(code) });
    expect(elsewhere.statusCode).toBe(400);
    expect((await me(r)).phone).toBe(r.phone);
    // resend: the one-a-minute cooldown applies
    const soon = await t.app.inject({ method: "POST", url: "/api/v1/user/me/phone-otp", headers: { cookie: r.cookie }, payload: { phone: next } });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe(M.otpTooSoon);
    // the right code: changed; the old number gets an SMS; sign-in uses the new number
    const ok = await update(r, { phone: next, phoneOtp: String(code) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: M.phoneChanged, user: { phone: next } });
    const notice = (await outbox(t, r.phone)).filter((m) => /was changed/.test(m.text));
    expect(notice).toHaveLength(1);
    expect(notice[0].text).not.toContain(next); // masked
    expect((await t.app.inject({ method: "POST", url: "/api/v1/user/login", payload: { phone: next, password: r.password } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: "/api/v1/user/login", payload: { phone: r.phone, password: r.password } })).statusCode).toBe(401);
    // the code is single use
    expect((await update(r, { phone: uniquePhone(), phoneOtp: String(code) })).statusCode).toBe(400);
    t.clock.setOffsetMs(0);
  });
});

describe("registration SMS burst", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const register = (phone: string, i: number, remoteAddress = `10.9.0.${i + 1}`) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/user/register",
      payload: { name: `Burst ${i}`, email: `burst-${i}-${phone.slice(3)}@example.in`, phone, password: "Sarathi#2025" },
      remoteAddress,
    });
  const smsCount = async (phone: string) => (await t.database.query("SELECT 1 FROM outbox_messages WHERE channel = 'sms' AND to_address = $1", [phone])).length;

  it("five registrations of one phone within a minute send exactly one SMS, and the code sent still works", async () => {
    const phone = uniquePhone();
    const answers = [];
    for (let i = 0; i < 5; i++) {
      t.clock.setOffsetMs(i * 10_000);
      answers.push(await register(phone, i));
    }
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    // the web's OTP screen counts down to the next allowed send
    expect(answers[0].json().resendAfterSeconds).toBe(60);
    expect(answers[4].json().resendAfterSeconds).toBeLessThanOrEqual(20);
    expect(await smsCount(phone)).toBe(1);
    // the one code sent verifies the latest registration
    const code = await latestOtp(t, phone);
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/otp-verify",
      payload: { email: `burst-4-${phone.slice(3)}@example.in`, phone, otp: code },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user.name).toBe("Burst 4");
    t.clock.setOffsetMs(0);
  });

  it("a minute later a registration sends again; five at once send one", async () => {
    const phone = uniquePhone();
    await register(phone, 0);
    t.clock.setOffsetMs(61_000);
    expect((await register(phone, 1)).statusCode).toBe(201);
    expect(await smsCount(phone)).toBe(2);
    t.clock.setOffsetMs(0);

    const parallel = uniquePhone();
    await register(parallel, 0);
    const burst = await Promise.all([1, 2, 3, 4, 5].map((i) => register(parallel, i)));
    expect(burst.every((b) => b.statusCode === 201)).toBe(true);
    expect(await smsCount(parallel)).toBe(1);
  });
});

describe("limits per client address count an IPv6 /64 as one client", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { TRUST_PROXY: "127.0.0.1" } });
  });
  afterAll(() => t.close());
  const forgot = (forwardedFor: string, i: number) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/user/password/forgot",
      payload: { email: `nobody-${i}@example.in` },
      headers: { "x-forwarded-for": forwardedFor },
    });

  it("rotating addresses inside one /64 shares its limit; another /64 has its own; ::ffff:a.b.c.d is the IPv4 address", async () => {
    const q = 15 * MIN;
    t.clock.setOffsetMs(Math.ceil(Date.now() / q) * q - Date.now() + 1000);
    const n = LIMITS.forgotPerIp.limit;
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) statuses.push((await forgot(`2001:db8:aa:1:${(i + 1).toString(16)}::${i + 7}`, i)).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const sameNet = await forgot("2001:db8:aa:1:ffff:ffff:ffff:ffff", n);
    expect(sameNet.statusCode).toBe(429);
    expect((await forgot("2001:db8:aa:2::1", n + 1)).statusCode).toBe(200);

    for (let i = 0; i < n; i++) await forgot(i % 2 ? "198.51.100.7" : "::ffff:198.51.100.7", 1000 + i);
    expect((await forgot("::ffff:c633:6407", 2000)).statusCode).toBe(429); // the same IPv4 address, hex-mapped
    expect((await forgot("198.51.100.8", 2001)).statusCode).toBe(200);
    t.clock.setOffsetMs(0);
  }, 60_000);
});

describe("session lifetimes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const me = (cookie: string) => t.app.inject({ method: "GET", url: "/api/v1/user/me", headers: { cookie } });

  /** An operator signed in (second factor passed, where that state exists). */
  async function operator() {
    const op = await createSignedInUser(t, { role: "operator" });
    const hasSecondFactor = await t.database.query(
      "SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'sessions' AND column_name = 'second_factor'",
    );
    if (hasSecondFactor.length) await t.database.query("UPDATE sessions SET second_factor = 'passed' WHERE user_id = $1", [op.userId]);
    expect((await me(op.cookie)).statusCode).toBe(200);
    return op;
  }

  it("a rider's session dies 90 days after sign-in even when used every day", async () => {
    const r = await registerAndLogin(t);
    // the browser keeps the cookie no longer than that either
    const login = await t.app.inject({ method: "POST", url: "/api/v1/user/login", payload: { phone: r.phone, password: r.password } });
    expect(String([login.headers["set-cookie"]].flat().find((c) => String(c).startsWith("sid=")))).toMatch(/Max-Age=7776000\b/);
    for (let day = 1; day < 90; day++) {
      t.clock.setOffsetMs(day * DAY);
      const res = await me(r.cookie);
      if (res.statusCode !== 200) throw new Error(`session died on day ${day}`);
    }
    t.clock.setOffsetMs(90 * DAY + MIN);
    const dead = await me(r.cookie);
    t.clock.setOffsetMs(0);
    expect(dead.statusCode).toBe(401);
  }, 60_000);

  it("an operator's session dies after 12 hours even when used every 20 minutes", async () => {
    const op = await operator();
    for (let m = 20; m < 12 * 60; m += 20) {
      t.clock.setOffsetMs(m * MIN);
      const res = await me(op.cookie);
      if (res.statusCode !== 200) throw new Error(`operator session died after ${m} minutes`);
    }
    t.clock.setOffsetMs(12 * HOUR + MIN);
    const dead = await me(op.cookie);
    t.clock.setOffsetMs(0);
    expect(dead.statusCode).toBe(401);
  }, 60_000);

  it("an operator's session dies after 30 minutes without a request; a rider's does not", async () => {
    const op = await operator();
    const r = await registerAndLogin(t);
    t.clock.setOffsetMs(29 * MIN);
    expect((await me(op.cookie)).statusCode).toBe(200);
    t.clock.setOffsetMs(58 * MIN); // 29 idle minutes
    expect((await me(op.cookie)).statusCode).toBe(200);
    t.clock.setOffsetMs(88 * MIN + 1000); // 30 idle minutes
    const idle = await me(op.cookie);
    const rider = await me(r.cookie);
    t.clock.setOffsetMs(0);
    expect(idle.statusCode).toBe(401);
    expect(rider.statusCode).toBe(200);
  });
});
