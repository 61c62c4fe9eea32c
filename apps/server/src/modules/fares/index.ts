import type { AppModule } from "../module.ts";

// Filled by the issue that builds the fares module: routes, services, repositories, jobs.
export const faresModule: AppModule = {
  name: "fares",
  routes: async () => {},
};
