import { z } from "../z.ts";
import { RideStepSchema } from "./steps.ts";

/**
 * Live updates over Server-Sent Events (decision record 010). Each stream sends `event: <kind>` with JSON data.
 * Stored events carry an `id:` (the live_events sequence) so a reconnecting client resumes with Last-Event-ID;
 * positions are transient (no id): a reconnect gets the latest position in the first `snapshot`.
 */
export const LIVE_EVENT_KINDS = [
  "snapshot", // the first event of every stream: the current view (the same body as the matching GET)
  "step", // a ride moved a step (or was assigned, reassigned, cancelled)
  "position", // the car moved
  "extras", // an extra was added, accepted, declined or paid
  "alert", // operations: an alert was raised or acknowledged
  "trips", // the chauffeur's list changed
  "flight", // an airport transfer's flight changed (and maybe its pickup)
  "paid", // operations: a rider paid and the booking enters the queue (PaidBookingEventSchema)
  "dispatch", // operations: a booking's times moved or its crew was freed (the allocator looks again)
] as const;
export const LiveEventKindSchema = z.enum(LIVE_EVENT_KINDS);
export type LiveEventKind = z.infer<typeof LiveEventKindSchema>;

export const LivePositionSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  heading: z.number().nullable(),
  at: z.string(),
});
export type LivePosition = z.infer<typeof LivePositionSchema>;

export const EtaSchema = z.object({
  /** minutes to the pickup (on the way) or to the drop-off (on the trip) */
  minutes: z.number().int(),
  at: z.string(),
  /** what the ETA is measured to */
  to: z.enum(["pickup", "drop-off"]),
});
export type Eta = z.infer<typeof EtaSchema>;

/** data of a `position` event */
export const PositionEventSchema = z.object({
  bookingId: z.string(),
  position: LivePositionSchema,
  eta: EtaSchema.nullable(),
});
/** data of a `step` event */
export const StepEventSchema = z.object({ bookingId: z.string(), step: RideStepSchema, at: z.string() });
