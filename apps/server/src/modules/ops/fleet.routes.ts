import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { and, asc, desc, eq, gt, inArray, lt } from "drizzle-orm";
import {
  CarInputSchema,
  CarPatchSchema,
  CarSchema,
  ChauffeurInputSchema,
  ChauffeurPatchSchema,
  ChauffeurSchema,
  TimelineQuerySchema,
  TimelineSchema,
  VehicleClassSchema,
  opsMessages,
  opsPaths,
} from "@chauffeur/contracts";
import { bookings, cars, chauffeurs, vehicleClasses } from "../../db/schema/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { currentUser } from "../../plugins/session.ts";
import { writeAudit } from "./audit.ts";
import { isUniqueViolation } from "./db-errors.ts";
import { istDayStart, tripPlaces } from "./bookings.repository.ts";

const tags = ["ops"];
const IdParams = z.object({ id: z.string().uuid("Not found") });

type CarRow = typeof cars.$inferSelect;
type ChauffeurRow = typeof chauffeurs.$inferSelect;
const carOut = (c: CarRow) => ({ ...c, createdAt: c.createdAt.toISOString() });
const chauffeurOut = (c: ChauffeurRow) => ({ ...c, createdAt: c.createdAt.toISOString() });

/** Upcoming confirmed or ongoing trips of a car or chauffeur: deactivating them would strand those riders. */
async function upcomingTrips(db: DbOrTx, column: "carId" | "chauffeurId", id: string, now: Date) {
  const col = column === "carId" ? bookings.carId : bookings.chauffeurId;
  return db
    .select({ reference: bookings.reference })
    .from(bookings)
    .where(and(eq(col, id), inArray(bookings.status, ["confirmed", "ongoing"]), gt(bookings.holdUntil, now)));
}

export const opsFleetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.ctx;

  app.get(opsPaths.vehicleClasses, { schema: { tags, response: { 200: z.object({ classes: z.array(VehicleClassSchema) }) } } }, async () => {
    const rows = await db.select().from(vehicleClasses).orderBy(asc(vehicleClasses.sort));
    return { classes: rows.map((c) => ({ code: c.code, name: c.name, seats: c.seats, luggage: c.luggage })) };
  });

  // ---- chauffeurs ----
  app.get(opsPaths.chauffeurs, { schema: { tags, response: { 200: z.object({ chauffeurs: z.array(ChauffeurSchema) }) } } }, async () => {
    const rows = await db.select().from(chauffeurs).orderBy(desc(chauffeurs.active), asc(chauffeurs.name));
    return { chauffeurs: rows.map(chauffeurOut) };
  });

  app.post(opsPaths.chauffeurs, { schema: { tags, body: ChauffeurInputSchema, response: { 201: ChauffeurSchema } } }, async (req, reply) => {
    const user = await currentUser(req);
    try {
      const row = await db.transaction(async (tx) => {
        const [c] = await tx.insert(chauffeurs).values({ ...req.body, name: req.body.name.trim() }).returning();
        await writeAudit(tx, { actorUserId: user.id, action: "chauffeur.create", entity: "chauffeur", entityId: c.id, after: chauffeurOut(c) }, clock.now());
        return c;
      });
      return reply.status(201).send(chauffeurOut(row));
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(opsMessages.duplicatePhone);
      throw e;
    }
  });

  app.patch("/api/v1/ops/chauffeurs/:id", { schema: { tags, params: IdParams, body: ChauffeurPatchSchema, response: { 200: ChauffeurSchema } } }, async (req) => {
    const user = await currentUser(req);
    try {
      return chauffeurOut(
        await db.transaction(async (tx) => {
          const [before] = await tx.select().from(chauffeurs).where(eq(chauffeurs.id, req.params.id)).for("update");
          if (!before) throw notFound("Chauffeur not found");
          if (req.body.active === false && before.active) {
            const trips = await upcomingTrips(tx, "chauffeurId", before.id, clock.now());
            if (trips.length) throw conflict(`${before.name} has ${trips.length} upcoming trip(s) (${trips.map((t) => t.reference).join(", ")}); reassign them first.`);
          }
          const [after] = await tx.update(chauffeurs).set(req.body).where(eq(chauffeurs.id, before.id)).returning();
          await writeAudit(tx, { actorUserId: user.id, action: "chauffeur.update", entity: "chauffeur", entityId: before.id, before: chauffeurOut(before), after: chauffeurOut(after) }, clock.now());
          return after;
        }),
      );
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(opsMessages.duplicatePhone);
      throw e;
    }
  });

  // ---- cars ----
  app.get(opsPaths.cars, { schema: { tags, response: { 200: z.object({ cars: z.array(CarSchema) }) } } }, async () => {
    const rows = await db.select().from(cars).orderBy(asc(cars.classCode), desc(cars.active), asc(cars.plate));
    return { cars: rows.map(carOut) };
  });

  async function assertClass(code: string | undefined) {
    if (code === undefined) return;
    const [c] = await db.select({ code: vehicleClasses.code }).from(vehicleClasses).where(eq(vehicleClasses.code, code));
    if (!c) throw badRequest("Choose a vehicle class.", { classCode: ["Unknown class"] });
  }

  app.post(opsPaths.cars, { schema: { tags, body: CarInputSchema, response: { 201: CarSchema } } }, async (req, reply) => {
    const user = await currentUser(req);
    await assertClass(req.body.classCode);
    try {
      const row = await db.transaction(async (tx) => {
        const [c] = await tx.insert(cars).values(req.body).returning();
        await writeAudit(tx, { actorUserId: user.id, action: "car.create", entity: "car", entityId: c.id, after: carOut(c) }, clock.now());
        return c;
      });
      return reply.status(201).send(carOut(row));
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(opsMessages.duplicatePlate);
      throw e;
    }
  });

  app.patch("/api/v1/ops/cars/:id", { schema: { tags, params: IdParams, body: CarPatchSchema, response: { 200: CarSchema } } }, async (req) => {
    const user = await currentUser(req);
    await assertClass(req.body.classCode);
    try {
      return carOut(
        await db.transaction(async (tx) => {
          const [before] = await tx.select().from(cars).where(eq(cars.id, req.params.id)).for("update");
          if (!before) throw notFound("Car not found");
          const deactivating = req.body.active === false && before.active;
          const reclassing = req.body.classCode !== undefined && req.body.classCode !== before.classCode;
          if (deactivating || reclassing) {
            const trips = await upcomingTrips(tx, "carId", before.id, clock.now());
            if (trips.length) throw conflict(`Car ${before.plate} has ${trips.length} upcoming trip(s) (${trips.map((t) => t.reference).join(", ")}); reassign them first.`);
          }
          const [after] = await tx.update(cars).set(req.body).where(eq(cars.id, before.id)).returning();
          await writeAudit(tx, { actorUserId: user.id, action: "car.update", entity: "car", entityId: before.id, before: carOut(before), after: carOut(after) }, clock.now());
          return after;
        }),
      );
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(opsMessages.duplicatePlate);
      throw e;
    }
  });

  // ---- timeline: each car's bookings over a day or a week ----
  app.get(opsPaths.timeline, { schema: { tags, querystring: TimelineQuerySchema, response: { 200: TimelineSchema } } }, async (req) => {
    const from = istDayStart(req.query.from);
    if (Number.isNaN(from.getTime())) throw badRequest("Use a valid date");
    const to = new Date(from.getTime() + req.query.days * 86_400_000);
    const [carRows, rows] = await Promise.all([
      db.select().from(cars).orderBy(asc(cars.classCode), asc(cars.plate)),
      db
        .select({ b: bookings, chauffeur: chauffeurs.name })
        .from(bookings)
        .leftJoin(chauffeurs, eq(chauffeurs.id, bookings.chauffeurId))
        .where(and(inArray(bookings.status, ["pending", "confirmed", "ongoing", "completed"]), lt(bookings.startTime, to), gt(bookings.holdUntil, from)))
        .orderBy(asc(bookings.startTime)),
    ]);
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      cars: carRows.map((c) => ({
        id: c.id,
        classCode: c.classCode,
        model: c.model,
        plate: c.plate,
        active: c.active,
        bookings: rows
          .filter((r) => r.b.carId === c.id)
          .map((r) => ({
            id: r.b.id,
            reference: r.b.reference,
            status: r.b.status,
            startTime: r.b.startTime.toISOString(),
            holdUntil: r.b.holdUntil.toISOString(),
            chauffeur: r.chauffeur,
            pickup: tripPlaces(r.b.trip).pickup,
          })),
      })),
    };
  });
};
