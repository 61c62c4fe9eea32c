import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { registerAndLogin } from "../../test/auth-helpers.ts";
import { uniquePhone } from "../../test/factories.ts";

/**
 * Input (docs/security.md §6): NUL and the other control characters in any text field answer 400 with a message naming
 * the field, never 500, and nothing is written. Sent as an attacker would: raw JSON bodies, query strings, path
 * parameters.
 */
describe("control characters in input", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const count = async (sql: string, params: unknown[]) => (await t.database.query<{ n: number }>(sql, params))[0].n;
  const json = (method: "POST" | "PUT", url: string, body: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { "content-type": "application/json", ...headers }, payload: body });

  it("a registration whose name holds NUL (or another control character) answers 400 naming the field, and creates nobody", async () => {
    for (const ch of ["\\u0000", "\\u0007", "\\u001b", "\\u007f", "\\n"]) {
      const phone = uniquePhone();
      const email = `ctl-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.in`;
      const res = await json(
        "POST",
        "/api/v1/user/register",
        `{"name":"Asha${ch}Das","email":"${email}","phone":"${phone}","password":"Sarathi#2025"}`,
      );
      expect(res.statusCode, `${ch}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: "Remove the unusual control character from name." });
      expect(res.json().errors.name).toEqual(["Remove the unusual control character from this field."]);
      expect(await count("SELECT count(*)::int AS n FROM users WHERE phone = $1 OR email = $2", [phone, email])).toBe(
        0,
      );
    }
  });

  it("a lead whose message holds NUL answers 400 and is not stored; line breaks in the message are fine", async () => {
    const phone = uniquePhone();
    const body = (description: string) =>
      JSON.stringify({ eventType: "wedding", name: "Asha Das", phone, description });
    const res = await json("POST", "/api/v1/leads/event-enquiries", body("Three cars\u0000 for the wedding"));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe("Remove the unusual control character from description.");
    expect(await count("SELECT count(*)::int AS n FROM leads WHERE phone = $1", [phone])).toBe(0);
    const bell = await json("POST", "/api/v1/leads/event-enquiries", body("Three cars\u0008 please"));
    expect(bell.statusCode).toBe(400);
    const ok = await json("POST", "/api/v1/leads/event-enquiries", body("Three cars\r\nfor the wedding,\tplease"));
    expect(ok.statusCode, ok.body).toBe(201);
    // a single-line field refuses line breaks too
    const name = await json(
      "POST",
      "/api/v1/leads/event-enquiries",
      JSON.stringify({ eventType: "wedding", name: "Asha\nDas", phone, description: "x" }),
    );
    expect(name.statusCode).toBe(400);
    expect(name.json().message).toBe("Remove the unusual control character from name.");
  });

  it("a login phone with a control character answers 400 with the message", async () => {
    for (const phone of ["+91987654321\u0000", "+9198765\u000143210", "+919876543210\t"]) {
      const res = await json("POST", "/api/v1/user/login", JSON.stringify({ phone, password: "Sarathi#2025" }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe("Remove the unusual control character from phone.");
    }
  });

  it("query strings and path parameters with NUL answer 400, whatever the route's schema", async () => {
    const q = await t.app.inject({ method: "GET", url: "/api/v1/places/search?q=pur%00i" });
    expect(q.statusCode, q.body).toBe(400);
    expect(q.json().message).toBe("Remove the unusual control character from q.");
    const rider = await registerAndLogin(t);
    const p = await t.app.inject({
      method: "GET",
      url: "/api/v1/bookings/abc%00def",
      headers: { cookie: rider.cookie },
    });
    expect(p.statusCode, p.body).toBe(400);
    expect(p.json().message).toMatch(/^Remove the unusual control character from /);
    const key = await t.app.inject({ method: "GET", url: "/api/v1/places/search?q%01=puri" });
    expect(key.statusCode).toBe(400);
  });

  it("a NUL that reaches the database another way (a header it stores) answers 400, not 500", async () => {
    const rider = await registerAndLogin(t);
    const before = await count("SELECT count(*)::int AS n FROM sessions WHERE user_id = $1", [rider.userId]);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/login",
      headers: { "content-type": "application/json", "user-agent": "Mozilla/5.0\u0000evil" },
      payload: JSON.stringify({ phone: rider.phone, password: rider.password }),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe("Remove the unusual control character from your request.");
    expect(
      await count("SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND user_agent LIKE '%evil%'", [
        rider.userId,
      ]),
    ).toBe(0);
    expect(before).toBeGreaterThanOrEqual(1);
  });
});
