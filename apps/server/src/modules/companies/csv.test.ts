import { describe, expect, it } from "vitest";
import { csvField, csvLine, istDateTime, istMonth, istMonthRange, rupeesCsv } from "./csv.ts";

describe("company CSV", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvLine(["a", "b,c", 'say "hi"', "x\ny", 12.5, null])).toBe('a,"b,c","say ""hi""","x\ny",12.5,\r\n');
  });
  it("defuses a field a spreadsheet would run as a formula", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const s of ["+91 cmd", "-2+3", "@SUM(A1)", "\tx"]) expect(csvField(s).replace(/^"/, "")[0]).toBe("'");
    expect(csvField(-250)).toBe("-250");
    expect(csvField("-1000.00")).toBe("-1000.00");
  });
  it("writes IST times, rupees and months", () => {
    expect(istDateTime("2026-11-30T20:00:00Z")).toBe("2026-12-01 01:30");
    expect(rupeesCsv(123456)).toBe("1234.56");
    expect(istMonthRange("2026-12").from.toISOString()).toBe("2026-11-30T18:30:00.000Z");
    expect(istMonth(new Date("2026-01-15T00:00:00Z"), -1)).toBe("2025-12");
  });
});
