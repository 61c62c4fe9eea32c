// Public entry of the bookings feature: My Bookings (list, card, details, cancel).
export { cancelErrorMessage, listErrorMessage, useBookings, useCancelBooking } from "./api/bookings";
export { BookingCard } from "./components/booking-card";
export { BookingDetailsModal } from "./components/booking-details-modal";
export { BookingsStats } from "./components/bookings-stats";
export { Pagination } from "./components/pagination";
export { requestServiceName } from "./components/status-styles";
