import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { RideStep } from "@chauffeur/contracts";
import { bookings, cars, chauffeurs, rides, sessions, tariffs, users } from "../../db/schema/index.ts";
import { randomToken, sha256Hex } from "../../lib/crypto.ts";
import type { TestApp } from "../../../test/helpers.ts";
import { createSignedInUser, insertCapturedPayment } from "../../../test/factories.ts";

/**
 * Test rows for the day of the ride (usable by every rides test): a confirmed booking with its own chauffeur and car
 * and a ride with a known Ride PIN, the rider signed in, and the chauffeur signed in to the chauffeur app. Rows are
 * written directly (the console's confirmation is tested in steps.int.test.ts); each fixture has its own car, so
 * fixtures never clash with each other or with a test's own assignments.
 */
export const PICKUP = { address: "Biju Patnaik International Airport, Bhubaneswar", lat: 20.2444, lng: 85.8178 };
export const DROP_OFF = { address: "Mayfair Lagoon, Jaydev Vihar, Bhubaneswar", lat: 20.3036, lng: 85.8186 };

let plates = 0;
const uniq = () =>
  `${Date.now().toString(36).slice(-4)}${(plates++).toString(36)}${randomUUID().slice(0, 4)}`.toUpperCase();

/** A car of its own for a test (the seeded fleet is shared by the tests of one file). */
export async function createTestCar(t: TestApp, o: { vehicleClass?: string; colour?: string; model?: string } = {}) {
  const n = uniq();
  const [car] = await t.database.db
    .insert(cars)
    .values({
      vehicleClass: o.vehicleClass ?? "sedan",
      model: o.model ?? "Toyota Camry Hybrid",
      plate: `OD02T${n}`,
      seats: 4,
      luggage: 3,
      colour: o.colour ?? "Pearl White",
    })
    .returning();
  return car;
}

/** A chauffeur as operations add one in the console (active, licence valid). */
export async function createTestChauffeur(t: TestApp, o: { name?: string; phone?: string; active?: boolean } = {}) {
  const [c] = await t.database.db
    .insert(chauffeurs)
    .values({
      name: o.name ?? "Bikash Sahoo",
      phone: o.phone ?? `+917${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`,
      licenceNumber: "OD0220190012345",
      licenceExpiry: "2035-12-31",
      active: o.active ?? true,
    })
    .returning();
  return c;
}

/** A paid booking (with its captured payment) as the checkout leaves it, at the given status, chauffeur and car. */
async function insertBooking(
  t: TestApp,
  o: {
    userId: string;
    start: Date;
    hours: number;
    service: string;
    status: BookingStatus;
    carId: string;
    chauffeurId: string;
    trip?: Record<string, unknown>;
  },
) {
  const db = t.database.db;
  const [tariff] = await db.select({ version: tariffs.version }).from(tariffs).orderBy(desc(tariffs.version)).limit(1);
  const end = new Date(o.start.getTime() + o.hours * 3600_000);
  const [b] = await db
    .insert(bookings)
    .values({
      reference: `SLX-R${uniq()}`,
      userId: o.userId,
      service: o.service,
      vehicleClass: "sedan",
      status: o.status,
      paymentStatus: "paid",
      trip: {
        pickUp: PICKUP,
        dropOff: DROP_OFF,
        stops: [],
        hours: o.hours,
        passengerCount: 2,
        luggageCount: 2,
        startTime: o.start.toISOString(),
        ...o.trip,
      },
      route: { distanceKm: 8, durationMin: 22, source: "test" },
      addOns: {},
      breakdown: [{ label: `Hourly rental, ${o.hours} hours`, paise: 225000 }],
      amountPaise: 225000,
      tariffVersion: tariff!.version,
      pickupAt: o.start,
      endTime: end,
      holdUntil: new Date(end.getTime() + 60 * 60_000),
      carId: o.carId,
      chauffeurId: o.chauffeurId,
    })
    .returning();
  await insertCapturedPayment(db, b, t.clock.now());
  return b;
}

/** A chauffeur's sign-in as the first OTP sign-in leaves it: a users row of role 'chauffeur' and a session. */
export async function signInChauffeur(t: TestApp, chauffeur: { id: string; name: string }) {
  const db = t.database.db;
  const [existing] = await db
    .select({ userId: chauffeurs.userId })
    .from(chauffeurs)
    .where(eq(chauffeurs.id, chauffeur.id));
  let userId = existing?.userId ?? null;
  if (!userId) {
    const [u] = await db
      .insert(users)
      .values({ name: chauffeur.name, role: "chauffeur", status: "active", phone: null, email: null })
      .returning({ id: users.id });
    userId = u.id;
    await db.update(chauffeurs).set({ userId }).where(eq(chauffeurs.id, chauffeur.id));
  }
  const token = randomToken(32);
  const now = t.clock.now();
  await db.insert(sessions).values({
    id: sha256Hex(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 30 * 24 * 3600_000),
  });
  return { userId, cookie: `sid=${token}` };
}

export interface RideFixtureOptions {
  /** pickup time (default: two hours from the test clock's now) */
  start?: Date;
  hours?: number;
  service?: string;
  /** the ride's step and the booking's status that goes with it (default 'assigned', confirmed) */
  step?: RideStep;
  pin?: string;
  riderName?: string;
  chauffeurName?: string;
  /** fields merged into the stored trip (e.g. an airport transfer's transferType, flightNumber, flightTime) */
  trip?: Record<string, unknown>;
  /** the car (default: a new sedan) */
  car?: Awaited<ReturnType<typeof createTestCar>>;
  /** an existing chauffeur (and their session) instead of a new one */
  chauffeur?: { id: string; name: string; phone: string; cookie: string; userId: string };
}

type BookingStatus = (typeof bookings.$inferInsert)["status"] & string;
const statusOfStep = (step: RideStep): BookingStatus =>
  step === "started" ? "ongoing" : step === "completed" ? "completed" : step === "no_show" ? "cancelled" : "confirmed";

/**
 * A confirmed booking with a chauffeur, a car and a ride (PIN known), the rider's session and the chauffeur's session.
 * Step times before the requested step are filled in one minute apart, ending at the test clock's now.
 */
export async function createRideFixture(t: TestApp, o: RideFixtureOptions = {}) {
  const db = t.database.db;
  const now = t.clock.now();
  const rider = await createSignedInUser(t, { name: o.riderName ?? "Priya Mohanty" });
  const car = o.car ?? (await createTestCar(t));
  const chauffeur =
    o.chauffeur ??
    (await (async () => {
      const ch = await createTestChauffeur(t, { name: o.chauffeurName });
      return { id: ch.id, name: ch.name, phone: ch.phone, ...(await signInChauffeur(t, ch)) };
    })());
  const step = o.step ?? "assigned";
  const booking = await insertBooking(t, {
    userId: rider.userId,
    start: o.start ?? new Date(now.getTime() + 2 * 3600_000),
    hours: o.hours ?? 3,
    service: o.service ?? "hourly-rental",
    status: statusOfStep(step),
    carId: car.id,
    chauffeurId: chauffeur.id,
    trip: o.trip,
  });
  const order: RideStep[] = ["on_my_way", "arrived", "started", "completed"];
  const reached = step === "no_show" ? 2 : order.indexOf(step) + 1;
  const at = (i: number) => (i < reached ? new Date(now.getTime() - (reached - i) * 60_000) : null);
  const pin = o.pin ?? "4827";
  const [ride] = await db
    .insert(rides)
    .values({
      bookingId: booking.id,
      pin,
      step,
      onMyWayAt: at(0),
      arrivedAt: at(1),
      startedAt: step === "no_show" ? null : at(2),
      completedAt: step === "no_show" ? null : at(3),
      noShowAt: step === "no_show" ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { rider, chauffeur, car, booking, ride, pin };
}
export type RideFixture = Awaited<ReturnType<typeof createRideFixture>>;
export { frozenClock } from "./board.test-support.ts";
// a stream of the real server over HTTP, for other modules' tests of their own streams (events: the coordinator's page)
export { listenOnce, openStream } from "./rider-sse.test-support.ts";

/** The stored trip of a domestic airport arrival on flight 6E 2341 landing at `landing` (decision record 011). */
export const airportArrivalTrip = (landing: Date) => ({
  service: "airport-transfer",
  transferType: "airport-to-city",
  airportCode: "BBI",
  flightNumber: "6E 2341",
  flightTime: landing.toISOString(),
  international: false,
});

/** A paid booking waiting for operations to confirm it: a ride fixture without its chauffeur, car and ride. */
export async function createPendingFixture(t: TestApp) {
  const f = await createRideFixture(t);
  await t.database.db.delete(rides).where(eq(rides.bookingId, f.booking.id));
  await t.database.db
    .update(bookings)
    .set({ status: "pending", chauffeurId: null, carId: null })
    .where(eq(bookings.id, f.booking.id));
  return f;
}
