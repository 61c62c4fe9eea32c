import { describe, expect, it } from "vitest";
import { paiseToRupeesInput, rupeesToPaise } from "./money";

describe("rupees typed in a form → paise", () => {
  it("takes whole rupees, Indian grouping and a ₹ sign", () => {
    expect(rupeesToPaise("150000")).toBe(15_000_000);
    expect(rupeesToPaise("1,50,000")).toBe(15_000_000);
    expect(rupeesToPaise(" ₹ 2,500 ")).toBe(250_000);
    expect(rupeesToPaise(0)).toBe(0);
    expect(rupeesToPaise(750)).toBe(75_000);
  });
  it("takes paise without floating-point drift", () => {
    expect(rupeesToPaise("1500.5")).toBe(150_050);
    expect(rupeesToPaise("0.29")).toBe(29);
    expect(rupeesToPaise("19.99")).toBe(1_999);
  });
  it("refuses what is not an amount", () => {
    for (const bad of ["", "abc", "-5", "1.234", "1e5", "12..5"]) expect(rupeesToPaise(bad), bad).toBeNull();
  });
  it("shows paise back in a rupees field", () => {
    expect(paiseToRupeesInput(15_000_000)).toBe("150000");
    expect(paiseToRupeesInput(150_050)).toBe("1500.50");
    expect(paiseToRupeesInput(0)).toBe("0");
    expect(rupeesToPaise(paiseToRupeesInput(1_999))).toBe(1_999);
  });
});
