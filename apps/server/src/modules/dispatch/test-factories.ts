// Test-only helpers for the dispatch integration tests (imported by *.int.test.ts, never by the app).
import { eq, sql } from "drizzle-orm";
import type { TestApp } from "../../../test/helpers.ts";
import { uniquePhone } from "../../../test/factories.ts";
import { bookings, chauffeurs, chauffeurWorkHours, dispatchSettings } from "../../db/schema/index.ts";

/** A chauffeur who works every day, all day (the allocator's other rules stay in force). */
export async function chauffeurOnDuty(t: TestApp, name: string) {
  const [ch] = await t.database.db
    .insert(chauffeurs)
    .values({ name, phone: uniquePhone(), licenceNumber: "OD0220190012345", licenceExpiry: "2035-12-31" })
    .returning();
  for (let weekday = 0; weekday < 7; weekday++)
    await t.database.db
      .insert(chauffeurWorkHours)
      .values({ chauffeurId: ch.id, weekday, starts: "00:00", ends: "24:00" });
  return ch;
}

export async function setAutoConfirm(t: TestApp, service: string, on: boolean) {
  await t.database.db.update(dispatchSettings).set({ autoConfirm: on }).where(eq(dispatchSettings.service, service));
}

/** Only `keep` cars of the class stay active (the seed has four sedans): the tests decide the fleet. */
export async function onlyCars(t: TestApp, vehicleClass: string, keep: number) {
  await t.database.db.execute(sql`UPDATE cars SET active = (id IN (
    SELECT id FROM cars WHERE class_code = ${vehicleClass} ORDER BY plate LIMIT ${keep})) WHERE class_code = ${vehicleClass}`);
}

/** Waits (never sleeps a fixed time) until the booking is confirmed or marked as waiting for a person. */
export async function settled(t: TestApp, id: string, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [b] = await t.database.db.select().from(bookings).where(eq(bookings.id, id));
    if (b && (b.status !== "pending" || b.dispatchHold)) return b;
    if (Date.now() > until) throw new Error(`booking ${id} was neither confirmed nor held in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
