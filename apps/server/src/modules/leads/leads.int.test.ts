import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { LEAD_RATE_LIMIT, fareValidation, leadResponses } from "@chauffeur/contracts";
import { leads } from "../../db/schema/index.ts";
import { atStartOfNextWindow, createTestApp, type TestApp } from "../../../test/helpers.ts";
import { serviceRequestBody } from "./leads.test-data.ts";

describe("lead capture", () => {
  let t: TestApp;
  let n = 0;
  // each test posts from its own address so the per-address limit only bites where it is tested
  const from = () => `10.0.0.${++n}`;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("stores a service request and answers { success, message }", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/leads/service-requests",
      payload: serviceRequestBody(),
      remoteAddress: from(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: leadResponses.serviceRequestReceived });
    const [row] = await t.database.db.select().from(leads).where(eq(leads.name, "Ananya Mishra"));
    expect(row).toMatchObject({
      kind: "service_request",
      service: "Outstation Trips",
      email: "ananya.mishra@example.in",
      phone: "+919876543210",
      deliveryStatus: "not_configured",
    });
    expect(row.details).toMatchObject({
      pickup_location: expect.stringContaining("Airport"),
      pet_allowed: true,
      child_seat: false,
      terms: true,
    });
  });

  it("refuses a request without the terms box with the specification's message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/leads/service-requests",
      payload: serviceRequestBody({ terms: false }),
      remoteAddress: from(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(fareValidation.termsRequired);
  });

  it("requires name, email, date and time, pickup and drop; phone is optional", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/leads/service-requests",
      payload: serviceRequestBody({
        name: " ",
        email: "not-an-email",
        datetime: "",
        pickup_location: "",
        drop_location: "",
        phone: "",
      }),
      remoteAddress: from(),
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(["datetime", "drop_location", "email", "name", "pickup_location"]);
    expect(errors.email).toContain("Enter a valid email address");

    const ok = await t.app.inject({
      method: "POST",
      url: "/api/v1/leads/service-requests",
      payload: serviceRequestBody({ phone: "", name: "No Phone" }),
      remoteAddress: from(),
    });
    expect(ok.statusCode).toBe(201);
  });

  it("refuses a pickup time in the past", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/leads/service-requests",
      payload: serviceRequestBody({ datetime: "2020-01-01T10:00" }),
      remoteAddress: from(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Please choose a date and time in the future");
  });

  it("stores an event enquiry; every field is required", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/v1/leads/event-enquiries",
      payload: { eventType: "party" },
      remoteAddress: from(),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["description", "eventType", "name", "phone"]);

    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/leads/event-enquiries",
      payload: {
        eventType: "wedding",
        name: "Rohan Das",
        phone: "9437000001",
        description: "Baraat cars for 12 Feb, 6 sedans",
      },
      remoteAddress: from(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: leadResponses.eventEnquiryReceived });
    const [row] = await t.database.db.select().from(leads).where(eq(leads.name, "Rohan Das"));
    expect(row).toMatchObject({ kind: "event_enquiry", eventType: "wedding", phone: "+919437000001" });
  });

  it("answers a filled honeypot kindly but stores nothing", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/leads/service-requests",
      payload: serviceRequestBody({ name: "Spam Bot", botcheck: "http://spam.example" }),
      remoteAddress: from(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(await t.database.db.select().from(leads).where(eq(leads.name, "Spam Bot"))).toHaveLength(0);
  });

  it("limits each address across both forms", async () => {
    const ip = from();
    const codes: number[] = [];
    atStartOfNextWindow(t.clock, LEAD_RATE_LIMIT.windowSeconds);
    for (let i = 0; i < LEAD_RATE_LIMIT.limit + 1; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: i % 2 ? "/api/v1/leads/event-enquiries" : "/api/v1/leads/service-requests",
        payload:
          i % 2
            ? { eventType: "other", name: `Flood ${i}`, phone: "9437000002", description: "x" }
            : serviceRequestBody({ name: `Flood ${i}` }),
        remoteAddress: ip,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, LEAD_RATE_LIMIT.limit).every((c) => c === 201)).toBe(true);
    const last = await t.app.inject({
      method: "POST",
      url: "/api/v1/leads/service-requests",
      payload: serviceRequestBody(),
      remoteAddress: ip,
    });
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe(leadResponses.rateLimited);
    expect(last.headers["retry-after"]).toBeTruthy();
    // another address is unaffected
    const other = await t.app.inject({
      method: "POST",
      url: "/api/v1/leads/service-requests",
      payload: serviceRequestBody(),
      remoteAddress: from(),
    });
    expect(other.statusCode).toBe(201);
  });

  it("registers no forwarding job when no form service is configured", () => {
    expect(t.app.ctx.scheduler.jobs()).not.toContain("leads-delivery");
  });
});
