import { describe, expect, it } from "vitest";
import { approvalReasons, companyDiscountPaise } from "./approval.ts";
import { DEFAULT_COMPANY_POLICY } from "./schemas.ts";

const ist = (hhmm: string) => new Date(`2026-12-10T${hhmm}:00+05:30`);
const ride = { totalPaise: 500_000, pickupAt: ist("10:00"), vehicleClass: "sedan" };

describe("approvalReasons", () => {
  it("asks nothing under the default policy", () => {
    expect(approvalReasons(DEFAULT_COMPANY_POLICY, ride)).toEqual([]);
  });

  it("names each rule met: amount above, a listed class", () => {
    const policy = {
      ...DEFAULT_COMPANY_POLICY,
      approvalAbovePaise: 400_000,
      approvalVehicleClasses: ["sedan" as const],
    };
    expect(approvalReasons(policy, ride)).toEqual(["amount", "vehicle_class"]);
    expect(approvalReasons(policy, { ...ride, totalPaise: 400_000, vehicleClass: "suv" })).toEqual([]);
  });

  it("reads the pickup in India's time, within a day's window", () => {
    const policy = { ...DEFAULT_COMPANY_POLICY, approvalOutsideHours: { from: "08:00", to: "20:00" } };
    expect(approvalReasons(policy, { ...ride, pickupAt: ist("08:00") })).toEqual([]);
    expect(approvalReasons(policy, { ...ride, pickupAt: ist("19:59") })).toEqual([]);
    expect(approvalReasons(policy, { ...ride, pickupAt: ist("20:00") })).toEqual(["hours"]);
    expect(approvalReasons(policy, { ...ride, pickupAt: ist("07:59") })).toEqual(["hours"]);
    // 02:00 UTC is 07:30 IST: outside, although 02:00 in UTC would be 'inside' nothing
    expect(approvalReasons(policy, { ...ride, pickupAt: new Date("2026-12-10T02:00:00Z") })).toEqual(["hours"]);
  });

  it("handles hours across midnight (from later than to)", () => {
    const policy = { ...DEFAULT_COMPANY_POLICY, approvalOutsideHours: { from: "22:00", to: "06:00" } };
    expect(approvalReasons(policy, { ...ride, pickupAt: ist("23:30") })).toEqual([]);
    expect(approvalReasons(policy, { ...ride, pickupAt: ist("05:59") })).toEqual([]);
    expect(approvalReasons(policy, { ...ride, pickupAt: ist("06:00") })).toEqual(["hours"]);
    expect(approvalReasons(policy, { ...ride, pickupAt: ist("12:00") })).toEqual(["hours"]);
  });
});

describe("companyDiscountPaise", () => {
  it("is the percentage of the fare, rounded down to the paisa", () => {
    expect(companyDiscountPaise(123_457, 10)).toBe(12_345);
    expect(companyDiscountPaise(100_001, 7.5)).toBe(7_500);
    expect(companyDiscountPaise(100_000, 0)).toBe(0);
  });
});
