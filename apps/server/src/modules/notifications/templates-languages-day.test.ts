import { describe, expect, it } from "vitest";
import { extrasTexts } from "./extras-templates.ts";
import { rideTexts } from "./ride-templates.ts";
import { emails } from "./templates.ts";

/** The rest of the rider's messages in Hindi and Odia (English: the texts sent before, checked elsewhere). */
const brand = {
  name: "Sarathi Luxe",
  phone: "+919437012345",
  email: "rides@example.in",
  legalName: "Sarathi Luxe Mobility Pvt Ltd",
  address: "Bhubaneswar",
  gstin: "21AAACS1234F1Z5",
  baseUrl: "https://rides.example.in",
};
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

describe("the rider's other messages in Hindi and Odia", () => {
  it("the day of the ride's texts: the language's words, dates and money", () => {
    const arrived = rideTexts.arrived(brand, booking, crew, true, "or-IN");
    expect(arrived.text).toContain("15 ମିନିଟ୍ ମାଗଣା ଅପେକ୍ଷା");
    expect(arrived.text).toContain("White Toyota Innova Crysta, ନମ୍ବର OD02 AB 1234");
    const done = rideTexts.completed(
      brand,
      booking,
      { invoiceNumber: "SL/26-27/0042", serviceLabel: "एयरपोर्ट ट्रांसफ़र", amountPaise: 123456, attached: true },
      "hi-IN",
    );
    expect(done.text).toContain("इनवॉइस SL/26-27/0042: एयरपोर्ट ट्रांसफ़र, कुल ₹1,234.56 (GST सहित)");
    expect(done.text).toContain("(पिकअप 5 दिस॰ 2026, 10:00 am, Biju Patnaik International Airport)");
  });

  it("extras and extensions", () => {
    const lines = [{ label: "Waiting charge", amountPaise: 20000 }];
    const due = extrasTexts.dueEmail({
      brand: "Sarathi Luxe",
      name: "Asha",
      reference: "SL-1",
      lines,
      duePaise: 20000,
      url: "https://x",
      locale: "hi-IN",
    });
    expect(due.subject).toBe("बुकिंग SL-1 के एक्स्ट्रा का भुगतान बाकी");
    expect(due.text).toContain("- Waiting charge: ₹200.00\n\nकुल देय: ₹200.00");
    expect(
      extrasTexts.extensionAcceptedRider({
        brand: "Sarathi Luxe",
        reference: "SL-1",
        hours: 2,
        amountPaise: 150000,
        endsAt: "7:20 pm",
        locale: "hi-IN",
      }),
    ).toContain("2 घंटे और स्वीकार किया (अब 7:20 pm तक)। ₹1,500.00 आपके एक्स्ट्रा में जुड़ गया");
    expect(
      extrasTexts.extensionDeclinedRider({ brand: "SL", reference: "SL-1", hours: 1, phone: "+91", locale: "or-IN" }),
    ).toContain("1 ଘଣ୍ଟା ବଢ଼ାଇପାରିବେ ନାହିଁ");
  });

  it("the account e-mails, framed in the language (html lang)", () => {
    const b = {
      name: "Sarathi Luxe",
      supportPhone: "+919437012345",
      supportEmail: "rides@example.in",
      address: "Bhubaneswar",
      baseUrl: "https://rides.example.in",
    };
    const changed = emails.passwordChanged(b, "Asha", "hi-IN");
    expect(changed.subject).toBe("आपका Sarathi Luxe पासवर्ड बदला गया");
    expect(changed.html).toContain('<html lang="hi-IN">');
    expect(changed.text).toContain("लॉग इन करें: https://rides.example.in/auth");
    const confirm = emails.emailChangeConfirm(b, "Asha", "https://rides.example.in/c/x", 24, "or-IN");
    expect(confirm.subject).toBe("ଆପଣଙ୍କ ନୂଆ Sarathi Luxe ଇ-ମେଲ ଠିକଣା କନଫର୍ମ କରନ୍ତୁ");
    expect(confirm.text).toContain("24 ଘଣ୍ଟା ପାଇଁ କାମ କରେ");
    expect(emails.deletionRequested(b, null, "8 दिस॰ 2026", "4 जन॰ 2027", "hi-IN").text).toContain(
      "8 दिस॰ 2026 तक आप खुद खाता वापस पा सकते हैं।",
    );
    for (const l of ["hi-IN", "or-IN"] as const) {
      expect(emails.accountRecovered(b, "Asha", l).html).toContain(`<html lang="${l}">`);
      expect(emails.emailChanged(b, "Asha", "new@example.in", l).text).toContain("new@example.in");
      expect(emails.emailChangeRequested(b, "Asha", "new@example.in", l).text).toContain("/user/edit");
    }
  });
});
