import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { bookings, cars, chauffeurs, tariffs } from "../../db/schema/index.ts";
import type { Db } from "../../db/client.ts";
import { TARIFF_V1 } from "../../db/seed/tariff.v1.ts";
import { insertCapturedPayment } from "../../../test/factories.ts";

/**
 * Test rows for the operations console: bookings as the checkout would leave them (quote optional), a tariff
 * version when none exists yet, chauffeurs and cars. Used by the ops integration tests only.
 */
export async function ensureTariffVersion(db: Db): Promise<number> {
  const [t] = await db.select({ version: tariffs.version }).from(tariffs).orderBy(desc(tariffs.version)).limit(1);
  if (t) return t.version;
  await db
    .insert(tariffs)
    .values({
      version: 1,
      data: TARIFF_V1,
      note: "test tariff",
    })
    .onConflictDoNothing();
  return 1;
}

let seq = 0;
export interface BookingOpts {
  userId: string;
  carType?: string;
  status?: (typeof bookings.$inferInsert)["status"];
  paymentStatus?: (typeof bookings.$inferInsert)["paymentStatus"];
  start?: Date;
  hours?: number;
  amountPaise?: number;
  carId?: string | null;
  chauffeurId?: string | null;
  /** adds a captured payment row (the paid bookings of the queue) */
  withPayment?: boolean;
}

export async function createTestBooking(db: Db, o: BookingOpts) {
  const version = await ensureTariffVersion(db);
  const start = o.start ?? new Date(Date.now() + 24 * 3600_000);
  const end = new Date(start.getTime() + (o.hours ?? 3) * 3600_000);
  const holdUntil = new Date(end.getTime() + 30 * 60_000);
  const paid = (o.paymentStatus ?? "paid") === "paid";
  const [b] = await db
    .insert(bookings)
    .values({
      reference: `SLX-T${Date.now().toString(36).toUpperCase()}${(seq++).toString(36).toUpperCase()}${randomUUID().slice(0, 4).toUpperCase()}`,
      userId: o.userId,
      service: "hourly-rental",
      vehicleClass: o.carType ?? "sedan",
      status: o.status ?? "pending",
      paymentStatus: o.paymentStatus ?? "paid",
      trip: {
        pickUp: { address: "Biju Patnaik International Airport, Bhubaneswar" },
        dropOff: { address: "Mayfair Lagoon, Jaydev Vihar, Bhubaneswar" },
        stops: [{ address: "Esplanade One Mall" }],
        hours: o.hours ?? 3,
        passengerCount: 2,
        luggageCount: 2,
      },
      route: { distanceKm: 14, durationMin: 35, source: "test" },
      addOns: {
        placard: { required: true, text: "Welcome Ms. Mohanty" },
        pets: { dogs: false, cats: false },
        childSeat: true,
        bookForOther: { isBooking: false, otherGuestInfo: "" },
        airportToll: false,
      },
      breakdown: [{ label: "Hourly rental, 3 hours", paise: o.amountPaise ?? 225000 }],
      amountPaise: o.amountPaise ?? 225000,
      tariffVersion: version,
      pickupAt: start,
      endTime: end,
      holdUntil,
      carId: o.carId ?? null,
      chauffeurId: o.chauffeurId ?? null,
    })
    .returning();
  if (o.withPayment ?? paid) await insertCapturedPayment(db, b);
  return b;
}

export async function createTestChauffeur(db: Db, o: Partial<typeof chauffeurs.$inferInsert> = {}) {
  const [c] = await db
    .insert(chauffeurs)
    .values({
      name: o.name ?? `Chauffeur ${randomUUID().slice(0, 4)}`,
      phone: o.phone ?? `+918${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`,
      licenceNumber: o.licenceNumber ?? "OD0220190012345",
      licenceExpiry: o.licenceExpiry ?? "2035-12-31",
      active: o.active ?? true,
    })
    .returning();
  return c;
}

export async function carsOfClass(db: Db, vehicleClass: string) {
  return db.select().from(cars).where(eq(cars.vehicleClass, vehicleClass)).orderBy(cars.plate);
}
