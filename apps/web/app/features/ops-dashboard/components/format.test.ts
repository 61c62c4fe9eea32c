import { describe, expect, it } from "vitest";
import { axisLabels, daysBefore, drawnSeries, formatValue, plotted, todayIst } from "./format";

describe("the dashboard's formatting", () => {
  it("formats each unit", () => {
    expect(formatValue(12345678, "paise")).toBe("₹1,23,457");
    expect(formatValue(66.7, "percent")).toBe("66.7%");
    expect(formatValue(4, "stars")).toBe("4.00 ★");
    expect(formatValue(12.5, "hours")).toBe("12.5 h");
    expect(formatValue(null, "count")).toBe("–");
    expect(plotted(123456, "paise")).toBe(1234.56);
  });

  it("labels periods and draws the series of one unit", () => {
    const chart = {
      id: "confirmation" as const,
      title: "",
      description: "",
      kind: "line" as const,
      labelsAre: "periods" as const,
      labels: ["2026-03-02"],
      series: [
        { key: "a", label: "A", unit: "percent" as const, values: [50] },
        { key: "b", label: "B", unit: "count" as const, values: [2] },
      ],
    };
    expect(axisLabels(chart, "week")).toEqual(["Week of 2 Mar 2026"]);
    expect(drawnSeries(chart).map((s) => s.key)).toEqual(["a"]);
  });

  it("knows today in Kolkata", () => {
    expect(todayIst(new Date("2026-03-01T18:31:00Z"))).toBe("2026-03-02");
    expect(daysBefore("2026-03-02", 29)).toBe("2026-02-01");
  });
});
