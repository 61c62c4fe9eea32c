import type { AppModule } from "../module.ts";

// Filled by the issue that builds the ops module: routes, services, repositories, jobs.
export const opsModule: AppModule = {
  name: "ops",
  routes: async () => {},
};
