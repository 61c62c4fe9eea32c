import { z } from "../z.ts";

/**
 * Extras settled after the ride (decision record 010, README "The day of the ride"): waiting beyond the free wait at
 * an airport pickup, an extension of an hourly rental, a no-show. Every charge is a line the rider can read.
 */
export const EXTRA_KINDS = ["waiting", "extension", "no_show"] as const;
export const ExtraKindSchema = z.enum(EXTRA_KINDS);
export type ExtraKind = z.infer<typeof ExtraKindSchema>;
/** requested: an extension the rider asked for, waiting for the chauffeur; due: to pay; paid; waived by operations;
 * declined: an extension the chauffeur could not take */
export const EXTRA_STATUSES = ["requested", "due", "paid", "waived", "declined"] as const;
export const ExtraStatusSchema = z.enum(EXTRA_STATUSES);
export type ExtraStatus = z.infer<typeof ExtraStatusSchema>;

export const ExtraLineSchema = z.object({
  id: z.string(),
  kind: ExtraKindSchema,
  /** the line as the rider reads it, e.g. "Waiting time: 25 min beyond 15 min free (₹100 per 5 min)" */
  label: z.string(),
  minutes: z.number().int().nullable(),
  amountPaise: z.number().int(),
  status: ExtraStatusSchema,
  createdAt: z.string(),
});
export type ExtraLine = z.infer<typeof ExtraLineSchema>;

export const ExtensionRequestSchema = z.object({ hours: z.number().int().min(1).max(12) });
export type ExtensionRequest = z.infer<typeof ExtensionRequestSchema>;

// ---------- the extras API (paths, answers, messages): README "The day of the ride", decision record 010 ----------

/** Paths of the extras API beyond ridePaths.extension / extrasOrder / extrasInvoice and driverPaths.extension. */
export const extrasPaths = {
  /** GET the rider's extras: the lines, the total due, the supplementary invoices */
  list: (bookingId: string) => `/api/v1/bookings/${bookingId}/extras`,
  /** GET the chauffeur's view of a trip's extension requests (and answered ones) */
  driverExtensions: (tripId: string) => `/api/v1/driver/trips/${tripId}/extensions`,
  /** POST { reason }: operations waive a line that is due (audited) */
  waive: (bookingId: string, extraId: string) => `/api/v1/ops/bookings/${bookingId}/extras/${extraId}/waive`,
} as const;

export const ExtrasInvoiceRefSchema = z.object({
  id: z.string(),
  number: z.string(),
  totalPaise: z.number().int(),
  issuedAt: z.string(),
  /** the PDF (GET ridePaths.extrasInvoice with ?invoice=id) */
  url: z.string(),
});
export type ExtrasInvoiceRef = z.infer<typeof ExtrasInvoiceRefSchema>;

/** GET extrasPaths.list: every line the rider can read, what is due and how to pay or extend. */
export const ExtrasViewSchema = z.object({
  bookingId: z.string(),
  lines: z.array(ExtraLineSchema),
  duePaise: z.number().int(),
  paidPaise: z.number().int(),
  /** supplementary invoices for paid extras, oldest first */
  invoices: z.array(ExtrasInvoiceRefSchema),
  /** an hourly rental on the trip may ask for more time */
  canExtend: z.boolean(),
  /** at most this many hours can still be asked for (a rental runs 12 hours in all) */
  extendMaxHours: z.number().int(),
  /** the price of one extra hour, GST included (null when not an hourly rental) */
  hourPricePaise: z.number().int().nullable(),
  /** an extension the chauffeur has not answered yet */
  pendingExtension: ExtraLineSchema.nullable(),
});
export type ExtrasView = z.infer<typeof ExtrasViewSchema>;

export const ExtraResponseSchema = z.object({ success: z.literal(true), message: z.string(), extra: ExtraLineSchema });
export type ExtraResponse = z.infer<typeof ExtraResponseSchema>;

/** GET extrasPaths.driverExtensions: the requests of one trip, newest first. */
export const DriverExtensionsSchema = z.object({ extensions: z.array(ExtraLineSchema) });
export type DriverExtensions = z.infer<typeof DriverExtensionsSchema>;

export const WaiveExtraRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(3, "Say why this extra is waived (at least 3 characters).")
    .max(300, "Keep the reason under 300 characters."),
});
export type WaiveExtraRequest = z.infer<typeof WaiveExtraRequestSchema>;

/** ?invoice=<id> picks one supplementary invoice; without it the latest is served. */
export const ExtrasInvoiceQuerySchema = z.object({
  invoice: z.uuid({ error: "Choose an invoice from the list of your extras." }).optional(),
});

/** data of an `extras` live event (on the booking's and the chauffeur's topics) */
export const ExtrasEventSchema = z.object({
  bookingId: z.string(),
  extraId: z.string().nullable(),
  kind: ExtraKindSchema.nullable(),
  status: ExtraStatusSchema.nullable(),
  duePaise: z.number().int(),
});
export type ExtrasEvent = z.infer<typeof ExtrasEventSchema>;

/** Words of the extras: what the rider, the chauffeur and the console read. */
export const extrasMessages = {
  extensionOnlyStarted: "More time can be asked for once your trip has started, and until it ends.",
  extensionPending: "You have already asked for more time: your chauffeur will answer shortly.",
  extensionTooLong: (left: number) =>
    left > 0
      ? `An hourly rental runs at most 12 hours in all: you can add up to ${left} more hour${left === 1 ? "" : "s"}.`
      : "An hourly rental runs at most 12 hours in all: no more time can be added.",
  extensionNoPrice: "The price of extra time is not available for this booking. Please call the concierge.",
  extensionRequested: (hours: number) =>
    `Asked for ${hours} more hour${hours === 1 ? "" : "s"}. Your chauffeur will confirm it.`,
  extensionAnswered: "This request has already been answered.",
  extensionTripOver: "This trip is no longer under way: the request cannot be accepted now.",
  extensionUnavailable:
    "The car or you are booked for another trip in the extra time, so this extension cannot be accepted. Decline it; the concierge will help the rider.",
  extensionAccepted: "Extension accepted: the trip's end time has moved.",
  extensionDeclined: "Extension declined: the rider has been told.",
  extensionNotFound: "This extension request does not exist on this trip.",
  extrasChanged: "Your extras changed while we prepared the payment. Please try 'Pay extras' again.",
  extrasAlreadyPaid: "These extras are already paid.",
  notWaivable: "Only an extra that is due (or an extension still waiting for an answer) can be waived.",
  waived: "Extra waived: the rider no longer pays it.",
  noExtrasInvoice: "No supplementary invoice yet: it is issued once the extras are paid.",
  extraNotFound: "This extra does not exist on this booking.",
} as const;
