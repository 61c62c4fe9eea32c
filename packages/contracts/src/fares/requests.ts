import { z } from "../z.ts";
import {
  DEFAULT_PASSENGERS,
  DEFAULT_SUITCASES,
  HOURLY_MAX,
  HOURLY_MIN,
  MAX_STOPS,
  PASSENGERS_MAX,
  PASSENGERS_MIN,
  SUITCASES_MAX,
  SUITCASES_MAX_WITH_5,
  SUITCASES_MIN,
} from "../constants.ts";
import { fareValidation } from "../messages.ts";
import { VehicleClassSchema } from "../vocabulary.ts";
import { inIndia } from "./geometry.ts";
import { fareRuleMessages } from "./messages.ts";
import { parseTripTime } from "./time-rules.ts";
import { flightMessages } from "../flights/messages.ts";
import { NO_ADD_ONS } from "./no-add-ons.ts";
import { FLIGHT_NUMBER_RE, normaliseFlightNumber, TRANSFER_TYPES, type TransferType } from "./flight-number.ts";

/** The quote request of each service (the body of `charges/{service}`): places, add-ons and the trip. */

// ---------- places ----------
const lng = z
  .number({ error: fareRuleMessages.badCoordinates })
  .finite()
  .min(-180, fareRuleMessages.badCoordinates)
  .max(180, fareRuleMessages.badCoordinates);
const lat = z
  .number({ error: fareRuleMessages.badCoordinates })
  .finite()
  .min(-90, fareRuleMessages.badCoordinates)
  .max(90, fareRuleMessages.badCoordinates);

/** GeoJSON point, coordinates [lng, lat] as in the specification. */
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
    address: z
      .string({ error: fareValidation.locationsRequired })
      .trim()
      .min(1, fareValidation.locationsRequired)
      .max(300),
    location: GeoPointSchema,
    placeId: z.string().max(300).optional(),
  },
  { error: fareValidation.locationsRequired },
);
export type Place = z.infer<typeof PlaceSchema>;

/** Stops: empty entries are dropped, at most 5. */
const isEmptyStop = (s: unknown) =>
  s == null || (typeof s === "object" && !String((s as { address?: unknown }).address ?? "").trim());
export const StopsSchema = z
  .array(z.unknown())
  .max(50, fareRuleMessages.tooManyStops)
  .default([])
  .transform((list) => list.filter((s) => !isEmptyStop(s)))
  .pipe(z.array(PlaceSchema).max(MAX_STOPS, fareRuleMessages.tooManyStops));

// ---------- add-ons ----------
export const AddOnsSchema = z.object({
  airportToll: z.boolean().default(false),
  placard: z
    .object({ required: z.boolean().default(false), text: z.string().max(120).default("") })
    .default({ required: false, text: "" }),
  pets: z
    .object({ dogs: z.boolean().default(false), cats: z.boolean().default(false) })
    .default({ dogs: false, cats: false }),
  bookForOther: z
    .object({ isBooking: z.boolean().default(false), otherGuestInfo: z.string().max(300).default("") })
    .default({ isBooking: false, otherGuestInfo: "" }),
  childSeat: z.boolean().default(false),
});
export type AddOns = z.infer<typeof AddOnsSchema>;
export { NO_ADD_ONS };

// ---------- requests ----------
const startTime = z
  .string({ error: fareValidation.departureRequired })
  .trim()
  .min(1, fareValidation.departureRequired)
  .refine((s) => parseTripTime(s) !== null, fareValidation.departureRequired);
const returnTime = z.string().trim().nullable().optional();
const passengerCount = z
  .number({ error: fareRuleMessages.passengers })
  .int(fareRuleMessages.passengers)
  .min(PASSENGERS_MIN, fareRuleMessages.passengers)
  .max(PASSENGERS_MAX, fareRuleMessages.passengers)
  .default(DEFAULT_PASSENGERS);
const luggageCount = z
  .number({ error: fareRuleMessages.suitcases })
  .int(fareRuleMessages.suitcases)
  .min(SUITCASES_MIN, fareRuleMessages.suitcases)
  .max(SUITCASES_MAX, fareRuleMessages.suitcases)
  .default(DEFAULT_SUITCASES);
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
    /** the browser's estimate; a hint only, never priced */
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

export { TRANSFER_TYPES, FLIGHT_NUMBER_RE, normaliseFlightNumber, type TransferType };

const flightTimeMessage = flightMessages.landingRequired;

/** Airport transfer: the airport side is fixed by the airport code; the rider gives the city-side address. */
export const AirportTransferRequestSchema = z
  .object({
    transferType: z.enum(TRANSFER_TYPES, { error: fareRuleMessages.transferType }),
    airportCode: z
      .string({ error: fareRuleMessages.airport })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, fareRuleMessages.airport)
      .default("BBI"),
    /** the city side: pick-up for city-to-airport, drop-off for airport-to-city */
    pickUp: PlaceSchema.optional().nullable(),
    dropOff: PlaceSchema.optional().nullable(),
    /** the pickup; for an arrival without flightTime it is read as the scheduled landing (older clients) */
    startTime: startTime.optional(),
    /** the scheduled landing (airport-to-city) or departure (city-to-airport), IST local or ISO */
    flightTime: z
      .string()
      .trim()
      .optional()
      .nullable()
      .refine((s) => !s || parseTripTime(s) !== null, flightTimeMessage),
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
    if (!citySide)
      ctx.addIssue({
        code: "custom",
        path: [v.transferType === "airport-to-city" ? "dropOff" : "pickUp"],
        message: fareValidation.locationsRequired,
      });
    if (!v.startTime && !v.flightTime)
      ctx.addIssue({
        code: "custom",
        path: ["flightTime"],
        message: v.transferType === "airport-to-city" ? flightTimeMessage : fareValidation.departureRequired,
      });
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

/** The quote request schema of each service, by its `{service}` path value. */
export const quoteRequestSchemas = {
  outstation: OutstationRequestSchema,
  "hourly-rental": HourlyRequestSchema,
  "airport-transfer": AirportTransferRequestSchema,
  "cab-booking": CabBookingRequestSchema,
} as const;

export const RoutePreviewRequestSchema = z.object({
  points: z
    .array(z.object({ lat, lng }))
    .min(2)
    .max(MAX_STOPS + 2),
});
