// Public entry of the bookings feature: My Bookings (list, card, details, cancellation and change of time dialogs).
export { isOffline, listErrorMessage, useBookings } from "./api/bookings";
export { BookingCard } from "./components/booking-card";
export { BookingDetailsModal } from "./components/booking-details-modal";
export { BookingsStats } from "./components/bookings-stats";
export { CancelDialog } from "./components/cancel-dialog";
export { Pagination } from "./components/pagination";
export { RescheduleDialog } from "./components/reschedule-dialog";
export { requestServiceName } from "./components/status-styles";
