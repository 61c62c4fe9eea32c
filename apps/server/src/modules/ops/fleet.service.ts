import type { z } from "zod";
import { and, asc, desc, eq, gt, inArray, lt } from "drizzle-orm";
import {
  DEFAULT_WORKING_HOURS,
  opsMessages,
  type CarInputSchema,
  type CarPatchSchema,
  type ChauffeurInputSchema,
  type ChauffeurPatchSchema,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { bookings, cars, chauffeurWorkHours, chauffeurs, vehicleClasses } from "../../db/schema/index.ts";
import { revokeAllSessions } from "../../plugins/session.ts";
import type { DbOrTx } from "../../db/client.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { holdsCar } from "../bookings/index.ts";
import { istDayStart, tripPlaces } from "./bookings.repository.ts";
import { isUniqueViolation } from "./db-errors.ts";

/** Who acts from the console. */
export interface Actor {
  userId: string;
}
type CarRow = typeof cars.$inferSelect;
type ChauffeurRow = typeof chauffeurs.$inferSelect;
export const carOut = (c: CarRow) => ({ ...c, createdAt: c.createdAt.toISOString() });
export const chauffeurOut = (c: ChauffeurRow) => ({ ...c, createdAt: c.createdAt.toISOString() });

/** A unique violation (phone or plate) answers 409 with `message`. */
async function uniqueOr409<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(message);
    throw e;
  }
}

/**
 * Upcoming trips holding a car (bookings' holdsCar rule): deactivating it (or moving it to another class) would strand
 * those riders.
 */
async function assertNoUpcomingTrips(tx: DbOrTx, id: string, now: Date, who: string) {
  const col = bookings.carId;
  const trips = await tx
    .select({ reference: bookings.reference })
    .from(bookings)
    .where(and(eq(col, id), holdsCar(now), gt(bookings.holdUntil, now)));
  if (trips.length)
    throw conflict(
      `${who} has ${trips.length} upcoming trip(s) (${trips.map((t) => t.reference).join(", ")}); reassign them first.`,
    );
}

async function assertClass(ctx: AppContext, code: string | undefined) {
  if (code === undefined) return;
  const [c] = await ctx.db
    .select({ code: vehicleClasses.code })
    .from(vehicleClasses)
    .where(eq(vehicleClasses.code, code));
  if (!c) throw badRequest("Choose a vehicle class.", { vehicleClass: ["Unknown class"] });
}

export async function listVehicleClasses(ctx: AppContext) {
  const rows = await ctx.db.select().from(vehicleClasses).orderBy(asc(vehicleClasses.sort));
  return rows.map((c) => ({ code: c.code, name: c.name, seats: c.seats, luggage: c.luggage }));
}

export async function listChauffeurs(ctx: AppContext) {
  const rows = await ctx.db.select().from(chauffeurs).orderBy(desc(chauffeurs.active), asc(chauffeurs.name));
  return rows.map(chauffeurOut);
}

export async function createChauffeur(ctx: AppContext, actor: Actor, input: z.output<typeof ChauffeurInputSchema>) {
  const row = await uniqueOr409(opsMessages.duplicatePhone, () =>
    ctx.db.transaction(async (tx) => {
      const { workingHours, ...fields } = input;
      const [c] = await tx
        .insert(chauffeurs)
        .values({ ...fields, name: input.name.trim() })
        .returning();
      // the weekly pattern the allocator reads (modules/dispatch): every day 06:00–22:00 unless the form sent one
      const hours = workingHours ?? DEFAULT_WORKING_HOURS;
      if (hours.length) await tx.insert(chauffeurWorkHours).values(hours.map((h) => ({ chauffeurId: c.id, ...h })));
      const entry = {
        actorUserId: actor.userId,
        action: "chauffeur.create",
        entity: "chauffeur" as const,
        entityId: c.id,
        after: chauffeurOut(c),
      };
      await writeAudit(tx, entry, ctx.clock.now());
      return c;
    }),
  );
  return chauffeurOut(row);
}

/** A chauffeur's upcoming trips (bookings' holdsCar rule), soonest first: the ones to reassign. */
async function upcomingTripsOf(tx: DbOrTx, chauffeurId: string, now: Date) {
  const rows = await tx
    .select({ id: bookings.id, reference: bookings.reference, pickupAt: bookings.pickupAt })
    .from(bookings)
    .where(and(eq(bookings.chauffeurId, chauffeurId), holdsCar(now), gt(bookings.holdUntil, now)))
    .orderBy(asc(bookings.pickupAt));
  return rows.map((r) => ({ ...r, pickupAt: r.pickupAt.toISOString() }));
}

/**
 * A deactivation goes through even with upcoming trips (a lost phone, a chauffeur who left): the answer lists them to
 * reassign. Deactivating or changing the phone number ends the chauffeur app's sessions for good (deleted, not
 * suspended), so a reactivation never lets the old phone back in (docs/security.md §7 "Chauffeurs' devices").
 */
export async function updateChauffeur(
  ctx: AppContext,
  actor: Actor,
  id: string,
  patch: z.output<typeof ChauffeurPatchSchema>,
) {
  const now = ctx.clock.now();
  const { row, trips } = await uniqueOr409(opsMessages.duplicatePhone, () =>
    ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(chauffeurs).where(eq(chauffeurs.id, id)).for("update");
      if (!before) throw notFound("Chauffeur not found");
      const deactivating = patch.active === false && before.active;
      const trips = deactivating ? await upcomingTripsOf(tx, before.id, now) : undefined;
      const [after] = await tx.update(chauffeurs).set(patch).where(eq(chauffeurs.id, before.id)).returning();
      const signedOut =
        (deactivating || (patch.phone !== undefined && patch.phone !== before.phone)) && before.userId
          ? await revokeAllSessions(tx, before.userId)
          : 0;
      const entry = {
        actorUserId: actor.userId,
        action: "chauffeur.update",
        entity: "chauffeur" as const,
        entityId: before.id,
      };
      const after_ = { ...chauffeurOut(after), ...(signedOut ? { devicesSignedOut: signedOut } : {}) };
      await writeAudit(tx, { ...entry, before: chauffeurOut(before), after: after_ }, now);
      return { row: after, trips };
    }),
  );
  return { ...chauffeurOut(row), ...(trips ? { tripsToReassign: trips } : {}) };
}

/** 'Sign out all devices' (a lost or stolen phone): every session of the chauffeur app deleted, audited. */
export async function signOutChauffeurDevices(ctx: AppContext, actor: Actor, id: string) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [c] = await tx.select().from(chauffeurs).where(eq(chauffeurs.id, id)).for("update");
    if (!c) throw notFound("Chauffeur not found");
    const ended = c.userId ? await revokeAllSessions(tx, c.userId) : 0;
    await writeAudit(
      tx,
      {
        actorUserId: actor.userId,
        action: "chauffeur.sign_out_devices",
        entity: "chauffeur",
        entityId: c.id,
        after: { devicesSignedOut: ended },
      },
      now,
    );
    return { success: true as const, message: opsMessages.chauffeurSignedOut(c.name, ended), devices: ended };
  });
}

export async function listCars(ctx: AppContext) {
  const rows = await ctx.db.select().from(cars).orderBy(asc(cars.vehicleClass), desc(cars.active), asc(cars.plate));
  return rows.map(carOut);
}

export async function createCar(ctx: AppContext, actor: Actor, input: z.output<typeof CarInputSchema>) {
  await assertClass(ctx, input.vehicleClass);
  const row = await uniqueOr409(opsMessages.duplicatePlate, () =>
    ctx.db.transaction(async (tx) => {
      const [c] = await tx.insert(cars).values(input).returning();
      await writeAudit(
        tx,
        { actorUserId: actor.userId, action: "car.create", entity: "car", entityId: c.id, after: carOut(c) },
        ctx.clock.now(),
      );
      return c;
    }),
  );
  return carOut(row);
}

/** Deactivating a car or moving it to another class is refused while it has upcoming trips. */
export async function updateCar(ctx: AppContext, actor: Actor, id: string, patch: z.output<typeof CarPatchSchema>) {
  await assertClass(ctx, patch.vehicleClass);
  const row = await uniqueOr409(opsMessages.duplicatePlate, () =>
    ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(cars).where(eq(cars.id, id)).for("update");
      if (!before) throw notFound("Car not found");
      const deactivating = patch.active === false && before.active;
      const reclassing = patch.vehicleClass !== undefined && patch.vehicleClass !== before.vehicleClass;
      if (deactivating || reclassing)
        await assertNoUpcomingTrips(tx, before.id, ctx.clock.now(), `Car ${before.plate}`);
      const [after] = await tx.update(cars).set(patch).where(eq(cars.id, before.id)).returning();
      const entry = { actorUserId: actor.userId, action: "car.update", entity: "car" as const, entityId: before.id };
      await writeAudit(tx, { ...entry, before: carOut(before), after: carOut(after) }, ctx.clock.now());
      return after;
    }),
  );
  return carOut(row);
}

/** Each car's bookings over a day or a week: what the board shows (completed trips too), not the holdsCar rule. */
export async function timeline(ctx: AppContext, query: { from: string; days: number }) {
  const from = istDayStart(query.from);
  if (Number.isNaN(from.getTime())) throw badRequest("Use a valid date");
  const to = new Date(from.getTime() + query.days * 86_400_000);
  const [carRows, rows] = await Promise.all([
    ctx.db.select().from(cars).orderBy(asc(cars.vehicleClass), asc(cars.plate)),
    ctx.db
      .select({ b: bookings, chauffeur: chauffeurs.name })
      .from(bookings)
      .leftJoin(chauffeurs, eq(chauffeurs.id, bookings.chauffeurId))
      .where(
        and(
          inArray(bookings.status, ["pending", "confirmed", "ongoing", "completed"]),
          lt(bookings.pickupAt, to),
          gt(bookings.holdUntil, from),
        ),
      )
      .orderBy(asc(bookings.pickupAt)),
  ]);
  const onBoard = (r: (typeof rows)[number]) => ({
    id: r.b.id,
    reference: r.b.reference,
    status: r.b.status,
    startTime: r.b.pickupAt.toISOString(),
    holdUntil: r.b.holdUntil.toISOString(),
    chauffeur: r.chauffeur,
    pickup: tripPlaces(r.b.trip).pickup,
  });
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    cars: carRows.map((c) => ({
      id: c.id,
      vehicleClass: c.vehicleClass,
      model: c.model,
      plate: c.plate,
      active: c.active,
      bookings: rows.filter((r) => r.b.carId === c.id).map(onBoard),
    })),
  };
}
