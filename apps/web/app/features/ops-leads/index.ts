// Public entry of the ops-leads feature (operations console: leads).
export { LeadsPage } from "./components/leads-page";
