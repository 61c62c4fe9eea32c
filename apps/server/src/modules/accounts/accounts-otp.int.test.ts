import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OTP_MAX_ATTEMPTS, OtpWrongErrorSchema, authServerMessages as M } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { latestOtp, postRegister, clientAddresses } from "../../../test/auth-helpers.ts";
import { uniquePhone } from "../../../test/factories.ts";

const HOUR = 3600_000;

describe("accounts security: the registration code", () => {
  let t: TestApp;
  const nextIp = clientAddresses();
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (body: object, remoteAddress = "127.0.0.1") => postRegister(t, body, remoteAddress);

  it("stops OTP guessing after 5 tries, even when 20 wrong guesses arrive at once", async () => {
    const phone = uniquePhone();
    const email = `otp-${phone.slice(3)}@example.in`;
    expect((await register({ name: "Guess", email, phone, password: "Sarathi#2025" })).statusCode).toBe(201);
    const real = await latestOtp(t, phone);
    const wrong = (i: number) => 10000 + ((real - 10000 + 1 + i) % 90000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/v1/user/otp-verify",
          payload: { email, phone, otp: wrong(i) },
          remoteAddress: nextIp(),
        }),
      ),
    );
    expect(results.every((r) => r.statusCode === 400)).toBe(true);
    expect(results.filter((r) => r.json().message === M.otpWrong)).toHaveLength(5);
    // the right code no longer works: the code died after 5 attempts
    const late = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/otp-verify",
      payload: { email, phone, otp: real },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(M.otpExpired);
    const [row] = await t.database.query<{ attempts: number }>(
      "SELECT attempts FROM otp_codes o JOIN users u ON u.id = o.user_id WHERE u.phone = $1",
      [phone],
    );
    expect(row.attempts).toBe(5);
  });

  it("tells each wrong guess how many tries are left (4, 3, 2, 1, 0), then the code is dead", async () => {
    const phone = uniquePhone();
    const email = `left-${phone.slice(3)}@example.in`;
    expect((await register({ name: "Left", email, phone, password: "Sarathi#2025" })).statusCode).toBe(201);
    const real = await latestOtp(t, phone);
    const wrong = real === 12345 ? 54321 : 12345;
    const left: number[] = [];
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/user/otp-verify",
        payload: { email, phone, otp: wrong },
      });
      expect(res.statusCode).toBe(400);
      const body = OtpWrongErrorSchema.parse(res.json());
      expect(body.message).toBe(M.otpWrong);
      left.push(body.attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const dead = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/otp-verify",
      payload: { email, phone, otp: real },
    });
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toMatchObject({ message: M.otpExpired });
    expect(dead.json().attemptsLeft).toBeUndefined();
    expect(M.otpAttemptsLeft(1)).toBe("You have 1 attempt left.");
    expect(M.otpAttemptsLeft(0)).toBe("You have no attempts left. Please request a new OTP.");
  });

  it("keeps OTPs single use, hashed, expiring after 10 minutes, and lets a resend replace the old code", async () => {
    const phone = uniquePhone();
    const email = `exp-${phone.slice(3)}@example.in`;
    await register({ name: "Expiry", email, phone, password: "Sarathi#2025" });
    const first = await latestOtp(t, phone);
    const stored = await t.database.query<{ code_hash: string }>(
      "SELECT code_hash FROM otp_codes o JOIN users u ON u.id = o.user_id WHERE u.phone = $1",
      [phone],
    );
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
      const old = await t.app.inject({
        method: "POST",
        url: "/api/v1/user/otp-verify",
        payload: { email, phone, otp: first },
      });
      expect(old.statusCode).toBe(400);
    }
    // 10 minutes later the new code is dead too
    t.clock.setOffsetMs(61_000 + 10 * 60_000 + 1000);
    const expired = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/otp-verify",
      payload: { email, phone, otp: second },
    });
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
      const r = await t.app.inject({
        method: "POST",
        url: "/api/v1/user/otp-resend",
        payload: { email, phone },
        remoteAddress: nextIp(),
      });
      statuses.push(r.statusCode);
      if (r.statusCode === 429) expect(r.json().message).toBe(M.otpTooMany);
    }
    t.clock.setOffsetMs(0);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const sms = await t.database.query("SELECT 1 FROM outbox_messages WHERE to_address = $1", [phone]);
    expect(sms).toHaveLength(5);
  });
});
