import { describe, expect, it } from "vitest";
import { composeMessage } from "./notify.ts";

/** The console's messages to the rider in Hindi and Odia (English: the texts sent before, checked elsewhere). */
const booking = {
  reference: "SL-2612-0042",
  riderName: "Asha",
  pickupAt: new Date("2026-12-05T04:30:00Z"),
  pickup: "Biju Patnaik International Airport",
  tripUrl: "https://rides.example.in/trip/1",
};
const crew = {
  chauffeur: "Bikash Sahoo",
  car: { model: "Toyota Innova Crysta", colour: "White", plate: "OD02 AB 1234" },
};

describe("the console's messages in the rider's language", () => {
  it("the console's confirmation with the Ride PIN, and a decline with its refund", () => {
    const config = {
      BUSINESS_NAME: "Sarathi Luxe",
      PUBLIC_BASE_URL: "https://rides.example.in",
      BUSINESS_PHONE: "+919437012345",
      BUSINESS_EMAIL: "rides@example.in",
    } as never;
    const b = {
      id: "b1",
      reference: "SL-2612-0042",
      userId: null,
      amountPaise: 250000,
      pickupAt: booking.pickupAt,
      trip: { pickUp: { address: "Airport" } } as never,
      service: "airport-transfer",
    };
    const confirmed = {
      kind: "confirmed" as const,
      chauffeur: { name: "Bikash", phone: "+919437000001" },
      car: crew.car,
      pin: "3916",
    };
    const hi = composeMessage(config, b, { name: "Asha", email: null, phone: null, language: "hi-IN" }, confirmed);
    expect(hi.subject).toBe("बुकिंग SL-2612-0042 कन्फ़र्म");
    expect(hi.text).toContain("राइड PIN: 3916 (ट्रिप शुरू करने के लिए पिकअप पर ड्राइवर को बताएँ; किसी और को न बताएँ)");
    expect(hi.text).toContain("5 दिस॰ 2026, 10:00 am");
    expect(hi.sms).toContain("राइड PIN 3916।");
    const or = composeMessage(
      config,
      b,
      { name: "Asha", email: null, phone: null, language: "or-IN" },
      {
        kind: "declined",
        reason: "No car free",
        refundedPaise: 250000,
      },
    );
    expect(or.subject).toBe("ବୁକିଂ SL-2612-0042 କନଫର୍ମ ହୋଇପାରିଲା ନାହିଁ");
    expect(or.text).toContain("₹2,500.00 ର ପୂରା ରିଫଣ୍ଡ ଆରମ୍ଭ ହୋଇଛି");
    expect(or.sms).toContain("(No car free)। ₹2,500.00 ରିଫଣ୍ଡ ଆରମ୍ଭ");
  });
});
