import { z } from "../z.ts";
import { PlaceSchema } from "../fares/requests.ts";
import { fareRuleMessages } from "../fares/messages.ts";
import { parseTripTime } from "../fares/time-rules.ts";
import { FLIGHT_STATES } from "./rules.ts";
import { flightMessages } from "./messages.ts";

export const FlightStateSchema = z.enum(FLIGHT_STATES);
export const FlightDirectionSchema = z.enum(["arrival", "departure"]);
export type FlightDirection = z.infer<typeof FlightDirectionSchema>;

/**
 * A booking's flight as the rider, the chauffeur and the console see it (My Bookings, the trip screen, the booking's
 * detail). `tracking`: 'provider' when a flight status provider follows it, 'manual' when only operations update it
 * (the embedded default tracks nothing and says so).
 */
export const FlightViewSchema = z.object({
  /** null for a departure booked without its flight number (nothing to track) */
  flightNumber: z.string().nullable(),
  direction: FlightDirectionSchema,
  airportCode: z.string(),
  international: z.boolean(),
  /** the scheduled landing (arrival) or departure the rider gave */
  scheduledAt: z.string(),
  estimatedAt: z.string().nullable(),
  actualAt: z.string().nullable(),
  /** the best known landing or departure: actual, else estimated, else scheduled */
  expectedAt: z.string(),
  state: FlightStateSchema,
  /** minutes late (negative: early); null without an estimate */
  delayMinutes: z.number().int().nullable(),
  /** one line for people, e.g. "Delayed 50 min, now landing 8:40 pm" */
  statusText: z.string(),
  tracking: z.enum(["provider", "manual"]),
  lastCheckedAt: z.string().nullable(),
  /** the pickup it gives (arrivals: the meeting time) */
  pickupAt: z.string(),
  /** the flight was cancelled or diverted: the rider may cancel free, with a full refund */
  freeCancellation: z.boolean(),
});
export type FlightView = z.infer<typeof FlightViewSchema>;

/** One change of a flight, as the console's history shows it. */
export const FlightUpdateViewSchema = z.object({
  at: z.string(),
  source: z.enum(["provider", "manual"]),
  state: FlightStateSchema,
  expectedAt: z.string().nullable(),
  pickupBefore: z.string().nullable(),
  pickupAfter: z.string().nullable(),
  note: z.string().nullable(),
  by: z.string().nullable(),
});
export type FlightUpdateView = z.infer<typeof FlightUpdateViewSchema>;

export const OpsFlightResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    flight: FlightViewSchema,
    updates: z.array(FlightUpdateViewSchema),
    /** polls made so far, consecutive failures, and the next poll (null: not polling) */
    polls: z.number().int(),
    failures: z.number().int(),
    nextPollAt: z.string().nullable(),
  }),
});
export type OpsFlightResponse = z.infer<typeof OpsFlightResponseSchema>;

const instant = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .refine((s) => parseTripTime(s) !== null, message);

/**
 * An operator records what they learnt about a flight (the embedded default's only source, and a correction with a
 * provider): the new expected time, the actual landing or departure, or a cancellation or diversion. It runs the
 * same adjustment as the provider's answers.
 */
export const FlightUpdateRequestSchema = z
  .object({
    state: z.enum(["expected", "landed", "departed", "cancelled", "diverted"], { error: flightMessages.stateRequired }),
    /** IST local "YYYY-MM-DDTHH:mm" or ISO: the new expected time ('expected'), or when it landed or departed */
    time: z.string().trim().optional().nullable(),
    note: z.string().trim().max(300).optional().default(""),
  })
  .superRefine((v, ctx) => {
    if (v.state === "cancelled" || v.state === "diverted") return;
    if (!v.time || parseTripTime(v.time) === null)
      ctx.addIssue({ code: "custom", path: ["time"], message: flightMessages.timeRequired });
  });
export type FlightUpdateRequest = z.input<typeof FlightUpdateRequestSchema>;

/** The departure pickup proposal: the rider's pickup place, the airport and the scheduled departure. */
export const DeparturePickupRequestSchema = z.object({
  airportCode: z
    .string({ error: fareRuleMessages.airport })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, fareRuleMessages.airport)
    .default("BBI"),
  pickUp: PlaceSchema,
  flightTime: instant(flightMessages.departureTimeRequired),
  international: z.boolean().default(false),
});
export type DeparturePickupRequest = z.input<typeof DeparturePickupRequestSchema>;

export const DeparturePickupResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    latestPickup: z.string(),
    /** the same, as the form's datetime-local value in IST */
    latestPickupLocal: z.string(),
    atAirportBy: z.string(),
    driveMinutes: z.number().int(),
    marginMinutes: z.number().int(),
    checkInClosesMinutes: z.number().int(),
    bufferMinutes: z.number().int(),
    /** one line for the form, e.g. "Leave at 5:10 am: 40 min drive at that hour + 15 min margin, at the airport by 6:05 am, 75 min before your 7:20 am departure." */
    explanation: z.string(),
  }),
});
export type DeparturePickup = z.infer<typeof DeparturePickupResponseSchema>["data"];
