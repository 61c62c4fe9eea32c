import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppModule } from "../module.ts";
import { boardRoutes } from "./board.routes.ts";
import { driverRoutes } from "./driver.routes.ts";
import { extrasRoutes } from "./extras.routes.ts";
import { rideJobs } from "./jobs.ts";
import { riderRoutes } from "./rider.routes.ts";
import { sharedTripRoutes } from "./shared-trip.routes.ts";

const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(driverRoutes); // the chauffeur app: sign-in, trips, steps, positions (/api/v1/driver/*)
  await app.register(riderRoutes); // the rider's live trip, share links, SOS, rating (/api/v1/bookings/:id/*)
  await app.register(sharedTripRoutes); // a share link, read-only, signed out (/api/v1/shared-trips/*)
  await app.register(extrasRoutes); // waiting, extensions, no-shows, Pay extras
  await app.register(boardRoutes); // the operations live board and alerts (/api/v1/ops/live, /api/v1/ops/alerts)
};

/**
 * The day of the ride (decision record 010): the chauffeur app's API, ride steps and the Ride PIN, positions, the
 * rider's live trip, share links, SOS, extras, ratings and the operations live board.
 */
export const ridesModule: AppModule = {
  name: "rides",
  routes,
  jobs: rideJobs,
};

// the public entry other modules import from (never a file inside this folder): the console's confirmation, reassignment
// and office steps go through the rides module's functions (decision record 010)
export { createRide, reassignRide, rideWithdrawn } from "./ride-assign.service.ts";
// an event's runs move their event (modules/events): the step service tells its listeners (step-events.ts)
export { onRideStep, type RideStepListener } from "./step-events.ts";
export { operatorStep } from "./steps.service.ts";
export { acknowledgeAlert, raiseAlert } from "./alerts.service.ts";
