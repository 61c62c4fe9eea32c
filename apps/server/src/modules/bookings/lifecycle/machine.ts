import type { BookingStatus } from "@chauffeur/contracts";

/**
 * How a booking's status moves: the one transition table (docs/ARCHITECTURE.md, "How a booking's status moves").
 * Pure: no database, no clock. `transition.ts` applies it to a row; the console's offered actions, the ride's steps,
 * the rider's cancellation and the expiry job all read it, and `machine.test.ts` drives random event sequences
 * through it to check its invariants.
 */

/** Who causes an event: the audit row records the kind and, for a person, the user. */
export const BOOKING_ACTORS = ["rider", "operator", "chauffeur", "system", "payment", "approver"] as const;
export type BookingActorKind = (typeof BOOKING_ACTORS)[number];

export const BOOKING_EVENTS = [
  "confirm",
  "decline",
  "reassign",
  "start",
  "complete",
  "no-show",
  "cancel",
  "expire",
  "reschedule",
  "extend",
  "pay",
  "approve",
  "reject",
  "withdraw",
  "unassign",
] as const;
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

export interface BookingRule {
  /** the statuses the event may happen in */
  from: readonly BookingStatus[];
  /** where it leads; "same" for an event that changes the booking but not its status */
  to: BookingStatus | "same";
  /** who may cause it */
  by: readonly BookingActorKind[];
  /** what it is, for the architecture document's table */
  means: string;
}

export const BOOKING_MACHINE: Readonly<Record<BookingEvent, BookingRule>> = {
  confirm: {
    from: ["pending"],
    to: "confirmed",
    by: ["operator", "system"],
    means:
      "paid booking confirmed, car and chauffeur assigned (the ride created); by the allocator when auto-confirm is on",
  },
  decline: { from: ["pending"], to: "cancelled", by: ["operator"], means: "declined with a reason, refunded in full" },
  reassign: {
    from: ["confirmed"],
    to: "same",
    by: ["operator", "system"],
    means: "another car or chauffeur (the allocator's fix of a conflict when auto-confirm is on)",
  },
  start: {
    from: ["confirmed"],
    to: "ongoing",
    by: ["operator", "chauffeur"],
    means: "'Start trip' (the chauffeur with the Ride PIN)",
  },
  complete: {
    from: ["ongoing"],
    to: "completed",
    by: ["operator", "chauffeur"],
    means: "'Complete trip': extras settled, invoice e-mailed",
  },
  "no-show": {
    from: ["confirmed"],
    to: "cancelled",
    by: ["operator", "chauffeur"],
    means: "rider absent after the wait: the fare is kept",
  },
  cancel: {
    from: ["awaiting_approval", "pending", "confirmed"],
    to: "cancelled",
    by: ["rider"],
    means:
      "rider's cancellation (confirmed only after a flight disruption: cancel.service.ts); the booker withdraws a request",
  },
  expire: {
    from: ["awaiting_approval", "pending"],
    to: "cancelled",
    by: ["system"],
    means:
      "unpaid order past its payment window (bookings.expire-unpaid); undecided approval (bookings.expire-approvals)",
  },
  reschedule: {
    from: ["pending", "confirmed"],
    to: "same",
    by: ["rider", "system", "payment"],
    means: "pickup moved: rider's reschedule, a flight's landing, a paid difference",
  },
  extend: {
    from: ["ongoing"],
    to: "same",
    by: ["chauffeur"],
    means: "the chauffeur accepts the rider's request for more time (rides/extension.service.ts)",
  },
  pay: {
    from: ["awaiting_approval", "pending"],
    to: "same",
    by: ["payment"],
    means: "capture recorded (payment_status, owned by payments); a company ride may be paid before its approval",
  },
  approve: {
    from: ["awaiting_approval"],
    to: "pending",
    by: ["approver"],
    means: "the company's approver approves the ride: it enters the operators' queue",
  },
  reject: {
    from: ["awaiting_approval"],
    to: "cancelled",
    by: ["approver"],
    means: "the company's approver declines the ride with a reason, refunded in full when paid",
  },
  withdraw: {
    from: ["pending", "confirmed"],
    to: "cancelled",
    by: ["system"],
    means:
      "an event's run not started is withdrawn: gone from a revised quote, or the event cancelled (events/runs.service.ts)",
  },
  unassign: {
    from: ["confirmed"],
    to: "pending",
    by: ["operator"],
    means: "an automatic assignment undone: back in the queue for a person (ops/lifecycle.service.ts)",
  },
};

/**
 * Where an order starts: `pending`, or `awaiting_approval` when a company's policy sends the ride to an approver
 * (bookings/company-order.ts). The order inserts the booking in one of these; every later move is an event.
 */
export const ORDER_STATUSES: readonly BookingStatus[] = ["awaiting_approval", "pending"];

/** Nothing leaves these. */
export const TERMINAL_STATUSES: readonly BookingStatus[] = ["completed", "cancelled"];

export type TransitionRefusal = "wrong_status" | "wrong_actor";

/** The status an event leads to, or why it may not happen now. */
export function nextStatus(
  status: BookingStatus,
  event: BookingEvent,
  actor: BookingActorKind,
): { ok: true; to: BookingStatus } | { ok: false; refusal: TransitionRefusal } {
  const rule = BOOKING_MACHINE[event];
  if (!rule.by.includes(actor)) return { ok: false, refusal: "wrong_actor" };
  if (!rule.from.includes(status)) return { ok: false, refusal: "wrong_status" };
  return { ok: true, to: rule.to === "same" ? status : rule.to };
}

/** The events an actor may cause in a status (the console's offered actions start here). */
export const eventsFrom = (status: BookingStatus, actor: BookingActorKind): BookingEvent[] =>
  BOOKING_EVENTS.filter((e) => nextStatus(status, e, actor).ok);

/** Whether an actor may cause an event in a status. */
export const bookingEventAllowed = (status: BookingStatus, event: BookingEvent, actor: BookingActorKind) =>
  nextStatus(status, event, actor).ok;
