import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { latestOtp, registerAndLogin } from "../../../test/auth-helpers.ts";
import { createSignedInUser, uniquePhone } from "../../../test/factories.ts";
import { LIMITS } from "./limits.ts";

/**
 * Tried the way an attacker would: an SMS burst through repeated registrations, an IPv6 client rotating addresses
 * inside its /64, sessions kept alive for ever.
 */
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

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
      payload: {
        name: `Burst ${i}`,
        email: `burst-${i}-${phone.slice(3)}@example.in`,
        phone,
        password: "Sarathi#2025",
      },
      remoteAddress,
    });
  const smsCount = async (phone: string) =>
    (await t.database.query("SELECT 1 FROM outbox_messages WHERE channel = 'sms' AND to_address = $1", [phone])).length;

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
    for (let i = 0; i < n; i++)
      statuses.push((await forgot(`2001:db8:aa:1:${(i + 1).toString(16)}::${i + 7}`, i)).statusCode);
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
    if (hasSecondFactor.length)
      await t.database.query("UPDATE sessions SET second_factor = 'passed' WHERE user_id = $1", [op.userId]);
    expect((await me(op.cookie)).statusCode).toBe(200);
    return op;
  }

  it("a rider's session dies 90 days after sign-in even when used every day", async () => {
    const r = await registerAndLogin(t);
    // the browser keeps the cookie no longer than that either
    const login = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/login",
      payload: { phone: r.phone, password: r.password },
    });
    expect(String([login.headers["set-cookie"]].flat().find((c) => String(c).startsWith("sid=")))).toMatch(
      /Max-Age=7776000\b/,
    );
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
