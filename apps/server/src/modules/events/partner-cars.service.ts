import { and, eq, gt, sql } from "drizzle-orm";
import { vehicleClassName, type EventPartnerCarInput, type OpsPartnerCar } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { bookings, cars, eventPartnerCars, events, vehicleClasses } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { holdsCar } from "../bookings/index.ts";
import { eventOr404, type PartnerCarRow } from "./events.repository.ts";

/**
 * Partner cars (decision record 023): a partner owner's car recorded on one event to cover a shortfall, with what the
 * owner is paid. Each is also a `cars` row with `event_id` set and `active = false`, so runs can be assigned to it
 * like to one of ours while the public fleet (active cars) never counts or offers it.
 */
export const partnerCarOut = (p: PartnerCarRow): OpsPartnerCar => ({
  id: p.id,
  ownerName: p.ownerName,
  ownerPhone: p.ownerPhone,
  plate: p.plate,
  vehicleClass: p.vehicleClass,
  costPaise: p.costPaise,
  carId: p.carId,
  createdAt: p.createdAt.toISOString(),
});

const CLOSED = ["completed", "cancelled"];
export const normalPlate = (plate: string) => plate.toUpperCase().replace(/[\s-]/g, "");

/**
 * The cars row for a plate on this event. A plate new to us gets a new row. A plate that was a partner car of an event
 * now over (completed or cancelled) is the same car again: its row moves to this event (the earlier event keeps its
 * record, without the car). One of our own cars, or a partner car of another live event, is refused.
 */
async function carRowFor(tx: Tx, eventId: string, plate: string, input: EventPartnerCarInput, now: Date) {
  const [existing] = await tx.select().from(cars).where(eq(cars.plate, plate)).for("update");
  if (!existing) {
    const [cls] = await tx.select().from(vehicleClasses).where(eq(vehicleClasses.code, input.vehicleClass));
    if (!cls) throw badRequest("Unknown vehicle class", { vehicleClass: ["Choose a vehicle class"] });
    const [row] = await tx
      .insert(cars)
      .values({
        vehicleClass: input.vehicleClass,
        model: `Partner car (${input.ownerName})`.slice(0, 120),
        plate,
        seats: cls.seats,
        luggage: cls.luggage,
        active: false,
        eventId,
        createdAt: now,
      })
      .returning();
    return row!.id;
  }
  if (!existing.eventId) throw conflict(`${plate} is one of our own cars: a partner car is another owner's`);
  if (existing.eventId === eventId) throw conflict(`${plate} is already recorded on this event`);
  const [other] = await tx
    .select({ reference: events.reference, status: events.status })
    .from(events)
    .where(eq(events.id, existing.eventId));
  if (other && !CLOSED.includes(other.status))
    throw conflict(
      `${plate} is recorded on event ${other.reference} (${other.status.replace("_", " ")}); remove it there first`,
    );
  await tx.update(eventPartnerCars).set({ carId: null }).where(eq(eventPartnerCars.carId, existing.id));
  await tx
    .update(cars)
    .set({ eventId, vehicleClass: input.vehicleClass, active: false })
    .where(eq(cars.id, existing.id));
  return existing.id;
}

/** Records a partner car on an event (and its cars row), audited. */
export async function addPartnerCar(
  ctx: AppContext,
  actorUserId: string,
  eventId: string,
  input: EventPartnerCarInput,
) {
  const now = ctx.clock.now();
  const plate = normalPlate(input.plate);
  if (!/^[A-Z0-9]{4,12}$/.test(plate))
    throw badRequest("Enter the plate as on the car, e.g. OD02AB1234", { plate: ["Letters and digits only"] });
  return ctx.db.transaction(async (tx) => {
    const ev = await eventOr404(tx, eventId, true);
    if (CLOSED.includes(ev.status)) throw conflict(`This event is ${ev.status}: no partner cars can be added`);
    const carId = await carRowFor(tx, eventId, plate, input, now);
    const [row] = await tx
      .insert(eventPartnerCars)
      .values({
        eventId,
        ownerName: input.ownerName,
        ownerPhone: input.ownerPhone,
        plate,
        vehicleClass: input.vehicleClass,
        costPaise: input.costPaise,
        carId,
        createdAt: now,
      })
      .returning();
    const out = partnerCarOut(row!);
    await writeAudit(
      tx,
      {
        actorUserId,
        action: "event.partner_car_add",
        entity: "event",
        entityId: eventId,
        after: { ...out, className: vehicleClassName(out.vehicleClass) },
      },
      now,
    );
    return out;
  });
}

/**
 * Removes a partner car from an event, audited. Refused while a run of the event that still holds a car is assigned
 * to it (reassign that run first). Its cars row goes too unless a booking names it (then it stays, inactive).
 */
export async function removePartnerCar(ctx: AppContext, actorUserId: string, eventId: string, partnerCarId: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await eventOr404(tx, eventId, true);
    const [row] = await tx
      .select()
      .from(eventPartnerCars)
      .where(and(eq(eventPartnerCars.id, partnerCarId), eq(eventPartnerCars.eventId, eventId)))
      .for("update");
    if (!row) throw notFound("Partner car not found on this event");
    if (row.carId) {
      const held = await tx
        .select({ reference: bookings.reference })
        .from(bookings)
        .where(and(eq(bookings.carId, row.carId), holdsCar(now), gt(bookings.holdUntil, now)));
      if (held.length)
        throw conflict(`${row.plate} serves ${held.map((b) => b.reference).join(", ")}: reassign those runs first`);
    }
    await tx.delete(eventPartnerCars).where(eq(eventPartnerCars.id, row.id));
    if (row.carId) {
      const [used] = await tx
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(bookings)
        .where(eq(bookings.carId, row.carId));
      if (!used?.n) await tx.delete(cars).where(eq(cars.id, row.carId));
    }
    await writeAudit(
      tx,
      {
        actorUserId,
        action: "event.partner_car_remove",
        entity: "event",
        entityId: eventId,
        before: partnerCarOut(row),
      },
      now,
    );
  });
}
