import type { AppModule } from "../module.ts";
import { faresRoutes } from "./fares.routes.ts";
import { quotePurgeJob } from "./quote-purge.job.ts";

/** Places, routes, the fare engine's tariff, quotes and the charges endpoints (README "Tariff"). */
export const faresModule: AppModule = {
  name: "fares",
  routes: faresRoutes,
  jobs: (ctx) => [quotePurgeJob(ctx)],
};

// the public entry other modules import from (never a file inside this folder)
export { loadValidQuote, priceWithAddOns } from "./quote.service.ts";
