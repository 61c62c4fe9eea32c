import type { AppModule } from "../module.ts";
import { LEADS_DELIVERY_JOB, deliverDueLeads } from "./leads.delivery.ts";
import { leadsRoutes } from "./leads.routes.ts";

/** Leads (README "Marketing site and leads"): stored first, then forwarded to the form-to-email service in the background. */
export const leadsModule: AppModule = {
  name: "leads",
  routes: leadsRoutes,
  jobs: (ctx) =>
    ctx.adapters.leads.kind === "none"
      ? []
      : [{ name: LEADS_DELIVERY_JOB, everyMs: 30_000, run: () => deliverDueLeads(ctx) }],
};
