import type { AppModule } from "../module.ts";
import { classPricesRoutes } from "./class-prices.routes.ts";
import { departurePickupRoutes } from "./departure-pickup.routes.ts";
import { faresRoutes } from "./fares.routes.ts";
import { quotePurgeJob } from "./quote-purge.job.ts";

/**
 * Places, routes, the fare engine's tariff, quotes and the charges endpoints (README "Tariff"), and the departure pickup
 * proposal of airport transfers (decision record 011).
 */
export const faresModule: AppModule = {
  name: "fares",
  routes: async (app) => {
    await app.register(faresRoutes);
    await app.register(departurePickupRoutes); // POST /api/v1/airport-transfers/departure-pickup (public)
    await app.register(classPricesRoutes); // GET /api/v1/vehicle-classes/prices (public)
  },
  jobs: (ctx) => [quotePurgeJob(ctx)],
};

// the public entry other modules import from (never a file inside this folder)
export { loadValidQuote, priceWithAddOns } from "./quote.service.ts";
export { placeResolver, type PlaceResolver } from "./place-resolver.ts";
export { bookedTrip, liveBookingOfQuote } from "./quote-booking.ts";
