import type { AppModule } from "../module.ts";
import { faresRoutes } from "./fares.routes.ts";

/** Places, routes, the fare engine's tariff, quotes and the charges endpoints (issue 5). */
export const faresModule: AppModule = {
  name: "fares",
  routes: faresRoutes,
};
