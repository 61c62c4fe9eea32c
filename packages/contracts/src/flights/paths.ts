/** The paths of flight-following airport transfers (decision record 011). */
export const flightPaths = {
  /** POST DeparturePickupRequest: the latest pickup for a departure, worked back from the flight */
  departurePickup: "/api/v1/airport-transfers/departure-pickup",
  /** GET the booking's flight and its history; POST FlightUpdateRequest: an operator records a delay, landing or cancellation */
  opsFlight: (bookingId: string) => `/api/v1/ops/bookings/${bookingId}/flight`,
} as const;
