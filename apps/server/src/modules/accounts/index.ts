import type { AppModule } from "../module.ts";

// Filled by the issue that builds the accounts module: routes, services, repositories, jobs.
export const accountsModule: AppModule = {
  name: "accounts",
  routes: async () => {},
};
