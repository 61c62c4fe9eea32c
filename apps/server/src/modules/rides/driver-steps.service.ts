import { eq } from "drizzle-orm";
import { rideMessages, type DriverAction, type DriverTrip, type PositionInput } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { bookings, rides } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { liveTopics } from "../live/index.ts";
import { getDriverTrip } from "./driver-trips.service.ts";
import { etaTarget, measureEta } from "./eta.ts";
import { newRidePin } from "./pin.ts";
import { storeFirstPosition } from "./positions.service.ts";
import { ensureRide } from "./ride.repository.ts";
import { sendNewPin } from "./ride-notify.ts";
import { applyStep, pinError, stepMovesBooking } from "./steps.service.ts";

/**
 * The chauffeur's buttons (POST driverPaths.action): one transaction with the booking locked, the step applied by
 * steps.service.ts, an audit row `ride.<action>` with the chauffeur as actor. A wrong Ride PIN is counted and audited
 * (`ride.pin_wrong`) in a committed transaction, then refused.
 */
export async function takeDriverStep(
  ctx: AppContext,
  chauffeur: { id: string; userId: string },
  bookingId: string,
  action: DriverAction,
  body: { pin?: string; position?: PositionInput },
): Promise<DriverTrip> {
  const position = action === "on-my-way" ? body.position : undefined;
  const etaMinutes = position ? await firstEta(ctx, chauffeur.id, bookingId, position) : null;
  const out = await ctx.db.transaction(async (tx) => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!b || b.chauffeurId !== chauffeur.id) throw notFound(rideMessages.tripNotFound);
    const actor = { kind: "chauffeur" as const, userId: chauffeur.userId, chauffeurId: chauffeur.id };
    const r = await applyStep(ctx, tx, b, actor, { action, pin: body.pin, etaMinutes });
    const now = ctx.clock.now();
    const audit = { actorUserId: chauffeur.userId, entity: "booking" as const, entityId: b.id };
    if (!r.ok) {
      await writeAudit(
        tx,
        { ...audit, action: "ride.pin_wrong", detail: { failures: r.failures, locked: r.locked } },
        now,
      );
      return r;
    }
    if (position) {
      const eta = etaMinutes === null ? null : { minutes: etaMinutes, at: now };
      await storeFirstPosition(tx, { bookingId: b.id, chauffeurId: chauffeur.id }, position, eta);
    }
    // a step that moves the booking was audited by its transition (steps.service.ts, moveBooking)
    const after = { step: r.ride.step, status: r.booking.status };
    if (!stepMovesBooking(action))
      await writeAudit(tx, { ...audit, action: `ride.${action}`, before: r.before, after }, now);
    return r;
  });
  if (!out.ok) throw pinError(out.locked, out.failures);
  const trip = await getDriverTrip(ctx, chauffeur.id, bookingId);
  if (position && trip.lastPosition) {
    const data = { bookingId, position: trip.lastPosition, eta: trip.eta };
    await ctx.live.publish({ topic: liveTopics.booking(bookingId), kind: "position", data });
    await ctx.live.publish({ topic: liveTopics.ops, kind: "position", data });
  }
  return trip;
}

/** The ETA to the pickup from the position sent with 'On my way' (measured before the step's transaction). */
async function firstEta(ctx: AppContext, chauffeurId: string, bookingId: string, p: PositionInput) {
  const [b] = await ctx.db
    .select({ trip: bookings.trip, chauffeurId: bookings.chauffeurId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!b || b.chauffeurId !== chauffeurId) return null; // refused in the transaction
  const target = etaTarget("on_my_way", b.trip);
  return target ? measureEta(ctx, { lat: p.lat, lng: p.lng }, target.point) : null;
}

/**
 * POST liveOpsPaths.resetPin: an operator gives a ride a new Ride PIN (after too many wrong tries, or a PIN the rider
 * fears was seen), clears the count, audits it and sends the new PIN to the rider by SMS and e-mail.
 */
export async function resetRidePin(ctx: AppContext, operatorUserId: string, bookingId: string) {
  await ctx.db.transaction(async (tx) => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
    if (!b) throw notFound("Booking not found");
    if (b.status !== "confirmed" || !b.chauffeurId) throw conflict(rideMessages.pinResetNotNow);
    const now = ctx.clock.now();
    const ride = await ensureRide(tx, b, now);
    if (!["assigned", "on_my_way", "arrived"].includes(ride.step)) throw conflict(rideMessages.pinResetNotNow);
    const pin = newRidePin();
    await tx.update(rides).set({ pin, pinFailures: 0, updatedAt: now }).where(eq(rides.bookingId, b.id));
    await writeAudit(
      tx,
      {
        actorUserId: operatorUserId,
        action: "ride.pin_reset",
        entity: "booking",
        entityId: b.id,
        before: { pinFailures: ride.pinFailures },
        after: { pinFailures: 0 },
      },
      now,
    );
    await sendNewPin(ctx, tx, b, pin);
  });
  return { success: true as const, message: rideMessages.pinReset };
}
