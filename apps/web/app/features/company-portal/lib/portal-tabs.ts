import { companyMay, type CompanyAction, type CompanyRole } from "@chauffeur/contracts";

export type PortalTab = "overview" | "people" | "costCentres" | "policy";

/** Each tab and what a role must be allowed to do to see it (the contracts' one table: `companyMay`). */
const TAB_NEEDS: ReadonlyArray<[PortalTab, CompanyAction | null]> = [
  ["overview", null],
  ["people", "manage_people"],
  ["costCentres", "manage_policy"],
  ["policy", "manage_policy"],
];

/** The portal's tabs a role sees, in order: the overview for everyone, the rest as `companyMay` allows. */
export function portalTabs(role: CompanyRole): PortalTab[] {
  return TAB_NEEDS.filter(([, need]) => need === null || companyMay(role, need)).map(([tab]) => tab);
}
