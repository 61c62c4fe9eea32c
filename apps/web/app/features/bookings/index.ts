// Public entry of the bookings feature: My Bookings (list, card, details, cancellation and change of time dialogs).
export { isOffline, listErrorMessage, useBookings } from "./api/bookings";
export { BookingCard } from "./components/booking-card";
export { BookingsStats } from "./components/bookings-stats";
export { Pagination } from "./components/pagination";
export { requestServiceName } from "./components/status-styles";
// the dialogs load on first opening
export { BookingDetailsModal, CancelDialog, RescheduleDialog } from "./components/lazy-dialogs";
