import { and, eq, gt, gte, lt, lte } from "drizzle-orm";
import { formatIstDateTime, opsMessages, toIstLocalInput } from "@chauffeur/contracts";
import type { Tx } from "../../db/client.ts";
import { bookings, carUnavailability, cars, chauffeurs, chauffeurTimeOff } from "../../db/schema/index.ts";
import { badRequest, conflict } from "../../lib/errors.ts";
import { clashes } from "./capacity.ts";

type Booking = typeof bookings.$inferSelect;

/**
 * The one check of a chauffeur and a car for a booking, for the console's confirmation and reassignment of a ride
 * (ops/lifecycle.service.ts) and for an event's run (events/runs-assign.service.ts): the car of the booking's class
 * and active, or, for a run, one of its own event's partner cars (never active: the public fleet never offers them);
 * the chauffeur active with a licence valid on the day; neither held by another booking in the booking's window (the
 * 'holds a car' rule, `clashes`). Rows are locked so two operators assigning one car at once cannot both succeed.
 */
export async function checkAssignment(
  tx: Tx,
  b: Booking,
  ids: { chauffeurId: string; carId: string },
  now: Date,
  unknownCar = "Choose a car from the fleet.",
) {
  const [car] = await tx.select().from(cars).where(eq(cars.id, ids.carId)).for("update");
  if (!car) throw badRequest(unknownCar, { carId: ["Unknown car"] });
  const [ch] = await tx.select().from(chauffeurs).where(eq(chauffeurs.id, ids.chauffeurId)).for("update");
  if (!ch) throw badRequest("Choose a chauffeur.", { chauffeurId: ["Unknown chauffeur"] });
  if (car.vehicleClass !== b.vehicleClass)
    throw badRequest(opsMessages.vehicleClass(car.vehicleClass, b.vehicleClass), {
      carId: [opsMessages.vehicleClass(car.vehicleClass, b.vehicleClass)],
    });
  const partner = car.eventId !== null && car.eventId === b.eventId;
  if (car.eventId !== null && b.eventId !== null && !partner)
    throw badRequest("This partner car is recorded on another event.", { carId: ["A partner car of another event"] });
  if (!partner && !car.active) throw badRequest(opsMessages.carInactive, { carId: [opsMessages.carInactive] });
  if (!ch.active) throw badRequest(opsMessages.chauffeurInactive, { chauffeurId: [opsMessages.chauffeurInactive] });
  if (new Date(`${ch.licenceExpiry}T23:59:59+05:30`) < b.holdUntil)
    throw badRequest(opsMessages.licenceExpired(ch.name));
  await assertScheduleAllows(tx, b, car, ch);
  const window = { start: b.pickupAt, holdUntil: b.holdUntil, exceptBookingId: b.id, now };
  if ((await clashes(tx, "carId", [car.id], window)).length) throw conflict(opsMessages.carTaken(car.plate));
  if ((await clashes(tx, "chauffeurId", [ch.id], window)).length) throw conflict(opsMessages.chauffeurTaken(ch.name));
  return { car, ch, partner };
}

const OUT_OF_SERVICE: Record<string, string> = {
  service: "service",
  repair: "repair",
  puc: "PUC renewal",
  permit: "permit renewal",
  other: "unavailable",
};
const istDay = (d: Date) => toIstLocalInput(d).slice(0, 10);

/** The car's unavailable periods and the chauffeur's approved time off over the booking (README "Instant confirmation"). */
async function assertScheduleAllows(
  tx: Tx,
  b: Booking,
  car: { id: string; plate: string },
  ch: { id: string; name: string },
) {
  const [off] = await tx
    .select()
    .from(carUnavailability)
    .where(
      and(
        eq(carUnavailability.carId, car.id),
        lt(carUnavailability.startsAt, b.holdUntil),
        gt(carUnavailability.endsAt, b.pickupAt),
      ),
    )
    .limit(1);
  if (off) {
    const m = opsMessages.carUnavailable(
      car.plate,
      OUT_OF_SERVICE[off.reason] ?? off.reason,
      formatIstDateTime(off.endsAt),
    );
    throw conflict(m);
  }
  const [leave] = await tx
    .select()
    .from(chauffeurTimeOff)
    .where(
      and(
        eq(chauffeurTimeOff.chauffeurId, ch.id),
        eq(chauffeurTimeOff.status, "approved"),
        lte(chauffeurTimeOff.startsOn, istDay(b.endTime)),
        gte(chauffeurTimeOff.endsOn, istDay(b.pickupAt)),
      ),
    )
    .limit(1);
  if (leave) {
    const days = leave.startsOn === leave.endsOn ? leave.startsOn : `${leave.startsOn} to ${leave.endsOn}`;
    throw conflict(opsMessages.chauffeurOff(ch.name, leave.kind === "sick" ? "sick leave" : "leave", days));
  }
}
