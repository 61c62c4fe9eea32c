import type { AppModule } from "../module.ts";

// Filled by the issue that builds the bookings module: routes, services, repositories, jobs.
export const bookingsModule: AppModule = {
  name: "bookings",
  routes: async () => {},
};
