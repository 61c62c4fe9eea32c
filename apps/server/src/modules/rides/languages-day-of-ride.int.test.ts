import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { RIDE_PIN_MAX_FAILURES, driverPaths, liveOpsPaths } from "@chauffeur/contracts";
import { outboxMessages, users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { createRideFixture, type RideFixture } from "./test-factories.ts";

/**
 * The day of the ride's messages follow the rider's profile language (a Hindi rider reads Hindi, an Odia
 * rider Odia); each language's SMS is its own DLT template (`ride.<step>.<locale>`). English: steps.int.test.ts.
 */
describe("the day of the ride in the rider's language", () => {
  let t: TestApp;
  let op: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    op = await createSignedInUser(t, { role: "operator", name: "Asha Operator" });
  });
  afterAll(() => t.close());

  const act = (f: RideFixture, action: string, payload?: object) =>
    t.app.inject({
      method: "POST",
      url: driverPaths.action(f.booking.id, action),
      payload,
      headers: { cookie: f.chauffeur.cookie },
    });
  const speaks = (f: RideFixture, language: "en-IN" | "hi-IN" | "or-IN") =>
    t.database.db.update(users).set({ language }).where(eq(users.id, f.rider.userId));
  const messages = (f: RideFixture) =>
    t.database.db.select().from(outboxMessages).where(eq(outboxMessages.bookingId, f.booking.id));
  const one = async (f: RideFixture, template: string, channel: "sms" | "email") => {
    const m = (await messages(f)).find((x) => x.template === template && x.channel === channel);
    expect(m, `${channel} ${template}`).toBeDefined();
    return m!;
  };

  it("a Hindi rider: on the way, arrived, trip started and trip completed by SMS and e-mail in Hindi", async () => {
    const f = await createRideFixture(t, { pin: "3916", riderName: "Priya Mohanty" });
    await speaks(f, "hi-IN");
    for (const [action, body] of [
      ["on-my-way", {}],
      ["arrived", {}],
      ["start", { pin: "3916" }],
      ["complete", {}],
    ] as const) {
      const res = await act(f, action, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    const sent = await messages(f);
    // no English template names for this rider: each Hindi text is its own DLT template
    expect(sent.filter((m) => m.template?.startsWith("ride.")).every((m) => m.template!.endsWith(".hi-IN"))).toBe(true);

    const onWaySms = await one(f, "ride.on_my_way.hi-IN", "sms");
    expect(onWaySms.toAddress).toBe(f.rider.phone);
    expect(onWaySms.text).toMatch(/^Sarathi Luxe: .+ रास्ते में हैं/);
    expect(onWaySms.text).toContain(f.car.plate);
    const onWayMail = await one(f, "ride.on_my_way.hi-IN", "email");
    expect(onWayMail.subject).toBe(`बुकिंग ${f.booking.reference}: आपके ड्राइवर रास्ते में हैं`);
    expect(onWayMail.text).toMatch(/^प्रिय Priya Mohanty,/);
    expect(onWayMail.text).toContain("कोई सवाल?");

    const arrivedSms = await one(f, "ride.arrived.hi-IN", "sms");
    expect(arrivedSms.text).toContain("30 मिनट मुफ़्त इंतज़ार। शुरू करने के लिए राइड PIN बताएँ।");
    expect((await one(f, "ride.arrived.hi-IN", "email")).subject).toBe(
      `बुकिंग ${f.booking.reference}: आपके ड्राइवर पहुँच गए हैं`,
    );

    expect((await one(f, "ride.started.hi-IN", "sms")).text).toContain(`ट्रिप ${f.booking.reference}`);
    expect((await one(f, "ride.started.hi-IN", "email")).text).toContain("आपकी यात्रा सुखद हो।");

    const doneMail = await one(f, "ride.completed.hi-IN", "email");
    expect(doneMail.subject).toMatch(/^Sarathi Luxe के साथ सफ़र के लिए धन्यवाद: इनवॉइस /);
    expect(doneMail.text).toContain("घंटेवार रेंटल");
    expect(doneMail.text).toContain("(GST सहित)");
    expect((await one(f, "ride.completed.hi-IN", "sms")).text).toMatch(/पूरी हुई। इनवॉइस .+, ₹[\d,]+\.\d\d। धन्यवाद!$/);
  });

  it("a Hindi rider's new Ride PIN after an operator reset, and a no-show, in Hindi", async () => {
    const f = await createRideFixture(t, { step: "arrived", pin: "5555" });
    await speaks(f, "hi-IN");
    for (let i = 0; i < RIDE_PIN_MAX_FAILURES; i++) await act(f, "start", { pin: "1234" });
    const reset = await t.app.inject({
      method: "POST",
      url: liveOpsPaths.resetPin(f.booking.id),
      headers: { cookie: op.cookie },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const pinSms = await one(f, "ride.pin_reset.hi-IN", "sms");
    expect(pinSms.text).toMatch(/^Sarathi Luxe: बुकिंग .+ का राइड PIN बदला गया। नया राइड PIN \d{4} है।/);
    expect((await one(f, "ride.pin_reset.hi-IN", "email")).subject).toBe(
      `बुकिंग ${f.booking.reference}: आपका नया राइड PIN`,
    );

    const g = await createRideFixture(t, { step: "arrived", start: new Date(t.clock.now().getTime() - 5 * 60_000) });
    await speaks(g, "hi-IN");
    t.clock.setOffsetMs(t.clock.offsetMs() + 31 * 60_000);
    expect((await act(g, "no-show")).statusCode).toBe(200);
    expect((await one(g, "ride.no_show.hi-IN", "sms")).text).toContain("30 मिनट इंतज़ार के बाद नो-शो मानकर बंद");
    const mail = await one(g, "ride.no_show.hi-IN", "email");
    expect(mail.subject).toBe(`बुकिंग ${g.booking.reference}: नो-शो दर्ज`);
    expect(mail.text).toMatch(/पूरी राशि ₹[\d,]+\.\d\d देय है।/);
  });

  it("an Odia rider reads Odia; an English rider's messages keep their names and texts", async () => {
    const f = await createRideFixture(t);
    await speaks(f, "or-IN");
    expect((await act(f, "on-my-way")).statusCode).toBe(200);
    const sms = await one(f, "ride.on_my_way.or-IN", "sms");
    expect(sms.text).toContain("ବାଟରେ ଅଛନ୍ତି");
    expect((await one(f, "ride.on_my_way.or-IN", "email")).subject).toBe(
      `ବୁକିଂ ${f.booking.reference}: ଆପଣଙ୍କ ଡ୍ରାଇଭର ବାଟରେ ଅଛନ୍ତି`,
    );

    const en = await createRideFixture(t);
    expect((await act(en, "on-my-way")).statusCode).toBe(200);
    expect((await one(en, "ride.on_my_way", "email")).subject).toBe(
      `Booking ${en.booking.reference}: your chauffeur is on the way`,
    );
  });
});
