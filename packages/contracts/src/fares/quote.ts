import { z } from "../z.ts";
import { ServiceSchema, VehicleClassSchema } from "../vocabulary.ts";
import { AddOnsSchema, TRANSFER_TYPES } from "./requests.ts";

/** The quote `charges/{service}` answers (the specification's fare response plus the breakdown and quote id). */

// ---------- response ----------
export const FareLineSchema = z.object({
  code: z.string(),
  label: z.string(),
  detail: z.string().optional(),
  amountPaise: z.number().int(),
});
export type FareLine = z.infer<typeof FareLineSchema>;

export const QuotePlaceSchema = z.object({
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  placeId: z.string().optional(),
});
export type QuotePlace = z.infer<typeof QuotePlaceSchema>;

/** The normalised trip the server stored with the quote (what checkout and the order use). */
export const QuoteTripSchema = z.object({
  service: ServiceSchema,
  pickUp: QuotePlaceSchema,
  dropOff: QuotePlaceSchema,
  stops: z.array(QuotePlaceSchema),
  startTime: z.string(),
  returnTime: z.string().nullable(),
  isRoundTrip: z.boolean(),
  hours: z.number().int().nullable(),
  passengerCount: z.number().int(),
  luggageCount: z.number().int(),
  transferType: z.enum(TRANSFER_TYPES).nullable(),
  airportCode: z.string().nullable(),
  flightNumber: z.string().nullable(),
  /** the scheduled landing (arrival) or departure (ISO); startTime is the pickup (an arrival's meeting time) */
  flightTime: z.string().nullable().optional(),
  international: z.boolean(),
  requestedCarType: VehicleClassSchema.nullable(),
});
export type QuoteTrip = z.infer<typeof QuoteTripSchema>;

export const RouteInfoSchema = z.object({
  source: z.enum(["gazetteer", "osrm", "google"]),
  approximate: z.boolean(),
  /** km of the trip as driven (round trips include the way back) */
  distanceKm: z.number(),
  /** driving minutes */
  durationMin: z.number(),
  /** km of the outward route pickup → stops → drop-off (the outstation 1–500 km check) */
  outwardKm: z.number(),
  legs: z.array(z.object({ distanceKm: z.number(), durationMin: z.number() })),
});
export type RouteInfo = z.infer<typeof RouteInfoSchema>;

export const VehicleSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  exampleModels: z.string(),
  seats: z.number().int(),
  luggage: z.number().int(),
  amenities: z.array(z.string()),
});
export type Vehicle = z.infer<typeof VehicleSchema>;

/**
 * One trip, one payment (README "Payments and bookings"): the booking a quote already led to, answered with 409
 * `already_booked` by the order call (its `booked`) and with the stored quote, so the rider goes to it.
 */
export const BookedTripSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  /** the rider's page of that booking (`/user/bookings/{id}/trip`) */
  path: z.string(),
});
export type BookedTrip = z.infer<typeof BookedTripSchema>;

export const QuoteDataSchema = z.object({
  /** total, paise, GST included */
  fare: z.number().int(),
  serviceType: z.string(),
  carType: z.string(),
  /** minutes: driving time, or the booked hours for rentals */
  duration: z.number(),
  /** km */
  distance: z.number(),
  quoteId: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
  tariffVersion: z.number().int(),
  breakdown: z.array(FareLineSchema),
  addOns: AddOnsSchema,
  vehicle: VehicleSchema,
  trip: QuoteTripSchema,
  route: RouteInfoSchema,
  /** rupees of each add-on in the quote's tariff version (labels of the checkout toggles) */
  addOnPrices: z.object({
    placard: z.number(),
    dog: z.number(),
    cat: z.number(),
    childSeat: z.number(),
    airportToll: z.number(),
  }),
  /** the booking this quote already led to (README "Payments and bookings": one trip, one payment); the stored quote only */
  booked: BookedTripSchema.nullable().optional(),
});
export type QuoteData = z.infer<typeof QuoteDataSchema>;

/** What `charges/{service}` answers: a quote (the screens' "Check Fare" button asks for it). */
export const QuoteResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: QuoteDataSchema });
export type QuoteResponse = z.infer<typeof QuoteResponseSchema>;

// ---------- places & route preview ----------
export const PlaceKindSchema = z.enum(["city", "town", "landmark", "station", "airport", "locality"]);
export const PlaceResultSchema = z.object({
  placeId: z.string(),
  name: z.string(),
  address: z.string(),
  kind: PlaceKindSchema,
  location: z.object({ lat: z.number(), lng: z.number() }),
});
export type PlaceResult = z.infer<typeof PlaceResultSchema>;
export const PlacesSearchQuerySchema = z.object({
  q: z.string().trim().max(100).default(""),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export const PlacesSearchResponseSchema = z.object({ success: z.literal(true), data: z.array(PlaceResultSchema) });

export const RoutePreviewResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    source: z.enum(["gazetteer", "osrm", "google"]),
    approximate: z.boolean(),
    distanceKm: z.number(),
    durationMin: z.number(),
    legs: z.array(z.object({ distanceKm: z.number(), durationMin: z.number() })),
  }),
});
export type RoutePreview = z.infer<typeof RoutePreviewResponseSchema>["data"];

/** Paths of the fares domain not in api-paths.ts (owned by the platform). */
export { fareApiPaths } from "./catalogue-texts.ts";
export const VehicleClassesResponseSchema = z.object({ success: z.literal(true), data: z.array(VehicleSchema) });
