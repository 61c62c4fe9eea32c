import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { latestOtp } from "../../test/auth-helpers.ts";
import { uniquePhone } from "../../test/factories.ts";

describe("session cookies", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("pairs the httpOnly session cookie with a readable signed-in hint that holds no secret, and clears both at logout", async () => {
    const rider = {
      name: "Hint",
      email: `hint-${randomUUID().slice(0, 8)}@example.in`,
      phone: uniquePhone(),
      password: "Sarathi#2025",
    };
    expect((await t.app.inject({ method: "POST", url: "/api/v1/user/register", payload: rider })).statusCode).toBe(201);
    const otp = await latestOtp(t, rider.phone);
    const ver = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/otp-verify",
      payload: { email: rider.email, phone: rider.phone, otp },
    });
    const cookies = ver.headers["set-cookie"] as string[];
    const sid = cookies.find((c) => c.startsWith("sid="))!;
    const hint = cookies.find((c) => c.startsWith("signed_in="))!;
    expect(sid).toMatch(/HttpOnly/i);
    expect(sid).toMatch(/SameSite=Lax/i);
    // random per session (it names the session for the web app's kept pages), readable by the page
    expect(hint).toMatch(/^signed_in=[\w-]{16};/);
    expect(hint).not.toMatch(/HttpOnly/i);
    // the hint alone is no credential
    expect((await t.app.inject({ url: "/api/v1/user/me", headers: { cookie: "signed_in=1" } })).statusCode).toBe(401);
    const out = await t.app.inject({ url: "/api/v1/user/logout", headers: { cookie: sid.split(";")[0] } });
    const cleared = (out.headers["set-cookie"] as string[]).join("\n");
    expect(cleared).toMatch(/sid=;/);
    expect(cleared).toMatch(/signed_in=;/);
  });
});
