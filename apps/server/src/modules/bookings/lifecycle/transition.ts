import { eq } from "drizzle-orm";
import { OPS_BOOKING_ACTIONS, opsMessages, type OpsBookingAction } from "@chauffeur/contracts";
import type { Tx } from "../../../db/client.ts";
import { bookings } from "../../../db/schema/index.ts";
import { writeAudit } from "../../../lib/audit.ts";
import { AppError, notFound } from "../../../lib/errors.ts";
import { announceDispatchChange } from "../paid-announcement.ts";
import { BOOKING_MACHINE, nextStatus, type BookingActorKind, type BookingEvent } from "./machine.ts";

export type BookingRecord = typeof bookings.$inferSelect;
type BookingChange = Partial<typeof bookings.$inferInsert>;

/** Who moves the booking: the kind the table checks, and the person for the audit row (null for system and payment). */
export interface BookingActor {
  kind: BookingActorKind;
  userId: string | null;
}

/**
 * An event the table refuses: 409 'conflict' in a status it cannot happen in (the console's words for its own
 * actions, ops/messages.ts `illegal`), 403 for an actor who may not cause it.
 */
export class IllegalTransitionError extends AppError {
  constructor(
    readonly event: BookingEvent,
    readonly from: BookingRecord["status"],
    readonly actor: BookingActorKind,
    wrongActor: boolean,
  ) {
    const allowed = BOOKING_MACHINE[event].from.join(" or ");
    const isOps = (OPS_BOOKING_ACTIONS as readonly string[]).includes(event);
    super(
      wrongActor ? 403 : 409,
      wrongActor
        ? `${/^[aeiou]/.test(actor) ? "An" : "A"} ${actor} cannot ${event} a booking.`
        : isOps
          ? opsMessages.illegal(event as OpsBookingAction, from, allowed)
          : `Cannot ${event} a ${from} booking: only ${allowed} bookings can.`,
      wrongActor ? "forbidden" : "conflict",
    );
  }
}

/** Refuses an event the table does not allow now (the callers check before their side effects, e.g. a refund). */
export function assertBookingEvent(b: Pick<BookingRecord, "status">, event: BookingEvent, actor: BookingActorKind) {
  const next = nextStatus(b.status, event, actor);
  if (!next.ok) throw new IllegalTransitionError(event, b.status, actor, next.refusal === "wrong_actor");
  return next.to;
}

/** The part of a booking the audit row keeps as before/after (the console's History shows it). */
export const bookingSnapshot = (b: BookingRecord) => ({
  status: b.status,
  paymentStatus: b.paymentStatus,
  chauffeurId: b.chauffeurId,
  carId: b.carId,
  cancelReason: b.cancelReason,
  cancellationFeePaise: b.cancellationFeePaise,
});

export interface TransitionInput {
  /** the booking's row, locked by the caller (FOR UPDATE), or its id (locked here) */
  booking: BookingRecord | string;
  event: BookingEvent;
  actor: BookingActor;
  now: Date;
  /** the event's other columns (a cancellation's reason and fee, a confirmation's car); payment state is not here */
  set?: Omit<BookingChange, "status" | "paymentStatus" | "pendingExpiresAt" | "id">;
  /** the audit row: `booking.<event>` with the snapshot unless the caller names its own action or before/after */
  audit?: { action?: string; detail?: Record<string, unknown> | null; before?: unknown; after?: unknown };
}

/**
 * The one writer of `bookings.status` (lint: local/booking-state-owner): checks the event against the table, writes
 * the status with the event's columns, and records the transition in `audit_log` with its actor. Runs in the caller's
 * transaction, so the audit row and the change commit together. Returns the row after.
 */
export async function transitionBooking(tx: Tx, input: TransitionInput): Promise<BookingRecord> {
  const before =
    typeof input.booking === "string"
      ? (await tx.select().from(bookings).where(eq(bookings.id, input.booking)).for("update"))[0]
      : input.booking;
  if (!before) throw notFound("Booking not found");
  const to = assertBookingEvent(before, input.event, input.actor.kind);
  const [after] = await tx
    .update(bookings)
    .set({ ...input.set, status: to, updatedAt: input.now })
    .where(eq(bookings.id, before.id))
    .returning();
  // a crew freed before its trip (a cancellation, a no-show, a withdrawal, an undone assignment): the allocator may
  // fill the gap
  if ((after.status === "cancelled" || input.event === "unassign") && before.chauffeurId)
    await announceDispatchChange(tx, { bookingId: before.id, change: "freed" });
  const audit = input.audit ?? {};
  const event = input.event;
  await writeAudit(
    tx,
    {
      actorUserId: input.actor.userId,
      action: audit.action ?? `booking.${event}`,
      entity: "booking",
      entityId: before.id,
      before: audit.before ?? bookingSnapshot(before),
      after: audit.after ?? bookingSnapshot(after),
      detail: { ...audit.detail, by: input.actor.kind },
    },
    input.now,
  );
  return after;
}
