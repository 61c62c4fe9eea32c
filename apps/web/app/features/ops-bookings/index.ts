// Public entry of the ops-bookings feature (operations console: the queue and a booking's page).
export { BookingDetailPage } from "./components/booking-detail";
export { QueuePage } from "./components/queue-page";
