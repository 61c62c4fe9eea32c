import { describe, expect, it } from "vitest";
import { smsTexts } from "./templates.ts";

/** The SMS texts in the rider's language (issue 18); English is the text sent before, letter for letter. */
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
