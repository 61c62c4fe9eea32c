import { z } from "../z.ts";
import { FREE_CANCEL_MINUTES, MIN_ADVANCE_HOURS } from "../constants.ts";

/**
 * Changing and cancelling a booking with care (README "Payments and bookings"): the rider reads the fee and the
 * refund before cancelling, and the new price and the difference before moving a booking to another time. The server
 * computes every figure; the screens only show them.
 */

/** The order's checkout options, encrypted (Pay Now, 'Pay extras', a reschedule's difference). */
export const EncryptedOptionsSchema = z.object({ encryptedData: z.string(), iv: z.string() });

/** Cancellation policy reading (README "Policy readings"): free at least 30 minutes before pickup, else a nominal fee. */
export const CANCELLATION_FEE_PAISE = 20_000;

/** Paths of a booking's changes (the rider's own booking only). */
export const bookingChangePaths = {
  /** GET: the fee and the refund a cancellation would give now */
  cancellation: (id: string) => `/api/v1/bookings/${id}/cancellation`,
  /** GET ?startTime=: the new times and price of a move (nothing changes); POST {startTime}: move it */
  reschedule: (id: string) => `/api/v1/bookings/${id}/reschedule`,
  /** the booking's GST invoice and calendar file (owner only) */
  invoice: (id: string) => `/api/v1/bookings/${id}/invoice.pdf`,
  /** one of the booking's credit notes (PDF, owner only) */
  creditNote: (id: string, creditNoteId: string) => `/api/v1/bookings/${id}/credit-notes/${creditNoteId}`,
  calendar: (id: string) => `/api/v1/bookings/${id}/calendar.ics`,
} as const;

/** Why a cancellation costs nothing, or costs the fee. */
export const CANCELLATION_BASES = ["flight_disrupted", "before_cutoff", "inside_cutoff", "unpaid"] as const;
export type CancellationBasis = (typeof CANCELLATION_BASES)[number];

/** GET bookingChangePaths.cancellation: what cancelling now would keep and give back (computed by the server). */
export const CancellationPreviewSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  /** the booking's price, as paid (paise); 0 paid when `paid` is false */
  amountPaise: z.number().int(),
  paid: z.boolean(),
  feePaise: z.number().int(),
  refundPaise: z.number().int(),
  basis: z.enum(CANCELLATION_BASES),
  /** minutes left until the pickup (negative once it has passed) */
  minutesToPickup: z.number().int(),
});
export type CancellationPreview = z.infer<typeof CancellationPreviewSchema>;
export const CancellationPreviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: CancellationPreviewSchema,
});

/** The confirmation dialog's texts. The card's own button keeps the specification's 'Cancel'. */
export const cancelDialogTexts = {
  title: "Cancel this booking?",
  confirm: "Cancel booking",
  keep: "Keep booking",
  busy: "Cancelling...",
  loading: "Checking the cancellation terms...",
  failed: "We could not read the cancellation terms. Please try again.",
  amountPaid: "Amount paid",
  fee: "Cancellation fee",
  refund: "Refund",
  basis: {
    flight_disrupted: "Your flight was cancelled or diverted, so cancelling is free with a full refund.",
    before_cutoff: `Free cancellation: your pickup is more than ${FREE_CANCEL_MINUTES} minutes away.`,
    inside_cutoff: `Your pickup is less than ${FREE_CANCEL_MINUTES} minutes away, so our nominal cancellation fee is kept and the rest refunded.`,
    unpaid: "Nothing has been paid for this booking, so nothing is charged or refunded. The car is released.",
  } satisfies Record<CancellationBasis, string>,
  refundTime: "Refunds reach your account in 3 to 7 business days.",
} as const;

// ---------- reschedule ----------

/** What the rider's new time means for each booking: the pickup, an arrival's landing, a departure's flight time. */
export const RESCHEDULE_TIME_FIELDS = ["pickup", "landing", "departure"] as const;
export type RescheduleTimeField = (typeof RESCHEDULE_TIME_FIELDS)[number];

/** Which time a booking's reschedule asks for: an arrival's landing, a departure's flight time when it has one, else the pickup. */
export function rescheduleTimeFieldOf(trip: Record<string, unknown>): RescheduleTimeField {
  if (trip.service !== "airport-transfer") return "pickup";
  if (trip.transferType === "airport-to-city") return "landing";
  return typeof trip.flightTime === "string" && trip.flightTime ? "departure" : "pickup";
}

const rescheduleTime = z
  .string({ error: "Please select a new date and time." })
  .trim()
  .min(1, { error: "Please select a new date and time." })
  .max(40, { error: "Please select a new date and time." });

/** GET query and POST body: the new time, "YYYY-MM-DDTHH:mm" in India time (or ISO with an offset). */
export const RescheduleRequestSchema = z.object({ startTime: rescheduleTime });
export type RescheduleRequest = z.infer<typeof RescheduleRequestSchema>;

const TimesSchema = z.object({
  /** the pickup (an arrival's: the landing plus the meeting buffer) */
  startTime: z.string(),
  /** a round trip's return */
  returnTime: z.string().nullable(),
  /** an airport transfer's landing or departure */
  flightTime: z.string().nullable(),
});

export const ReschedulePreviewSchema = z.object({
  bookingId: z.string(),
  reference: z.string(),
  timeField: z.enum(RESCHEDULE_TIME_FIELDS),
  from: TimesSchema,
  to: TimesSchema,
  fromAmountPaise: z.number().int(),
  toAmountPaise: z.number().int(),
  /** to − from: above 0 is charged, below 0 refunded */
  differencePaise: z.number().int(),
  action: z.enum(["charge", "refund", "none"]),
  tariffVersion: z.number().int(),
});
export type ReschedulePreview = z.infer<typeof ReschedulePreviewSchema>;
export const ReschedulePreviewResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ReschedulePreviewSchema,
});

/**
 * POST bookingChangePaths.reschedule: `moved` (no difference, or the refund requested in the same transaction) or
 * `payment_required` with the checkout options of the difference's order (the booking moves when it is paid).
 */
export const RescheduleResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    outcome: z.enum(["moved", "payment_required"]),
    preview: ReschedulePreviewSchema,
    refundPaise: z.number().int(),
  }),
  /** present with `payment_required`: Pay Now's shape, opened by the same checkout */
  options: EncryptedOptionsSchema.optional(),
  bookingId: z.string(),
});
export type RescheduleResponse = z.infer<typeof RescheduleResponseSchema>;

/** The reschedule dialog's texts and the server's refusals (one place for each). */
export const rescheduleTexts = {
  button: "Change time",
  title: "Change the time",
  intro: `Choose a new time at least ${MIN_ADVANCE_HOURS} hours from now. We re-price the trip for the new time; you pay or get back the difference.`,
  label: {
    pickup: "New pickup date and time",
    landing: "New flight landing date and time",
    departure: "New flight departure date and time",
  } satisfies Record<RescheduleTimeField, string>,
  airportNote: "Same flight number, new time: your pickup follows the flight as before.",
  roundTripNote: "Your return moves by the same amount of time.",
  check: "Check new price",
  checking: "Checking...",
  current: "Current fare",
  newFare: "New fare",
  toPay: "To pay now",
  toRefund: "Refund to you",
  noDifference: "No difference to pay",
  newPickup: "New pickup",
  newReturn: "New return",
  confirmCharge: "Pay difference and change",
  confirmRefund: "Change time and refund",
  confirmSame: "Change time",
  busy: "Processing...",
  keep: "Keep current time",
  moved: "Your booking now starts at the new time.",
  pendingPayment: "Pay the difference to move your booking.",
  // refusals (400/409)
  notChangeable: "Only pending or confirmed bookings can be rescheduled.",
  unpaid: "Complete payment for this booking before changing its time.",
  tooLate: `Changes close ${FREE_CANCEL_MINUTES} minutes before pickup. Please call us to change this booking.`,
  underWay: "Your chauffeur is already on the way. Please call us to change this booking.",
  sameTime: "Choose a time different from the current one.",
  badTime: "Please select a new date and time.",
  noPrice: "This booking cannot be re-priced online. Please call us to change it.",
  expired: "This change waited too long for its payment. Your payment for the difference is refunded.",
  superseded: "This booking changed since you asked. Your payment for the difference is refunded.",
  refused: (why: string) => `We could not move your booking: ${why} Your payment for the difference is refunded.`,
} as const;
