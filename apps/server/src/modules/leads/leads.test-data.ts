/** A valid service request; the date is a week ahead of the real clock. */
export function serviceRequestBody(overrides: Record<string, unknown> = {}) {
  const d = new Date(Date.now() + 7 * 24 * 3600_000 + 5.5 * 3600_000).toISOString().slice(0, 16);
  return {
    service: "Outstation Trips",
    name: "Ananya Mishra",
    email: "Ananya.Mishra@example.in",
    phone: "98765 43210",
    datetime: d,
    pickup_location: "Biju Patnaik International Airport, Bhubaneswar",
    drop_location: "Jagannath Temple, Puri",
    pet_allowed: true,
    child_seat: false,
    terms: true,
    ...overrides,
  };
}
