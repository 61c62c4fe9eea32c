import { z } from "../z.ts";
import { RideStepSchema } from "./steps.ts";
import { EtaSchema, LivePositionSchema } from "./live.ts";
import { DispatchProposalSchema } from "../dispatch/allocation.ts";

export const OPS_ALERT_KINDS = [
  "sos",
  "late_start",
  "eta_late",
  "low_rating",
  // airport transfers that follow the flight (decision record 011)
  "flight_changed",
  "flight_disrupted",
  "flight_unchecked",
  "hold_clash",
  // instant confirmation: a change made an assignment infeasible (modules/dispatch)
  "assignment_conflict",
] as const;
export const OpsAlertKindSchema = z.enum(OPS_ALERT_KINDS);
export type OpsAlertKind = z.infer<typeof OpsAlertKindSchema>;
/** What the console calls each kind of alert. */
export const OPS_ALERT_KIND_LABELS: Record<OpsAlertKind, string> = {
  sos: "SOS",
  late_start: "Late start",
  eta_late: "ETA after pickup",
  low_rating: "Low rating",
  flight_changed: "Flight moved the pickup",
  flight_disrupted: "Flight cancelled or diverted",
  flight_unchecked: "Flight not checked",
  hold_clash: "Car clash",
  assignment_conflict: "Assignment conflict",
};

export const OpsAlertSchema = z.object({
  id: z.string(),
  kind: OpsAlertKindSchema,
  bookingId: z.string().nullable(),
  reference: z.string().nullable(),
  /** one line for the banner, e.g. "SOS from Asha on SLX-1234 (OD02AB1234)" */
  message: z.string(),
  /** the booking's rider, chauffeur and car plate when the alert is about a booking (the SOS banner names them) */
  rider: z.string().nullable(),
  chauffeur: z.string().nullable(),
  plate: z.string().nullable(),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  /** the operator who acknowledged it */
  acknowledgedBy: z.string().nullable(),
  /** an 'assignment_conflict' alert's proposed fix not yet applied (README "Instant confirmation"), else null */
  proposal: DispatchProposalSchema.nullable(),
});
export type OpsAlert = z.infer<typeof OpsAlertSchema>;
export const OpsAlertListSchema = z.object({ alerts: z.array(OpsAlertSchema) });
export type OpsAlertList = z.infer<typeof OpsAlertListSchema>;

/** GET liveOpsPaths.alerts: the open alerts; `?all=1` adds those acknowledged in the last 24 hours. */
export const OpsAlertsQuerySchema = z.object({
  all: z.enum(["0", "1", "true", "false"], "Use all=1 to include acknowledged alerts, or leave it out.").optional(),
});
export const OpsAlertIdParamsSchema = z.object({ id: z.string().uuid("Alert not found") });
export const ChauffeurIdParamsSchema = z.object({ chauffeurId: z.string().uuid("Chauffeur not found") });

/** data of an `alert` event on the console's stream: raised (acknowledged false) or acknowledged */
export const AlertEventSchema = z.object({
  id: z.string(),
  kind: OpsAlertKindSchema,
  bookingId: z.string().nullable(),
  message: z.string().optional(),
  acknowledged: z.boolean().optional(),
});
export type AlertEvent = z.infer<typeof AlertEventSchema>;

/** Why a trip of the board is late: 'On my way' not pressed in time, or an ETA (or the clock) past the pickup. */
export const BOARD_LATE_REASONS = ["late_start", "eta_late"] as const;

export const BoardTripSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  /** the service value (outstation, airport-transfer, hourly-rental, cab-booking) */
  service: z.string(),
  serviceLabel: z.string(),
  pickupAt: z.string(),
  pickup: z.string(),
  /** the pickup's coordinates (the board's map marks it) */
  pickupPoint: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** the booking's status (confirmed, ongoing, completed) */
  status: z.string(),
  step: RideStepSchema.nullable(),
  rider: z.string().nullable(),
  chauffeurId: z.string().nullable(),
  chauffeur: z.string().nullable(),
  plate: z.string().nullable(),
  position: LivePositionSchema.nullable(),
  eta: EtaSchema.nullable(),
  late: z.boolean(),
  lateReason: z.enum(BOARD_LATE_REASONS).nullable(),
  /** a run of an event (README "Weddings and events"): the board shows an event's cars together under it */
  event: z.object({ id: z.string(), reference: z.string(), title: z.string() }).nullable().optional(),
});
export type BoardTrip = z.infer<typeof BoardTripSchema>;
export const LiveBoardSchema = z.object({
  /** the Asia/Kolkata day shown, YYYY-MM-DD */
  day: z.string(),
  trips: z.array(BoardTripSchema),
  alerts: z.array(OpsAlertSchema),
});
export type LiveBoard = z.infer<typeof LiveBoardSchema>;

export const ChauffeurRatingsSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  /** the latest ratings with a comment, newest first (at most 5) */
  recent: z.array(
    z.object({ stars: z.number().int(), comment: z.string().nullable(), reference: z.string(), at: z.string() }),
  ),
});
export type ChauffeurRatings = z.infer<typeof ChauffeurRatingsSchema>;
/** GET liveOpsPaths.ratings: every rated chauffeur's average, count and latest comments (the fleet page's column) */
export const ChauffeurRatingsListSchema = z.object({
  chauffeurs: z.array(ChauffeurRatingsSchema.extend({ chauffeurId: z.string() })),
});
export type ChauffeurRatingsList = z.infer<typeof ChauffeurRatingsListSchema>;
