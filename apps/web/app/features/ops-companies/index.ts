// Public entry of ops-companies: the console's company accounts (the list, 'New company', a company's page, riders'
// applications). Loaded only from routes/ops/ops-console.tsx.
export { CompaniesPage } from "./components/companies-page";
export { CompanyDetailPage } from "./components/company-detail-page";
