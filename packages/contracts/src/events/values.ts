/**
 * Weddings and events (README "Weddings and events", decision record 023): the words and the status table, zod-free
 * so any page may import them.
 */

/** An event's status, in the order an event lives them (the console's list filters by them). */
export const EVENT_STATUSES = [
  "draft",
  "sent",
  "accepted",
  "deposit_paid",
  "fully_paid",
  "in_progress",
  "completed",
  "cancelled",
] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  accepted: "Accepted",
  deposit_paid: "Deposit paid",
  fully_paid: "Fully paid",
  in_progress: "In progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

/**
 * The one table of an event's status moves (the server's `transitionEvent`, modules/events/lifecycle.ts, is its only
 * writer): from → the statuses it may move to. A revised quote accepted after the deposit keeps the status.
 */
export const EVENT_TRANSITIONS: Record<EventStatus, readonly EventStatus[]> = {
  draft: ["sent", "cancelled"],
  sent: ["draft", "accepted", "cancelled"],
  accepted: ["sent", "deposit_paid", "cancelled"],
  deposit_paid: ["fully_paid", "in_progress", "cancelled"],
  fully_paid: ["in_progress", "cancelled"],
  in_progress: ["completed"],
  completed: [],
  cancelled: [],
};

export const eventMayMove = (from: EventStatus, to: EventStatus) => EVENT_TRANSITIONS[from].includes(to);

/** A quote's status: one version of what the event is sold for. 'Expired' is not stored: valid_until has passed. */
export const EVENT_QUOTE_STATUSES = ["draft", "sent", "accepted", "superseded", "withdrawn"] as const;
export type EventQuoteStatus = (typeof EVENT_QUOTE_STATUSES)[number];

/**
 * The kinds of a quote's line. The first four occupy cars (each car of them on each of its dates is a run: a booking
 * holding a car of its class); the last three are priced per car, per placard or per chauffeur hour and hold no car.
 */
export const EVENT_CAR_LINE_KINDS = ["cars", "procession", "shuttle", "outstation"] as const;
export const EVENT_EXTRA_LINE_KINDS = ["decoration", "placard", "standby"] as const;
export const EVENT_LINE_KINDS = [...EVENT_CAR_LINE_KINDS, ...EVENT_EXTRA_LINE_KINDS] as const;
export type EventLineKind = (typeof EVENT_LINE_KINDS)[number];
export type EventCarLineKind = (typeof EVENT_CAR_LINE_KINDS)[number];

export const EVENT_LINE_LABELS: Record<EventLineKind, string> = {
  cars: "Cars",
  procession: "Procession (baraat)",
  shuttle: "Guest shuttle",
  outstation: "Outstation leg",
  decoration: "Decoration",
  placard: "Placard",
  standby: "Standby chauffeur",
};

/** The cancellation schedule a new quote starts with: the deposit kept; 50 % within 7 days; 100 % within 48 hours. */
export const DEFAULT_EVENT_CANCELLATION = {
  depositKept: true,
  tiers: [
    { withinHours: 168, keepPercent: 50 },
    { withinHours: 48, keepPercent: 100 },
  ],
} as const;

/** Defaults of a new quote: a 30 % deposit, valid for 7 days, the balance due 7 days before the first day. */
export const EVENT_QUOTE_DEFAULTS = { depositPercent: 30, validDays: 7, balanceDaysBefore: 7 } as const;

/** Balance reminders: days before the balance due date. */
export const EVENT_BALANCE_REMINDER_DAYS = [3, 1] as const;
