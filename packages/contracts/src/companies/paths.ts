/** The company accounts' API paths: the console's, the rider's application, the portal's and the invitation's. */
const OPS = "/api/v1/ops";
const C = "/api/v1/companies";

export const companyPaths = {
  // the console (operators)
  opsCompanies: `${OPS}/companies`,
  opsCompany: (id: string) => `${OPS}/companies/${id}`,
  opsApplications: `${OPS}/company-applications`,
  opsApplication: (id: string) => `${OPS}/company-applications/${id}`,
  opsApplicationDecision: (id: string, decision: "approve" | "decline") =>
    `${OPS}/company-applications/${id}/${decision}`,
  // a signed-in rider: their companies, and applying for one ('Book for your company')
  mine: `${C}/mine`,
  applications: `${C}/applications`,
  // the portal: one company, for its members (the role decides what each may do)
  company: (id: string) => `${C}/${id}`,
  members: (id: string) => `${C}/${id}/members`,
  member: (id: string, userId: string) => `${C}/${id}/members/${userId}`,
  invitations: (id: string) => `${C}/${id}/invitations`,
  invitation: (id: string, invitationId: string) => `${C}/${id}/invitations/${invitationId}`,
  costCentres: (id: string) => `${C}/${id}/cost-centres`,
  costCentre: (id: string, costCentreId: string) => `${C}/${id}/cost-centres/${costCentreId}`,
  policy: (id: string) => `${C}/${id}/policy`,
  // an invitation's single-use link (the token is the whole credential: docs/security.md)
  invitationByToken: (token: string) => `/api/v1/company-invitations/${encodeURIComponent(token)}`,
  acceptInvitation: (token: string) => `/api/v1/company-invitations/${encodeURIComponent(token)}/accept`,
} as const;

/** The web's pages for companies. */
export const companyPages = {
  portal: "/company",
  join: (token: string) => `/company/join/${encodeURIComponent(token)}`,
} as const;
