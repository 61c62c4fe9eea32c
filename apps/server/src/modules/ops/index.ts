import type { AppModule } from "../module.ts";
import { requireOperator } from "../../plugins/session.ts";
import { opsAdminRoutes } from "./admin.routes.ts";
import { opsBookingRoutes } from "./bookings.routes.ts";
import { opsFleetRoutes } from "./fleet.routes.ts";
import { opsLeadRoutes } from "./leads.routes.ts";
import { bootstrapOperator } from "./operators.service.ts";
import { secondFactorAdminRoutes, secondFactorRoutes } from "./second-factor.routes.ts";

/**
 * The operations console's API (README "Operations console"). Every route under /api/v1/ops checks the role first, on
 * the request itself (before body validation): a guest gets 401, a rider 403, whatever they send.
 */
export const opsModule: AppModule = {
  name: "ops",
  routes: async (app) => {
    await app.register(async (scope) => {
      scope.addHook("onRequest", requireOperator);
      await scope.register(opsBookingRoutes);
      await scope.register(opsFleetRoutes);
      await scope.register(opsLeadRoutes);
      await scope.register(opsAdminRoutes);
      await scope.register(secondFactorAdminRoutes);
    });
    // the second factor's endpoints: the only ones an operator's 'pending' session reaches (docs/security.md §5)
    await app.register(secondFactorRoutes);
    app.addHook("onReady", async () => {
      const outcome = await bootstrapOperator(app.ctx.db, app.ctx.config, app.ctx.clock.now());
      if (outcome === "created") app.log.info("first operator created from OPERATOR_BOOTSTRAP_*");
    });
  },
};

// the public entry the command-line tools import from (never a file inside this folder)
export { createOperator } from "./operators.service.ts";
export { resetOperatorSecondFactor } from "./second-factor.service.ts";
// instant confirmation (modules/dispatch): the allocator confirms, reassigns and undoes exactly as the console does,
// and serves the confirm dialog's candidates with its advice
export { confirmIn, reassignBooking, unassignBooking, type AssignActor } from "./lifecycle.service.ts";
export { assignmentCandidates } from "./booking-detail.service.ts";
