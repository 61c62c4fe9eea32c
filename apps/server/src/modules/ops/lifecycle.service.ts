import { eq } from "drizzle-orm";
import {
  DISPATCH_HOLD_TEXTS,
  OPS_BOOKING_ACTIONS,
  opsMessages,
  stepsOpenAt,
  type OpsBookingAction,
} from "@chauffeur/contracts";
import { bookings, cars, chauffeurs, users } from "../../db/schema/index.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors.ts";
import { refundBooking } from "../payments/index.ts";
import { createRide, operatorStep, reassignRide, rideWithdrawn } from "../rides/index.ts";
import type { AppContext } from "../../context.ts";
import {
  assertBookingEvent,
  bookingEventAllowed,
  bookingSnapshot,
  checkAssignment,
  transitionBooking,
} from "../bookings/index.ts";
import { lockBooking } from "./bookings.repository.ts";
import { notifyRider, type LifecycleMessage } from "./notify.ts";

type Booking = typeof bookings.$inferSelect;

/** The ride's steps the console offers only once they open (README "The day of the ride": 'On my way' and after). */
const STEP_ACTIONS: readonly OpsBookingAction[] = ["start", "no-show"];

/**
 * The actions the console offers now: the booking machine's (bookings/lifecycle/machine.ts) for an operator, a confirm
 * only once paid, and a start or no-show only from the time the trip's steps open (a booking days away offers
 * 'Reassign', not 'Start trip').
 */
export function allowedActions(
  b: Pick<Booking, "status" | "paymentStatus" | "pickupAt"> & { eventId?: string | null },
  at: { now: Date; opensMinutes: number },
): OpsBookingAction[] {
  const open = at.now.getTime() >= stepsOpenAt(b.pickupAt, at.opensMinutes).getTime();
  return OPS_BOOKING_ACTIONS.filter(
    (a) =>
      bookingEventAllowed(b.status, a, "operator") &&
      // a run of an event is assigned and withdrawn from its event (README "Weddings and events")
      !(b.eventId && (a === "decline" || a === "confirm" || a === "reassign")) &&
      (a !== "confirm" || isSettled(b.paymentStatus)) &&
      (open || !STEP_ACTIONS.includes(a)),
  );
}

/** Paid, or on a company's account (monthly terms: nothing to pay at booking): a booking the console may confirm. */
const isSettled = (paymentStatus: string) => paymentStatus === "paid" || paymentStatus === "on_account";

/** The rider's contacts and language (their messages follow the profile's language). */
async function riderOf(tx: DbOrTx, userId: string | null) {
  if (!userId) return { name: null, email: null, phone: null, language: null };
  const [u] = await tx
    .select({ name: users.name, email: users.email, phone: users.phone, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return u ?? { name: null, email: null, phone: null, language: null };
}

interface Actor {
  userId: string;
}
/**
 * Who confirms or reassigns: an operator, or the allocator (modules/dispatch) with its reason, audited as 'system'
 * exactly like an operator's confirmation otherwise (README "Instant confirmation").
 */
export type AssignActor = Actor | { kind: "system"; reason: string };
const actorOf = (a: AssignActor) => ("userId" in a ? operator(a) : ({ kind: "system", userId: null } as const));

/** The console's booking actions a run of an event leaves to its event's page. */
const RUN_OF_EVENT = "This is a car of an event: assign or withdraw it from the event's page.";

const operator = (actor: Actor) => ({ kind: "operator" as const, userId: actor.userId });

/** Tells the rider (the audit row was written by the transition, bookings/lifecycle/transition.ts). */
async function tellRider(ctx: AppContext, tx: Tx, after: Booking, message: LifecycleMessage) {
  await notifyRider(tx, ctx.config, after, await riderOf(tx, after.userId), message);
}

type Car = typeof cars.$inferSelect;
type Chauffeur = typeof chauffeurs.$inferSelect;

/** A confirmation's or a reassignment's move: the car and the chauffeur written with the event, audited with them. */
const assign = (
  ctx: AppContext,
  tx: Tx,
  a: { b: Booking; event: "confirm" | "reassign"; actor: AssignActor; car: Car; ch: Chauffeur; note?: string },
) => {
  const system = !("userId" in a.actor);
  return transitionBooking(tx, {
    booking: a.b,
    event: a.event,
    actor: actorOf(a.actor),
    now: ctx.clock.now(),
    set: { carId: a.car.id, chauffeurId: a.ch.id, assignedBy: system ? "system" : "operator", dispatchHold: null },
    audit: {
      detail: {
        chauffeur: a.ch.name,
        car: a.car.plate,
        note: a.note ?? null,
        ...("reason" in a.actor ? { reason: a.actor.reason } : {}),
      },
    },
  });
};

/** The chauffeur and the car as the rider's message names them. */
const crew = (car: Car, ch: Chauffeur) => ({
  chauffeur: { name: ch.name, phone: ch.phone },
  car: { model: car.model, colour: car.colour, plate: car.plate },
});

async function locked(
  tx: Tx,
  id: string,
  action: OpsBookingAction | "unassign",
  by: "operator" | "system" = "operator",
) {
  const b = await lockBooking(tx, id);
  if (!b) throw notFound("Booking not found");
  assertBookingEvent(b, action, by);
  if (b.eventId && (action === "confirm" || action === "reassign" || action === "decline"))
    throw conflict(RUN_OF_EVENT);
  return b;
}

export async function confirmBooking(
  ctx: AppContext,
  actor: AssignActor,
  id: string,
  input: { chauffeurId: string; carId: string; note?: string },
) {
  return ctx.db.transaction((tx) => confirmIn(ctx, tx, actor, id, input));
}

/** A confirmation in the caller's transaction (the allocator tries its pairs in one, modules/dispatch). */
export async function confirmIn(
  ctx: AppContext,
  tx: Tx,
  actor: AssignActor,
  id: string,
  input: { chauffeurId: string; carId: string; note?: string },
) {
  const b = await locked(tx, id, "confirm", actorOf(actor).kind);
  if (!isSettled(b.paymentStatus)) throw conflict(opsMessages.notPaid);
  const { car, ch } = await checkAssignment(tx, b, input, ctx.clock.now());
  const after = await assign(ctx, tx, { b, event: "confirm", actor, car, ch, note: input.note });
  const pin = await createRide(ctx, tx, after, ch); // the ride and its Ride PIN (decision record 010)
  await tellRider(ctx, tx, after, { kind: "confirmed", ...crew(car, ch), pin });
  return after;
}

export async function reassignBooking(
  ctx: AppContext,
  actor: AssignActor,
  id: string,
  input: { chauffeurId: string; carId: string; note?: string },
) {
  return ctx.db.transaction(async (tx) => {
    const b = await locked(tx, id, "reassign", actorOf(actor).kind);
    if (b.carId === input.carId && b.chauffeurId === input.chauffeurId)
      throw badRequest("Choose a different chauffeur or car to reassign.");
    const { car, ch } = await checkAssignment(tx, b, input, ctx.clock.now());
    const after = await assign(ctx, tx, { b, event: "reassign", actor, car, ch, note: input.note });
    const pin = await reassignRide(ctx, tx, after, b.chauffeurId, ch); // the same Ride PIN; chauffeurs told
    await tellRider(ctx, tx, after, { kind: "reassigned", ...crew(car, ch), pin });
    return after;
  });
}

/**
 * Undo an automatic assignment (README "Instant confirmation"): the booking goes back to the queue, kept for a person
 * (its hold 'undone' keeps the allocator away), the chauffeur sees the trip leave and the rider is told the details
 * and the Ride PIN sent earlier no longer hold. An operator's own assignment is changed with Reassign instead.
 */
export async function unassignBooking(ctx: AppContext, actor: Actor, id: string) {
  return ctx.db.transaction(async (tx) => {
    const b = await locked(tx, id, "unassign");
    if (b.assignedBy !== "system") throw conflict(opsMessages.notAutomatic);
    const now = ctx.clock.now();
    const [car] = b.carId ? await tx.select().from(cars).where(eq(cars.id, b.carId)) : [];
    const [ch] = b.chauffeurId ? await tx.select().from(chauffeurs).where(eq(chauffeurs.id, b.chauffeurId)) : [];
    const after = await transitionBooking(tx, {
      booking: b,
      event: "unassign",
      actor: operator(actor),
      now,
      set: {
        carId: null,
        chauffeurId: null,
        assignedBy: "operator",
        dispatchHold: { code: "undone", message: DISPATCH_HOLD_TEXTS.undone, at: now.toISOString() },
      },
      audit: { detail: { chauffeur: ch?.name ?? null, car: car?.plate ?? null } },
    });
    await rideWithdrawn(ctx, tx, b); // the chauffeur sees it leave and is told
    await tellRider(ctx, tx, after, { kind: "unassigned" });
    return after;
  });
}

/**
 * Decline with a reason and a full refund ("refunded if declined", specification text). The refund goes first, through
 * the payments module (idempotent per booking and reason): if the gateway fails nothing changes and the operator
 * retries.
 */
export async function declineBooking(ctx: AppContext, actor: Actor, id: string, reason: string) {
  const [current] = await ctx.db.select().from(bookings).where(eq(bookings.id, id));
  if (!current) throw notFound("Booking not found");
  assertBookingEvent(current, "decline", "operator");
  if (current.eventId) throw conflict(RUN_OF_EVENT);
  let refund = { refunded: 0, status: "none" };
  if (current.paymentStatus === "paid" || current.paymentStatus === "partially_refunded") {
    try {
      refund = await refundBooking(ctx, {
        bookingId: id,
        reason: `Declined by operator: ${reason}`,
        actorUserId: actor.userId,
      });
    } catch (e) {
      if (e instanceof AppError && e.status < 500) throw e;
      ctx.log.error({ err: e, bookingId: id }, "refund on decline failed");
      throw new AppError(502, opsMessages.refundFailed, "refund_failed");
    }
  }
  return ctx.db.transaction(async (tx) => {
    const b = await locked(tx, id, "decline"); // still pending: nobody confirmed it while the refund ran
    const now = ctx.clock.now();
    const after = await transitionBooking(tx, {
      booking: b,
      event: "decline",
      actor: operator(actor),
      now,
      set: { cancelledAt: now, cancelReason: `Declined: ${reason}` },
      // before the refund: the History shows the payment as it was when the operator declined
      audit: { detail: { reason, refund }, before: bookingSnapshot(current) },
    });
    await tellRider(ctx, tx, after, { kind: "declined", reason, refundedPaise: refund.refunded });
    return after;
  });
}

/**
 * The console's start, complete and no-show go through the rides module's step function (rides/steps.service.ts), the
 * one the chauffeur's buttons use: the ride moves with the booking, the rider is told (the completion e-mail carries
 * the tax invoice), the extras of an ended ride are settled, and the transition's audit row records the operator.
 */
async function officeStep(
  ctx: AppContext,
  actor: Actor,
  id: string,
  action: "start" | "complete" | "no-show",
  detail: Record<string, unknown> | null = null,
) {
  return ctx.db.transaction(async (tx) => {
    const b = await locked(tx, id, action);
    const { booking: after } = await operatorStep(ctx, tx, b, actor.userId, action, detail);
    return after;
  });
}
export const startTrip = (ctx: AppContext, actor: Actor, id: string) => officeStep(ctx, actor, id, "start");

export const completeTrip = (ctx: AppContext, actor: Actor, id: string) => officeStep(ctx, actor, id, "complete");

/** No-show after the chauffeur waits 30 minutes: the full amount is chargeable (no refund). */
export const markNoShow = (ctx: AppContext, actor: Actor, id: string, note?: string) =>
  officeStep(ctx, actor, id, "no-show", { note: note ?? null });
