import { describe, expect, it } from "vitest";
import { jsonDate, parsePeriod, PeriodQuerySchema, rupees, toolDate } from "./period.ts";

describe("a return's period", () => {
  it("reads a month as its IST midnights, GSTN's fp and its financial year", () => {
    const p = parsePeriod("2027-03")!;
    expect(p).toMatchObject({
      kind: "month",
      fromDate: "2027-03-01",
      toDate: "2027-04-01",
      fp: "032027",
      financialYear: "2026-27",
    });
    expect(p.from.toISOString()).toBe("2027-02-28T18:30:00.000Z");
    expect(parsePeriod("2026-12")!.toDate).toBe("2027-01-01");
    expect(parsePeriod("2026-04")!.financialYear).toBe("2026-27");
  });

  it("reads the four quarters of a financial year, Q4 in the next calendar year", () => {
    expect(parsePeriod("2026-27-Q1")).toMatchObject({ fromDate: "2026-04-01", toDate: "2026-07-01", fp: "062026" });
    expect(parsePeriod("2026-27-Q3")).toMatchObject({
      fromDate: "2026-10-01",
      toDate: "2027-01-01",
      fp: "122026",
      label: "Q3 2026-27 (Oct–Dec 2026)",
    });
    expect(parsePeriod("2026-27-Q4")).toMatchObject({
      fromDate: "2027-01-01",
      toDate: "2027-04-01",
      fp: "032027",
      financialYear: "2026-27",
    });
    expect(parsePeriod("2099-00-Q4")).toMatchObject({ fromDate: "2100-01-01" });
  });

  it("refuses what names no period, with the message the API answers", () => {
    for (const bad of ["2026-13", "2026-00", "2026-28-Q3", "2026-27-Q0", "2026-27-Q5", "26-10", "2026-1", ""])
      expect(parsePeriod(bad), bad).toBeNull();
    const r = PeriodQuerySchema.safeParse({ period: "2026-13" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/month \(2026-10\) or a financial-year quarter \(2026-27-Q3/);
  });

  it("writes dates the tool's and GSTN's ways, in IST, and rupees with two decimals", () => {
    // 31 October 2026, 23:30 IST is 18:00 UTC the same day; 1 November 00:10 IST is still 31 October in UTC
    expect(toolDate("2026-10-31T18:00:00Z")).toBe("31-Oct-2026");
    expect(toolDate("2026-10-31T18:40:00Z")).toBe("01-Nov-2026");
    expect(jsonDate("2026-10-31T18:40:00Z")).toBe("01-11-2026");
    expect(rupees(12345)).toBe("123.45");
    expect(rupees(5)).toBe("0.05");
    expect(rupees(-150)).toBe("-1.50");
  });
});
