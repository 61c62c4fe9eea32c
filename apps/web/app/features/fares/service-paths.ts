import type { Service } from "@chauffeur/contracts";
import { paths } from "~/lib/paths";

/** Where each service's fare summary and back button go. */
export const SUMMARY_PATH: Record<Service, string> = {
  outstation: paths.outstationFareSummary,
  "hourly-rental": paths.hourlyFareSummary,
  "airport-transfer": paths.airportFareSummary,
  "cab-booking": paths.cabFareSummary,
};
export const BACK_PATH: Record<Service, string> = {
  outstation: paths.outstationTrips,
  "hourly-rental": paths.hourlyRental,
  "airport-transfer": paths.airportTransfers,
  "cab-booking": paths.home,
};
