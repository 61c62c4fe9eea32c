/**
 * Company roles and what each may do: the one table the server's checks and the portal's screens read
 * (README "Company accounts"). A person holds one role in a company; roles do not stack.
 */
export const COMPANY_ROLES = ["admin", "booker", "traveller", "approver"] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_ROLE_LABELS: Readonly<Record<CompanyRole, string>> = {
  admin: "Admin",
  booker: "Booker",
  traveller: "Traveller",
  approver: "Approver",
};

export const COMPANY_ACTIONS = [
  /** invite people, remove them, change their role */
  "manage_people",
  /** the approval rules and the cost centres */
  "manage_policy",
  /** every trip of the company, its invoices and statements */
  "view_company_trips",
  /** book a ride for another member or a guest */
  "book_for_others",
  /** book a ride for oneself, billed to the company */
  "book_for_self",
  /** approve or decline rides the policy sends for approval */
  "approve",
  /** invoices, credit notes and statements */
  "view_billing",
] as const;
export type CompanyAction = (typeof COMPANY_ACTIONS)[number];

export const COMPANY_PERMISSIONS: Readonly<Record<CompanyAction, readonly CompanyRole[]>> = {
  manage_people: ["admin"],
  manage_policy: ["admin"],
  view_company_trips: ["admin", "approver"],
  book_for_others: ["admin", "booker"],
  book_for_self: ["admin", "booker", "traveller", "approver"],
  approve: ["admin", "approver"],
  view_billing: ["admin", "approver"],
};

export function companyMay(role: CompanyRole, action: CompanyAction): boolean {
  return COMPANY_PERMISSIONS[action].includes(role);
}
