import { describe, expect, it } from "vitest";
import { emails, smsTexts } from "./templates.ts";

/** The SMS texts in the rider's language; English is the text sent before, letter for letter. */
describe("SMS texts per language", () => {
  it("OTP", () => {
    expect(smsTexts.otp("Sarathi Luxe", "48213", 10)).toBe(
      "48213 is your Sarathi Luxe verification code. It expires in 10 minutes. Never share it with anyone.",
    );
    expect(smsTexts.otp("Sarathi Luxe", "48213", 1)).toContain("It expires in 1 minute.");
    expect(smsTexts.otp("Sarathi Luxe", "48213", 10, "hi-IN")).toBe(
      "48213 आपका Sarathi Luxe OTP है, 10 मिनट तक मान्य। किसी को न बताएँ।",
    );
    expect(smsTexts.otp("Sarathi Luxe", "48213", 10, "or-IN")).toBe(
      "48213 ଆପଣଙ୍କ Sarathi Luxe OTP, 10 ମିନିଟ୍ ବୈଧ। କାହାକୁ କୁହନ୍ତୁ ନାହିଁ।",
    );
    // a Unicode SMS part holds 70 characters: with the brand's name the Hindi and Odia OTP fit one part
    for (const l of ["hi-IN", "or-IN"] as const)
      expect(smsTexts.otp("Sarathi Luxe", "48213", 10, l).length).toBeLessThanOrEqual(70);
  });

  it("the password reset e-mail and its frame; English as before", () => {
    const brand = {
      name: "Sarathi Luxe",
      supportPhone: "+919437012345",
      supportEmail: "rides@example.in",
      address: "Bhubaneswar",
      baseUrl: "https://rides.example.in",
    };
    const en = emails.passwordReset(brand, "Asha", "https://rides.example.in/r/abc", 30);
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain(">Chauffeur-driven luxury</div>");
    expect(en.html).toContain(
      'Need help? Call +919437012345 or write to <a href="mailto:rides@example.in" style="color:#7a5e22">rides@example.in</a>.<br>Bhubaneswar',
    );
    expect(en.text).toContain("Need help? Call +919437012345 or write to rides@example.in.");
    const or = emails.passwordReset(brand, "Asha", "https://rides.example.in/r/abc", 30, "or-IN");
    expect(or.subject).toBe("ଆପଣଙ୍କ Sarathi Luxe ପାସୱାର୍ଡ ରିସେଟ୍ କରନ୍ତୁ");
    expect(or.html).toContain('<html lang="or-IN">');
    expect(or.html).toContain('ସାହାଯ୍ୟ ଦରକାର? +919437012345କୁ କଲ୍ କରନ୍ତୁ କିମ୍ବା <a href="mailto:rides@example.in"');
    expect(or.text).toContain("ପାସୱାର୍ଡ ରିସେଟ୍ କରନ୍ତୁ: https://rides.example.in/r/abc");
    expect(or.text).toContain("ନମସ୍କାର Asha,");
  });

  it("phone changed", () => {
    expect(smsTexts.phoneChanged("Sarathi Luxe", "+91•••••43210", "+919437012345")).toBe(
      "The phone number of your Sarathi Luxe account was changed to +91•••••43210. If this was not you, call +919437012345 right away.",
    );
    expect(smsTexts.phoneChanged("Sarathi Luxe", "+91•••••43210", "+919437012345", "hi-IN")).toContain(
      "फ़ोन नंबर बदलकर +91•••••43210 हो गया है",
    );
    expect(smsTexts.phoneChanged("Sarathi Luxe", "+91•••••43210", "+919437012345", "or-IN")).toContain(
      "ଫୋନ୍ ନମ୍ବର +91•••••43210କୁ ବଦଳାଯାଇଛି",
    );
  });
});
