import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog, leads, sessions, tariffs, users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { carsOfClass, createTestBooking, createTestChauffeur, ensureTariffVersion } from "./test-factories.ts";
import { bootstrapOperator } from "./operators.service.ts";
import { sameShape } from "./tariffs.service.ts";

describe("ops console: fleet, leads, tariff, riders, operators", () => {
  let t: TestApp;
  let op: { cookie: string; userId: string };
  beforeAll(async () => {
    t = await createTestApp();
    op = await createSignedInUser(t, { role: "operator", name: "Asha Operator" });
  });
  afterAll(() => t.close());

  const req = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie: op.cookie } });
  const audits = (entity: string, id: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id);

  it("adds and edits chauffeurs and cars, with audit, unique plates and phones", async () => {
    const ch = await req("POST", "/api/v1/ops/chauffeurs", {
      name: "Ravi Nayak",
      phone: "+919437000111",
      licenceNumber: "OD02 20190012345",
      licenceExpiry: "2031-03-31",
    });
    expect(ch.statusCode).toBe(201);
    const dup = await req("POST", "/api/v1/ops/chauffeurs", {
      name: "Other",
      phone: "+919437000111",
      licenceNumber: "OD0299999",
      licenceExpiry: "2031-03-31",
    });
    expect(dup.statusCode).toBe(409);
    const badPhone = await req("POST", "/api/v1/ops/chauffeurs", {
      name: "Other",
      phone: "9437",
      licenceNumber: "OD0299999",
      licenceExpiry: "2031-03-31",
    });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().errors.phone).toBeTruthy();

    const car = await req("POST", "/api/v1/ops/cars", {
      vehicleClass: "suv",
      model: "Kia Carnival",
      plate: "od 02 gh 4321",
      seats: 5,
      luggage: 5,
    });
    expect(car.statusCode).toBe(201);
    expect(car.json().plate).toBe("OD02GH4321");
    expect(
      (
        await req("POST", "/api/v1/ops/cars", {
          vehicleClass: "suv",
          model: "Kia",
          plate: "OD02GH4321",
          seats: 5,
          luggage: 5,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await req("POST", "/api/v1/ops/cars", {
          vehicleClass: "bus",
          model: "Volvo",
          plate: "OD02GH4322",
          seats: 5,
          luggage: 5,
        })
      ).statusCode,
    ).toBe(400);

    const off = await req("PATCH", `/api/v1/ops/cars/${car.json().id}`, { active: false });
    expect(off.json().active).toBe(false);
    const a = await audits("car", car.json().id);
    expect(a.map((x) => x.action)).toEqual(["car.create", "car.update"]);
    expect(a[1].before).toMatchObject({ active: true });
    expect(a[1].after).toMatchObject({ active: false });
    expect((await audits("chauffeur", ch.json().id)).map((x) => x.action)).toEqual(["chauffeur.create"]);
    const list = (await req("GET", "/api/v1/ops/cars")).json().cars;
    expect(list.length).toBeGreaterThanOrEqual(10);
  });

  it("refuses to deactivate a car with an upcoming confirmed trip, and shows it on the timeline", async () => {
    const db = t.database.db;
    const rider = await createSignedInUser(t);
    const [car] = await carsOfClass(db, "sedan");
    const ch = await createTestChauffeur(db);
    const start = new Date("2031-05-10T04:30:00Z"); // 10:00 in Bhubaneswar
    const b = await createTestBooking(db, {
      userId: rider.userId,
      start,
      status: "confirmed",
      carId: car.id,
      chauffeurId: ch.id,
    });
    const res = await req("PATCH", `/api/v1/ops/cars/${car.id}`, { active: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(b.reference);
    const day = (await req("GET", "/api/v1/ops/timeline?from=2031-05-10&days=1")).json();
    const row = day.cars.find((c: { id: string }) => c.id === car.id);
    expect(row.bookings.map((x: { reference: string }) => x.reference)).toEqual([b.reference]);
    expect(row.bookings[0].chauffeur).toBe(ch.name);
    const nextDay = (await req("GET", "/api/v1/ops/timeline?from=2031-05-11&days=1")).json();
    expect(nextDay.cars.find((c: { id: string }) => c.id === car.id).bookings).toEqual([]);
    const week = (await req("GET", "/api/v1/ops/timeline?from=2031-05-08&days=7")).json();
    expect(week.cars.find((c: { id: string }) => c.id === car.id).bookings).toHaveLength(1);
  });

  it("works a lead from new to contacted with a note, showing the 48-hour callback", async () => {
    const [lead] = await t.database.db
      .insert(leads)
      .values({
        kind: "event_enquiry",
        eventType: "wedding",
        name: "Sneha Patnaik",
        phone: "+919437011122",
        description: "Wedding, 3 cars",
        deliveryStatus: "delivered",
      })
      .returning();
    const list = (await req("GET", "/api/v1/ops/leads?status=new")).json();
    const row = list.leads.find((l: { id: string }) => l.id === lead.id);
    expect(row.deliveryStatus).toBe("delivered");
    expect(new Date(row.callbackDueAt).getTime() - new Date(row.createdAt).getTime()).toBe(48 * 3600_000);

    const res = await req("PATCH", `/api/v1/ops/leads/${lead.id}`, {
      status: "contacted",
      note: "Called; sending a quote for 3 sedans",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("contacted");
    expect(res.json().notes).toEqual([
      expect.objectContaining({ by: "Asha Operator", text: "Called; sending a quote for 3 sedans" }),
    ]);
    const note2 = await req("POST", `/api/v1/ops/leads/${lead.id}/notes`, { text: "Quote sent" });
    expect(note2.json().notes).toHaveLength(2);
    expect((await req("PATCH", `/api/v1/ops/leads/${lead.id}`, { status: "closed" })).statusCode).toBe(400);
    expect(
      (await req("GET", "/api/v1/ops/leads?status=contacted")).json().leads.map((l: { id: string }) => l.id),
    ).toContain(lead.id);
    const a = await audits("lead", lead.id);
    expect(a.map((x) => x.action)).toEqual(["lead.status", "lead.note"]);
    expect(a[0].before).toMatchObject({ status: "new" });
    expect(a[0].after).toMatchObject({ status: "contacted" });
  });

  it("publishes a new tariff version that keeps the shape; old versions stay as they were", async () => {
    const db = t.database.db;
    const v = await ensureTariffVersion(db);
    const [current] = await db.select().from(tariffs).where(eq(tariffs.version, v));
    const list = (await req("GET", "/api/v1/ops/tariffs")).json();
    expect(list.versions[0].version).toBe(v);
    const wrong = await req("POST", "/api/v1/ops/tariffs", { data: { nothing: 1 }, note: "broken" });
    expect(wrong.statusCode).toBe(400);
    // a fuel revision: every per-km rate up by ₹1 (the structure, GST and night hours unchanged)
    const bumped = JSON.parse(JSON.stringify(current.data), (k, val) =>
      typeof val === "number" && /PerKm$/.test(k) ? val + 1 : val,
    );
    const night = JSON.parse(JSON.stringify(current.data));
    night.night.startHour = 25;
    const invalid = await req("POST", "/api/v1/ops/tariffs", { data: night, note: "impossible hour" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/night › startHour/);
    const res = await req("POST", "/api/v1/ops/tariffs", { data: bumped, note: "Fuel price revision" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ version: v + 1, createdBy: "Asha Operator", bookings: 0 });
    const [published] = await db
      .select()
      .from(tariffs)
      .where(eq(tariffs.version, v + 1));
    if (typeof (current.data as { version?: unknown }).version === "number") expect(published.data.version).toBe(v + 1);
    const [old] = await db.select().from(tariffs).where(eq(tariffs.version, v));
    expect(old.data).toEqual(current.data);
    expect((await audits("tariff", String(v + 1))).map((x) => x.action)).toEqual(["tariff.publish"]);
    expect(sameShape({ a: 1, b: [1, { c: "x" }] }, { a: 2, b: [0, { c: "y" }] })).toBe(true);
    expect(sameShape({ a: 1 }, { a: -1 })).toBe(false);
    expect(sameShape({ a: 1 }, { a: 1, extra: 2 })).toBe(false);
  });

  it("finds riders and their bookings, shows deletion requests, never exposes secrets", async () => {
    const db = t.database.db;
    const rider = await createSignedInUser(t, {
      name: "Deepak Mishra",
      passwordHash: "$argon2id$v=19$m=1024,t=1,p=1$secret",
    });
    await db
      .update(users)
      .set({ status: "deletion_requested", deletionRequestedAt: new Date() })
      .where(eq(users.id, rider.userId));
    await createTestBooking(db, { userId: rider.userId });
    const res = await req("GET", `/api/v1/ops/riders?q=${rider.phone.slice(-7)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().riders).toEqual([
      expect.objectContaining({ id: rider.userId, status: "deletion_requested", bookings: 1 }),
    ]);
    const detail = await req("GET", `/api/v1/ops/riders/${rider.userId}`);
    expect(detail.json().bookings).toHaveLength(1);
    const [s] = await db.select().from(sessions).where(eq(sessions.userId, rider.userId));
    for (const body of [res.body, detail.body]) {
      expect(body).not.toMatch(/argon2|password|hash|token/i);
      expect(body).not.toContain(s.id);
    }
    expect((await req("GET", "/api/v1/ops/riders?q=Deepak")).json().riders).toHaveLength(1);
    // operators are not riders
    expect((await req("GET", "/api/v1/ops/riders?q=Asha")).json().riders).toHaveLength(0);
  });

  it("creates further operators who can use the console, never returning the password", async () => {
    const res = await req("POST", "/api/v1/ops/operators", {
      name: "Kiran Jena",
      email: "Kiran@Example.in",
      phone: "+919437099988",
      password: "a-long-operator-pass",
    });
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toMatch(/password|argon/i);
    const [u] = await t.database.db.select().from(users).where(eq(users.id, res.json().id));
    expect(u).toMatchObject({ role: "operator", status: "active", email: "kiran@example.in" });
    expect(u.passwordHash).toMatch(/^\$argon2id\$/);
    expect(
      (
        await req("POST", "/api/v1/ops/operators", {
          name: "Again",
          email: "kiran@example.in",
          phone: "+919437099989",
          password: "a-long-operator-pass",
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await req("POST", "/api/v1/ops/operators", {
          name: "Short",
          email: "s@example.in",
          phone: "+919437099987",
          password: "short",
        })
      ).statusCode,
    ).toBe(400);
    const ops = (await req("GET", "/api/v1/ops/operators")).json().operators;
    expect(ops.map((o: { email: string }) => o.email)).toContain("kiran@example.in");
    const summary = (await req("GET", "/api/v1/ops/summary")).json();
    expect(summary).toMatchObject({ awaitingConfirmation: expect.any(Number), newLeads: expect.any(Number) });
  });

  it("lists recent changes from the audit log, filterable by entity", async () => {
    const all = (await req("GET", "/api/v1/ops/audit")).json().entries;
    expect(all.length).toBeGreaterThan(5);
    expect(all[0]).toMatchObject({ actor: expect.any(String), action: expect.any(String) });
    const cars = (await req("GET", "/api/v1/ops/audit?entity=car")).json().entries;
    expect(cars.length).toBeGreaterThan(0);
    expect(cars.every((e: { entity: string }) => e.entity === "car")).toBe(true);
    expect((await req("GET", "/api/v1/ops/audit?entity=password")).statusCode).toBe(400);
  });

  it("bootstraps the first operator from OPERATOR_BOOTSTRAP_* only when there is none", async () => {
    const cfg = {
      ...t.config,
      OPERATOR_BOOTSTRAP_PHONE: "+919437055500",
      OPERATOR_BOOTSTRAP_EMAIL: "first@example.in",
      OPERATOR_BOOTSTRAP_PASSWORD: "first-operator-pass",
    };
    // operators exist already in this database
    expect(await bootstrapOperator(t.database.db, cfg, new Date())).toBe("skipped");
    await t.database.db.update(users).set({ role: "rider" }).where(eq(users.role, "operator"));
    expect(await bootstrapOperator(t.database.db, cfg, new Date())).toBe("created");
    const [u] = await t.database.db.select().from(users).where(eq(users.email, "first@example.in"));
    expect(u).toMatchObject({ role: "operator", status: "active", phone: "+919437055500" });
    expect(await bootstrapOperator(t.database.db, cfg, new Date())).toBe("skipped");
    await t.database.db.update(users).set({ role: "operator" }).where(eq(users.id, op.userId));
  });
});
