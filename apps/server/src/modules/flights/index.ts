import type { AppModule } from "../module.ts";
import { flightJobs } from "./jobs.ts";
import { opsFlightRoutes } from "./ops-flight.routes.ts";

/**
 * Airport transfers that follow the flight (decision record 011): each paid airport booking's flight is tracked
 * (flight_tracking), polled through the flight status adapter on a quota-minded schedule, and its news moves the
 * pickup and the car's hold, tells the rider, the chauffeur and the console, and offers free cancellation when the
 * flight is cancelled or diverted. Operators record changes by hand through the same adjustment.
 */
export const flightsModule: AppModule = {
  name: "flights",
  routes: opsFlightRoutes,
  jobs: flightJobs,
};

export { applyFlightChange, type FlightChange } from "./adjust.service.ts";
export { pollDueFlights, FLIGHTS_PER_RUN } from "./poll.service.ts";
