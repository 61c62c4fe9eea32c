import { describe, expect, it } from "vitest";
import { COMPANY_ROLES, companyMay } from "@chauffeur/contracts";
import { portalTabs } from "./portal-tabs";

describe("the company portal's tabs by role", () => {
  it("an admin sees every tab", () => {
    expect(portalTabs("admin")).toEqual([
      "overview",
      "approvals",
      "trips",
      "invoices",
      "statements",
      "spend",
      "people",
      "costCentres",
      "policy",
    ]);
  });
  it("an approver approves and sees the money; a booker and a traveller see the overview and their trips", () => {
    expect(portalTabs("approver")).toEqual(["overview", "approvals", "trips", "invoices", "statements", "spend"]);
    expect(portalTabs("booker")).toEqual(["overview", "trips"]);
    expect(portalTabs("traveller")).toEqual(["overview", "trips"]);
  });
  it("follows the contracts' table: People only with manage_people, Policy and Cost centres only with manage_policy, Approvals with approve, the money with view_billing", () => {
    for (const role of COMPANY_ROLES) {
      const tabs = portalTabs(role);
      expect(tabs.includes("people"), role).toBe(companyMay(role, "manage_people"));
      expect(tabs.includes("policy"), role).toBe(companyMay(role, "manage_policy"));
      expect(tabs.includes("costCentres"), role).toBe(companyMay(role, "manage_policy"));
      expect(tabs.includes("approvals"), role).toBe(companyMay(role, "approve"));
      expect(tabs.includes("invoices"), role).toBe(companyMay(role, "view_billing"));
    }
  });
});
