import { and, eq } from "drizzle-orm";
import type { EventAssignRunInput } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { bookings } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { AppError, badRequest, notFound } from "../../lib/errors.ts";
import { checkAssignment, transitionBooking } from "../bookings/index.ts";
import { createRide, reassignRide } from "../rides/index.ts";

/**
 * POST eventPaths.opsAssignRun: a chauffeur and a car for one run. The first assignment confirms the run (the
 * machine's 'confirm': the ride and its Ride PIN are born, the chauffeur told, as for a ride); a later one reassigns
 * it (the same PIN, both chauffeurs told). Audited twice: the booking's transition and the event's 'car assigned'.
 */
export async function assignRun(
  ctx: AppContext,
  actor: { userId: string },
  ids: { eventId: string; bookingId: string },
  input: EventAssignRunInput,
) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const [b] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, ids.bookingId), eq(bookings.eventId, ids.eventId)))
      .for("update");
    if (!b) throw notFound("This run is not part of the event.");
    if (b.status !== "pending" && b.status !== "confirmed")
      throw new AppError(409, `This run is ${b.status}: only a run not started can be assigned.`, "conflict");
    if (b.carId === input.carId && b.chauffeurId === input.chauffeurId)
      throw badRequest("This chauffeur and car are already assigned to the run.");
    const { car, ch, partner } = await checkAssignment(
      tx,
      b,
      input,
      now,
      "Choose a car from the fleet or the event's partner cars.",
    );
    const event = b.status === "pending" ? ("confirm" as const) : ("reassign" as const);
    const after = await transitionBooking(tx, {
      booking: b,
      event,
      actor: { kind: "operator", userId: actor.userId },
      now,
      set: { carId: car.id, chauffeurId: ch.id },
      audit: { detail: { chauffeur: ch.name, car: car.plate, partner, eventId: ids.eventId } },
    });
    if (event === "confirm") await createRide(ctx, tx, after, ch);
    else await reassignRide(ctx, tx, after, b.chauffeurId, ch);
    await writeAudit(
      tx,
      {
        actorUserId: actor.userId,
        action: "event.run_assigned",
        entity: "event",
        entityId: ids.eventId,
        before: { chauffeurId: b.chauffeurId, carId: b.carId },
        after: { chauffeurId: ch.id, carId: car.id },
        detail: { run: b.reference, chauffeur: ch.name, car: car.plate, partner },
      },
      now,
    );
    return after;
  });
}
