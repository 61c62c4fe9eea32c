import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { bookings, cars } from "../../db/schema/index.ts";
import { clashes } from "./capacity.ts";
import { announceDispatchChange } from "./paid-announcement.ts";

/**
 * A booking's pickup moved by its flight (modules/flights, decision record 011). The bookings module owns the
 * booking's times: the pickup, the estimated end and the car's hold move together by the same amount, and the stored
 * trip's startTime follows, so every view, message and the capacity rule read the new time.
 */
export async function movePickup(tx: Tx, bookingId: string, newStart: Date, now: Date) {
  const [b] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("update");
  if (!b) return null;
  const delta = newStart.getTime() - b.pickupAt.getTime();
  if (delta === 0) return { before: b.pickupAt, after: b.pickupAt, booking: b };
  const shift = (d: Date) => new Date(d.getTime() + delta);
  const trip = { ...(b.trip ?? {}), startTime: newStart.toISOString() };
  const [after] = await tx
    .update(bookings)
    .set({
      pickupAt: newStart,
      endTime: shift(b.endTime),
      holdUntil: shift(b.holdUntil),
      trip: trip as typeof b.trip,
      updatedAt: now,
    })
    .where(eq(bookings.id, bookingId))
    .returning();
  await announceDispatchChange(tx, { bookingId, change: "times" });
  return { before: b.pickupAt, after: newStart, booking: after };
}

/**
 * When a moved hold overlaps another booking of the same car: that booking's reference, and a free active car of the
 * same class over the new window (the suggestion for the console), or null when none is free.
 */
export async function carClashAfterMove(tx: Tx, b: typeof bookings.$inferSelect, now: Date) {
  if (!b.carId) return null;
  const window = { start: b.pickupAt, holdUntil: b.holdUntil, exceptBookingId: b.id, now };
  const [clash] = await clashes(tx, "carId", [b.carId], window);
  if (!clash) return null;
  const [car] = await tx.select({ plate: cars.plate }).from(cars).where(eq(cars.id, b.carId));
  const sameClass = await tx
    .select({ id: cars.id, plate: cars.plate, model: cars.model })
    .from(cars)
    .where(and(eq(cars.vehicleClass, b.vehicleClass), eq(cars.active, true), notInArray(cars.id, [b.carId])))
    .orderBy(asc(cars.plate));
  const busy = new Set(
    (
      await clashes(
        tx,
        "carId",
        sameClass.map((c) => c.id),
        window,
      )
    ).map((c) => c.resourceId),
  );
  const free = sameClass.find((c) => !busy.has(c.id)) ?? null;
  return { other: clash.reference, plate: car?.plate ?? "", suggestion: free };
}

/** A cancelled or diverted flight: the rider may now cancel free, with a full refund (cancel.service.ts). */
export async function offerFreeCancellation(tx: Tx, bookingId: string, reason: string, now: Date) {
  await tx.execute(sql`UPDATE bookings SET free_cancel_reason = ${reason}, updated_at = ${now}
    WHERE id = ${bookingId} AND free_cancel_reason IS NULL`);
}
