import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { driverPaths } from "@chauffeur/contracts";
import { outboxMessages, users } from "../../db/schema/index.ts";
import { type TestApp } from "../../../test/helpers.ts";
import { whatsappTestApp } from "../../../test/fake-whatsapp.ts";
import { createRideFixture, type RideFixture } from "./test-factories.ts";

/**
 * The day of the ride on WhatsApp: a rider who opted in gets the on-the-way, arrived and completed templates (in
 * Hindi for a Hindi rider) instead of the SMS, which is kept as each message's fallback; the time-critical ones carry
 * their deliver-by time.
 */
describe("the day of the ride on WhatsApp", () => {
  const env = whatsappTestApp();
  let t: TestApp;
  beforeAll(() => ({ t } = env));

  const act = (f: RideFixture, action: string, payload?: object) =>
    t.app.inject({
      method: "POST",
      url: driverPaths.action(f.booking.id, action),
      payload,
      headers: { cookie: f.chauffeur.cookie },
    });

  it("sends the templates with the crew and the invoice link, holding the SMS back", async () => {
    const f = await createRideFixture(t, { pin: "3916", riderName: "Priya Mohanty" });
    await t.database.db.update(users).set({ language: "hi-IN" }).where(eq(users.id, f.rider.userId));
    const optIn = await t.app.inject({
      method: "PUT",
      url: "/api/v1/user/whatsapp",
      headers: { cookie: f.rider.cookie },
      payload: { optedIn: true, source: "profile" },
    });
    expect(optIn.statusCode).toBe(200);
    for (const [action, body] of [
      ["on-my-way", {}],
      ["arrived", {}],
      ["start", { pin: "3916" }],
      ["complete", {}],
    ] as const)
      expect((await act(f, action, body)).statusCode).toBe(200);
    const sent = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, f.booking.id));
    const whatsapp = sent.filter((m) => m.channel === "whatsapp");
    expect(whatsapp.map((m) => m.template).sort()).toEqual([
      "chauffeur_arrived.hi",
      "chauffeur_on_the_way.hi",
      "trip_completed.hi",
    ]);
    const onWay = whatsapp.find((m) => m.template === "chauffeur_on_the_way.hi")!;
    expect(onWay.templateParams).toEqual([
      expect.any(String),
      expect.stringContaining(f.car.plate),
      f.booking.reference,
    ]);
    expect(onWay.deliverBy).not.toBeNull();
    expect(onWay.fallback).toMatchObject({ toAddress: f.rider.phone, text: expect.stringContaining("रास्ते में हैं") });
    const done = whatsapp.find((m) => m.template === "trip_completed.hi")!;
    expect(done.templateParams).toEqual([f.booking.reference, expect.stringMatching(/\/invoice\.pdf$/)]);
    expect(done.deliverBy).toBeNull();
    // the rider's SMS of those steps are held back (the start step has no WhatsApp form: its SMS goes as before)
    const riderSms = sent.filter((m) => m.channel === "sms" && m.toAddress === f.rider.phone);
    expect(riderSms.map((m) => m.template)).toEqual(["ride.started.hi-IN"]);
  });
});
