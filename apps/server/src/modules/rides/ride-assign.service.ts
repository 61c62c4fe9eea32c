import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { chauffeurs, rides } from "../../db/schema/index.ts";
import { liveTopics, recordLiveEvent } from "../live/index.ts";
import { newRidePin } from "./pin.ts";
import { ensureRide, type BookingRow } from "./ride.repository.ts";
import { tellChauffeur } from "./ride-notify.ts";
import { tellTraveller } from "./traveller-notify.ts";
import { announceStep } from "./steps.service.ts";

/**
 * A ride is born when operations confirm a booking with a chauffeur and a car (ops/lifecycle.service.ts calls these
 * in its transaction): a random Ride PIN, step 'assigned', the live events for the rider's page, the chauffeur's list
 * and the console, and an SMS to the chauffeur. A reassignment keeps the PIN the rider already has.
 */
interface Chauffeur {
  id: string;
  phone: string;
}

async function announceTrips(tx: Tx, chauffeurId: string, bookingId: string, change: "assigned" | "removed") {
  await recordLiveEvent(tx, { topic: liveTopics.chauffeur(chauffeurId), kind: "trips", data: { bookingId, change } });
}

/** At confirmation: the ride with a new PIN (returned for the rider's confirmation message). */
export async function createRide(ctx: AppContext, tx: Tx, b: BookingRow, chauffeur: Chauffeur): Promise<string> {
  const now = ctx.clock.now();
  const pin = newRidePin();
  const [row] = await tx
    .insert(rides)
    .values({ bookingId: b.id, pin, step: "assigned", createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: rides.bookingId,
      set: { pin, pinFailures: 0, step: "assigned", updatedAt: now },
    })
    .returning({ pin: rides.pin });
  await announceStep(tx, b, "assigned", now, false);
  await announceTrips(tx, chauffeur.id, b.id, "assigned");
  await tellChauffeur(ctx, tx, chauffeur, b, "assigned");
  await tellTraveller(ctx, tx, b, row.pin); // someone else travels: their price-free SMS (traveller-notify.ts)
  return row.pin;
}

/**
 * At reassignment: the same PIN; a new chauffeur starts from 'assigned' (the previous one's steps and position are
 * cleared), is told by SMS and sees the trip in the list; the previous one sees it leave and is told too.
 */
export async function reassignRide(
  ctx: AppContext,
  tx: Tx,
  b: BookingRow,
  previousId: string | null,
  next: Chauffeur,
): Promise<string> {
  const now = ctx.clock.now();
  const ride = await ensureRide(tx, b, now);
  if (previousId === next.id) return ride.pin;
  const [previous] = previousId
    ? await tx
        .select({ id: chauffeurs.id, phone: chauffeurs.phone })
        .from(chauffeurs)
        .where(eq(chauffeurs.id, previousId))
    : [];
  await tx
    .update(rides)
    .set({
      step: "assigned",
      onMyWayAt: null,
      arrivedAt: null,
      lastLat: null,
      lastLng: null,
      lastHeading: null,
      lastPositionAt: null,
      etaMinutes: null,
      etaTo: null,
      etaComputedAt: null,
      updatedAt: now,
    })
    .where(eq(rides.bookingId, b.id));
  await announceStep(tx, b, "assigned", now, false);
  await announceTrips(tx, next.id, b.id, "assigned");
  await tellChauffeur(ctx, tx, next, b, "assigned");
  if (previous) {
    await announceTrips(tx, previous.id, b.id, "removed");
    await tellChauffeur(ctx, tx, previous, b, "removed");
  }
  await tellTraveller(ctx, tx, b, ride.pin);
  return ride.pin;
}

/** A run of an event withdrawn by the system (events/runs.service.ts): its chauffeur sees it leave and is told. */
export async function rideWithdrawn(ctx: AppContext, tx: Tx, b: BookingRow) {
  if (!b.chauffeurId) return;
  const [ch] = await tx
    .select({ id: chauffeurs.id, phone: chauffeurs.phone })
    .from(chauffeurs)
    .where(eq(chauffeurs.id, b.chauffeurId));
  if (!ch) return;
  await announceTrips(tx, ch.id, b.id, "removed");
  await tellChauffeur(ctx, tx, ch, b, "removed");
}
