import { describe, expect, it } from "vitest";
import { whatsappRendering } from "./whatsapp-forms.ts";

describe("WhatsApp forms", () => {
  it("makes each parameter one non-empty line, in the language Meta has for the rider's", () => {
    expect(whatsappRendering("booking_cancelled", "or-IN", ["SL-1\n", null])).toEqual({
      template: "booking_cancelled",
      language: "en",
      params: ["SL-1", "-"],
    });
    expect(whatsappRendering("payment_due", "hi-IN", ["₹1,250.00", "extras    of\tSL-1", 7]).params).toEqual([
      "₹1,250.00",
      "extras of SL-1",
      "7",
    ]);
  });
});
