import { z } from "../z.ts";
import { nameField, phoneE164Field } from "../auth.ts";
import { BookingStatusSchema, ServiceSchema } from "../vocabulary.ts";

/**
 * Booking for a company (README "Company accounts", decision record 022): who travels ('Book for') and who pays
 * ('Bill to'), on the order request; the portal's trips, approvals, invoices, statements and spend.
 */

/** 'Book for': me, another member of the company, or a guest (name and phone; no account needed). */
export const BookForSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("me") }),
  z.object({ kind: z.literal("member"), userId: z.uuid({ error: "Choose who travels" }) }),
  z.object({ kind: z.literal("guest"), name: nameField, phone: phoneE164Field }),
]);
export type BookFor = z.infer<typeof BookForSchema>;

/** 'Bill to': the rider (as today) or a company they belong to, with the company's fields. */
export const BillToSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("personal") }),
  z.object({
    kind: z.literal("company"),
    companyId: z.uuid({ error: "Choose the company" }),
    /** required when the company's policy says so (costCentreRequired) */
    costCentreId: z.uuid({ error: "Choose a cost centre" }).nullable().default(null),
    /** a PO, a project: printed on the invoice */
    reference: z.string().trim().max(100, "Use at most 100 characters").default(""),
    purpose: z.string().trim().max(200, "Use at most 200 characters").default(""),
  }),
]);
export type BillTo = z.infer<typeof BillToSchema>;
export type BillToInput = z.input<typeof BillToSchema>;

/** The fields the order request (OrderRequestSchema) takes beside the quote: absent means me, personal. */
export const OrderPartiesSchema = z.object({
  bookFor: BookForSchema.default({ kind: "me" }),
  billTo: BillToSchema.default({ kind: "personal" }),
});
export type OrderParties = z.input<typeof OrderPartiesSchema>;

/** Why a ride waits for an approver: each rule of the policy it met. */
export const APPROVAL_REASONS = ["amount", "hours", "vehicle_class"] as const;
export const ApprovalReasonSchema = z.enum(APPROVAL_REASONS);
export type ApprovalReason = z.infer<typeof ApprovalReasonSchema>;
export const APPROVAL_REASON_LABELS: Readonly<Record<ApprovalReason, string>> = {
  amount: "Above the approval amount",
  hours: "Outside the company's hours",
  vehicle_class: "A vehicle class that needs approval",
};
/** An approval request expires this long before the pickup (the booking horizon: operators need the time). */
export const APPROVAL_EXPIRES_BEFORE_PICKUP_HOURS = 6;

/** A monthly statement is due this many days after it is issued (on the 1st, for the month before). */
export const STATEMENT_DUE_DAYS = 15;

const iso = z.string();

export const CompanyTripSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: BookingStatusSchema,
  service: ServiceSchema,
  vehicleClass: z.string(),
  pickupAt: iso,
  from: z.string(),
  to: z.string(),
  distanceKm: z.number(),
  traveller: z.object({ name: z.string(), phone: z.string().nullable(), guest: z.boolean() }),
  bookedBy: z.object({ userId: z.string().nullable(), name: z.string().nullable() }),
  costCentre: z.object({ code: z.string(), name: z.string() }).nullable(),
  companyReference: z.string(),
  purpose: z.string(),
  /** GST included */
  amountPaise: z.number().int(),
  gstPaise: z.number().int(),
  discountPaise: z.number().int(),
  paymentStatus: z.string(),
  invoiceNumber: z.string().nullable(),
  approval: z
    .object({
      reasons: z.array(ApprovalReasonSchema),
      expiresAt: iso.nullable(),
      decidedBy: z.string().nullable(),
      decidedAt: iso.nullable(),
      declineReason: z.string().nullable(),
    })
    .nullable(),
  /** today's ride on the road: its last step ('on the way', 'arrived', 'started'), else null */
  liveStep: z.string().nullable(),
});
export type CompanyTrip = z.infer<typeof CompanyTripSchema>;

/** GET companyPaths.trips (and .csv): filters; `cursor` is the previous page's `nextCursor` (keyset paging). */
export const CompanyTripsQuerySchema = z.object({
  travellerUserId: z.uuid().optional(),
  /** a guest's or member's name, part of it */
  traveller: z.string().trim().max(100).optional(),
  costCentreId: z.uuid().optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Use a month such as 2026-12")
    .optional(),
  status: BookingStatusSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type CompanyTripsQuery = z.input<typeof CompanyTripsQuerySchema>;
export const CompanyTripsResponseSchema = z.object({
  success: z.literal(true),
  trips: z.array(CompanyTripSchema),
  nextCursor: z.string().nullable(),
});

/** The trips CSV's columns, in order (the list: date … invoice number). */
export const COMPANY_TRIPS_CSV_COLUMNS = [
  "Date",
  "Reference",
  "Traveller",
  "Cost centre",
  "Company reference",
  "From",
  "To",
  "Km",
  "Amount (INR)",
  "GST (INR)",
  "Invoice number",
  "Status",
] as const;

export const ApprovalDecisionSchema = z.object({ reason: z.string().trim().max(500).default("") });
export const ApprovalDeclineSchema = z.object({
  reason: z.string({ error: "Say why, for the booker" }).trim().min(1, "Say why, for the booker").max(500),
});

export const CompanyInvoiceSchema = z.object({
  id: z.string(),
  kind: z.enum(["invoice", "credit_note"]),
  number: z.string(),
  issuedAt: iso,
  bookingReference: z.string(),
  traveller: z.string().nullable(),
  costCentre: z.string().nullable(),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  totalPaise: z.number().int(),
  /** a credit note's invoice */
  invoiceNumber: z.string().nullable(),
  pdfUrl: z.string(),
});
export type CompanyInvoice = z.infer<typeof CompanyInvoiceSchema>;

export const CompanyStatementSchema = z.object({
  id: z.string(),
  number: z.string(),
  /** the month it covers, 2026-11 */
  period: z.string(),
  invoicesPaise: z.number().int(),
  creditNotesPaise: z.number().int(),
  amountDuePaise: z.number().int(),
  paidPaise: z.number().int(),
  issuedAt: iso,
  dueAt: iso,
  status: z.enum(["due", "paid", "overdue"]),
  pdfUrl: z.string(),
  csvUrl: z.string(),
});
export type CompanyStatement = z.infer<typeof CompanyStatementSchema>;

/** POST companyPaths.opsStatementPayment: a bank transfer received (operators). */
export const StatementPaymentInputSchema = z.object({
  amountPaise: z.number().int().min(1, "Enter the amount received"),
  bankReference: z.string().trim().min(1, "Enter the bank's reference (UTR)").max(100),
  receivedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date"),
});

/** GET companyPaths.spend: per month (the last 12) and per cost centre (the month asked, default this one). */
export const CompanySpendSchema = z.object({
  success: z.literal(true),
  months: z.array(z.object({ month: z.string(), rides: z.number().int(), amountPaise: z.number().int() })),
  costCentres: z.array(
    z.object({ code: z.string().nullable(), name: z.string(), rides: z.number().int(), amountPaise: z.number().int() }),
  ),
});
export type CompanySpend = z.infer<typeof CompanySpendSchema>;
