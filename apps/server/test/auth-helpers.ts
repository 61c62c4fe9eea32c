import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { sessionCookie, type TestApp } from "./helpers.ts";
import { uniquePhone } from "./factories.ts";

export interface RegisteredRider {
  cookie: string;
  userId: string;
  phone: string;
  email: string;
  password: string;
  name: string;
}

/** The newest OTP sent to a phone, read from the development mailbox (GET /api/v1/dev/outbox). */
export async function latestOtp(t: TestApp, phone: string): Promise<number> {
  const res = await t.app.inject({ method: "GET", url: `/api/v1/dev/outbox?to=${encodeURIComponent(phone)}` });
  expect(res.statusCode).toBe(200);
  const sms = (res.json().messages as Array<{ channel: string; text: string }>).find((m) => m.channel === "sms");
  const code = sms && /\b(\d{5})\b/.exec(sms.text)?.[1];
  if (!code) throw new Error(`no OTP in the outbox for ${phone}`);
  return Number(code);
}

/**
 * Registers a rider through the real API (register → OTP from the outbox → otp-verify) and returns the session
 * cookie ("sid=…") with the rider's details. Works with the test config (cheap argon2 parameters).
 */
export async function registerAndLogin(
  t: TestApp,
  overrides: Partial<{ name: string; email: string; phone: string; password: string; ip: string }> = {},
): Promise<RegisteredRider> {
  const rider = {
    name: overrides.name ?? "Test Rider",
    email: overrides.email ?? `rider-${randomUUID().slice(0, 8)}@example.in`,
    phone: overrides.phone ?? uniquePhone(),
    password: overrides.password ?? "Sarathi#2025",
  };
  const remoteAddress = overrides.ip ?? "127.0.0.1";
  const reg = await t.app.inject({ method: "POST", url: "/api/v1/user/register", payload: rider, remoteAddress });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const otp = await latestOtp(t, rider.phone);
  const ver = await t.app.inject({
    method: "POST",
    url: "/api/v1/user/otp-verify",
    payload: { email: rider.email, phone: rider.phone, otp },
    remoteAddress,
  });
  if (ver.statusCode !== 200) throw new Error(`otp-verify failed: ${ver.statusCode} ${ver.body}`);
  return { ...rider, cookie: sessionCookie(ver), userId: ver.json().user.id };
}

/** Posts a registration from `remoteAddress` (registrations are limited per address). */
export const postRegister = (t: TestApp, body: object, remoteAddress = "127.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/v1/user/register", payload: body, remoteAddress });

/** Signs in with a phone number and password. */
export const postLogin = (t: TestApp, phone: string, password: string) =>
  t.app.inject({ method: "POST", url: "/api/v1/user/login", payload: { phone, password } });

/** The rider asks for the account's deletion, confirming with the password. */
export const requestDeletion = (t: TestApp, r: Pick<RegisteredRider, "cookie" | "password">) =>
  t.app.inject({
    method: "DELETE",
    url: "/api/v1/user/me",
    headers: { cookie: r.cookie },
    payload: { password: r.password },
  });

/**
 * A new client address on every call (10.0.0.1, 10.0.0.2, …): each test its own, so the per-address limits of one
 * test do not touch another.
 */
export function clientAddresses() {
  let n = 0;
  return () => `10.0.0.${++n}`;
}
