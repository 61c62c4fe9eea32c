import { describe, expect, it } from "vitest";
import { WHATSAPP_TEMPLATES, whatsappLanguageOf, whatsappText } from "./whatsapp-templates.ts";

describe("WhatsApp template catalogue", () => {
  it("numbers every body's parameters 1…n, one example per parameter, in every language", () => {
    for (const t of Object.values(WHATSAPP_TEMPLATES)) {
      expect(t.examples).toHaveLength(t.params.length);
      for (const body of Object.values(t.bodies)) {
        const used = [...new Set([...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
        expect(used, `${t.name}: ${body}`).toEqual(t.params.map((_, i) => i + 1));
      }
      expect(t.name).toMatch(/^[a-z0-9_]+$/); // Meta's template names: lower case and underscores
    }
  });
  it("sends in the rider's language where Meta has it, English otherwise", () => {
    expect(whatsappLanguageOf("hi-IN")).toBe("hi");
    expect(whatsappLanguageOf("en-IN")).toBe("en");
    expect(whatsappLanguageOf("or-IN")).toBe("en");
    expect(whatsappText("booking_cancelled", "en", ["SL-1", "₹100"])).toBe("Booking SL-1 is cancelled. Refund: ₹100.");
  });
});
