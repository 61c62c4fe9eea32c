import type { AppModule } from "../module.ts";

// Filled by the issue that builds the leads module: routes, services, repositories, jobs.
export const leadsModule: AppModule = {
  name: "leads",
  routes: async () => {},
};
