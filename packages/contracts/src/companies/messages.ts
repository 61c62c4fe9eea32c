/** The company accounts' answers people read (the server's errors; the web shows `message` and decides by `code`). */
export const COMPANY_MESSAGES = {
  notFound: "Company not found",
  gstinTaken: "A company with this GSTIN already has an account: ask its admin to invite you",
  applicationPending: "You already have an application waiting for a decision: we will write to you once it is decided",
  applicationNotFound: "Application not found",
  applicationDecided: "This application has already been decided",
  memberNotFound: "This person is not a member of the company",
  lastAdmin: "A company needs at least one admin: make someone else an admin first",
  invitationNotFound: "Invitation not found",
  invitationInvalid: "This invitation link is not valid",
  invitationUsed: "This invitation has already been used",
  invitationRevoked: "This invitation was withdrawn by the company's admin",
  invitationExpired: "This invitation has expired: ask the company's admin for a new one",
  invitationClosed: "This invitation can no longer be withdrawn: it was accepted, withdrawn or has expired",
  costCentreNotFound: "Cost centre not found",
  costCentreTaken: "The company already has a cost centre with this code",
  notAllowed: "Your role in this company does not allow this",
} as const;
