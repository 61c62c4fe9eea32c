import { companyMay, type CompanyAction, type CompanyRole } from "@chauffeur/contracts";

export type PortalTab =
  "overview" | "approvals" | "trips" | "invoices" | "statements" | "spend" | "people" | "costCentres" | "policy";

/** Each tab and what a role must be allowed to do to see it (the contracts' one table: `companyMay`). */
const TAB_NEEDS: ReadonlyArray<[PortalTab, CompanyAction | null]> = [
  ["overview", null],
  ["approvals", "approve"],
  // every member: the server answers one's own rides, or the company's to admins and approvers (view_company_trips)
  ["trips", null],
  ["invoices", "view_billing"],
  ["statements", "view_billing"],
  ["spend", "view_billing"],
  ["people", "manage_people"],
  ["costCentres", "manage_policy"],
  ["policy", "manage_policy"],
];

/** The portal's tabs a role sees, in order: the overview for everyone, the rest as `companyMay` allows. */
export function portalTabs(role: CompanyRole): PortalTab[] {
  return TAB_NEEDS.filter(([, need]) => need === null || companyMay(role, need)).map(([tab]) => tab);
}
