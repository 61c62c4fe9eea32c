// Public entry of the ops-dispatch feature (operations console: auto-confirm per service and the day's plan).
export { DayPlanPage, DispatchSettingsPage } from "./components/dispatch-page";
