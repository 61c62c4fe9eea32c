// Public entry of company-portal: company accounts on the riders' side (the portal at /company, the invitation page,
// the profile's 'Book for your company'). The two pages are lazy components: their code loads after the route's.
export { CompanySection } from "./components/company-section";
export { LazyApprovalPage, LazyJoinPage, LazyPortalPage } from "./components/lazy-pages";
export { LazyBookingParties } from "./components/lazy-booking-parties";
export type { BookingParties, PlacedOrder } from "./lib/placed-order";
