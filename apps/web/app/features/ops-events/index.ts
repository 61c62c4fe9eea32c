// The console's events (README "Weddings and events"): the list and an event's page (details, quote builder,
// capacity, partner cars). Composed by routes/ops/ops-console.tsx, lazily.
export { EventsPage } from "./components/events-page";
export { EventDetailPage } from "./components/event-detail-page";
