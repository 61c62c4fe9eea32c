import { and, eq, inArray, sql } from "drizzle-orm";
import { bookings, events } from "../../db/schema/index.ts";
import type { RideStepListener } from "../rides/index.ts";
import { transitionEvent } from "./lifecycle.ts";

/** The statuses from which an event's first started run moves it 'in progress' (EVENT_TRANSITIONS). */
const PAID = ["deposit_paid", "fully_paid"];

/**
 * A run's step moves its event (README "Weddings and events"): the first run started moves the event 'in progress';
 * when no run remains to be driven (pending, confirmed or ongoing), the event is 'completed'. Called by the rides
 * module in the step's transaction (rides/step-events.ts).
 */
export const eventRunStepped: RideStepListener = async (_ctx, tx, { booking, step, now }) => {
  if (!booking.eventId) return;
  const [ev] = await tx.select({ status: events.status }).from(events).where(eq(events.id, booking.eventId));
  if (!ev) return;
  if (step === "started" && PAID.includes(ev.status))
    await transitionEvent(tx, { eventId: booking.eventId, to: "in_progress", by: "chauffeur", now });
  if ((step === "completed" || step === "no_show") && ev.status === "in_progress") {
    const [open] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .where(and(eq(bookings.eventId, booking.eventId), inArray(bookings.status, ["pending", "confirmed", "ongoing"])));
    if (Number(open?.n ?? 0) === 0)
      await transitionEvent(tx, { eventId: booking.eventId, to: "completed", by: "chauffeur", now });
  }
};
