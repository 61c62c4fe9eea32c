import { LivePositionSchema } from "../rides/live.ts";
import { RideStepSchema } from "../rides/steps.ts";
import { z } from "../z.ts";

/**
 * The day of an event (README "Weddings and events", decision record 023 point 4): its runs (one booking per car of
 * each car line on each of its dates), their assignment in the console, the run-sheet the chauffeur's app shows and
 * the coordinator's live event page.
 */

/** One leg of a run-sheet: when (ISO, UTC), from where, to where, what to know. */
export const EventRunLegSchema = z.object({
  at: z.string(),
  from: z.string(),
  to: z.string().nullable(),
  note: z.string().nullable(),
});
export type EventRunLeg = z.infer<typeof EventRunLegSchema>;

/** A run's place in its event (bookings.event_run): which line, which car of it, which day, and its run-sheet. */
export const EventRunSheetSchema = z.object({
  lineIndex: z.number().int(),
  carIndex: z.number().int(),
  date: z.string(),
  legs: z.array(EventRunLegSchema),
});
export type EventRunSheet = z.infer<typeof EventRunSheetSchema>;

/** A run as the console lists it. */
export const EventRunViewSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  lineIndex: z.number().int(),
  carIndex: z.number().int(),
  date: z.string(),
  /** the line's kind and words ('Cars', 'Procession (baraat)'…) and the line's note */
  kind: z.string(),
  label: z.string(),
  vehicleClass: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** the booking's status (pending until assigned, confirmed, ongoing, completed, cancelled) and the ride's step */
  status: z.string(),
  step: RideStepSchema.nullable(),
  chauffeur: z.object({ id: z.string(), name: z.string() }).nullable(),
  car: z.object({ id: z.string(), plate: z.string(), model: z.string(), partner: z.boolean() }).nullable(),
  legs: z.array(EventRunLegSchema),
});
export type EventRunView = z.infer<typeof EventRunViewSchema>;

/** GET eventPaths.opsRuns: the runs and what the console may assign to them. */
export const EventRunsSchema = z.object({
  eventId: z.string(),
  reference: z.string(),
  title: z.string(),
  status: z.string(),
  runs: z.array(EventRunViewSchema),
  chauffeurs: z.array(z.object({ id: z.string(), name: z.string() })),
  /** our own active cars and the event's partner cars (`partner`), with their class */
  cars: z.array(
    z.object({
      id: z.string(),
      plate: z.string(),
      model: z.string(),
      vehicleClass: z.string(),
      partner: z.boolean(),
    }),
  ),
});
export type EventRuns = z.infer<typeof EventRunsSchema>;

/** POST eventPaths.opsAssignRun: a chauffeur and a car (ours, or one of the event's partner cars). */
export const EventAssignRunInputSchema = z.object({
  chauffeurId: z.string().uuid("Choose a chauffeur"),
  carId: z.string().uuid("Choose a car"),
});
export type EventAssignRunInput = z.infer<typeof EventAssignRunInputSchema>;

/** One car on the coordinator's event page: its status, chauffeur's first name, plate, position and run-sheet. */
export const EventLiveCarSchema = z.object({
  bookingId: z.string(),
  date: z.string(),
  kind: z.string(),
  note: z.string().nullable(),
  vehicleClass: z.string(),
  startAt: z.string(),
  status: z.string(),
  step: RideStepSchema.nullable(),
  chauffeurFirstName: z.string().nullable(),
  plate: z.string().nullable(),
  model: z.string().nullable(),
  /** the Ride PIN the coordinator gives the chauffeur at the start (the rider's role in a ride) */
  pin: z.string().nullable(),
  position: LivePositionSchema.nullable(),
  legs: z.array(EventRunLegSchema),
});
export type EventLiveCar = z.infer<typeof EventLiveCarSchema>;

/** GET eventPaths.live(token): the coordinator's event page (read-only, by unguessable token). */
export const EventLiveViewSchema = z.object({
  reference: z.string(),
  title: z.string(),
  status: z.string(),
  dates: z.array(z.string()),
  cars: z.array(EventLiveCarSchema),
});
export type EventLiveView = z.infer<typeof EventLiveViewSchema>;
