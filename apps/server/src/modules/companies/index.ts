import type { AppModule } from "../module.ts";
import { requireOperator, requireRider } from "../../plugins/session.ts";
import { opsCompanyRoutes } from "./ops.routes.ts";
import { portalRoutes } from "./portal.routes.ts";
import { invitationLinkRoutes, riderCompanyRoutes } from "./rider.routes.ts";

/**
 * Company accounts (README "Company accounts", docs/ARCHITECTURE.md section 3): the console's companies and
 * applications (operators only, checked on the request before anything is validated, like every /api/v1/ops route),
 * a rider's companies and applications, the portal of one company for its members (`requireCompanyRole`: the role
 * read from the database on every request), and the invitation link.
 */
export const companiesModule: AppModule = {
  name: "companies",
  routes: async (app) => {
    await app.register(async (scope) => {
      scope.addHook("onRequest", requireOperator);
      await scope.register(opsCompanyRoutes);
    });
    await app.register(async (scope) => {
      scope.addHook("onRequest", requireRider);
      await scope.register(riderCompanyRoutes);
      await scope.register(portalRoutes);
    });
    await app.register(invitationLinkRoutes);
  },
};

export { requireCompanyRole, type CompanyCaller, type PortalAccess } from "./access.ts";
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
