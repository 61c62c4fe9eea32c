// Public entry of company-portal: company accounts on the riders' side (the portal at /company, the invitation page,
// the profile's 'Book for your company').
export { CompanySection } from "./components/company-section";
export { JoinPage } from "./components/join-page";
export { PortalPage } from "./components/portal-page";
