import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { LOCALE, TIME_ZONE, driverPaths, ridePaths, type Locale } from "@chauffeur/contracts";
import { driverLanguagePath } from "@chauffeur/contracts/rides/driver-language";
import { chauffeurs, outboxMessages, users } from "../../db/schema/index.ts";
import { createTestApp, sessionCookie, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser, smsTo as smsOf } from "../../../test/factories.ts";
import { rideAt } from "./extras.test-support.ts";
import {
  createRideFixture,
  createTestCar,
  createTestChauffeur,
  PICKUP,
  signInChauffeur,
  createPendingFixture,
} from "./test-factories.ts";

/**
 * The chauffeur's language (chauffeurs.language, migration 1101). The chauffeur app saves the choice (PUT
 * driverLanguagePath, the shared schema: 400 for anything but the three); the chauffeur's SMS are written in it with
 * their own DLT template names (`<template>.<locale>`, English unchanged); the chauffeur endpoints' errors follow the
 * request's language; the emergency contact's SOS SMS follows the rider's language.
 */
describe("the chauffeur in their language", () => {
  let t: TestApp;
  let op: { cookie: string };
  let ip = 0;
  const BASE = "https://rides.example.in";
  beforeAll(async () => {
    t = await createTestApp({ config: { PUBLIC_BASE_URL: BASE } });
    op = await createSignedInUser(t, { role: "operator", name: "Asha Operator" });
  });
  afterAll(() => t.close());

  const client = () => `10.18.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;
  const chooses = (cookie: string, language: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "PUT", url: driverLanguagePath, payload: { language }, headers: { cookie, ...headers } });
  const languageOf = async (chauffeurId: string) =>
    (await t.database.db.select().from(chauffeurs).where(eq(chauffeurs.id, chauffeurId)))[0].language;
  const smsTo = (phone: string) => smsOf(t, phone);
  const office = (id: string, action: string, payload: object = {}) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/ops/bookings/${id}/${action}`,
      payload,
      headers: { cookie: op.cookie },
    });
  /** a paid booking waiting for operations to confirm it (no chauffeur, no ride) */
  const pending = () => createPendingFixture(t);
  const chauffeurSpeaking = async (language?: Locale) => {
    const ch = await createTestChauffeur(t);
    const session = await signInChauffeur(t, ch);
    if (language) expect((await chooses(session.cookie, language)).statusCode).toBe(200);
    return { ...ch, ...session };
  };
  const when = (d: Date) => d.toLocaleString(LOCALE, { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" });

  it("an Odia chauffeur gets the new trip SMS in Odia; an English one today's text, letter for letter", async () => {
    const odia = await chauffeurSpeaking("or-IN");
    const f = await pending();
    const car = await createTestCar(t);
    const res = await office(f.booking.id, "confirm", { chauffeurId: odia.id, carId: car.id });
    expect(res.statusCode, res.body).toBe(200);
    const [sms] = await smsTo(odia.phone);
    expect(sms.template).toBe("ride.chauffeur_assigned.or-IN");
    expect(sms.text).toMatch(new RegExp(`^Sarathi Luxe: ନୂଆ ଟ୍ରିପ୍ ${f.booking.reference}, ପିକଅପ୍ .+, ${PICKUP.address}। `));
    expect(sms.text).toContain(`ବିବରଣୀ ଡ୍ରାଇଭର ଆପ୍‌ରେ: ${BASE}/driver/trips/${f.booking.id}`);

    const english = await chauffeurSpeaking();
    const g = await pending();
    const car2 = await createTestCar(t);
    expect((await office(g.booking.id, "confirm", { chauffeurId: english.id, carId: car2.id })).statusCode).toBe(200);
    const [en] = await smsTo(english.phone);
    expect(en.template).toBe("ride.chauffeur_assigned");
    expect(en.text).toBe(
      `Sarathi Luxe: new trip ${g.booking.reference}, pickup ${when(g.booking.pickupAt)} at ${PICKUP.address}. Details in the chauffeur app: ${BASE}/driver/trips/${g.booking.id}`,
    );
  });

  it("reassignment: the trip taken away in the previous chauffeur's language, given in the next one's", async () => {
    const f = await createRideFixture(t, { step: "on_my_way" });
    expect((await chooses(f.chauffeur.cookie, "or-IN")).statusCode).toBe(200);
    const hindi = await chauffeurSpeaking("hi-IN");
    const car = await createTestCar(t);
    expect((await office(f.booking.id, "reassign", { chauffeurId: hindi.id, carId: car.id })).statusCode).toBe(200);
    const [removed] = await smsTo(f.chauffeur.phone);
    expect(removed.template).toBe("ride.chauffeur_removed.or-IN");
    expect(removed.text).toMatch(
      new RegExp(`^Sarathi Luxe: ଟ୍ରିପ୍ ${f.booking.reference} \\(ପିକଅପ୍ .+\\) ଆଉ ଆପଣଙ୍କ ପାଖରେ ନାହିଁ।$`),
    );
    const [given] = await smsTo(hindi.phone);
    expect(given.template).toBe("ride.chauffeur_assigned.hi-IN");
    expect(given.text).toMatch(new RegExp(`^Sarathi Luxe: नई ट्रिप ${f.booking.reference}, पिकअप `));
    expect(given.text).toContain("विवरण ड्राइवर ऐप में:");

    // an English chauffeur taken off a trip: today's text
    const g = await createRideFixture(t);
    const other = await chauffeurSpeaking();
    const car2 = await createTestCar(t);
    expect((await office(g.booking.id, "reassign", { chauffeurId: other.id, carId: car2.id })).statusCode).toBe(200);
    const [gone] = await smsTo(g.chauffeur.phone);
    expect(gone.template).toBe("ride.chauffeur_removed");
    expect(gone.text).toBe(
      `Sarathi Luxe: trip ${g.booking.reference} (pickup ${when(g.booking.pickupAt)}) is no longer assigned to you.`,
    );
  });

  it("the rider asks for more time: a Hindi chauffeur reads it in Hindi", async () => {
    const f = await rideAt(t, {
      step: "started",
      service: "hourly-rental",
      hours: 3,
      arrivedMin: 0,
      startedMin: 2,
    });
    expect((await chooses(f.chauffeur.cookie, "hi-IN")).statusCode).toBe(200);
    const ask = await t.app.inject({
      method: "POST",
      url: ridePaths.extension(f.booking.id),
      payload: { hours: 2 },
      headers: { cookie: f.rider.cookie },
    });
    expect(ask.statusCode, ask.body).toBe(200);
    const [sms] = await smsTo(f.chauffeur.phone);
    expect(sms.template).toBe("extension-asked.hi-IN");
    expect(sms.text).toBe(
      `Sarathi Luxe: Priya ट्रिप ${f.booking.reference} पर 2 घंटे और माँग रहे हैं। स्वीकार या अस्वीकार करने के लिए ड्राइवर ऐप खोलें।`,
    );
    // the chauffeur's answer: the message the app shows, in the app's language
    const decline = await t.app.inject({
      method: "POST",
      url: driverPaths.extension(f.booking.id, ask.json().extra.id, "decline"),
      headers: { cookie: f.chauffeur.cookie, "x-page-language": "hi-IN" },
    });
    expect(decline.statusCode, decline.body).toBe(200);
    expect(decline.json().message).toBe("एक्सटेंशन अस्वीकार किया गया: राइडर को बता दिया गया है।");
    const again = await t.app.inject({
      method: "POST",
      url: driverPaths.extension(f.booking.id, ask.json().extra.id, "accept"),
      headers: { cookie: f.chauffeur.cookie, "x-page-language": "or-IN" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("ଏହି ଅନୁରୋଧର ଉତ୍ତର ଆଗରୁ ଦିଆଯାଇଛି।");
  });

  it("the sign-in code in the language chosen in the app, else the chauffeur's; signing in keeps the choice", async () => {
    /** the code by SMS, then the sign-in, both with `headers`; the code's SMS and the sign-in's answer */
    const signIn = async (phone: string, headers: Record<string, string>) => {
      const addr = client();
      const sent = await t.app.inject({
        method: "POST",
        url: driverPaths.otp,
        payload: { phone },
        remoteAddress: addr,
        headers,
      });
      expect(sent.statusCode).toBe(200);
      const [sms] = await smsTo(phone);
      const otp = /\b(\d{5})\b/.exec(sms.text)![1];
      const res = await t.app.inject({
        method: "POST",
        url: driverPaths.signIn,
        payload: { phone, otp },
        remoteAddress: addr,
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return { sms, res };
    };
    const speaking = async (language: Locale) => {
      const ch = await createTestChauffeur(t);
      await t.database.db.update(chauffeurs).set({ language }).where(eq(chauffeurs.id, ch.id));
      return ch;
    };

    // no choice in the app (the page's language is only the phone's): the chauffeur's own, kept
    const odia = await speaking("or-IN");
    const first = await signIn(odia.phone, { "x-page-language": "en-IN" });
    expect(first.sms.template).toBe("driver.otp.or-IN");
    expect(first.sms.text).toMatch(/^\d{5} ଆପଣଙ୍କ Sarathi Luxe OTP, 10 ମିନିଟ୍ ବୈଧ।/);
    expect(await languageOf(odia.id)).toBe("or-IN");

    // Hindi chosen in the app before signing in: the code in Hindi, and Hindi becomes the chauffeur's
    const ch = await speaking("or-IN");
    const chosen = await signIn(ch.phone, { cookie: "lang=hi-IN", "x-page-language": "hi-IN" });
    expect(chosen.sms.template).toBe("driver.otp.hi-IN");
    expect(chosen.sms.text).toMatch(/^\d{5} आपका Sarathi Luxe OTP है, 10 मिनट तक मान्य।/);
    expect(await languageOf(ch.id)).toBe("hi-IN");
    const [row] = await t.database.db.select().from(chauffeurs).where(eq(chauffeurs.id, ch.id));
    const [u] = await t.database.db.select().from(users).where(eq(users.id, row.userId!));
    expect(u.language).toBe("hi-IN");
    // the session answers in it when a request names no language
    const missing = await t.app.inject({
      url: driverPaths.trip("7d0c3a4e-0000-4000-8000-000000000000"),
      headers: { cookie: sessionCookie(chosen.res) },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("ट्रिप नहीं मिली। हो सकता है यह किसी और ड्राइवर को दे दी गई हो या रद्द हो गई हो।");

    // English: the code's SMS as before
    const english = await createTestChauffeur(t);
    const en = await signIn(english.phone, {});
    expect(en.sms.template).toBe("driver.otp");
    expect(en.sms.text).toMatch(/^\d{5} is your Sarathi Luxe verification code\./);
  });

  it("SOS: the emergency contact's SMS in the rider's language; English as before", async () => {
    const sos = async (language: Locale) => {
      const f = await createRideFixture(t, { step: "started", riderName: "Priya Mohanty" });
      await t.database.db
        .update(users)
        .set({ language, emergencyContactName: "Ravi Mohanty", emergencyContactPhone: "+919876500011" })
        .where(eq(users.id, f.rider.userId));
      const res = await t.app.inject({
        method: "POST",
        url: ridePaths.sos(f.booking.id),
        headers: { cookie: f.rider.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [sms] = await t.database.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.bookingId, f.booking.id), eq(outboxMessages.toAddress, "+919876500011")));
      return { f, sms };
    };
    const hindi = await sos("hi-IN");
    expect(hindi.sms.template).toBe("sos-contact.hi-IN");
    expect(hindi.sms.text).toMatch(
      new RegExp(
        `^SOS: Priya Mohanty ने Sarathi Luxe की राइड \\(कार ${hindi.f.car.plate}\\) के दौरान इमरजेंसी बटन दबाया है।`,
      ),
    );
    expect(hindi.sms.text).toMatch(
      /ट्रिप लाइव देखें: https:\/\/rides\.example\.in\/shared-trip\/\S+ । इमरजेंसी में 112 पर कॉल करें।$/,
    );
    const odia = await sos("or-IN");
    expect(odia.sms.template).toBe("sos-contact.or-IN");
    expect(odia.sms.text).toContain("ଜରୁରୀକାଳୀନ ବଟନ୍ ଦବାଇଛନ୍ତି");
    const english = await sos("en-IN");
    expect(english.sms.template).toBe("sos-contact");
    expect(english.sms.text).toMatch(
      new RegExp(
        `^SOS: Priya Mohanty pressed the emergency button during a Sarathi Luxe ride \\(car ${english.f.car.plate}\\)\\. Our team has been alerted\\. Follow the trip live: https://rides\\.example\\.in/shared-trip/\\S+ \\. In an emergency call 112\\.$`,
      ),
    );
  });
});
