import { describe, expect, it } from "vitest";
import { monthInIndia, NO_FILTERS, tripsQueryString } from "./trip-filters";

describe("the Trips tab's filters as a query string", () => {
  it("is empty with no filter, and names only the filters set", () => {
    expect(tripsQueryString(NO_FILTERS)).toBe("");
    expect(
      tripsQueryString({ traveller: " Asha ", costCentreId: "", month: "2026-12", status: "awaiting_approval" }),
    ).toBe("?traveller=Asha&month=2026-12&status=awaiting_approval");
  });

  it("adds the cursor for 'Load more' and leaves out a month that is not one", () => {
    expect(tripsQueryString({ ...NO_FILTERS, month: "2026-13" }, "abc=")).toBe("?cursor=abc%3D");
  });

  it("takes this month in India's time (05:30 ahead of UTC)", () => {
    expect(monthInIndia(new Date("2026-11-30T19:00:00Z"))).toBe("2026-12");
    expect(monthInIndia(new Date("2026-11-30T18:00:00Z"))).toBe("2026-11");
  });
});
