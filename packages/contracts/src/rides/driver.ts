import { z } from "../z.ts";
import { phoneE164Field } from "../auth.ts";
import { otpRegex } from "../auth.ts";
import { POSITIONS_PER_REQUEST_MAX, RIDE_PIN_REGEX, RideStepSchema, DriverActionSchema } from "./steps.ts";
import { EtaSchema, LivePositionSchema } from "./live.ts";
import { FlightViewSchema } from "../flights/schemas.ts";

// ---------- signing in: phone and an SMS OTP, no password ----------
export const DriverOtpRequestSchema = z.object({ phone: phoneE164Field });
export const DriverSignInRequestSchema = z.object({
  phone: phoneE164Field,
  otp: z.string().trim().regex(otpRegex, "Enter the code from the SMS"),
});
export const DriverMeSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  photoUrl: z.string().nullable(),
});
export type DriverMe = z.infer<typeof DriverMeSchema>;

// ---------- trips ----------
export const DriverTripSchema = z.object({
  id: z.string(),
  reference: z.string(),
  /** the booking's service (Service) and its label */
  service: z.string(),
  serviceLabel: z.string(),
  step: RideStepSchema,
  /** the next primary action, or null when the ride has ended */
  nextAction: DriverActionSchema.nullable(),
  pickupAt: z.string(),
  /** when 'On my way' opens (ON_MY_WAY_OPENS_MIN before pickup, or the installation's setting); the app disables it before */
  stepsOpenAt: z.string(),
  /** the trip's planned end (a round trip: after the return leg); 'Complete trip' well before it asks twice */
  plannedEndAt: z.string(),
  /** a round trip's return time, and how many nights it spends away (Asia/Kolkata calendar days); null otherwise */
  returnAt: z.string().nullable(),
  overnightDays: z.number().int().nullable(),
  pickup: z.object({ address: z.string(), lat: z.number().nullable(), lng: z.number().nullable() }),
  dropOff: z.object({ address: z.string(), lat: z.number().nullable(), lng: z.number().nullable() }).nullable(),
  riderFirstName: z.string(),
  /** the rider's phone for the call button (trip screen only, until the ride ends: null in the list and afterwards) */
  riderPhone: z.string().nullable(),
  car: z.object({ model: z.string(), colour: z.string(), plate: z.string(), vehicleClass: z.string() }),
  passengers: z.number().int().nullable(),
  hours: z.number().nullable(),
  notes: z.array(z.string()),
  times: z.object({
    onMyWayAt: z.string().nullable(),
    arrivedAt: z.string().nullable(),
    startedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
  }),
  /** when 'Rider did not come' becomes possible (arrival or pickup, whichever is later, plus the policy's wait) */
  noShowFrom: z.string().nullable(),
  eta: EtaSchema.nullable(),
  lastPosition: LivePositionSchema.nullable(),
  /** an airport transfer's flight: 'Flight lands' and 'Chauffeur meets you at' (or 'Flight departs' and 'Pickup time') */
  flight: FlightViewSchema.nullable().optional(),
  /** a run of an event (README "Weddings and events"): the event's reference and title and the run-sheet's legs */
  runSheet: z
    .object({
      event: z.string(),
      title: z.string(),
      legs: z.array(
        z.object({ at: z.string(), from: z.string(), to: z.string().nullable(), note: z.string().nullable() }),
      ),
    })
    .nullable()
    .optional(),
});
export type DriverTrip = z.infer<typeof DriverTripSchema>;
export const DriverTripListSchema = z.object({ today: z.array(DriverTripSchema), upcoming: z.array(DriverTripSchema) });
export type DriverTripList = z.infer<typeof DriverTripListSchema>;

export const RidePinInputSchema = z.object({
  pin: z.string().trim().regex(RIDE_PIN_REGEX, "Enter the rider's 4-digit Ride PIN"),
});

export const PositionInputSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  accuracy: z.number().min(0).max(100_000).nullish(),
  heading: z.number().min(0).max(360).nullish(),
  speed: z.number().min(0).max(120).nullish(),
  /** when the phone took it (ISO); the server refuses times in the future or before the trip's first step */
  recordedAt: z.iso.datetime({ offset: true }),
});
export type PositionInput = z.infer<typeof PositionInputSchema>;
export const PositionsRequestSchema = z.object({
  positions: z.array(PositionInputSchema).min(1).max(POSITIONS_PER_REQUEST_MAX),
});
export const PositionsResponseSchema = z.object({ accepted: z.number().int() });

// ---------- answers of the sign-in, sign-out and the operators' PIN reset ----------
/** the same answer whether or not the phone is a chauffeur's (no enumeration) */
export const DriverOtpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  resendAfterSeconds: z.number().int(),
});
export const DriverSignOutResponseSchema = z.object({ success: z.literal(true) });
export const RidePinResetResponseSchema = z.object({ success: z.literal(true), message: z.string() });
/** 'On my way' may carry the phone's first position: the rider's message then has an ETA */
export const OnMyWayInputSchema = z.object({ position: PositionInputSchema.optional() });
export const DriverTripParamsSchema = z.object({ id: z.uuid("Trip not found") });
