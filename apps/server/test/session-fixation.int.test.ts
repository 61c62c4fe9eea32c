import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Secret, TOTP } from "otpauth";
import { apiPaths, driverPaths, secondFactorPaths as P } from "@chauffeur/contracts";
import { createTestApp, sessionCookie, type TestApp } from "./helpers.ts";
import { registerAndLogin } from "./auth-helpers.ts";
import { createSignedInUser, smsTo } from "./factories.ts";
import { createTestChauffeur } from "../src/modules/rides/test-factories.ts";

// A new session at every sign-in (docs/security.md §4, "A new session at every sign-in"): `startSession` ends the
// session of the cookie the request came with, so a token planted or held before authentication is never usable
// after it, whichever of the three routes signs the person in.
const OPERATOR = { phone: "+919437077711", email: "fixation.ops@example.in", password: "fixation-operator-pass" };

describe("session fixation: signing in ends the session the browser held before", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        OPERATOR_BOOTSTRAP_PHONE: OPERATOR.phone,
        OPERATOR_BOOTSTRAP_EMAIL: OPERATOR.email,
        OPERATOR_BOOTSTRAP_PASSWORD: OPERATOR.password,
        OPERATOR_BOOTSTRAP_NAME: "Fixation Operator",
      },
    });
  });
  afterAll(() => t?.close());

  const call = (method: "GET" | "POST", url: string, cookie?: string, payload?: object, remoteAddress?: string) =>
    t.app.inject({ method, url, payload, remoteAddress, headers: cookie ? { cookie } : {} });
  const totp = (secret: string, stepsAhead = 0) =>
    TOTP.generate({
      secret: Secret.fromBase32(secret),
      algorithm: "SHA1",
      digits: 6,
      period: 30,
      timestamp: t.clock.now().getTime() + stepsAhead * 30_000,
    });

  it("rider sign-in: the cookie sent with the login no longer works, the new one does", async () => {
    const r = await registerAndLogin(t);
    const other = await createSignedInUser(t); // a session someone planted in this browser
    for (const held of [r.cookie, other.cookie]) {
      expect((await call("GET", apiPaths.me, held)).statusCode).toBe(200);
      const login = await call("POST", apiPaths.login, held, { phone: r.phone, password: r.password });
      expect(login.statusCode, login.body).toBe(200);
      const fresh = sessionCookie(login);
      expect(fresh).not.toBe(held);
      expect((await call("GET", apiPaths.me, held)).statusCode).toBe(401);
      expect((await call("GET", apiPaths.me, fresh)).statusCode).toBe(200);
    }
  });

  it("operator sign-in: passing the second factor ends the pending session it came with", async () => {
    const pendingLogin = () => call("POST", apiPaths.login, undefined, OPERATOR);
    const setupCookie = sessionCookie(await pendingLogin());
    const secret = (await call("GET", P.setup, setupCookie)).json().secret as string;
    const confirmed = await call("POST", P.confirm, setupCookie, { code: totp(secret), password: OPERATOR.password });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await call("GET", P.status, setupCookie)).statusCode).toBe(401);

    t.clock.setOffsetMs(t.clock.offsetMs() + 60_000); // a code of a later step: the set-up's code is spent
    const pending = sessionCookie(await pendingLogin());
    expect((await call("GET", P.status, pending)).json().state).toBe("verify");
    const verified = await call("POST", P.verify, pending, { code: totp(secret) });
    expect(verified.statusCode, verified.body).toBe(200);
    const passed = sessionCookie(verified);
    expect(passed).not.toBe(pending);
    expect((await call("GET", P.status, pending)).statusCode).toBe(401);
    expect((await call("GET", "/api/v1/ops/bookings", pending)).statusCode).toBe(401);
    expect((await call("GET", "/api/v1/ops/bookings", passed)).statusCode).toBe(200);

    // a passed session sent with the next password sign-in ends there too
    const again = await call("POST", apiPaths.login, passed, OPERATOR);
    expect(again.statusCode).toBe(200);
    expect((await call("GET", "/api/v1/ops/bookings", passed)).statusCode).toBe(401);
  });

  it("chauffeur sign-in: the cookie sent with the SMS code's sign-in no longer works, the new one does", async () => {
    const ch = await createTestChauffeur(t, { name: "Fixation Chauffeur" });
    const addr = "10.9.0.1";
    const signIn = async (held?: string) => {
      expect((await call("POST", driverPaths.otp, undefined, { phone: ch.phone }, addr)).statusCode).toBe(200);
      const [sms] = await smsTo(t, ch.phone);
      const otp = /\b(\d{5})\b/.exec(sms.text)![1];
      const res = await call("POST", driverPaths.signIn, held, { phone: ch.phone, otp }, addr);
      expect(res.statusCode, res.body).toBe(200);
      return sessionCookie(res);
    };
    const first = await signIn();
    expect((await call("GET", driverPaths.me, first)).statusCode).toBe(200);
    t.clock.setOffsetMs(t.clock.offsetMs() + 61_000); // past the resend cooldown
    const second = await signIn(first);
    expect((await call("GET", driverPaths.me, first)).statusCode).toBe(401);
    expect((await call("GET", driverPaths.me, second)).statusCode).toBe(200);

    const rider = await createSignedInUser(t);
    t.clock.setOffsetMs(t.clock.offsetMs() + 61_000);
    const third = await signIn(rider.cookie);
    expect((await call("GET", apiPaths.me, rider.cookie)).statusCode).toBe(401);
    expect((await call("GET", driverPaths.me, third)).statusCode).toBe(200);
  });
});
