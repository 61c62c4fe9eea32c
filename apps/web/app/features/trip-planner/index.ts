// Public entry of the trip-planner feature: the fare request forms.
export { AirportTransferForm } from "./components/airport-transfer-form";
export { TripForm } from "./components/trip-form";
