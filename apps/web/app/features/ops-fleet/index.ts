// Public entry of the ops-fleet feature (operations console: cars, chauffeurs, timeline).
export { FleetPage } from "./components/fleet-page";
