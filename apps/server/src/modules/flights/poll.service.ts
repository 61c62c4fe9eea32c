import { eq, sql } from "drizzle-orm";
import { FLIGHT_FAILURES_ALERT, flightNotices, nextFlightPoll } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { flightTracking } from "../../db/schema/index.ts";
import { FlightProviderError } from "../../adapters/flights/index.ts";
import { flightTrackingOf } from "../bookings/index.ts";
import { raiseAlert } from "../rides/index.ts";
import { applyFlightChange } from "./adjust.service.ts";
import { adoptFlights, bookingOf, dueFlights, lockTracking, type TrackingRow } from "./tracking.repository.ts";

/** Flights asked per run (the job runs every minute; a slot never runs long). */
export const FLIGHTS_PER_RUN = 50;

export interface PollSummary {
  adopted: number;
  polled: number;
  moved: number;
  failed: number;
}

/**
 * One run of the tracking job (decision record 011): adopt the new paid airport bookings, then ask the provider about
 * each flight due a poll. The provider is called outside any transaction; its answer goes through the one adjustment
 * (applyFlightChange). A failure (or an unknown flight) never moves a pickup: it is counted, and the third in a row
 * alerts the console once; polling goes on at the schedule's pace.
 */
export async function pollDueFlights(ctx: AppContext): Promise<PollSummary> {
  const now = ctx.clock.now();
  const adapter = ctx.adapters.flights;
  const adopted = await adoptFlights(ctx.db, { now, tracking: flightTrackingOf(ctx) });
  const summary: PollSummary = { adopted: adopted.length, polled: 0, moved: 0, failed: 0 };
  if (!adapter.tracks) return summary;
  for (const row of await dueFlights(ctx.db, now, FLIGHTS_PER_RUN)) {
    summary.polled++;
    try {
      const seen = await adapter.lookup({
        flightNumber: row.flightNumber,
        direction: row.direction,
        airportCode: row.airportCode,
        scheduledAt: row.scheduledAt,
      });
      if (!seen) throw new FlightProviderError("the provider knows no such flight that day");
      const r = await ctx.db.transaction(async (tx) => {
        await tx
          .update(flightTracking)
          .set({ polls: sql`${flightTracking.polls} + 1` })
          .where(eq(flightTracking.bookingId, row.bookingId));
        return applyFlightChange(ctx, tx, {
          bookingId: row.bookingId,
          source: "provider",
          change: { state: seen.state, estimatedAt: seen.estimatedAt, actualAt: seen.actualAt },
        });
      });
      if (r && r.pickupAfter.getTime() !== r.pickupBefore.getTime()) summary.moved++;
    } catch (err) {
      if (!(err instanceof FlightProviderError)) throw err;
      summary.failed++;
      await recordFailure(ctx, row, err.message);
    }
  }
  return summary;
}

async function recordFailure(ctx: AppContext, row: TrackingRow, message: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const current = await lockTracking(tx, row.bookingId);
    if (!current) return;
    const failures = current.failures + 1;
    const expectedAt = current.actualAt ?? current.estimatedAt ?? current.scheduledAt;
    const next = nextFlightPoll(now, { expectedAt, state: current.state, direction: current.direction });
    await tx
      .update(flightTracking)
      .set({
        failures,
        polls: current.polls + 1,
        lastError: message.slice(0, 300),
        lastCheckedAt: now,
        nextPollAt: next,
        stoppedReason: next ? null : "silent",
        updatedAt: now,
      })
      .where(eq(flightTracking.bookingId, row.bookingId));
    if (failures === FLIGHT_FAILURES_ALERT) {
      const b = await bookingOf(tx, row.bookingId);
      await raiseAlert(
        tx,
        {
          kind: "flight_unchecked",
          bookingId: row.bookingId,
          message: flightNotices.alertFailures({ reference: b?.reference ?? "", flight: row.flightNumber, failures }),
          detail: { lastError: message.slice(0, 300) },
        },
        now,
      );
    }
  });
}
