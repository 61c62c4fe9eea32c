import { describe, expect, it } from "vitest";
import {
  DRIVER_ACTIONS,
  DRIVER_ACTION_LABELS,
  DRIVER_TRANSITIONS,
  LOCALE,
  RIDE_STEP_LABELS,
  RIDE_STEPS,
  TIME_ZONE,
  rideMessages,
} from "@chauffeur/contracts";
import { translator } from "../../lib/i18n.ts";
import { extrasTexts } from "./extras-templates.ts";
import { rideTexts } from "./ride-templates.ts";
import { safetySmsTexts } from "./safety-templates.ts";

/**
 * The chauffeur's SMS in the chauffeur's language and the emergency contact's SOS SMS in the rider's. English
 * is compared with the functions the server used before (copied here), so every English text stays letter for letter.
 */
const before = {
  when: (d: Date) => d.toLocaleString(LOCALE, { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" }),
  tripAssigned: (brandName: string, b: { reference: string; pickupAt: Date; pickup: string }, appUrl: string) =>
    `${brandName}: new trip ${b.reference}, pickup ${before.when(b.pickupAt)}${b.pickup ? ` at ${b.pickup}` : ""}. Details in the chauffeur app: ${appUrl}`,
  tripRemoved: (brandName: string, b: { reference: string; pickupAt: Date }) =>
    `${brandName}: trip ${b.reference} (pickup ${before.when(b.pickupAt)}) is no longer assigned to you.`,
  extensionAsked: (p: { brand: string; reference: string; hours: number; riderFirstName: string }) =>
    `${p.brand}: ${p.riderFirstName} asks for ${p.hours} more hour${p.hours === 1 ? "" : "s"} on trip ${p.reference}. Open the chauffeur app to accept or decline.`,
  sosContact: (p: { brand: string; riderName: string; plate: string | null; url: string; emergencyNumber: string }) =>
    `SOS: ${p.riderName} pressed the emergency button during a ${p.brand} ride${p.plate ? ` (car ${p.plate})` : ""}. ` +
    `Our team has been alerted. Follow the trip live: ${p.url} . In an emergency call ${p.emergencyNumber}.`,
};

const brand = "Sarathi Luxe";
const url = "https://rides.example.in/driver/trips/1";
const trip = { reference: "SL-2612-0042", pickupAt: new Date("2026-12-05T04:30:00Z"), pickup: "Biju Patnaik Airport" };

describe("the chauffeur's SMS", () => {
  it("English: the texts sent before, letter for letter", () => {
    for (const pickup of ["Biju Patnaik Airport", ""]) {
      const b = { ...trip, pickup };
      expect(rideTexts.tripAssigned(brand, b, url)).toBe(before.tripAssigned(brand, b, url));
      expect(rideTexts.tripAssigned(brand, b, url, "en-IN")).toBe(before.tripAssigned(brand, b, url));
    }
    expect(rideTexts.tripRemoved(brand, trip, "en-IN")).toBe(before.tripRemoved(brand, trip));
    for (const hours of [1, 2, 12]) {
      const p = { brand, reference: trip.reference, hours, riderFirstName: "Priya" };
      expect(extrasTexts.extensionAskedChauffeur(p)).toBe(before.extensionAsked(p));
    }
    expect(
      extrasTexts.extensionAskedChauffeur({ brand, reference: trip.reference, hours: 3, riderFirstName: null }),
    ).toBe(before.extensionAsked({ brand, reference: trip.reference, hours: 3, riderFirstName: "The rider" }));
  });

  it("Odia and Hindi: the language's words, the pickup time in the language, Latin digits", () => {
    // (the time's space may be a narrow no-break space, as Intl writes it)
    const or = rideTexts.tripAssigned(brand, trip, url, "or-IN").replace(/\u202f/g, " ");
    expect(or).toBe(
      `Sarathi Luxe: ନୂଆ ଟ୍ରିପ୍ SL-2612-0042, ପିକଅପ୍ 5 ଡିସେମ୍ବର 2026, 10:00 am, Biju Patnaik Airport। ବିବରଣୀ ଡ୍ରାଇଭର ଆପ୍‌ରେ: ${url}`,
    );
    expect(rideTexts.tripRemoved(brand, trip, "hi-IN")).toBe(
      "Sarathi Luxe: ट्रिप SL-2612-0042 (पिकअप 5 दिस॰ 2026, 10:00 am) अब आपके पास नहीं है।",
    );
    expect(
      extrasTexts.extensionAskedChauffeur({
        brand,
        reference: trip.reference,
        hours: 2,
        riderFirstName: "Priya",
        locale: "hi-IN",
      }),
    ).toBe("Sarathi Luxe: Priya ट्रिप SL-2612-0042 पर 2 घंटे और माँग रहे हैं। स्वीकार या अस्वीकार करने के लिए ड्राइवर ऐप खोलें।");
    expect(
      extrasTexts.extensionAskedChauffeur({
        brand,
        reference: trip.reference,
        hours: 1,
        riderFirstName: null,
        locale: "or-IN",
      }),
    ).toMatch(/^Sarathi Luxe: ରାଇଡର୍ ଟ୍ରିପ୍ SL-2612-0042 ରେ ଆଉ 1 ଘଣ୍ଟା ମାଗୁଛନ୍ତି।/);
  });
});

describe("the emergency contact's SOS SMS", () => {
  const sos = { brand, url: "https://rides.example.in/shared-trip/abc", emergencyNumber: "112" };
  it("English: the text sent before, with and without the car", () => {
    for (const plate of ["OD02 AB 1234", null]) {
      expect(safetySmsTexts.sosContact({ ...sos, riderName: "Priya Mohanty", plate })).toBe(
        before.sosContact({ ...sos, riderName: "Priya Mohanty", plate }),
      );
    }
    expect(safetySmsTexts.sosContact({ ...sos, riderName: null, plate: null })).toBe(
      before.sosContact({ ...sos, riderName: "A rider", plate: null }),
    );
  });

  it("in the rider's language", () => {
    expect(safetySmsTexts.sosContact({ ...sos, riderName: "Priya", plate: "OD02 AB 1234", locale: "hi-IN" })).toBe(
      "SOS: Priya ने Sarathi Luxe की राइड (कार OD02 AB 1234) के दौरान इमरजेंसी बटन दबाया है। हमारी टीम को सूचना दे दी गई है। ट्रिप लाइव देखें: https://rides.example.in/shared-trip/abc । इमरजेंसी में 112 पर कॉल करें।",
    );
    const or = safetySmsTexts.sosContact({ ...sos, riderName: null, plate: null, locale: "or-IN" });
    expect(or).toMatch(/^SOS: ଜଣେ ରାଇଡର୍ Sarathi Luxe ରାଇଡ୍ ସମୟରେ ଜରୁରୀକାଳୀନ ବଟନ୍ ଦବାଇଛନ୍ତି।/);
    expect(or).toContain("112 କୁ କଲ୍ କରନ୍ତୁ।");
  });
});

describe("a button pressed at the wrong step (errors catalogue, rides.illegalStep)", () => {
  it("the English message formats to rideMessages.illegalStep for every button and step", () => {
    const t = translator("en-IN", "errors");
    for (const action of DRIVER_ACTIONS)
      for (const step of RIDE_STEPS)
        expect(
          t("rides.illegalStep", {
            action: DRIVER_ACTION_LABELS[action],
            step: RIDE_STEP_LABELS[step],
            from: RIDE_STEP_LABELS[DRIVER_TRANSITIONS[action].from],
          }),
        ).toBe(rideMessages.illegalStep(action, step));
  });
});
