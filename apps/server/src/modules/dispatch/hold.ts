import { eq } from "drizzle-orm";
import { DISPATCH_HOLD_TEXTS, type DispatchHold, type DispatchHoldCode } from "@chauffeur/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { bookings, dispatchSettings, flightTracking } from "../../db/schema/index.ts";

type Booking = typeof bookings.$inferSelect;

/** A flight-tracked pickup this close is left to a person: the landing may still move it. */
export const FLIGHT_SOON_MS = 2 * 3600_000;

export const holdOf = (code: DispatchHoldCode, now: Date, detail?: string): DispatchHold => ({
  code,
  message: detail ? `${DISPATCH_HOLD_TEXTS[code]}: ${detail}` : DISPATCH_HOLD_TEXTS[code],
  at: now.toISOString(),
});

interface AddOnsJson {
  childSeat?: boolean;
  pets?: { dogs?: boolean; cats?: boolean };
  bookForOther?: { isBooking?: boolean; otherGuestInfo?: string };
}

/**
 * Why a paid booking needs a person rather than the allocator (README "Instant confirmation"), or null: auto-confirm
 * off for its service; a car of an event (assigned from the event's page); something the rider wrote for us to read
 * (the guest's details when booking for someone else); a child seat to fit; a pet on board; a flight-tracked pickup
 * within 2 hours; an operator who undid the allocator's choice.
 */
export async function needsPerson(db: DbOrTx, b: Booking, now: Date): Promise<DispatchHold | null> {
  if (b.dispatchHold?.code === "undone") return b.dispatchHold as DispatchHold;
  if (b.eventId) return holdOf("event", now);
  const addOns = (b.addOns ?? {}) as AddOnsJson;
  const note = addOns.bookForOther?.isBooking ? (addOns.bookForOther.otherGuestInfo ?? "").trim() : "";
  if (note) return holdOf("rider_note", now);
  if (addOns.childSeat) return holdOf("child_seat", now);
  if (addOns.pets?.dogs || addOns.pets?.cats) return holdOf("pets", now);
  if (b.pickupAt.getTime() - now.getTime() < FLIGHT_SOON_MS) {
    const [tracked] = await db
      .select({ id: flightTracking.bookingId })
      .from(flightTracking)
      .where(eq(flightTracking.bookingId, b.id));
    if (tracked) return holdOf("flight_soon", now);
  }
  if (!(await autoConfirmOn(db, b.service))) return holdOf("auto_confirm_off", now);
  return null;
}

export async function autoConfirmOn(db: DbOrTx, service: string): Promise<boolean> {
  const [row] = await db
    .select({ on: dispatchSettings.autoConfirm })
    .from(dispatchSettings)
    .where(eq(dispatchSettings.service, service));
  return row?.on ?? false;
}
