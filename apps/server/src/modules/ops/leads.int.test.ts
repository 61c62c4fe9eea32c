import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog, leads } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";

// The leads inbox (README "Operations console"): a lead's status changes only when the operator chooses one.
describe("ops leads: notes and status", () => {
  let t: TestApp;
  let op: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    op = await createSignedInUser(t, { role: "operator", name: "Asha Operator" });
  });
  afterAll(() => t.close());

  const req = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: op.cookie } });
  const newLead = async () => {
    const [lead] = await t.database.db
      .insert(leads)
      .values({
        kind: "service_request",
        service: "Outstation Trips",
        name: "Rakesh Mishra",
        email: "rakesh@example.in",
        details: {
          datetime: "2026-11-25T22:47",
          pickup_location: "KIIT, Patia",
          drop_location: "Puri",
          pet_allowed: true,
          child_seat: false,
          terms: true,
        },
        deliveryStatus: "not_configured",
      })
      .returning();
    return lead;
  };

  it("a note on a new lead keeps it new (PATCH with a note only, and the notes endpoint)", async () => {
    const lead = await newLead();
    const patched = await req("PATCH", `/api/v1/ops/leads/${lead.id}`, { note: "Rang twice, no answer" });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ status: "new", notes: [{ text: "Rang twice, no answer" }] });
    const posted = await req("POST", `/api/v1/ops/leads/${lead.id}/notes`, { text: "Left a voicemail" });
    expect(posted.json().status).toBe("new");
    expect(posted.json().notes).toHaveLength(2);
    const listed = (await req("GET", "/api/v1/ops/leads?status=new")).json().leads;
    expect(listed.find((l: { id: string }) => l.id === lead.id)).toMatchObject({
      status: "new",
      details: { datetime: "2026-11-25T22:47", pet_allowed: true, terms: true },
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "lead"), eq(auditLog.entityId, lead.id)))
      .orderBy(auditLog.id);
    expect(audits.map((a) => [a.action, a.after])).toEqual([
      ["lead.note", { status: "new", notes: 1 }],
      ["lead.note", { status: "new", notes: 2 }],
    ]);
  });

  it("the status changes when it is sent, with or without a note; the same status with a note is only a note", async () => {
    const lead = await newLead();
    const same = await req("PATCH", `/api/v1/ops/leads/${lead.id}`, { status: "new", note: "Will call at 6 pm" });
    expect(same.json().status).toBe("new");
    const won = await req("PATCH", `/api/v1/ops/leads/${lead.id}`, { status: "won" });
    expect(won.json()).toMatchObject({ status: "won", notes: [{ text: "Will call at 6 pm" }] });
    const empty = await req("PATCH", `/api/v1/ops/leads/${lead.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe("Change the status or write a note.");
  });
});
