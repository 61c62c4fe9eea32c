import { eq } from "drizzle-orm";
import {
  DRIVER_TRANSITIONS,
  NO_SHOW_WAIT_MIN,
  RIDE_PIN_MAX_FAILURES,
  stepsOpenAt,
  isAirportArrival,
  noShowAllowedFrom,
  opsMessages,
  rideMessages,
  type DriverAction,
  type RideStep,
} from "@chauffeur/contracts";
import { formatDateTime } from "@chauffeur/contracts/i18n/format";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { rides } from "../../db/schema/index.ts";
import { BOOKING_MACHINE, transitionBooking } from "../bookings/index.ts";
import { AppError, conflict } from "../../lib/errors.ts";
import { safeEqual } from "../../lib/crypto.ts";
import { liveTopics, recordLiveEvent } from "../live/index.ts";
import { settleExtras } from "./extras.service.ts";
import { ensureRide, noShowFrom, type BookingRow, type RideRow } from "./ride.repository.ts";
import { notifyStep } from "./ride-notify.ts";
import { rideStepped } from "./step-events.ts";

/**
 * The ride's steps (decision record 010): one function applies every step, whoever asks, so the rules live in one
 * place. The chauffeur's buttons follow DRIVER_TRANSITIONS strictly (the Ride PIN guards 'Start trip'); the console's
 * start, complete and no-show come through here too, may skip the chauffeur's intermediate steps (an office start
 * needs no PIN: the operator is the guard) and keep the console's booking-status rules and messages.
 */
export type StepActor =
  { kind: "chauffeur"; userId: string; chauffeurId: string } | { kind: "operator"; userId: string };

/** The steps an operator's console action may start from. */
const OPERATOR_FROM: Record<DriverAction, readonly RideStep[]> = {
  "on-my-way": ["assigned"],
  arrived: ["on_my_way"],
  start: ["assigned", "on_my_way", "arrived"],
  complete: ["started"],
  "no-show": ["assigned", "on_my_way", "arrived"],
};
/**
 * The booking statuses each action needs, read from the booking's machine (bookings/lifecycle/machine.ts): the steps
 * before the start need a booking that may still start.
 */
const needsStatus = (a: DriverAction): readonly BookingRow["status"][] =>
  a === "on-my-way" || a === "arrived" ? BOOKING_MACHINE.start.from : BOOKING_MACHINE[a].from;
const TIME_OF: Partial<Record<RideStep, "onMyWayAt" | "arrivedAt" | "startedAt" | "completedAt" | "noShowAt">> = {
  on_my_way: "onMyWayAt",
  arrived: "arrivedAt",
  started: "startedAt",
  completed: "completedAt",
  no_show: "noShowAt",
};

export interface StepInput {
  action: DriverAction;
  /** the rider's Ride PIN ('Start trip' by the chauffeur) */
  pin?: string;
  /** an ETA already measured for the message (on my way, from the position sent with the step) */
  etaMinutes?: number | null;
  /** the console's audit detail (a no-show's note) */
  detail?: Record<string, unknown> | null;
}
export type StepOutcome =
  | { ok: true; booking: BookingRow; ride: RideRow; before: { step: RideStep; status: BookingRow["status"] } }
  | { ok: false; ride: RideRow; failures: number; locked: boolean };

/** A button pressed at the wrong step: its English message names the button and the steps (the chauffeur's routes translate it). */
export class IllegalStepError extends AppError {
  constructor(
    readonly action: DriverAction,
    readonly step: RideStep,
  ) {
    super(409, rideMessages.illegalStep(action, step), "ride_step_illegal");
  }
}
/** A step before the trip's window opens (README "The day of the ride"): the message says when it opens. */
export class StepsNotYetError extends AppError {
  constructor(readonly opensAt: Date) {
    super(409, rideMessages.stepsNotYet(formatDateTime(opensAt)), "ride_step_too_early");
  }
}
export const illegalStep = (action: DriverAction, step: RideStep) => new IllegalStepError(action, step);
/** A wrong Ride PIN: the message says how many tries remain before the start locks. */
export class WrongPinError extends AppError {
  constructor(readonly triesLeft: number) {
    super(409, `${rideMessages.wrongPin} ${rideMessages.pinTriesLeft(triesLeft)}`, "ride_pin_wrong");
  }
}
export const pinError = (locked: boolean, failures = 0) =>
  locked
    ? new AppError(409, rideMessages.pinLocked, "ride_pin_locked")
    : new WrongPinError(Math.max(RIDE_PIN_MAX_FAILURES - failures, 1));

/** Checks the Ride PIN; a wrong one is counted (the caller commits the count, then answers the refusal). */
async function checkPin(tx: Tx, ride: RideRow, pin: string | undefined, now: Date): Promise<StepOutcome | null> {
  if (ride.pinFailures >= RIDE_PIN_MAX_FAILURES) throw pinError(true);
  if (pin !== undefined && safeEqual(pin, ride.pin)) return null;
  const [after] = await tx
    .update(rides)
    .set({ pinFailures: ride.pinFailures + 1, updatedAt: now })
    .where(eq(rides.bookingId, ride.bookingId))
    .returning();
  return { ok: false, ride: after, failures: after.pinFailures, locked: after.pinFailures >= RIDE_PIN_MAX_FAILURES };
}

function checkNoShowTime(b: BookingRow, ride: RideRow, actor: StepActor, now: Date) {
  const from =
    actor.kind === "chauffeur" ? noShowFrom(ride, b.pickupAt) : noShowAllowedFrom(b.pickupAt, ride.arrivedAt);
  if (!from || now.getTime() < from.getTime())
    throw conflict(
      actor.kind === "chauffeur" ? rideMessages.noShowTooEarly : opsMessages.noShowTooEarly(NO_SHOW_WAIT_MIN),
    );
}

/** The booking's side of a step: start → ongoing, complete → completed, no-show → cancelled with the full fare kept. */
const BOOKING_EVENT_OF: Partial<Record<RideStep, "start" | "complete" | "no-show">> = {
  started: "start",
  completed: "complete",
  no_show: "no-show",
};
/** Whether a step moves the booking (its audit row is then the transition's, written in moveBooking). */
export const stepMovesBooking = (action: DriverAction) => DRIVER_TRANSITIONS[action].to in BOOKING_EVENT_OF;
const noShowColumns = (b: BookingRow, now: Date) => ({
  cancelledAt: now,
  cancelReason: `No-show: rider not at pickup after a ${NO_SHOW_WAIT_MIN}-minute wait`,
  cancellationFeePaise: b.amountPaise,
});

/**
 * Moves the booking through its machine (bookings/lifecycle/transition.ts) when the step changes its status. The
 * audit row is the actor's: the console's `booking.<action>` with the booking's snapshot, the chauffeur's
 * `ride.<action>` with the step and status before and after.
 */
async function moveBooking(tx: Tx, b: BookingRow, ride: { from: RideStep; to: RideStep }, m: StepMove) {
  const event = BOOKING_EVENT_OF[ride.to];
  if (!event) return b;
  const chauffeur = m.actor.kind === "chauffeur";
  const action = m.action;
  const to = event === "start" ? "ongoing" : event === "complete" ? "completed" : "cancelled";
  return transitionBooking(tx, {
    booking: b,
    event,
    actor: { kind: m.actor.kind, userId: m.actor.userId },
    now: m.now,
    set: event === "no-show" ? noShowColumns(b, m.now) : {},
    audit: chauffeur
      ? {
          action: `ride.${action}`,
          before: { step: ride.from, status: b.status },
          after: { step: ride.to, status: to },
        }
      : { detail: m.detail ?? null },
  });
}
type StepMove = { actor: StepActor; action: DriverAction; now: Date; detail?: Record<string, unknown> | null };

/**
 * Stores the step event for the rider's page, the chauffeur's app and the console (announced at commit); an
 * assignment tells the chauffeur's list with a `trips` event instead (ride-assign.service.ts).
 */
export async function announceStep(
  tx: Tx,
  b: Pick<BookingRow, "id" | "chauffeurId">,
  step: RideStep,
  at: Date,
  toChauffeur = true,
) {
  const data = { bookingId: b.id, step, at: at.toISOString() };
  await recordLiveEvent(tx, { topic: liveTopics.booking(b.id), kind: "step", data });
  if (b.chauffeurId && toChauffeur)
    await recordLiveEvent(tx, { topic: liveTopics.chauffeur(b.chauffeurId), kind: "step", data });
  await recordLiveEvent(tx, { topic: liveTopics.ops, kind: "step", data });
}

/**
 * Applies one step to a booking the caller has locked (FOR UPDATE) in its transaction: checks the step, the PIN and
 * the no-show wait, moves the ride and the booking, stores the live event, settles the extras of an ended ride and
 * tells the rider. A wrong PIN is not thrown here: it is counted and returned, so the caller commits the count.
 */
export async function applyStep(
  ctx: AppContext,
  tx: Tx,
  b: BookingRow,
  actor: StepActor,
  input: StepInput,
): Promise<StepOutcome> {
  const now = ctx.clock.now();
  const { action } = input;
  const ride = await ensureRide(tx, b, now);
  const from = actor.kind === "chauffeur" ? [DRIVER_TRANSITIONS[action].from] : OPERATOR_FROM[action];
  if (!from.includes(ride.step) || !needsStatus(action).includes(b.status)) throw illegalStep(action, ride.step);
  // the steps before the start open a set time before pickup; a started trip can always be completed
  const opensAt = stepsOpenAt(b.pickupAt, ctx.config.ON_MY_WAY_OPENS_MINUTES);
  if (action !== "complete" && now.getTime() < opensAt.getTime()) throw new StepsNotYetError(opensAt);
  if (action === "start" && actor.kind === "chauffeur") {
    const refused = await checkPin(tx, ride, input.pin, now);
    if (refused) return refused;
  }
  if (action === "no-show") checkNoShowTime(b, ride, actor, now);
  const to = DRIVER_TRANSITIONS[action].to;
  const timeKey = TIME_OF[to];
  const ended = to === "completed" || to === "no_show";
  const [rideAfter] = await tx
    .update(rides)
    .set({
      step: to,
      ...(timeKey ? { [timeKey]: now } : {}),
      // the ETA's target changes at the start and there is none once the ride has ended
      ...(to === "started" || ended ? { etaMinutes: null, etaTo: null, etaComputedAt: null } : {}),
      updatedAt: now,
    })
    .where(eq(rides.bookingId, b.id))
    .returning();
  const after = await moveBooking(tx, b, { from: ride.step, to }, { actor, action, now, detail: input.detail });
  await announceStep(tx, after, to, now);
  await rideStepped(ctx, tx, { booking: after, step: to, now }); // an event's runs move their event (step-events.ts)
  if (ended) await settleExtras(ctx, tx, { booking: after, ride: rideAfter, ending: to, now });
  await notifyStep(ctx, tx, after, rideAfter, to, {
    etaMinutes: input.etaMinutes,
    airportArrival: isAirportArrival(after.service, after.trip?.transferType),
  });
  return { ok: true, booking: after, ride: rideAfter, before: { step: ride.step, status: b.status } };
}

/** The console's start, complete and no-show (ops/lifecycle.service.ts): the same step, without a PIN. */
export async function operatorStep(
  ctx: AppContext,
  tx: Tx,
  b: BookingRow,
  userId: string,
  action: DriverAction,
  detail: Record<string, unknown> | null = null,
) {
  const out = await applyStep(ctx, tx, b, { kind: "operator", userId }, { action, detail });
  if (!out.ok) throw pinError(out.locked, out.failures);
  return out;
}
