export { EventRunsPanel } from "./components/event-runs-panel";
export { EventDayPage } from "./components/event-day-page";
