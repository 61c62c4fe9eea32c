import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_LANGUAGE_HEADER } from "@chauffeur/contracts";
import hiBooking from "@chauffeur/contracts/i18n/hi-IN/booking";
import orBooking from "@chauffeur/contracts/i18n/or-IN/booking";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { inHoursOf, outstationTrip } from "./fares.test-support.ts";

type Line = { code: string; label: string; detail?: string; amountPaise: number };

// The fare lines follow the request's language: the charges, the stored quote read again and the class
// comparison answer Hindi or Odia labels and details for the page's language; English stays as stored.
describe("fares: the fare lines in the request's language", () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ cookie } = await createSignedInUser(t));
  });
  afterAll(() => t.close());

  const headers = (lang?: string) => ({ cookie, ...(lang ? { [PAGE_LANGUAGE_HEADER]: lang } : {}) });
  const charge = (lang?: string, over: Record<string, unknown> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/bookings/charges/outstation",
      payload: outstationTrip(inHoursOf(t, 24), over),
      headers: headers(lang),
    });
  const readQuote = (id: string, lang?: string) =>
    t.app.inject({ method: "GET", url: `/api/v1/bookings/quotes/${id}`, headers: headers(lang) });

  it("answers Hindi lines to a Hindi page and keeps English stored, with the same amounts", async () => {
    const en = (await charge()).json().data;
    const hi = (await charge("hi-IN")).json().data;
    const enLines = en.breakdown as Line[];
    const hiLines = hi.breakdown as Line[];
    expect(hiLines.map((l) => [l.code, l.amountPaise])).toEqual(enLines.map((l) => [l.code, l.amountPaise]));
    expect(enLines[0]).toMatchObject({ code: "distance", label: "Distance charge" });
    expect(enLines[0].detail).toMatch(/^\d+ km × ₹\d+/);
    expect(hiLines[0].label).toBe(hiBooking["line.distanceCharge"]);
    expect(hiLines[0].detail).toMatch(/^\d+ किमी × ₹\d+/);
    expect(hiLines.find((l) => l.code === "driver_allowance")?.label).toBe(hiBooking["line.chauffeurAllowance"]);

    // the stored quote, read again: in the reader's language each time (nothing translated is stored)
    const again = (await readQuote(hi.quoteId)).json().data.breakdown as Line[];
    expect(again).toEqual(enLines);
    const or = (await readQuote(hi.quoteId, "or-IN")).json().data.breakdown as Line[];
    expect(or[0].label).toBe(orBooking["line.distanceCharge"]);
    expect(or[0].detail).toContain("କିମି");
    expect(or.map((l) => l.amountPaise)).toEqual(enLines.map((l) => l.amountPaise));
  });

  it("re-prices add-ons and compares the classes in the page's language", async () => {
    const base = (await charge("or-IN")).json().data;
    const addOns = {
      placard: { required: true, text: "Das" },
      pets: { dogs: true, cats: false },
      childSeat: false,
      airportToll: false,
      bookForOther: { isBooking: false, otherGuestInfo: "" },
    };
    const repriced = (await charge("or-IN", { quoteId: base.quoteId, addOns })).json().data;
    const lines = repriced.breakdown as Line[];
    expect(lines.find((l) => l.code === "placard")?.label).toBe(orBooking["line.placard"]);
    expect(lines.find((l) => l.code === "pet_dog")?.label).toBe(orBooking["line.dog"]);

    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/bookings/quotes/classes",
      payload: { quoteId: repriced.quoteId },
      headers: headers("hi-IN"),
    });
    expect(res.statusCode).toBe(200);
    const quotes = (res.json().data.classes as Array<{ quote: { breakdown: Line[] } | null }>)
      .map((c) => c.quote)
      .filter((q) => q !== null);
    expect(quotes.length).toBeGreaterThan(1);
    for (const q of quotes) expect(q.breakdown[0].label).toBe(hiBooking["line.distanceCharge"]);
  });
});
