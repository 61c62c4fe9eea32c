import { z } from "../z.ts";
import { RATING_COMMENT_MAX, RideStepSchema } from "./steps.ts";
import { EtaSchema, LivePositionSchema } from "./live.ts";
import { ExtraLineSchema } from "./extras.ts";
import { BookingStatusSchema } from "../vocabulary.ts";

const Place = z.object({ address: z.string(), lat: z.number().nullable(), lng: z.number().nullable() });

/** 'Your chauffeur' as the rider (and, trimmed, a share page) sees them. */
export const RideChauffeurSchema = z.object({
  name: z.string(),
  firstName: z.string(),
  initial: z.string(),
  photoUrl: z.string().nullable(),
  /** for the call and WhatsApp buttons (rider only; null on a share page) */
  phone: z.string().nullable(),
});
export const RideCarSchema = z.object({
  model: z.string(),
  colour: z.string(),
  plate: z.string(),
  vehicleClass: z.string(),
});

export const RideStepAtSchema = z.object({ step: RideStepSchema, label: z.string(), at: z.string().nullable() });

/** What the rider's trip page and a share page both show: where the trip stands, where it goes, the car and its ETA. */
const tripProgress = {
  status: BookingStatusSchema,
  step: RideStepSchema.nullable(),
  /** the steps in order with when each happened (null: not yet) */
  steps: z.array(RideStepAtSchema),
  pickupAt: z.string(),
  pickup: Place,
  dropOff: Place.nullable(),
  car: RideCarSchema.nullable(),
  position: LivePositionSchema.nullable(),
  eta: EtaSchema.nullable(),
};

/** GET /api/v1/bookings/:id/ride: the rider's live trip. */
export const RideViewSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  service: z.string(),
  serviceLabel: z.string(),
  ...tripProgress,
  chauffeur: RideChauffeurSchema.nullable(),
  /** the Ride PIN the rider tells the chauffeur at the start (null before a chauffeur is assigned and once started) */
  pin: z.string().nullable(),
  /** the concierge, reachable while the booking is confirmed */
  concierge: z.object({ phone: z.string(), whatsapp: z.string() }),
  canSos: z.boolean(),
  canShare: z.boolean(),
  extras: z.array(ExtraLineSchema),
  extrasDuePaise: z.number().int(),
  /** an hourly rental on the trip may ask for more time */
  canExtend: z.boolean(),
  rating: z.object({ stars: z.number().int(), comment: z.string().nullable() }).nullable(),
  canRate: z.boolean(),
});
export type RideView = z.infer<typeof RideViewSchema>;

/** A share link: the token is shown once, at creation; the list shows when each expires. */
export const ShareLinkSchema = z.object({
  id: z.string(),
  url: z.string().nullable(),
  createdAt: z.string(),
  /** null while the trip has not ended (the link lasts until one hour after it ends) */
  expiresAt: z.string().nullable(),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;
export const ShareLinkListSchema = z.object({ shares: z.array(ShareLinkSchema) });

/**
 * GET /api/v1/shared-trips/:token: read-only, for anyone holding the link (README "The day of the ride"): where the trip
 * stands, the pickup time, the car and its plate, the chauffeur's first name, the car's position and ETA; never the
 * booking reference, the pickup or drop-off address or their coordinates.
 */
export const SharedTripViewSchema = z.object({
  serviceLabel: z.string(),
  status: tripProgress.status,
  step: tripProgress.step,
  steps: tripProgress.steps,
  pickupAt: tripProgress.pickupAt,
  car: tripProgress.car,
  position: tripProgress.position,
  eta: tripProgress.eta,
  chauffeurFirstName: z.string().nullable(),
});
export type SharedTripView = z.infer<typeof SharedTripViewSchema>;

export const SosResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  emergencyNumber: z.string(),
  /** whether the rider's emergency contact was sent the share link */
  contactAlerted: z.boolean(),
});

export const RatingInputSchema = z.object({
  stars: z.number().int().min(1, "Choose 1 to 5 stars").max(5, "Choose 1 to 5 stars"),
  comment: z.string().trim().max(RATING_COMMENT_MAX).optional(),
});
export type RatingInput = z.infer<typeof RatingInputSchema>;

/** POST /api/v1/bookings/:id/shares: the new link, its URL shown this once (only the token's hash is kept). */
export const ShareCreatedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  share: ShareLinkSchema.extend({ url: z.string() }),
});
export type ShareCreated = z.infer<typeof ShareCreatedSchema>;
export const ShareRevokedSchema = z.object({ success: z.literal(true), message: z.string() });

export const RatingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  rating: z.object({ stars: z.number().int(), comment: z.string().nullable() }),
});
