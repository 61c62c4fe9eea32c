import { z } from "../z.ts";
import { SERVICE_VALUES } from "../vocabulary-values.ts";
import { iso } from "../ops/fields.ts";

/**
 * Instant confirmation (README "Instant confirmation", decision record 024): the console's auto-confirm setting, the
 * allocator's suggestions for a booking, why a paid booking waits for a person, and the day's plan of each chauffeur.
 */

const OPS = "/api/v1/ops";
export const dispatchPaths = {
  /** GET, PUT: auto-confirm per service */
  settings: `${OPS}/dispatch/settings`,
  /** GET ?date=YYYY-MM-DD: every chauffeur's duties of the day as a timeline */
  plan: `${OPS}/dispatch/plan`,
  /** POST: undo an automatic assignment: the booking goes back to the queue, kept for a person */
  unassign: (bookingId: string) => `${OPS}/bookings/${bookingId}/unassign`,
  /** POST: apply the fix an assignment conflict's alert proposes */
  applyProposal: (alertId: string) => `${OPS}/alerts/${alertId}/apply-proposal`,
} as const;

export const DispatchSettingsSchema = z.object({
  services: z.array(z.object({ service: z.enum(SERVICE_VALUES), autoConfirm: z.boolean() })),
});
export type DispatchSettings = z.infer<typeof DispatchSettingsSchema>;
export const DispatchSettingsInputSchema = z.object({
  services: z
    .array(z.object({ service: z.enum(SERVICE_VALUES, "Choose a service"), autoConfirm: z.boolean() }))
    .min(1, "Choose at least one service"),
});

/** Why a paid booking waits in the queue for a person instead of being confirmed by the allocator. */
export const DISPATCH_HOLD_CODES = [
  "auto_confirm_off",
  "event",
  "rider_note",
  "child_seat",
  "pets",
  "flight_soon",
  "no_pair",
  "undone",
] as const;
export type DispatchHoldCode = (typeof DISPATCH_HOLD_CODES)[number];
export const DispatchHoldSchema = z.object({ code: z.enum(DISPATCH_HOLD_CODES), message: z.string(), at: iso });
export type DispatchHold = z.infer<typeof DispatchHoldSchema>;

/** The queue's words for each reason (the message may add the allocator's detail after them). */
export const DISPATCH_HOLD_TEXTS: Record<DispatchHoldCode, string> = {
  auto_confirm_off: "Auto-confirm is off for this service",
  event: "A car of an event: assigned from the event's page",
  rider_note: "The rider left a note for us to read",
  child_seat: "A child seat must be fitted",
  pets: "Travelling with a pet: check the car and chauffeur",
  flight_soon: "A flight-tracked pickup within 2 hours",
  no_pair: "No chauffeur and car can serve it",
  undone: "An operator undid the automatic assignment",
};

/** One ranked suggestion of the confirm dialog: a feasible chauffeur with the best car for them. */
export const DispatchSuggestionSchema = z.object({
  rank: z.number().int(),
  chauffeurId: z.string(),
  chauffeurName: z.string(),
  carId: z.string(),
  carPlate: z.string(),
  deadKm: z.number(),
  deadMinutes: z.number().int(),
  dutyMinutes: z.number().int(),
  /** e.g. 'Sanjay: free from 07:40 after a drop at Saheed Nagar, 12 min away; 6 h 30 of duty today' */
  reason: z.string(),
});
export type DispatchSuggestion = z.infer<typeof DispatchSuggestionSchema>;
/** Why a chauffeur or a car is not feasible for the booking (e.g. 'Ravi: on leave 3–5 Dec'). */
export const DispatchRejectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  reason: z.string(),
});
export type DispatchRejection = z.infer<typeof DispatchRejectionSchema>;
export const DispatchAdviceSchema = z.object({
  suggestions: z.array(DispatchSuggestionSchema),
  chauffeursNotFeasible: z.array(DispatchRejectionSchema),
  carsNotFeasible: z.array(DispatchRejectionSchema),
});
export type DispatchAdvice = z.infer<typeof DispatchAdviceSchema>;

/** The day's plan: each chauffeur's duties as a timeline. */
export const PlanQuerySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD"),
});
export const PlanItemSchema = z.object({
  kind: z.enum(["trip", "dead", "break", "time_off"]),
  start: iso,
  end: iso,
  bookingId: z.string().nullable(),
  reference: z.string().nullable(),
  /** e.g. 'SLX-1234 · Patia → Airport', 'Dead run 12 km', 'Break 2 h 10' */
  label: z.string(),
  km: z.number().nullable(),
});
export const PlanChauffeurSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** the day's shift 'HH:MM'–'HH:MM' (Asia/Kolkata), null on a day off */
  shift: z.object({ starts: z.string(), ends: z.string() }).nullable(),
  timeOff: z.enum(["leave", "sick", "other"]).nullable(),
  dutyMinutes: z.number().int(),
  drivingMinutes: z.number().int(),
  deadKm: z.number(),
  items: z.array(PlanItemSchema),
  /** e.g. 'SLX-1234 overlaps SLX-1240', 'Duty 13 h 10 (limit 12 h)' */
  conflicts: z.array(z.string()),
});
export const PlanSchema = z.object({ date: z.string(), chauffeurs: z.array(PlanChauffeurSchema) });
export type Plan = z.infer<typeof PlanSchema>;

/** The detail of an 'assignment_conflict' alert: the conflict and the allocator's proposed fix. */
/** The allocator's proposed pair for a booking whose assignment no longer fits, with its sentence. */
export const DispatchProposalSchema = z.object({
  chauffeurId: z.string(),
  chauffeurName: z.string(),
  carId: z.string(),
  carPlate: z.string(),
  reason: z.string(),
});
export const AssignmentConflictDetailSchema = z.object({
  conflict: z.string(),
  proposal: DispatchProposalSchema.nullable(),
});
export type AssignmentConflictDetail = z.infer<typeof AssignmentConflictDetailSchema>;
