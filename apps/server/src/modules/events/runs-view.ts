import { and, asc, eq, inArray, ne, or, sql } from "drizzle-orm";
import type { EventLiveView, EventRunSheet, EventRuns, EventRunView, RideStep } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { bookings, cars, chauffeurs, events, rides } from "../../db/schema/index.ts";
import { sha256Hex } from "../../lib/crypto.ts";
import { notFound } from "../../lib/errors.ts";

/** What the console and the coordinator's page read of an event's runs: the booking, its ride, chauffeur and car. */
const runQuery = (db: DbOrTx) =>
  db
    .select({
      b: {
        id: bookings.id,
        reference: bookings.reference,
        status: bookings.status,
        vehicleClass: bookings.vehicleClass,
        pickupAt: bookings.pickupAt,
        endTime: bookings.endTime,
        trip: bookings.trip,
        eventRun: bookings.eventRun,
      },
      r: {
        step: rides.step,
        pin: rides.pin,
        lastLat: rides.lastLat,
        lastLng: rides.lastLng,
        lastHeading: rides.lastHeading,
        lastPositionAt: rides.lastPositionAt,
      },
      ch: { id: chauffeurs.id, name: chauffeurs.name },
      car: { id: cars.id, plate: cars.plate, model: cars.model, eventId: cars.eventId },
    })
    .from(bookings)
    .leftJoin(rides, eq(rides.bookingId, bookings.id))
    .leftJoin(chauffeurs, eq(chauffeurs.id, bookings.chauffeurId))
    .leftJoin(cars, eq(cars.id, bookings.carId));
type RunRow = Awaited<ReturnType<ReturnType<typeof runQuery>["execute"]>>[number];

const sheetOf = (row: RunRow): EventRunSheet =>
  row.b.eventRun ?? { lineIndex: 0, carIndex: 0, date: row.b.pickupAt.toISOString().slice(0, 10), legs: [] };
const tripText = (row: RunRow, key: "eventLine" | "eventKind") => {
  const v = (row.b.trip as Record<string, unknown>)[key];
  return typeof v === "string" ? v : "";
};
const stepOf = (row: RunRow): RideStep | null => (row.r?.step ? row.r.step : null);

function toRunView(row: RunRow): EventRunView {
  const sheet = sheetOf(row);
  return {
    bookingId: row.b.id,
    reference: row.b.reference,
    lineIndex: sheet.lineIndex,
    carIndex: sheet.carIndex,
    date: sheet.date,
    kind: tripText(row, "eventKind") || "cars",
    label: tripText(row, "eventLine") || "Cars",
    vehicleClass: row.b.vehicleClass,
    startAt: row.b.pickupAt.toISOString(),
    endAt: row.b.endTime.toISOString(),
    status: row.b.status,
    step: stepOf(row),
    chauffeur: row.ch ? { id: row.ch.id, name: row.ch.name } : null,
    car: row.car
      ? { id: row.car.id, plate: row.car.plate, model: row.car.model, partner: row.car.eventId !== null }
      : null,
    legs: sheet.legs,
  };
}

const runsOfEvent = (db: DbOrTx, eventId: string) =>
  runQuery(db)
    .where(and(eq(bookings.eventId, eventId), ne(bookings.status, "cancelled")))
    .orderBy(
      asc(bookings.pickupAt),
      asc(sql`(${bookings.eventRun}->>'lineIndex')::int`),
      asc(sql`(${bookings.eventRun}->>'carIndex')::int`),
    );

/** GET eventPaths.opsRuns: the runs by date and time, the active chauffeurs, our active cars and the partner cars. */
export async function listRuns(ctx: AppContext, eventId: string): Promise<EventRuns> {
  const [ev] = await ctx.db.select().from(events).where(eq(events.id, eventId));
  if (!ev) throw notFound("Event not found");
  const runs = (await runsOfEvent(ctx.db, eventId)).map(toRunView);
  const classes = [...new Set(runs.map((r) => r.vehicleClass))];
  const crew = await ctx.db
    .select({ id: chauffeurs.id, name: chauffeurs.name })
    .from(chauffeurs)
    .where(eq(chauffeurs.active, true))
    .orderBy(asc(chauffeurs.name));
  const fleet = classes.length
    ? await ctx.db
        .select({
          id: cars.id,
          plate: cars.plate,
          model: cars.model,
          vehicleClass: cars.vehicleClass,
          eventId: cars.eventId,
        })
        .from(cars)
        .where(or(eq(cars.eventId, eventId), and(eq(cars.active, true), inArray(cars.vehicleClass, classes))))
        .orderBy(asc(cars.vehicleClass), asc(cars.plate))
    : [];
  return {
    eventId: ev.id,
    reference: ev.reference,
    title: ev.title,
    status: ev.status,
    runs,
    chauffeurs: crew,
    cars: fleet.map(({ eventId: partnerOf, ...c }) => ({ ...c, partner: partnerOf !== null })),
  };
}

/** The event a coordinator's token opens: only once the event is paid for, never after it is cancelled. */
const LIVE_STATUSES = ["deposit_paid", "fully_paid", "in_progress", "completed"];
export async function eventOfToken(db: DbOrTx, token: string) {
  const [ev] =
    token.length >= 20
      ? await db
          .select()
          .from(events)
          .where(eq(events.coordinatorTokenHash, sha256Hex(token)))
      : [];
  if (!ev || !LIVE_STATUSES.includes(ev.status))
    throw notFound("This event page does not exist or is no longer available.");
  return ev;
}

/** GET eventPaths.live(token): every car of the event, its status, chauffeur's first name, plate and position. */
export async function liveView(db: DbOrTx, token: string): Promise<EventLiveView & { runIds: string[] }> {
  const ev = await eventOfToken(db, token);
  const rows = await runsOfEvent(db, ev.id);
  const cars = rows.map((row) => {
    const r = row.r;
    return {
      bookingId: row.b.id,
      date: sheetOf(row).date,
      kind: tripText(row, "eventKind") || "cars",
      note: sheetOf(row).legs[0]?.note ?? null,
      vehicleClass: row.b.vehicleClass,
      startAt: row.b.pickupAt.toISOString(),
      status: row.b.status,
      step: stepOf(row),
      chauffeurFirstName: row.ch ? row.ch.name.trim().split(/\s+/)[0] : null,
      plate: row.car?.plate ?? null,
      model: row.car?.model ?? null,
      pin: r?.pin && row.b.status === "confirmed" ? r.pin : null,
      position:
        r && r.lastLat !== null && r.lastLng !== null && r.lastPositionAt
          ? { lat: r.lastLat, lng: r.lastLng, heading: r.lastHeading, at: r.lastPositionAt.toISOString() }
          : null,
      legs: sheetOf(row).legs,
    };
  });
  return {
    reference: ev.reference,
    title: ev.title,
    status: ev.status,
    dates: ev.dates,
    cars,
    runIds: rows.map((r) => r.b.id),
  };
}
