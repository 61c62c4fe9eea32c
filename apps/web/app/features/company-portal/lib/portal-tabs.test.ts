import { describe, expect, it } from "vitest";
import { COMPANY_ROLES, companyMay } from "@chauffeur/contracts";
import { portalTabs } from "./portal-tabs";

describe("the company portal's tabs by role", () => {
  it("an admin sees every tab", () => {
    expect(portalTabs("admin")).toEqual(["overview", "people", "costCentres", "policy"]);
  });
  it("a booker, a traveller and an approver see only the overview", () => {
    expect(portalTabs("booker")).toEqual(["overview"]);
    expect(portalTabs("traveller")).toEqual(["overview"]);
    expect(portalTabs("approver")).toEqual(["overview"]);
  });
  it("follows the contracts' table: People only with manage_people, Policy and Cost centres only with manage_policy", () => {
    for (const role of COMPANY_ROLES) {
      const tabs = portalTabs(role);
      expect(tabs.includes("people"), role).toBe(companyMay(role, "manage_people"));
      expect(tabs.includes("policy"), role).toBe(companyMay(role, "manage_policy"));
      expect(tabs.includes("costCentres"), role).toBe(companyMay(role, "manage_policy"));
    }
  });
});
