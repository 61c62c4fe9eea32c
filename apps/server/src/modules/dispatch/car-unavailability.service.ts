import type { z } from "zod";
import { and, asc, desc, eq, gt, lt } from "drizzle-orm";
import type { CarUnavailabilityInputSchema, CarUnavailabilityPeriod } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { bookings, carUnavailability, cars } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { notFound } from "../../lib/errors.ts";
import { holdsCar } from "../bookings/index.ts";
import type { Actor } from "./schedules.service.ts";

type Row = typeof carUnavailability.$inferSelect;
const periodOut = (r: Row): CarUnavailabilityPeriod => ({
  id: r.id,
  carId: r.carId,
  reason: r.reason,
  startsAt: r.startsAt.toISOString(),
  endsAt: r.endsAt.toISOString(),
  note: r.note,
  createdAt: r.createdAt.toISOString(),
});

async function carOrNotFound(ctx: AppContext, carId: string) {
  const [c] = await ctx.db.select().from(cars).where(eq(cars.id, carId));
  if (!c) throw notFound("Car not found");
  return c;
}

/** A car's unavailable periods, the latest first. */
export async function listCarUnavailability(ctx: AppContext, carId: string) {
  await carOrNotFound(ctx, carId);
  const rows = await ctx.db
    .select()
    .from(carUnavailability)
    .where(eq(carUnavailability.carId, carId))
    .orderBy(desc(carUnavailability.startsAt));
  return { periods: rows.map(periodOut) };
}

/**
 * Adds a period (audited). Bookings already holding the car in it are not moved: the answer lists them (`clashes`) for
 * the operator to reassign.
 */
export async function addCarUnavailability(
  ctx: AppContext,
  actor: Actor,
  carId: string,
  input: z.output<typeof CarUnavailabilityInputSchema>,
) {
  const now = ctx.clock.now();
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  return ctx.db.transaction(async (tx) => {
    const [car] = await tx.select().from(cars).where(eq(cars.id, carId)).for("update");
    if (!car) throw notFound("Car not found");
    const [row] = await tx
      .insert(carUnavailability)
      .values({
        carId: car.id,
        reason: input.reason,
        note: input.note,
        startsAt,
        endsAt,
        createdBy: actor.userId,
        createdAt: now,
      })
      .returning();
    const clashes = await tx
      .select({ bookingId: bookings.id, reference: bookings.reference, pickupAt: bookings.pickupAt })
      .from(bookings)
      .where(
        and(eq(bookings.carId, car.id), holdsCar(now), lt(bookings.pickupAt, endsAt), gt(bookings.holdUntil, startsAt)),
      )
      .orderBy(asc(bookings.pickupAt));
    const period = periodOut(row);
    const entry = {
      actorUserId: actor.userId,
      action: "car.unavailability.add",
      entity: "car" as const,
      entityId: car.id,
    };
    await writeAudit(tx, { ...entry, after: period, detail: { clashes: clashes.map((c) => c.reference) } }, now);
    return {
      period,
      clashes: clashes.map((c) => ({
        bookingId: c.bookingId,
        reference: c.reference,
        startTime: c.pickupAt.toISOString(),
      })),
    };
  });
}

export async function removeCarUnavailability(ctx: AppContext, actor: Actor, carId: string, periodId: string) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(carUnavailability)
      .where(and(eq(carUnavailability.id, periodId), eq(carUnavailability.carId, carId)))
      .returning();
    if (!row) throw notFound("Unavailable period not found");
    const entry = {
      actorUserId: actor.userId,
      action: "car.unavailability.remove",
      entity: "car" as const,
      entityId: carId,
    };
    await writeAudit(tx, { ...entry, before: periodOut(row) }, ctx.clock.now());
    return { success: true as const };
  });
}
