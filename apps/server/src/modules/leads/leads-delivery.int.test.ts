import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { leads } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { DELIVERY_BACKOFF_MS, LEADS_DELIVERY_JOB, MAX_DELIVERY_ATTEMPTS } from "./leads.delivery.ts";
import { serviceRequestBody } from "./leads.test-data.ts";

/** A stand-in for Web3Forms on 127.0.0.1: answers 500 while `down`, then accepts like the real service. */
function fakeFormService() {
  const received: Record<string, unknown>[] = [];
  const state = { down: true, hits: 0 };
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let s = "";
      req.on("data", (c) => (s += c));
      req.on("end", () => resolve(s));
    });
  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    state.hits++;
    res.setHeader("content-type", "application/json");
    if (state.down) {
      res.statusCode = 500;
      res.end(JSON.stringify({ success: false, message: "Internal Server Error" }));
      return;
    }
    received.push(JSON.parse(body));
    res.end(JSON.stringify({ success: true, message: "Email sent successfully!" }));
  });
  return {
    received,
    state,
    start: () =>
      new Promise<string>((r) =>
        server.listen(0, "127.0.0.1", () => r(`http://127.0.0.1:${(server.address() as AddressInfo).port}/submit`)),
      ),
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe("lead forwarding to the form-to-email service", () => {
  const fake = fakeFormService();
  let t: TestApp;
  beforeAll(async () => {
    const url = await fake.start();
    t = await createTestApp({ config: { WEB3FORMS_ACCESS_KEY: "test-access-key-123", WEB3FORMS_URL: url } });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it("stores a lead while the service is down, retries with backoff and delivers it once the service recovers", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/leads/service-requests",
      payload: serviceRequestBody({ name: "Down Time", email: "down@example.in" }),
      remoteAddress: "10.1.0.1",
    });
    // the visitor's submission succeeds although the form service is failing
    expect(res.statusCode).toBe(201);
    const lead = async () => (await t.database.db.select().from(leads).where(eq(leads.name, "Down Time")))[0];
    expect(await lead()).toMatchObject({ deliveryStatus: "pending", deliveryAttempts: 0 });

    await t.app.ctx.scheduler.runNow(LEADS_DELIVERY_JOB);
    let row = await lead();
    expect(fake.state.hits).toBe(1);
    expect(row).toMatchObject({ deliveryStatus: "pending", deliveryAttempts: 1, deliveredAt: null });
    expect(row.deliveryLastError).toContain("500");
    expect(row.deliveryNextAt!.getTime()).toBeGreaterThan(t.clock.now().getTime() + DELIVERY_BACKOFF_MS[0] - 5_000);

    // not due yet: nothing is sent
    await t.app.ctx.scheduler.runNow(LEADS_DELIVERY_JOB);
    expect(fake.state.hits).toBe(1);

    // the service recovers; after the wait the lead goes through
    fake.state.down = false;
    t.clock.setOffsetMs(DELIVERY_BACKOFF_MS[0] + 1000);
    await t.app.ctx.scheduler.runNow(LEADS_DELIVERY_JOB);
    row = await lead();
    expect(row).toMatchObject({ deliveryStatus: "delivered", deliveryAttempts: 2, deliveryLastError: null });
    expect(row.deliveredAt).toBeInstanceOf(Date);
    expect(fake.received).toHaveLength(1);
    expect(fake.received[0]).toMatchObject({
      access_key: "test-access-key-123",
      service: "Outstation Trips",
      name: "Down Time",
      email: "down@example.in",
      pet_allowed: "Yes",
      child_seat: "No",
      lead_id: row.id,
    });

    // delivered leads are not sent again, and stay recorded as delivered
    t.clock.setOffsetMs(24 * 3600_000);
    await t.app.ctx.scheduler.runNow(LEADS_DELIVERY_JOB);
    expect(fake.received).toHaveLength(1);
    expect(await lead()).toMatchObject({
      deliveryStatus: "delivered",
      deliveryAttempts: 2,
      deliveredAt: row.deliveredAt,
    });
  });

  it("forwards event enquiries too", async () => {
    fake.state.down = false;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/leads/event-enquiries",
      payload: {
        eventType: "corporate event",
        name: "Event Lead",
        phone: "9437000003",
        description: "Offsite, 40 guests",
      },
      remoteAddress: "10.1.0.2",
    });
    expect(res.statusCode).toBe(201);
    await t.app.ctx.scheduler.runNow(LEADS_DELIVERY_JOB);
    expect(fake.received.at(-1)).toMatchObject({
      eventType: "corporate event",
      name: "Event Lead",
      phone: "+919437000003",
    });
    const [row] = await t.database.db.select().from(leads).where(eq(leads.name, "Event Lead"));
    expect(row).toMatchObject({
      deliveryStatus: "delivered",
      deliveryAttempts: 1,
      deliveryLastError: null,
      deliveryNextAt: null,
    });
    expect(row.deliveredAt).toBeInstanceOf(Date);
  });

  it("gives up after the last retry but keeps the lead, marked failed", async () => {
    fake.state.down = true;
    t.clock.setOffsetMs(0);
    await t.app.inject({
      method: "POST",
      url: "/api/v1/leads/event-enquiries",
      payload: { eventType: "other", name: "Never Delivered", phone: "9437000004", description: "x" },
      remoteAddress: "10.1.0.3",
    });
    let offset = 0;
    for (let i = 0; i < MAX_DELIVERY_ATTEMPTS; i++) {
      await t.app.ctx.scheduler.runNow(LEADS_DELIVERY_JOB);
      offset += (DELIVERY_BACKOFF_MS[i] ?? 0) + 1000;
      t.clock.setOffsetMs(offset);
    }
    const [row] = await t.database.db.select().from(leads).where(eq(leads.name, "Never Delivered"));
    expect(row).toMatchObject({
      deliveryStatus: "failed",
      deliveryAttempts: MAX_DELIVERY_ATTEMPTS,
      deliveryNextAt: null,
    });
    expect(row.deliveryLastError).toContain("500");
  });

  it("never exposes the access key to the browser", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/config" });
    expect(res.statusCode).toBe(200);
    expect(res.json().business.phone).toMatch(/^\+91\d{10}$/);
    expect(res.body).not.toContain("test-access-key-123");
  });
});
