/**
 * The fleet catalogue's paths and texts without their schemas (re-exported by quote.ts and class-prices.ts): the
 * booking pages load these first, zod only where a schema is used.
 */

/** The vehicle classes (GET) and the quote of each class for a stored trip. */
export const fareApiPaths = {
  vehicleClasses: "/api/v1/vehicle-classes",
  /** POST {quoteId}: the quote of each vehicle class for the same stored trip (classes.ts) */
  quoteClasses: "/api/v1/bookings/quotes/classes",
} as const;

/** 'From ₹' prices of the vehicle classes (class-prices.ts). */
export const classPricePaths = { prices: "/api/v1/vehicle-classes/prices" } as const;

/** The texts of the 'from' prices. */
export const classPriceTexts = {
  from: "From",
  basis:
    "'From' is the lowest fare of a city ride in this car: its minimum fare by day, GST included. Your trip's own fare is shown, itemised, before you pay.",
  perRide: "per city ride",
} as const;
