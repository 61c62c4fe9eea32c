// Public entry of the fares feature: Check Fare, the quote, the fare summary and the vehicle classes.
export { requestCharge } from "./api/charge";
export { useQuote } from "./api/get-quote";
export { FareSummaryView } from "./components/fare-summary-view";
export { LuxuryCarDetails, LuxuryCarsCatalogue, useVehicleClass } from "./components/luxury-cars";
export { useCheckFare, type FareNavState } from "./hooks/use-check-fare";
export { requestFromTrip } from "./request-from-trip";
export { BACK_PATH } from "./service-paths";
export type { ChargeRequest, OrderBody } from "./types";
