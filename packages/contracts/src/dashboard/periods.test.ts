import { describe, expect, it } from "vitest";
import {
  histogramMedian,
  istDay,
  istDayStart,
  percent,
  periodLabel,
  periodOf,
  periodsOf,
  sumByPeriod,
} from "./periods.ts";
import { DashboardQuerySchema } from "./schemas.ts";

describe("the dashboard's periods", () => {
  it("reads instants on Asia/Kolkata days", () => {
    expect(istDay(new Date("2026-03-01T18:29:59Z"))).toBe("2026-03-01");
    expect(istDay(new Date("2026-03-01T18:30:00Z"))).toBe("2026-03-02");
    expect(istDayStart("2026-03-02").toISOString()).toBe("2026-03-01T18:30:00.000Z");
  });

  it("names weeks by their Monday and months by YYYY-MM", () => {
    expect(periodOf("2026-03-08", "week")).toBe("2026-03-02"); // a Sunday
    expect(periodOf("2026-03-02", "week")).toBe("2026-03-02");
    expect(periodOf("2026-01-01", "week")).toBe("2025-12-29"); // across a year
    expect(periodOf("2026-02-28", "month")).toBe("2026-02");
    expect(periodsOf("2026-02-25", "2026-03-10", "week")).toEqual(["2026-02-23", "2026-03-02", "2026-03-09"]);
    expect(periodsOf("2026-01-31", "2026-03-01", "month")).toEqual(["2026-01", "2026-02", "2026-03"]);
    expect(periodsOf("2026-02-27", "2026-03-01", "day")).toEqual(["2026-02-27", "2026-02-28", "2026-03-01"]);
  });

  it("sums days into periods, leaving out days outside the range", () => {
    const byDay = new Map([
      ["2026-03-01", 5],
      ["2026-03-02", 1],
      ["2026-03-08", 2],
      ["2026-03-09", 4],
    ]);
    expect(sumByPeriod("2026-03-02", "2026-03-09", "week", byDay)).toEqual([3, 4]);
  });

  it("works out shares and the median of a histogram", () => {
    expect(percent(2, 3)).toBe(66.7);
    expect(percent(1, 0)).toBeNull();
    expect(histogramMedian(new Map())).toBeNull();
    expect(
      histogramMedian(
        new Map([
          [10, 1],
          [5, 1],
          [30, 1],
        ]),
      ),
    ).toBe(10);
    expect(
      histogramMedian(
        new Map([
          [2, 1],
          [5, 1],
          [10, 1],
          [30, 1],
        ]),
      ),
    ).toBe(5);
    expect(
      histogramMedian(
        new Map([
          [0, 3],
          [240, 1],
        ]),
      ),
    ).toBe(0);
  });

  it("labels periods for people", () => {
    expect(periodLabel("2026-03-02", "day")).toBe("2 Mar 2026");
    expect(periodLabel("2026-03-02", "week")).toBe("Week of 2 Mar 2026");
    expect(periodLabel("2026-03", "month")).toBe("Mar 2026");
  });

  it("validates the range: dates, order, at most 400 days, the grain", () => {
    const ok = DashboardQuerySchema.safeParse({ from: "2026-01-01", to: "2027-02-04" });
    expect(ok.success && ok.data.grain).toBe("day"); // 400 days
    const long = DashboardQuerySchema.safeParse({ from: "2026-01-01", to: "2027-02-05" });
    expect(long.success).toBe(false);
    expect(DashboardQuerySchema.safeParse({ from: "2026-02-29", to: "2026-03-01" }).success).toBe(false);
    expect(DashboardQuerySchema.safeParse({ from: "2026-03-02", to: "2026-03-01" }).success).toBe(false);
  });
});
