// Schemas for the bookings domain live here (owned by the issue that builds bookings).
export {};
