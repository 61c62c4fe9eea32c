import { EncryptedOptionsSchema } from "../bookings/changes.ts";
import { z } from "../z.ts";
import {
  EventCancellationSchema,
  EventQuoteAmountsSchema,
  EventQuoteStatusSchema,
  EventStatusSchema,
} from "./schemas.ts";

/**
 * Weddings and events, the money (README "Weddings and events", decision record 023): the client's quote page and
 * event page, the deposit, the balance, a revised quote's difference, the documents (receipt vouchers, the tax
 * invoice, credit notes) and the console's money panel and cancellation. Money is integer paise, always the server's.
 */
const OPS = "/api/v1/ops/events";
const E = "/api/v1/events";

export const eventMoneyPaths = {
  /** GET the console's money panel: payments, refunds, documents, due */
  opsMoney: (id: string) => `${OPS}/${id}/money`,
  /** GET a document's PDF (operators) */
  opsDocumentPdf: (id: string, documentId: string) => `${OPS}/${id}/documents/${documentId}/pdf`,
  /** POST: the checkout's return for an event's payment (a form post, like apiPaths.paymentCallback) */
  paymentCallback: `${E}/payments/callback`,
} as const;

/** What a client may do with a quote its link shows. */
export const EVENT_QUOTE_STATES = ["open", "expired", "withdrawn", "superseded", "accepted"] as const;
export type EventQuoteState = (typeof EVENT_QUOTE_STATES)[number];

export const EventQuoteViewSchema = z.object({
  quoteId: z.string(),
  eventId: z.string(),
  reference: z.string(),
  title: z.string(),
  eventType: z.string(),
  clientName: z.string(),
  dates: z.array(z.string()),
  venues: z.array(z.object({ name: z.string(), address: z.string().optional() })),
  version: z.number().int(),
  quoteStatus: EventQuoteStatusSchema,
  state: z.enum(EVENT_QUOTE_STATES),
  eventStatus: EventStatusSchema,
  amounts: EventQuoteAmountsSchema,
  balanceDueOn: z.string(),
  validUntil: z.string(),
  cancellation: EventCancellationSchema,
  /** a revision of an accepted quote: what accepting it asks to pay (> 0) or credits (< 0) */
  revision: z.object({ paidPaise: z.number().int(), differencePaise: z.number().int() }).nullable(),
});
export type EventQuoteView = z.infer<typeof EventQuoteViewSchema>;

/** POST acceptQuote: the link's token (the amount is the stored quote's). */
export const EventAcceptRequestSchema = z.object({ token: z.string().min(1, "The link's token is missing") });

/** A checkout to open (the Pay Now shape), or nothing to pay now (a revision that costs less: credited). */
export const EventPaymentOpenSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  eventId: z.string(),
  payment: z.enum(["checkout", "none", "credited"]),
  amountPaise: z.number().int(),
  options: EncryptedOptionsSchema.optional(),
  /** the Pay Now shape's field (the checkout hook reads it) */
  bookingId: z.string(),
});
export type EventPaymentOpen = z.infer<typeof EventPaymentOpenSchema>;

export const EVENT_DOCUMENT_KINDS = ["receipt_voucher", "invoice", "refund_voucher", "credit_note"] as const;
export type EventDocumentKind = (typeof EVENT_DOCUMENT_KINDS)[number];
export const EVENT_DOCUMENT_LABELS: Record<EventDocumentKind, string> = {
  receipt_voucher: "Receipt voucher",
  invoice: "Tax invoice",
  refund_voucher: "Refund voucher",
  credit_note: "Credit note",
};

export const EventDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(EVENT_DOCUMENT_KINDS),
  number: z.string(),
  taxablePaise: z.number().int(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
  issuedAt: z.string(),
  url: z.string(),
});
export type EventDocument = z.infer<typeof EventDocumentSchema>;

export const EventPaymentSchema = z.object({
  id: z.string(),
  purpose: z.enum(["event_deposit", "event_balance", "event_difference"]),
  amountPaise: z.number().int(),
  status: z.string(),
  method: z.string().nullable(),
  capturedAt: z.string().nullable(),
  refundedPaise: z.number().int(),
});

/** The client's event page and the console's money panel: what was sold, paid, refunded and is due. */
export const EventMoneyViewSchema = z.object({
  id: z.string(),
  reference: z.string(),
  title: z.string(),
  status: EventStatusSchema,
  dates: z.array(z.string()),
  totalPaise: z.number().int(),
  depositPaise: z.number().int(),
  balanceDueOn: z.string().nullable(),
  paidPaise: z.number().int(),
  refundedPaise: z.number().int(),
  /** what is still to pay: the deposit before it is paid, then the balance */
  duePaise: z.number().int(),
  canPayBalance: z.boolean(),
  payments: z.array(EventPaymentSchema),
  documents: z.array(EventDocumentSchema),
  quotes: z.array(
    z.object({
      id: z.string(),
      version: z.number().int(),
      status: EventQuoteStatusSchema,
      totalPaise: z.number().int(),
    }),
  ),
});
export type EventMoneyView = z.infer<typeof EventMoneyViewSchema>;

/** What a cancellation now keeps and refunds (the quote's schedule). */
export const EventCancelPreviewSchema = z.object({
  paidPaise: z.number().int(),
  keptPaise: z.number().int(),
  refundPaise: z.number().int(),
  /** hours from now to the first day's start */
  hoursBefore: z.number().int(),
  /** the schedule's rule that applies, in English (the console's words) */
  rule: z.string(),
});
export type EventCancelPreview = z.infer<typeof EventCancelPreviewSchema>;

export const EventCancelRequestSchema = z.object({
  reason: z.string().trim().min(3, "Say why the event is cancelled (at least 3 characters)").max(500),
});
export type EventCancelRequest = z.infer<typeof EventCancelRequestSchema>;

export const EventCancelResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  preview: EventCancelPreviewSchema,
  creditNote: z.string().nullable(),
});
