import { z } from "../z.ts";
import { COMPANY_TRIPS_CSV_COLUMNS, CompanyInvoiceSchema, CompanyStatementSchema } from "./bookings.ts";

/**
 * The portal's billing documents beside the trips (README "Company accounts"): the query and answer shapes of the
 * invoices, statements and spend routes, and the ids in their paths (companyPaths).
 */
const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Use a month such as 2026-12")
  .optional();

/** GET companyPaths.invoices and .spend: the month (IST) asked, this month by default. */
export const CompanyMonthQuerySchema = z.object({ month });

export const CompanyInvoicesResponseSchema = z.object({
  success: z.literal(true),
  invoices: z.array(CompanyInvoiceSchema),
});
export const CompanyStatementsResponseSchema = z.object({
  success: z.literal(true),
  statements: z.array(CompanyStatementSchema),
});
export const CompanyStatementResponseSchema = z.object({
  success: z.literal(true),
  statement: CompanyStatementSchema,
});

export const CompanyInvoiceParamsSchema = z.object({ id: z.uuid(), invoiceId: z.uuid() });
export const CompanyCreditNoteParamsSchema = z.object({ id: z.uuid(), creditNoteId: z.uuid() });
export const CompanyStatementParamsSchema = z.object({ id: z.uuid(), statementId: z.uuid() });
/** a document the route sends as it is (PDF or CSV): the OpenAPI document names its type */
export const CompanyDocumentSchema = z.any().describe("the document's bytes (PDF or CSV), sent as they are");

/** The monthly statement's CSV: the trips CSV's columns (an invoice per line) and a credit note's number. */
export const COMPANY_STATEMENT_CSV_COLUMNS = [...COMPANY_TRIPS_CSV_COLUMNS, "Credit note number"] as const;
/** At most this many lines in a trips CSV (a narrower filter for more). */
export const COMPANY_TRIPS_CSV_MAX_ROWS = 50_000;
