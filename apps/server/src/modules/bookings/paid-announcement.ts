import { eq } from "drizzle-orm";
import type { PaidBookingEvent } from "@chauffeur/contracts";
import type { Tx } from "../../db/client.ts";
import { bookings } from "../../db/schema/index.ts";
import { liveTopics, recordLiveEvent } from "../live/index.ts";

/**
 * A paid booking enters the console's queue: the `paid` event on the operations stream, stored in the capture's
 * transaction (announced at commit, like every stored live event; decision record 010), so every open console rings
 * once and refreshes its queue (README "Operations console").
 */
export async function announcePaidBooking(tx: Tx, e: { bookingId: string; amountPaise: number; now: Date }) {
  const [b] = await tx
    .select({
      reference: bookings.reference,
      service: bookings.service,
      vehicleClass: bookings.vehicleClass,
      pickupAt: bookings.pickupAt,
    })
    .from(bookings)
    .where(eq(bookings.id, e.bookingId));
  if (!b) return;
  const data: PaidBookingEvent = {
    bookingId: e.bookingId,
    reference: b.reference,
    service: b.service,
    vehicleClass: b.vehicleClass,
    startTime: b.pickupAt.toISOString(),
    amountPaise: e.amountPaise,
    paidAt: e.now.toISOString(),
  };
  await recordLiveEvent(tx, { topic: liveTopics.ops, kind: "paid", data });
}

/**
 * A booking's times moved (a flight, a reschedule, an extension) or its car and chauffeur were freed (a cancellation):
 * the `dispatch` event on the operations stream, stored in the change's transaction and announced at commit, so the
 * allocator (modules/dispatch) checks the assignment again or fills the gap (README "Instant confirmation").
 */
export async function announceDispatchChange(tx: Tx, e: { bookingId: string; change: "times" | "freed" }) {
  await recordLiveEvent(tx, { topic: liveTopics.ops, kind: "dispatch", data: e });
}
