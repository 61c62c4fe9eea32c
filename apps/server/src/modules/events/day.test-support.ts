import { randomUUID } from "node:crypto";
import { and, asc, eq, like, ne, sql } from "drizzle-orm";
import { TIME_ZONE, type EventLine } from "@chauffeur/contracts";
import type { TestApp } from "../../../test/helpers.ts";
import { bookings, cars, eventPartnerCars, outboxMessages } from "../../db/schema/index.ts";
import { syncEventRuns } from "./runs.service.ts";
import { insertEventWithQuote } from "./test-support.ts";

/**
 * Test data for the day of an event (integration tests only): a paid event with an accepted quote and its runs,
 * partner cars recorded as the console records them (an event_partner_cars row and a cars row of the event, never
 * active), and the coordinator's token read back from the SMS that carried it.
 */

/** The Asia/Kolkata calendar date `days` after the test clock's now. */
export const kolkataDate = (t: TestApp, days: number) =>
  new Date(t.clock.now().getTime() + days * 86_400_000).toLocaleDateString("en-CA", { timeZone: TIME_ZONE });

/** A car line of `cars` cars of a class on the dates, 10:00–14:00 unless told. */
export const carsLine = (
  vehicleClass: string,
  cars: number,
  dates: string[],
  times: { start?: string; end?: string; note?: string } = {},
): EventLine => ({
  kind: "cars",
  vehicleClass: vehicleClass as never,
  cars,
  dates,
  start: times.start ?? "10:00",
  end: times.end ?? "14:00",
  basis: "hours",
  ...(times.note ? { note: times.note } : {}),
});

/** A paid event (deposit_paid, quote accepted) with its runs synced; the client's phone is unique. */
export async function paidEventWithRuns(
  t: TestApp,
  o: { dates: string[]; lines: EventLine[]; clientPhone?: string; clientUserId?: string | null },
) {
  const clientPhone = o.clientPhone ?? `+918${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const ev = await insertEventWithQuote(t.app.ctx, {
    status: "deposit_paid",
    quoteStatus: "accepted",
    dates: o.dates,
    lines: o.lines,
    clientPhone,
    clientUserId: o.clientUserId ?? null,
  });
  const synced = await t.database.db.transaction((tx) =>
    syncEventRuns(t.app.ctx, tx, { eventId: ev.eventId, now: t.clock.now() }),
  );
  return { ...ev, clientPhone, synced };
}

/** The event's runs not cancelled, by time, line and car (as the console lists them). */
export const runsOf = (t: TestApp, eventId: string) =>
  t.database.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), ne(bookings.status, "cancelled")))
    .orderBy(
      asc(bookings.pickupAt),
      asc(sql`(${bookings.eventRun}->>'lineIndex')::int`),
      asc(sql`(${bookings.eventRun}->>'carIndex')::int`),
    );

/** A partner owner's car recorded on the event: the owner's row and a cars row of the event (never active). */
export async function insertPartnerCar(t: TestApp, eventId: string, vehicleClass: string) {
  const plate = `OD33P${randomUUID().slice(0, 5).toUpperCase()}`;
  const [car] = await t.database.db
    .insert(cars)
    .values({
      vehicleClass,
      model: "Partner Mercedes S-Class",
      plate,
      seats: 3,
      luggage: 2,
      colour: "Black",
      active: false,
      eventId,
    })
    .returning();
  await t.database.db.insert(eventPartnerCars).values({
    eventId,
    ownerName: "Ramesh Patnaik",
    ownerPhone: "+919437000111",
    plate,
    vehicleClass,
    costPaise: 8_000_00,
    carId: car.id,
  });
  return car;
}

/** The coordinator's token, read from the SMS that carried its link. */
export async function coordinatorToken(t: TestApp, phone: string) {
  const [m] = await t.database.db
    .select({ text: outboxMessages.text })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, phone), like(outboxMessages.text, "%/events/live/%")));
  const token = m?.text?.match(/\/events\/live\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no event page link sent to ${phone}`);
  return token;
}
