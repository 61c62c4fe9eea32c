import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";

describe("system routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers health with the database kind", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "ok", database: expect.stringMatching(/pglite|postgres/) });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/does-not-exist" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: "Not found", code: "not_found" });
  });

  it("refuses malformed JSON with a 400 a person can act on", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/login",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it("exposes the public configuration without secrets", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/config" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.business.phone).toMatch(/^\+91\d{10}$/);
    expect(JSON.stringify(body)).not.toMatch(/secret/i);
  });

  it("serves the OpenAPI document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths["/api/v1/health"]).toBeDefined();
  });

  it("sets security headers and a request id", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/health" });
    // an API answer is data: nothing may load or frame it (the short REST policy, not the pages' 2–3 KB one)
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-request-id"]).toBeTruthy();
    const page = await t.app.inject({ method: "GET", url: "/faq" });
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    // the API's documentation is a page too
    const docs = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(docs.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("refuses a cross-site state-changing request", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/login",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});
