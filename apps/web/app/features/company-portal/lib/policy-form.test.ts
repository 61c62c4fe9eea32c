import { describe, expect, it } from "vitest";
import { CompanyPolicySchema, DEFAULT_COMPANY_POLICY } from "@chauffeur/contracts";
import { policyFromForm, policyToForm } from "./policy-form";

describe("the policy form", () => {
  it("round-trips the default policy", () => {
    expect(policyFromForm(policyToForm(DEFAULT_COMPANY_POLICY))).toEqual({ policy: DEFAULT_COMPANY_POLICY });
  });
  it("sends the amount in paise and the hours as typed, in a shape the contracts' schema takes", () => {
    const out = policyFromForm({
      ...policyToForm(DEFAULT_COMPANY_POLICY),
      amountOn: true,
      amountRupees: "5,000",
      hoursOn: true,
      from: "08:00",
      to: "20:30",
      vehicleClasses: ["luxury", "sedan"],
      travellersMayBookGuests: true,
    });
    expect(out).toEqual({
      policy: {
        approvalAbovePaise: 500_000,
        approvalOutsideHours: { from: "08:00", to: "20:30" },
        approvalVehicleClasses: ["sedan", "luxury"],
        travellersMayBookGuests: true,
        costCentreRequired: true,
      },
    });
    if ("policy" in out) expect(CompanyPolicySchema.safeParse(out.policy).success).toBe(true);
  });
  it("a rule switched off is null, whatever its fields hold", () => {
    const out = policyFromForm({ ...policyToForm(DEFAULT_COMPANY_POLICY), amountRupees: "abc", from: "" });
    expect(out).toEqual({ policy: DEFAULT_COMPANY_POLICY });
  });
  it("names the wrong field", () => {
    const base = { ...policyToForm(DEFAULT_COMPANY_POLICY), amountOn: true, amountRupees: "12.50" };
    expect(policyFromForm(base)).toEqual({ problem: "amount" });
    expect(policyFromForm({ ...base, amountRupees: "0" })).toEqual({ problem: "amount" });
    expect(policyFromForm({ ...base, amountRupees: "100", hoursOn: true, from: "7" })).toEqual({ problem: "from" });
  });
  it("shows a stored amount back in rupees", () => {
    expect(policyToForm({ ...DEFAULT_COMPANY_POLICY, approvalAbovePaise: 1_200_000 }).amountRupees).toBe("12000");
  });
});
