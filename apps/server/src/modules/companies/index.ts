import type { AppModule } from "../module.ts";
import { requireOperator, requireRider } from "../../plugins/session.ts";
import { billingRoutes, opsStatementRoutes } from "./billing.routes.ts";
import { opsCompanyRoutes } from "./ops.routes.ts";
import { portalRoutes } from "./portal.routes.ts";
import { invitationLinkRoutes, riderCompanyRoutes } from "./rider.routes.ts";
import { companyJobs } from "./statements.job.ts";
import { tripsRoutes } from "./trips.routes.ts";

/**
 * Company accounts (README "Company accounts", docs/ARCHITECTURE.md section 3): the console's companies and
 * applications (operators only, checked on the request before anything is validated, like every /api/v1/ops route),
 * a rider's companies and applications, the portal of one company for its members (`requireCompanyRole`: the role
 * read from the database on every request) with its trips, tax documents, monthly statements and spend, and the
 * invitation link.
 */
export const companiesModule: AppModule = {
  name: "companies",
  routes: async (app) => {
    await app.register(async (scope) => {
      scope.addHook("onRequest", requireOperator);
      await scope.register(opsCompanyRoutes);
      await scope.register(opsStatementRoutes);
    });
    await app.register(async (scope) => {
      scope.addHook("onRequest", requireRider);
      await scope.register(riderCompanyRoutes);
      await scope.register(portalRoutes);
      await scope.register(tripsRoutes);
      await scope.register(billingRoutes);
    });
    await app.register(invitationLinkRoutes);
  },
  // the monthly statements (statements.job.ts)
  jobs: companyJobs,
};

export { requireCompanyRole, type CompanyCaller, type PortalAccess } from "./access.ts";
// the order (modules/bookings): a company with a statement past due gets no more rides on account
export { companyOverdue } from "./statements.service.ts";
// a ride booked for a company (the bookings module's order and approvals call these; companies imports no bookings)
export {
  companyOrderTerms,
  policyFrom,
  type CompanyOrderTerms,
  type OrderCompany,
  type OrderTraveller,
} from "./company-orders.ts";
export { assertCompanyCredit, openCreditPaise } from "./credit.ts";
export { tellApprovers, tellBookerOfDecision, type ApprovalOutcome, type ApprovalRide } from "./approval-notices.ts";
// the bookings module renders an invoice or credit note issued before PDFs were stored (documents.ts)
export { setCompanyDocumentRenderers, type CompanyDocumentRenderers } from "./documents.ts";
