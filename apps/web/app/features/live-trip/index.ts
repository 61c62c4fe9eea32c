// Public entry of the live-trip feature: the rider's live trip page, the signed-out share page, and 'Your chauffeur'
// for My Bookings' details (README "The day of the ride").
export { RiderTripScreen } from "./components/trip-screen";
export { SharedTripScreen } from "./components/shared-trip-screen";
export { BookingChauffeur } from "./components/booking-chauffeur";
