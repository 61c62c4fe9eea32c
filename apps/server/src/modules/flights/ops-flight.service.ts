import {
  AppErrorCode,
  buildFlightView,
  flightMessages,
  isFinalFlightState,
  parseTripTime,
  type FlightUpdateRequest,
  type OpsFlightResponse,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { writeAudit } from "../../lib/audit.ts";
import { AppError, badRequest, notFound } from "../../lib/errors.ts";
import { flightTrackingOf } from "../bookings/index.ts";
import { applyFlightChange, type FlightChange } from "./adjust.service.ts";
import { adoptFlights, bookingOf, findTracking, flightHistory } from "./tracking.repository.ts";

/** A booking's flight for the console, adopting it first when the tracking job has not yet (a just-paid booking). */
async function trackingFor(ctx: AppContext, bookingId: string) {
  const booking = await bookingOf(ctx.db, bookingId);
  if (!booking) throw notFound("Booking not found");
  let row = await findTracking(ctx.db, bookingId);
  if (!row) {
    await adoptFlights(ctx.db, { now: ctx.clock.now(), tracking: flightTrackingOf(ctx) });
    row = await findTracking(ctx.db, bookingId);
  }
  if (!row) throw badRequest(flightMessages.notAirportTransfer);
  return { booking, row };
}

/** GET /api/v1/ops/bookings/:id/flight: the flight, its history and the polling state. */
export async function opsFlight(ctx: AppContext, bookingId: string): Promise<OpsFlightResponse> {
  const { booking, row } = await trackingFor(ctx, bookingId);
  const history = await flightHistory(ctx.db, bookingId);
  return {
    success: true,
    message: "Flight fetched",
    data: {
      flight: buildFlightView({
        ...row,
        lastCheckedAt: row.lastCheckedAt,
        pickupAt: booking.pickupAt,
        freeCancellation: Boolean(booking.freeCancelReason) && ["pending", "confirmed"].includes(booking.status),
      }),
      updates: history.map(({ u, by }) => ({
        at: u.createdAt.toISOString(),
        source: u.source,
        state: u.state,
        expectedAt: u.expectedAt?.toISOString() ?? null,
        pickupBefore: u.pickupBefore?.toISOString() ?? null,
        pickupAfter: u.pickupAfter?.toISOString() ?? null,
        note: u.note,
        by,
      })),
      polls: row.polls,
      failures: row.failures,
      nextPollAt: row.nextPollAt?.toISOString() ?? null,
    },
  };
}

/**
 * POST /api/v1/ops/bookings/:id/flight: an operator records a new expected time, a landing or departure, a
 * cancellation or a diversion. The same adjustment as the provider's answers (applyFlightChange); audited.
 */
export async function recordFlightUpdate(
  ctx: AppContext,
  actor: { userId: string },
  bookingId: string,
  body: FlightUpdateRequest,
): Promise<OpsFlightResponse> {
  const { booking, row } = await trackingFor(ctx, bookingId);
  if (!["pending", "confirmed"].includes(booking.status))
    throw new AppError(409, flightMessages.bookingClosed, AppErrorCode.booking_closed);
  if (isFinalFlightState(row.state, row.direction))
    throw new AppError(409, flightMessages.flightFinal, AppErrorCode.flight_final);
  const time = body.time ? parseTripTime(body.time) : null;
  if (body.state === "landed" && row.direction !== "arrival") throw badRequest(flightMessages.stateRequired);
  if (body.state === "departed" && row.direction !== "departure") throw badRequest(flightMessages.stateRequired);
  const change: FlightChange =
    body.state === "expected"
      ? { state: row.state, estimatedAt: time, actualAt: null }
      : body.state === "landed" || body.state === "departed"
        ? { state: body.state, estimatedAt: null, actualAt: time }
        : { state: body.state, estimatedAt: null, actualAt: null };
  await ctx.db.transaction(async (tx) => {
    const r = await applyFlightChange(ctx, tx, {
      bookingId,
      source: "manual",
      change,
      actorUserId: actor.userId,
      note: body.note ?? null,
    });
    await writeAudit(
      tx,
      {
        actorUserId: actor.userId,
        action: "flight.update",
        entity: "booking",
        entityId: bookingId,
        before: { state: row.state, estimatedAt: row.estimatedAt, actualAt: row.actualAt, pickup: r?.pickupBefore },
        after: { state: change.state, time: time?.toISOString() ?? null, pickup: r?.pickupAfter },
        detail: body.note ? { note: body.note } : undefined,
      },
      ctx.clock.now(),
    );
  });
  const view = await opsFlight(ctx, bookingId);
  return { ...view, message: flightMessages.recorded };
}
