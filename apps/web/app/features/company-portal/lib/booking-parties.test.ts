import { describe, expect, it } from "vitest";
import { DEFAULT_COMPANY_POLICY } from "@chauffeur/contracts";
import { approvalReasonsFor, discountPaise, EMPTY_DRAFT, orderParties, partiesProblems } from "./booking-parties";

const policy = { ...DEFAULT_COMPANY_POLICY, approvalAbovePaise: 300_000 };
// 10:00 in India
const morning = "2026-12-10T04:30:00.000Z";

describe("the fare summary's approval note (display only: the server decides)", () => {
  it("names the amount when the fare after the discount is above the policy's", () => {
    expect(approvalReasonsFor(policy, { totalPaise: 300_001, pickupAt: morning, vehicleClass: "sedan" })).toEqual([
      "amount",
    ]);
    expect(approvalReasonsFor(policy, { totalPaise: 300_000, pickupAt: morning, vehicleClass: "sedan" })).toEqual([]);
  });

  it("reads the pickup in India's time against the hours, across midnight too", () => {
    const hours = { ...DEFAULT_COMPANY_POLICY, approvalOutsideHours: { from: "07:00", to: "21:00" } };
    expect(approvalReasonsFor(hours, { totalPaise: 1, pickupAt: morning, vehicleClass: "sedan" })).toEqual([]);
    // 22:30 IST
    const night = "2026-12-10T17:00:00.000Z";
    expect(approvalReasonsFor(hours, { totalPaise: 1, pickupAt: night, vehicleClass: "sedan" })).toEqual(["hours"]);
    const overnight = { ...DEFAULT_COMPANY_POLICY, approvalOutsideHours: { from: "22:00", to: "06:00" } };
    expect(approvalReasonsFor(overnight, { totalPaise: 1, pickupAt: night, vehicleClass: "sedan" })).toEqual([]);
    expect(approvalReasonsFor(overnight, { totalPaise: 1, pickupAt: morning, vehicleClass: "sedan" })).toEqual([
      "hours",
    ]);
  });

  it("names a vehicle class the policy lists, with every other rule met", () => {
    const all = {
      approvalAbovePaise: 0,
      approvalOutsideHours: { from: "12:00", to: "13:00" },
      approvalVehicleClasses: ["luxury" as const],
    };
    expect(approvalReasonsFor(all, { totalPaise: 1, pickupAt: morning, vehicleClass: "luxury" })).toEqual([
      "amount",
      "hours",
      "vehicle_class",
    ]);
  });
});

describe("'Book for' and 'Bill to' into the order", () => {
  it("sends a guest's phone with +91 and the company's fields trimmed", () => {
    const d = {
      ...EMPTY_DRAFT,
      bookFor: "guest" as const,
      guestName: " Asha Rao ",
      guestPhone: "9876543210",
      billTo: "8f0c8a34-6a52-4b7e-9d4c-0d0f2c1b7a11",
      costCentreId: "",
      reference: " PO-7 ",
    };
    expect(orderParties(d)).toEqual({
      bookFor: { kind: "guest", name: "Asha Rao", phone: "+919876543210" },
      billTo: { kind: "company", companyId: d.billTo, costCentreId: null, reference: "PO-7", purpose: "" },
    });
    expect(orderParties(EMPTY_DRAFT)).toEqual({ bookFor: { kind: "me" }, billTo: { kind: "personal" } });
  });

  it("asks for the guest's name and ten digits, and a cost centre when the policy requires one", () => {
    const guest = { ...EMPTY_DRAFT, bookFor: "guest" as const, guestPhone: "98765" };
    expect(partiesProblems(guest, null)).toEqual(["guestName", "guestPhone"]);
    const company = { ...EMPTY_DRAFT, billTo: "c1" };
    expect(partiesProblems(company, { costCentreRequired: true })).toEqual(["costCentre"]);
    expect(partiesProblems(company, { costCentreRequired: false })).toEqual([]);
    expect(partiesProblems(EMPTY_DRAFT, { costCentreRequired: true })).toEqual([]);
  });

  it("shows the discount rounded down to the paisa, none at 0 %", () => {
    expect(discountPaise(123_457, 10)).toBe(12_345);
    expect(discountPaise(123_457, 0)).toBe(0);
  });
});
