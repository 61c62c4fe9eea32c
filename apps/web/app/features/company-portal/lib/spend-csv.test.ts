import { describe, expect, it } from "vitest";
import { barShares, spendCsv } from "./spend-csv";

describe("the Spend tab's CSV and bars", () => {
  it("writes the months, then the month's cost centres, in rupees; quotes and neutralises cells", () => {
    const csv = spendCsv(
      {
        months: [{ month: "2026-11", rides: 2, amountPaise: 1_234_550 }],
        costCentres: [
          { code: "=SALES", name: "Sales, North", rides: 1, amountPaise: 100 },
          { code: null, name: "No cost centre", rides: 1, amountPaise: 0 },
        ],
      },
      "2026-11",
    );
    expect(csv.split("\r\n")).toEqual([
      "Month,Rides,Amount (INR)",
      "2026-11,2,12345.50",
      "",
      "Cost centre (2026-11),Rides,Amount (INR)",
      `"'=SALES Sales, North",1,1.00`,
      "No cost centre,1,0.00",
      "",
    ]);
  });

  it("draws bars as shares of the largest", () => {
    expect(barShares([50, 100, 0])).toEqual([0.5, 1, 0]);
    expect(barShares([0, 0])).toEqual([0, 0]);
  });
});
