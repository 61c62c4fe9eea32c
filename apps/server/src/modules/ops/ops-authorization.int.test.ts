import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";

const ZERO = "00000000-0000-4000-8000-000000000000";

/** Every endpoint of the console, with a body that would be valid for an operator. */
const ENDPOINTS: Array<[string, string, unknown?]> = [
  ["GET", "/api/v1/ops/summary"],
  ["GET", "/api/v1/ops/bookings"],
  ["GET", `/api/v1/ops/bookings/${ZERO}`],
  ["GET", `/api/v1/ops/bookings/${ZERO}/candidates`],
  ["POST", `/api/v1/ops/bookings/${ZERO}/confirm`, { chauffeurId: ZERO, carId: ZERO }],
  ["POST", `/api/v1/ops/bookings/${ZERO}/reassign`, { chauffeurId: ZERO, carId: ZERO }],
  ["POST", `/api/v1/ops/bookings/${ZERO}/decline`, { reason: "No car available" }],
  ["POST", `/api/v1/ops/bookings/${ZERO}/start`, {}],
  ["POST", `/api/v1/ops/bookings/${ZERO}/complete`, {}],
  ["POST", `/api/v1/ops/bookings/${ZERO}/no-show`, {}],
  ["GET", "/api/v1/ops/vehicle-classes"],
  ["GET", "/api/v1/ops/chauffeurs"],
  [
    "POST",
    "/api/v1/ops/chauffeurs",
    { name: "Ravi", phone: "+919000000001", licenceNumber: "OD0212345", licenceExpiry: "2030-01-01" },
  ],
  ["PATCH", `/api/v1/ops/chauffeurs/${ZERO}`, { active: false }],
  ["GET", "/api/v1/ops/cars"],
  ["POST", "/api/v1/ops/cars", { vehicleClass: "sedan", model: "Camry", plate: "OD02ZZ9999", seats: 4, luggage: 3 }],
  ["PATCH", `/api/v1/ops/cars/${ZERO}`, { active: false }],
  ["GET", "/api/v1/ops/timeline?from=2026-01-01&days=7"],
  ["GET", "/api/v1/ops/leads"],
  ["PATCH", `/api/v1/ops/leads/${ZERO}`, { status: "contacted" }],
  ["POST", `/api/v1/ops/leads/${ZERO}/notes`, { text: "Called back" }],
  ["GET", "/api/v1/ops/tariffs"],
  ["POST", "/api/v1/ops/tariffs", { data: { a: 1 }, note: "raise" }],
  ["GET", "/api/v1/ops/riders?q=98"],
  ["GET", `/api/v1/ops/riders/${ZERO}`],
  ["GET", "/api/v1/ops/operators"],
  ["GET", "/api/v1/ops/audit"],
  [
    "POST",
    "/api/v1/ops/operators",
    { name: "Op", email: "op@example.in", phone: "+919000000002", password: "long-enough-pass" },
  ],
];

describe("ops console: authorization", () => {
  let t: TestApp;
  let rider: string;
  beforeAll(async () => {
    t = await createTestApp();
    rider = (await createSignedInUser(t)).cookie;
  });
  afterAll(() => t.close());

  it("refuses guests with 401 on every endpoint", async () => {
    for (const [method, url, payload] of ENDPOINTS) {
      const res = await t.app.inject({ method: method as "GET", url, payload: payload as object });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("refuses riders with 403 on every endpoint, even with an invalid body", async () => {
    for (const [method, url, payload] of ENDPOINTS) {
      const res = await t.app.inject({
        method: method as "GET",
        url,
        payload: payload as object,
        headers: { cookie: rider },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      if (method !== "GET") {
        const bad = await t.app.inject({
          method: method as "POST",
          url,
          payload: { nonsense: true },
          headers: { cookie: rider },
        });
        expect(bad.statusCode, `${method} ${url} (bad body)`).toBe(403);
      }
    }
  });

  it("lists the routes in the OpenAPI document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(Object.keys(res.json().paths).filter((p) => p.startsWith("/api/v1/ops")).length).toBeGreaterThanOrEqual(15);
  });

  it("answers a guest 401 and a rider 403 before validating anything, on every ops route of the OpenAPI document", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith("/api/v1/ops"))
      .flatMap(([p, methods]) => Object.keys(methods).map((m) => [m.toUpperCase(), p] as const));
    // the console's own routes and those other modules register under /api/v1/ops (extras, flights, live, …)
    expect(routes.some(([, p]) => p.includes("/extras/"))).toBe(true);
    for (const [method, pattern] of routes) {
      const url = `${pattern.replace(/\{[^}]+\}/g, "not-an-id%20")}?from=yesterday&days=-1&limit=abc`;
      const payload = method === "GET" || method === "DELETE" ? undefined : { nonsense: true, id: 7 };
      const guest = await t.app.inject({ method: method as "POST", url, payload });
      expect(guest.statusCode, `guest ${method} ${pattern}`).toBe(401);
      const asRider = await t.app.inject({ method: method as "POST", url, payload, headers: { cookie: rider } });
      expect(asRider.statusCode, `rider ${method} ${pattern}`).toBe(403);
    }
  });
});
