import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings, chauffeurs } from "../../db/schema/index.ts";
import { smsTo as smsOf } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createRideFixture } from "../rides/test-factories.ts";
import { announceDisruption, announcePickupMoved } from "./notify.ts";

/**
 * The chauffeur hears of a flight that moves the pickup, or is cancelled or diverted, in the chauffeur's
 * language (chauffeurs.language), with that language's DLT template; English stays as it was, letter for letter.
 */
describe("a flight's news to the chauffeur, in the chauffeur's language", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const smsTo = (phone: string) => smsOf(t, phone);
  const fixture = async (language: "en-IN" | "hi-IN" | "or-IN") => {
    const f = await createRideFixture(t);
    await t.database.db.update(chauffeurs).set({ language }).where(eq(chauffeurs.id, f.chauffeur.id));
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, f.booking.id));
    return { f, booking };
  };
  const landing = new Date("2026-12-05T14:10:00Z"); // 7:40 pm IST
  const before = new Date("2026-12-05T14:30:00Z"); // 8:00 pm
  const after = new Date("2026-12-05T14:50:00Z"); // 8:20 pm
  const spaced = (s: string) => s.replace(/\s/g, " ");

  it("a moved pickup: Odia and Hindi in their words and templates, English as before", async () => {
    for (const [language, template, words] of [
      ["or-IN", "flight.pickup-moved.or-IN", ["ଫ୍ଲାଇଟ୍ 6E 2301", "7:40 pm", "8:20 pm", "8:00 pm"]],
      ["hi-IN", "flight.pickup-moved.hi-IN", ["फ़्लाइट 6E 2301", "7:40 pm", "राइडर से 8:20 pm पर मिलें"]],
    ] as const) {
      const { f, booking } = await fixture(language);
      await t.database.db.transaction((tx) =>
        announcePickupMoved(t.app.ctx, tx, { booking, flight: "6E 2301", landing, before, after }),
      );
      const [sms] = await smsTo(f.chauffeur.phone);
      expect(sms.template).toBe(template);
      for (const w of words) expect(spaced(sms.text)).toContain(w);
    }
    const { f, booking } = await fixture("en-IN");
    await t.database.db.transaction((tx) =>
      announcePickupMoved(t.app.ctx, tx, { booking, flight: "6E 2301", landing, before, after }),
    );
    const [sms] = await smsTo(f.chauffeur.phone);
    expect(sms.template).toBe("flight.pickup-moved");
    expect(spaced(sms.text)).toBe(
      `Sarathi Luxe: ${booking.reference}: flight 6E 2301 now lands 7:40 pm. Your chauffeur will meet you at 8:20 pm (was 8:00 pm). No extra charge.`,
    );
  });

  it("a cancelled or diverted flight: the state in the chauffeur's words", async () => {
    const hi = await fixture("hi-IN");
    await t.database.db.transaction((tx) =>
      announceDisruption(t.app.ctx, tx, { booking: hi.booking, flight: "AI 671", state: "cancelled" }),
    );
    const [h] = await smsTo(hi.f.chauffeur.phone);
    expect(h.template).toBe("flight.disrupted.hi-IN");
    expect(h.text).toBe(`Sarathi Luxe: ${hi.booking.reference}: फ़्लाइट AI 671 रद्द हो गई। ड्राइवर ऐप में ट्रिप देखें।`);
    const or = await fixture("or-IN");
    await t.database.db.transaction((tx) =>
      announceDisruption(t.app.ctx, tx, { booking: or.booking, flight: "AI 671", state: "diverted" }),
    );
    expect((await smsTo(or.f.chauffeur.phone))[0].text).toContain("ଡାଇଭର୍ଟ ହୋଇଛି");
    const en = await fixture("en-IN");
    await t.database.db.transaction((tx) =>
      announceDisruption(t.app.ctx, tx, { booking: en.booking, flight: "AI 671", state: "diverted" }),
    );
    const [e] = await smsTo(en.f.chauffeur.phone);
    expect(e.template).toBe("flight.disrupted");
    expect(e.text).toBe(`Sarathi Luxe: ${en.booking.reference}: flight AI 671 was diverted.`);
  });
});
