import { eq } from "drizzle-orm";
import {
  FLIGHT_CHANGE_NOTIFY_MIN,
  flightNotices,
  isFinalFlightState,
  meetTimeFor,
  nextFlightPoll,
  type FlightState,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { bookings, flightTracking, flightUpdates, rides } from "../../db/schema/index.ts";
import { carClashAfterMove, movePickup, offerFreeCancellation } from "../bookings/index.ts";
import { liveTopics, recordLiveEvent } from "../live/index.ts";
import { raiseAlert } from "../rides/index.ts";
import { announceDisruption, announcePickupMoved } from "./notify.ts";
import { bookingOf, lockTracking, type TrackingRow } from "./tracking.repository.ts";

/** What is now known of a flight: from the provider's answer, or from an operator. */
export interface FlightChange {
  state: FlightState;
  estimatedAt: Date | null;
  actualAt: Date | null;
}

/** One flight's news, from the provider or an operator (who, and their note, for the history). */
export interface FlightChangeInput {
  bookingId: string;
  source: "provider" | "manual";
  change: FlightChange;
  actorUserId?: string | null;
  note?: string | null;
}

export interface FlightChangeResult {
  /** the booking's pickup before and after (equal when it did not move) */
  pickupBefore: Date;
  pickupAfter: Date;
  /** rider, chauffeur and console were told (a move of 15 minutes or more, or a disruption) */
  announced: boolean;
  row: TrackingRow;
}

const MIN = 60_000;
type Booking = typeof bookings.$inferSelect;
/** Steps after which a pickup no longer moves: the rider is in the car. */
const RIDE_UNDER_WAY = new Set(["started", "completed", "no_show"]);

/**
 * The one adjustment a flight's news makes (decision record 011), for the provider's answers and an operator's
 * update alike, in one transaction:
 * - the tracking row takes the new state and times; a change is written to the history;
 * - an arrival's pickup follows the best known landing plus the buffer (actual, else estimated, else scheduled), and
 *   the car's hold moves with it; a hold that now overlaps another booking of that car alerts the console with a free
 *   car of the same class; the free-wait clock starts from the pickup, so from the actual landing plus the buffer;
 * - a move of FLIGHT_CHANGE_NOTIFY_MIN or more since the rider was last told is announced once (rider, chauffeur,
 *   console); a cancelled or diverted flight offers the rider free cancellation and alerts the console;
 * - the next poll follows the schedule (nextFlightPoll); a final state stops it.
 */
export async function applyFlightChange(
  ctx: AppContext,
  tx: Tx,
  input: FlightChangeInput,
): Promise<FlightChangeResult | null> {
  const now = ctx.clock.now();
  const row = await lockTracking(tx, input.bookingId);
  if (!row) return null;
  const booking = await bookingOf(tx, input.bookingId);
  if (!booking) return null;
  const c = input.change;
  const estimatedAt = c.estimatedAt ?? row.estimatedAt;
  const actualAt = c.actualAt ?? row.actualAt;
  const expected = actualAt ?? estimatedAt ?? row.scheduledAt;
  const changed =
    c.state !== row.state ||
    (estimatedAt?.getTime() ?? null) !== (row.estimatedAt?.getTime() ?? null) ||
    (actualAt?.getTime() ?? null) !== (row.actualAt?.getTime() ?? null);

  const [ride] = await tx.select({ step: rides.step }).from(rides).where(eq(rides.bookingId, booking.id));
  const open =
    (booking.status === "pending" || booking.status === "confirmed") && !RIDE_UNDER_WAY.has(ride?.step ?? "");
  const disrupted = c.state === "cancelled" || c.state === "diverted";
  let pickupAfter = booking.pickupAt;
  let announced = false;
  let notifiedPickup = row.notifiedPickup ?? booking.pickupAt;
  let current = booking;

  if (open && row.direction === "arrival" && !disrupted) {
    const f = await followLanding(ctx, tx, { row, booking, expected, notifiedPickup, now });
    ({ pickupAfter, current, notifiedPickup, announced } = f);
  }
  if (open && disrupted && row.state !== c.state) {
    await offerFreeCancellation(tx, booking.id, `flight_${c.state}`, now);
    await announceDisruption(ctx, tx, { booking: current, flight: row.flightNumber, state: c.state as "cancelled" });
    announced = true;
  }

  const next =
    row.tracking === "provider" && open
      ? nextFlightPoll(now, { expectedAt: expected, state: c.state, direction: row.direction })
      : null;
  const [updated] = await tx
    .update(flightTracking)
    .set({
      state: c.state,
      estimatedAt,
      actualAt,
      notifiedPickup,
      nextPollAt: next,
      stoppedReason: next
        ? null
        : isFinalFlightState(c.state, row.direction)
          ? c.state
          : row.tracking === "provider"
            ? open
              ? "silent"
              : "booking_closed"
            : null,
      updatedAt: now,
      ...(input.source === "provider" ? { lastCheckedAt: now, failures: 0, lastError: null } : {}),
    })
    .where(eq(flightTracking.bookingId, booking.id))
    .returning();

  if (updated?.stoppedReason === "silent" && row.stoppedReason !== "silent")
    await raiseAlert(
      tx,
      {
        kind: "flight_unchecked",
        bookingId: booking.id,
        message: flightNotices.alertSilent({ reference: booking.reference, flight: row.flightNumber }),
      },
      now,
    );
  if (changed || input.source === "manual") await recordHistory(tx, { input, booking, expected, pickupAfter, now });
  return { pickupBefore: booking.pickupAt, pickupAfter, announced, row: updated! };
}

/** An arrival's pickup follows the landing; the hold moves with it; a move of 15 minutes or more is announced. */
async function followLanding(
  ctx: AppContext,
  tx: Tx,
  p: { row: TrackingRow; booking: Booking; expected: Date; notifiedPickup: Date; now: Date },
) {
  const { row, booking, expected, now } = p;
  let pickupAfter = booking.pickupAt;
  let current = booking;
  let notifiedPickup = p.notifiedPickup;
  let announced = false;
  const target = meetTimeFor(expected, row.international);
  if (target.getTime() !== booking.pickupAt.getTime()) {
    const moved = await movePickup(tx, booking.id, target, now);
    if (moved) {
      pickupAfter = moved.after;
      current = moved.booking;
      await alertClash(tx, current, now);
    }
  }
  if (Math.abs(pickupAfter.getTime() - notifiedPickup.getTime()) >= FLIGHT_CHANGE_NOTIFY_MIN * MIN) {
    await announcePickupMoved(ctx, tx, {
      booking: current,
      flight: row.flightNumber,
      landing: expected,
      before: notifiedPickup,
      after: pickupAfter,
    });
    notifiedPickup = pickupAfter;
    announced = true;
  }
  return { pickupAfter, current, notifiedPickup, announced };
}

/** A moved hold that overlaps another booking of the same car: the console is told, with a free car of that class. */
async function alertClash(tx: Tx, b: Booking, now: Date) {
  const clash = await carClashAfterMove(tx, b, now);
  if (!clash) return;
  await raiseAlert(
    tx,
    {
      kind: "hold_clash",
      bookingId: b.id,
      message: flightNotices.alertClash({
        reference: b.reference,
        plate: clash.plate,
        other: clash.other,
        suggestion: clash.suggestion ? `${clash.suggestion.plate} (${clash.suggestion.model})` : null,
      }),
      detail: { other: clash.other, suggestedCarId: clash.suggestion?.id ?? null },
    },
    now,
  );
}

/** The history row and the live events (the rider's booking, the console) of a change. */
async function recordHistory(
  tx: Tx,
  p: {
    input: FlightChangeInput;
    booking: Booking;
    expected: Date;
    pickupAfter: Date;
    now: Date;
  },
) {
  const { input, booking, pickupAfter } = p;
  await tx.insert(flightUpdates).values({
    bookingId: booking.id,
    source: input.source,
    state: input.change.state,
    expectedAt: p.expected,
    pickupBefore: booking.pickupAt,
    pickupAfter,
    note: input.note || null,
    actorUserId: input.actorUserId ?? null,
    createdAt: p.now,
  });
  const data = { bookingId: booking.id, state: input.change.state, pickupAt: pickupAfter.toISOString() };
  await recordLiveEvent(tx, { topic: liveTopics.booking(booking.id), kind: "flight", data });
  await recordLiveEvent(tx, { topic: liveTopics.ops, kind: "flight", data });
}
