import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem, isValidGstin, splitGst } from "./gst.ts";

describe("GSTIN validation", () => {
  it("accepts GSTINs whose check character matches (GSTN's published samples)", () => {
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin("29AAGCB7383J1Z4")).toBe(true);
    expect(isValidGstin(" 21abcde1234f1zc ")).toBe(true);
  });
  it("names what is wrong: the shape, the state code, the check digit", () => {
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("format");
    expect(gstinProblem("27AAPFU0939F1XV")).toBe("format");
    expect(gstinProblem("28AAPFU0939F1ZV")).toBe("state"); // 28: old Andhra Pradesh, no longer issued
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("check");
    expect(gstinProblem("21AAAAA0000A1Z5")).toBe("check"); // the example an earlier .env.example shipped
  });
  it("computes the check character with the mod-36 scheme", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("21AAAAA0000A1Z")).toBe("E");
  });
});

describe("the place-of-supply rule", () => {
  it("charges IGST to a buyer registered in another state (Karnataka)", () => {
    expect(splitGst(105_000, "21", "29AAGCB7383J1Z4")).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 5_000,
      totalPaise: 105_000,
      placeOfSupplyCode: "29",
      interState: true,
    });
  });
  it("charges CGST + SGST to a buyer registered in Odisha and to an unregistered rider embarking in Odisha", () => {
    for (const buyer of ["21ABCDE1234F1ZC", null]) {
      const s = splitGst(105_001, "21", buyer);
      expect(s.igstPaise).toBe(0);
      expect(s.cgstPaise + s.sgstPaise + s.taxablePaise).toBe(105_001);
      expect(s.placeOfSupplyCode).toBe("21");
      expect(s.interState).toBe(false);
    }
  });
});
