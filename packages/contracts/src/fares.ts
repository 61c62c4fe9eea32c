import { z } from "./z.ts";
import {
  BASE_CITY,
  HOURLY_MAX,
  HOURLY_MIN,
  MAX_STOPS,
  MIN_ADVANCE_HOURS,
  OUTSTATION_MAX_KM,
  OUTSTATION_MIN_KM,
  OUTSTATION_RADIUS_KM,
  PASSENGERS_MAX,
  PASSENGERS_MIN,
  SUITCASES_MAX,
  SUITCASES_MAX_WITH_5,
  SUITCASES_MIN,
  DEFAULT_PASSENGERS,
  DEFAULT_SUITCASES,
} from "./constants.ts";
import { fareMessages, fareValidation } from "./messages.ts";
import { ServiceSchema, VehicleClassSchema } from "./vocabulary.ts";

/**
 * Fares domain: the fare request of each service (seed 001 §3), the add-ons, the quote response (§3 "Fare response"
 * plus the itemised breakdown and quote id) and the trip rules of §5 shared by the forms and the server.
 */



/** City rides, hourly rentals and airport transfers stay within this radius of Bhubaneswar ("within city limits", §9). */
export const CITY_RADIUS_KM = 60;
/** Airport transfers longer than this are outstation trips. */
export const AIRPORT_TRANSFER_MAX_KM = 150;

/** Departures at most this many days ahead (issue 11 §8). */
export const MAX_ADVANCE_DAYS = 180;
/** A round trip returns at most this many days after it leaves (issue 11 §8). */
export const MAX_ROUND_TRIP_DAYS = 30;

/** How a place field is named in a message: "pickUp" → "pickup location", "stops.1" → "stop 2". */
export function placeFieldLabel(field: string): string {
  if (field === "pickUp") return "pickup location";
  if (field === "dropOff") return "drop-off location";
  const stop = /^stops\.(\d+)$/.exec(field);
  return stop ? `stop ${Number(stop[1]) + 1}` : "location";
}

/** Messages for rules the specification states without a text (shown as the server message, §8 400). */
export const fareRuleMessages = {
  badCoordinates: "We could not read the location of one of your places. Please select it again from the suggestions.",
  tooManyStops: `You can add up to ${MAX_STOPS} stops.`,
  passengers: `Passengers must be between ${PASSENGERS_MIN} and ${PASSENGERS_MAX}.`,
  suitcases: `Suitcases must be between ${SUITCASES_MIN} and ${SUITCASES_MAX}.`,
  outsideRadius: `Outstation trips must start, stop and end within ${OUTSTATION_RADIUS_KM} km of Bhubaneswar.`,
  outsideCity: `This service is available within ${CITY_RADIUS_KM} km of Bhubaneswar. For longer journeys book an outstation trip.`,
  airportTooFar: `Airport transfers cover addresses up to ${AIRPORT_TRANSFER_MAX_KM} km from the airport. For longer journeys book an outstation trip.`,
  unknownService: "Unknown service. Choose outstation, hourly-rental, airport-transfer or cab-booking.",
  quoteNotFound: "This fare quote was not found. Please calculate the fare again.",
  quoteExpired: "This fare quote has expired. Please calculate the fare again.",
  transferType: "Please choose whether you are travelling from or to the airport.",
  airport: "Please choose an airport.",
  flightNumber: "Enter a valid flight number, for example 6E 2341 or AI 674.",
  flightRequired: "Please enter your flight number so the chauffeur can track your arrival.",
  carTooSmall: (name: string, seats: number, bags: number) =>
    `The ${name} takes up to ${seats} passengers and ${bags} suitcases. Choose fewer guests or another car.`,
  tariffMissing: "Fares are not available right now. Please try again later.",
  tooManyQuotes: "Too many fare checks in a short time. Please wait a few minutes and try again.",
  /** a place the server cannot resolve from its id or its text (issue 11 §4) */
  choosePlace: (label: string) => `Choose the ${label} from the suggestions.`,
  placesUnavailable: "We could not look up your places right now. Please try again in a minute.",
  departureTooFar: `Choose a departure within the next ${MAX_ADVANCE_DAYS} days.`,
  roundTripTooLong: `A round trip can last at most ${MAX_ROUND_TRIP_DAYS} days.`,
} as const;

/**
 * Fare checks routed by a paid maps provider (Google, or a hosted OSRM) are limited per rider, so a script or a stuck
 * browser cannot run up the provider's bill; the built-in road model costs nothing and is not limited.
 */
export const QUOTE_RATE_LIMIT = { limit: 40, windowSeconds: 600 } as const;

// ---------- places ----------
const lng = z.number({ error: fareRuleMessages.badCoordinates }).finite().min(-180, fareRuleMessages.badCoordinates).max(180, fareRuleMessages.badCoordinates);
const lat = z.number({ error: fareRuleMessages.badCoordinates }).finite().min(-90, fareRuleMessages.badCoordinates).max(90, fareRuleMessages.badCoordinates);

/** India's bounding box: a point outside it (e.g. the original's placeholder [0, 0]) is not a real place here. */
export const inIndia = (p: { lat: number; lng: number }) => p.lat >= 6 && p.lat <= 37.6 && p.lng >= 68 && p.lng <= 97.5;

/** GeoJSON point, coordinates [lng, lat] as in seed 001 §3. */
export const GeoPointSchema = z
  .object(
    {
      type: z.literal("Point", { error: fareRuleMessages.badCoordinates }).default("Point"),
      coordinates: z.tuple([lng, lat], { error: fareRuleMessages.badCoordinates }),
    },
    { error: fareRuleMessages.badCoordinates },
  )
  .refine((g) => inIndia({ lng: g.coordinates[0], lat: g.coordinates[1] }), fareRuleMessages.badCoordinates);

export const PlaceSchema = z.object(
  {
    address: z.string({ error: fareValidation.locationsRequired }).trim().min(1, fareValidation.locationsRequired).max(300),
    location: GeoPointSchema,
    placeId: z.string().max(300).optional(),
  },
  { error: fareValidation.locationsRequired },
);
export type Place = z.infer<typeof PlaceSchema>;

/** Stops: empty entries are dropped (seed 001 §3), at most 5. */
const isEmptyStop = (s: unknown) =>
  s == null || (typeof s === "object" && !String((s as { address?: unknown }).address ?? "").trim());
export const StopsSchema = z
  .array(z.unknown())
  .max(50, fareRuleMessages.tooManyStops)
  .default([])
  .transform((list) => list.filter((s) => !isEmptyStop(s)))
  .pipe(z.array(PlaceSchema).max(MAX_STOPS, fareRuleMessages.tooManyStops));

// ---------- add-ons (seed 001 §3) ----------
export const AddOnsSchema = z.object({
  airportToll: z.boolean().default(false),
  placard: z
    .object({ required: z.boolean().default(false), text: z.string().max(120).default("") })
    .default({ required: false, text: "" }),
  pets: z.object({ dogs: z.boolean().default(false), cats: z.boolean().default(false) }).default({ dogs: false, cats: false }),
  bookForOther: z
    .object({ isBooking: z.boolean().default(false), otherGuestInfo: z.string().max(300).default("") })
    .default({ isBooking: false, otherGuestInfo: "" }),
  childSeat: z.boolean().default(false),
});
export type AddOns = z.infer<typeof AddOnsSchema>;
export const NO_ADD_ONS: AddOns = {
  airportToll: false,
  placard: { required: false, text: "" },
  pets: { dogs: false, cats: false },
  bookForOther: { isBooking: false, otherGuestInfo: "" },
  childSeat: false,
};

// ---------- requests ----------
const startTime = z
  .string({ error: fareValidation.departureRequired })
  .trim()
  .min(1, fareValidation.departureRequired)
  .refine((s) => parseTripTime(s) !== null, fareValidation.departureRequired);
const returnTime = z.string().trim().nullable().optional();
const passengerCount = z.number({ error: fareRuleMessages.passengers }).int(fareRuleMessages.passengers).min(PASSENGERS_MIN, fareRuleMessages.passengers).max(PASSENGERS_MAX, fareRuleMessages.passengers).default(DEFAULT_PASSENGERS);
const luggageCount = z.number({ error: fareRuleMessages.suitcases }).int(fareRuleMessages.suitcases).min(SUITCASES_MIN, fareRuleMessages.suitcases).max(SUITCASES_MAX, fareRuleMessages.suitcases).default(DEFAULT_SUITCASES);
const common = {
  passengerCount,
  luggageCount,
  addOns: AddOnsSchema.default(NO_ADD_ONS),
  /** a class the rider chose (luxury car page); otherwise the smallest class that fits the guests and luggage */
  carType: VehicleClassSchema.optional(),
  /** re-price an existing quote (checkout add-ons): the trip is taken from the stored quote, not from this body */
  quoteId: z.uuid().optional(),
};
const guestRule = (v: { passengerCount: number; luggageCount: number }, ctx: z.RefinementCtx) => {
  if (v.passengerCount === PASSENGERS_MAX && v.luggageCount > SUITCASES_MAX_WITH_5)
    ctx.addIssue({ code: "custom", path: ["luggageCount"], message: fareValidation.suitcaseLimit });
};

export const OutstationRequestSchema = z
  .object({
    pickUp: PlaceSchema,
    stops: StopsSchema,
    dropOff: PlaceSchema,
    startTime,
    isRoundTrip: z.boolean().default(false),
    returnTime,
    /** the browser's estimate; a hint only, never priced (issue 5 §4) */
    totalDistance: z.number().nonnegative().optional(),
    ...common,
  })
  .superRefine(guestRule);
export type OutstationRequest = z.input<typeof OutstationRequestSchema>;

export const HourlyRequestSchema = z
  .object({
    pickUp: PlaceSchema,
    stops: StopsSchema,
    dropOff: PlaceSchema,
    startTime,
    hours: z
      .number({ error: fareValidation.hourlyDuration })
      .int(fareValidation.hourlyDuration)
      .min(HOURLY_MIN, fareValidation.hourlyDuration)
      .max(HOURLY_MAX, fareValidation.hourlyDuration),
    ...common,
  })
  .superRefine(guestRule);
export type HourlyRequest = z.input<typeof HourlyRequestSchema>;

export const TRANSFER_TYPES = ["airport-to-city", "city-to-airport"] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];
/** IATA flight designator: 2-character airline code (letters/digits, not two digits) + 1–4 digits + optional suffix. */
export const FLIGHT_NUMBER_RE = /^(?![0-9]{2})[A-Z0-9]{2}\s?[0-9]{1,4}[A-Z]?$/;
export const normaliseFlightNumber = (s: string) => s.trim().toUpperCase().replace(/\s+/g, " ");

/** Airport transfer: the airport side is fixed by the airport code; the rider gives the city-side address. */
export const AirportTransferRequestSchema = z
  .object({
    transferType: z.enum(TRANSFER_TYPES, { error: fareRuleMessages.transferType }),
    airportCode: z.string({ error: fareRuleMessages.airport }).trim().toUpperCase().regex(/^[A-Z]{3}$/, fareRuleMessages.airport).default("BBI"),
    /** the city side: pick-up for city-to-airport, drop-off for airport-to-city */
    pickUp: PlaceSchema.optional().nullable(),
    dropOff: PlaceSchema.optional().nullable(),
    startTime,
    flightNumber: z
      .string()
      .trim()
      .transform(normaliseFlightNumber)
      .refine((s) => s === "" || FLIGHT_NUMBER_RE.test(s), fareRuleMessages.flightNumber)
      .optional()
      .nullable(),
    international: z.boolean().default(false),
    ...common,
  })
  .superRefine((v, ctx) => {
    const citySide = v.transferType === "airport-to-city" ? v.dropOff : v.pickUp;
    if (!citySide) ctx.addIssue({ code: "custom", path: [v.transferType === "airport-to-city" ? "dropOff" : "pickUp"], message: fareValidation.locationsRequired });
    if (v.transferType === "airport-to-city" && !v.flightNumber)
      ctx.addIssue({ code: "custom", path: ["flightNumber"], message: fareRuleMessages.flightRequired });
    guestRule(v, ctx);
  });
export type AirportTransferRequest = z.input<typeof AirportTransferRequestSchema>;

/** City ride (luxury car page): point to point within the city, optional stops. */
export const CabBookingRequestSchema = z
  .object({
    pickUp: PlaceSchema,
    stops: StopsSchema,
    dropOff: PlaceSchema,
    startTime,
    ...common,
  })
  .superRefine(guestRule);
export type CabBookingRequest = z.input<typeof CabBookingRequestSchema>;

export const chargeRequestSchemas = {
  outstation: OutstationRequestSchema,
  "hourly-rental": HourlyRequestSchema,
  "airport-transfer": AirportTransferRequestSchema,
  "cab-booking": CabBookingRequestSchema,
} as const;

// ---------- response ----------
export const FareLineSchema = z.object({
  code: z.string(),
  label: z.string(),
  detail: z.string().optional(),
  amountPaise: z.number().int(),
});
export type FareLine = z.infer<typeof FareLineSchema>;

export const QuotePlaceSchema = z.object({ address: z.string(), lat: z.number(), lng: z.number(), placeId: z.string().optional() });
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

export const QuoteDataSchema = z.object({
  /** total, paise, GST included (seed 001 §3) */
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
  addOnPrices: z.object({ placard: z.number(), dog: z.number(), cat: z.number(), childSeat: z.number(), airportToll: z.number() }),
});
export type QuoteData = z.infer<typeof QuoteDataSchema>;

export const ChargeResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: QuoteDataSchema });
export type ChargeResponse = z.infer<typeof ChargeResponseSchema>;

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
export const PlacesSearchQuerySchema = z.object({ q: z.string().trim().max(100).default(""), limit: z.coerce.number().int().min(1).max(20).default(8) });
export const PlacesSearchResponseSchema = z.object({ success: z.literal(true), data: z.array(PlaceResultSchema) });

export const RoutePreviewRequestSchema = z.object({
  points: z.array(z.object({ lat, lng })).min(2).max(MAX_STOPS + 2),
});
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

// ---------- time and rules shared by forms and server ----------
const IST_OFFSET_MIN = 330;
/**
 * A trip time: an ISO string with an offset, or a local datetime "YYYY-MM-DDTHH:mm" read in Asia/Kolkata
 * (the forms' datetime-local value, seed 001 §3 "startTime (local datetime string)").
 */
export function parseTripTime(s: string | null | undefined): Date | null {
  if (!s) return null;
  const local = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s.trim());
  if (local) {
    const [, y, mo, d, h, mi, sec] = local.map(Number) as number[];
    const wall = new Date(Date.UTC(y, mo - 1, d, h, mi, sec || 0));
    // reject overflowing fields (month 13, 31 February, 25:00) instead of rolling them over
    if (wall.getUTCMonth() !== mo - 1 || wall.getUTCDate() !== d || wall.getUTCHours() !== h || wall.getUTCMinutes() !== mi) return null;
    return new Date(wall.getTime() - IST_OFFSET_MIN * 60_000);
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(s.trim())) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "YYYY-MM-DDTHH:mm" in Asia/Kolkata: the value a datetime-local input shows for an instant. */
export function toIstLocalInput(d: Date): string {
  const ist = new Date(d.getTime() + IST_OFFSET_MIN * 60_000);
  return ist.toISOString().slice(0, 16);
}

/** The earliest departure allowed at `now` (seed 001 §5: at least 6 hours ahead). */
export const earliestDeparture = (now: Date) => new Date(now.getTime() + MIN_ADVANCE_HOURS * 3600_000);
/** The latest departure allowed at `now` (issue 11 §8: at most 180 days ahead). */
export const latestDeparture = (now: Date) => new Date(now.getTime() + MAX_ADVANCE_DAYS * 86_400_000);
/** The latest return allowed for a departure (issue 11 §8: a round trip lasts at most 30 days). */
export const latestReturn = (start: Date) => new Date(start.getTime() + MAX_ROUND_TRIP_DAYS * 86_400_000);

/**
 * The time rules of seed 001 §5, in the order the forms report them. Returns the first broken rule's message.
 * The server applies them with its own clock; the forms with the browser's.
 */
export function tripTimeError(
  v: { startTime?: string | null; isRoundTrip?: boolean; returnTime?: string | null },
  now: Date,
): string | null {
  const start = parseTripTime(v.startTime);
  if (!start) return fareValidation.departureRequired;
  if (start.getTime() < earliestDeparture(now).getTime() - 60_000) return fareValidation.advanceRequired;
  if (start.getTime() > latestDeparture(now).getTime()) return fareRuleMessages.departureTooFar;
  if (v.isRoundTrip) {
    const ret = parseTripTime(v.returnTime);
    if (!ret) return fareValidation.returnRequired;
    if (ret.getTime() <= start.getTime()) return fareValidation.returnAfterDeparture;
    if (ret.getTime() > latestReturn(start).getTime()) return fareRuleMessages.roundTripTooLong;
  }
  return null;
}

/** Great-circle distance in km (haversine, mean Earth radius 6371.0088 km). */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const R = 6371.0088;
  const toRad = (x: number) => (x * Math.PI) / 180;
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const kmFromBase = (p: { lat: number; lng: number }) => haversineKm(BASE_CITY, p);
export const outstationDistanceOk = (km: number) => km >= OUTSTATION_MIN_KM && km <= OUTSTATION_MAX_KM;

/** The §8 fare-check catalogue for a failed call (the web maps ApiRequestError kinds onto it). */
export function fareCheckMessage(kind: "timeout" | "offline" | "network" | "http", status: number, serverMessage?: string): string {
  if (kind === "timeout") return fareMessages.timeout;
  if (kind === "offline") return fareMessages.offline;
  if (kind === "http") {
    if (status === 401) return fareMessages.unauthorized;
    if (status === 400) return serverMessage || fareMessages.invalidDetails;
    if (status >= 500) return fareMessages.serverError;
  }
  return fareMessages.failed;
}

/** The §8 "fare update in checkout" catalogue. */
export function fareUpdateMessage(kind: "timeout" | "offline" | "network" | "http", status: number, serverMessage?: string): string {
  if (kind === "http" && status === 400) return serverMessage || fareMessages.invalidDetails;
  if (kind === "http" && status >= 500) return fareMessages.updateServerError;
  return fareMessages.updateFailed;
}

/** Paths of the fares domain not in api-paths.ts (owned by the platform). */
export const fareApiPaths = { vehicleClasses: "/api/v1/vehicle-classes" } as const;
export const VehicleClassesResponseSchema = z.object({ success: z.literal(true), data: z.array(VehicleSchema) });

/** What selecting a place yields in the browser (seed 001 §2): address, coordinates and a place id. */
export interface SelectedPlace {
  address: string;
  location: { lat: number; lng: number };
  placeId: string;
}
/** The request shape of seed 001 §3: GeoJSON point, coordinates [lng, lat] — the real ones, never placeholders. */
export const toRequestPlace = (p: SelectedPlace) => ({
  address: p.address,
  location: { type: "Point" as const, coordinates: [p.location.lng, p.location.lat] as [number, number] },
  placeId: p.placeId,
});
