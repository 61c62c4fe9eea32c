import type { RideStep } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import type { BookingRow } from "./ride.repository.ts";

/**
 * What the rides module tells the rest of the application when a ride reaches a step, inside the step's transaction
 * (the way payments tells bookings of a capture: payments/events.ts). The events module listens, so an event moves to
 * 'in progress' when its first run starts and to 'completed' when its last ends (README "Weddings and events").
 */
export type RideStepListener = (
  ctx: AppContext,
  tx: Tx,
  e: { booking: BookingRow; step: RideStep; now: Date },
) => Promise<void>;

const listeners: RideStepListener[] = [];

/** Called once at start by a module that reacts to ride steps (events/index.ts). */
export function onRideStep(l: RideStepListener) {
  if (!listeners.includes(l)) listeners.push(l);
}

/** The step service's call after a step is applied (steps.service.ts applyStep). */
export async function rideStepped(ctx: AppContext, tx: Tx, e: { booking: BookingRow; step: RideStep; now: Date }) {
  for (const l of listeners) await l(ctx, tx, e);
}
