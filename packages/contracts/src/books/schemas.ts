import { z } from "../z.ts";
import { BOOKS_TABLES } from "./layout.ts";

/** The console's Books (docs/books.md): GSTR-1 and GSTR-3B of a period, the series check, the reconciliation. */
const OPS = "/api/v1/ops/books";
export const booksPaths = {
  /** GET ?period=: every GSTR-1 table for the screen, the series check and the reconciliation */
  gstr1: `${OPS}/gstr1`,
  /** GET ?period=: one table as the offline tool's CSV */
  gstr1Csv: (table: string) => `${OPS}/gstr1/${table}.csv`,
  /** GET ?period=: GSTN's GSTR-1 JSON */
  gstr1Json: `${OPS}/gstr1.json`,
  /** GET ?period=: GSTR-3B tables 3.1(a) and 3.2 */
  gstr3b: `${OPS}/gstr3b`,
} as const;

export const BooksTableSchema = z.enum(BOOKS_TABLES, {
  error: `Choose one of the tables: ${BOOKS_TABLES.join(", ")}`,
});
export const BooksCsvParamsSchema = z.object({ table: BooksTableSchema });

const paise = z.number().int();
/** Every amount of a row, in paise (integer; a B2C row net of its credit notes may be negative) */
export const TaxAmountsSchema = z.object({
  taxablePaise: paise,
  igstPaise: paise,
  cgstPaise: paise,
  sgstPaise: paise,
  cessPaise: paise,
});
export type TaxAmounts = z.infer<typeof TaxAmountsSchema>;

const docRef = { number: z.string(), date: z.string().describe("the issue instant, ISO 8601"), valuePaise: paise };
const pos = z.string().describe("the place of supply's GST state code");

export const B2bRowSchema = TaxAmountsSchema.extend({
  ctin: z.string(),
  receiverName: z.string(),
  ...docRef,
  pos,
  rate: z.number(),
});
export const B2clRowSchema = TaxAmountsSchema.extend({ ...docRef, pos, rate: z.number() });
export const B2csRowSchema = TaxAmountsSchema.extend({ pos, supplyType: z.enum(["INTRA", "INTER"]), rate: z.number() });
export const NoteRowSchema = TaxAmountsSchema.extend({
  ctin: z.string().nullable(),
  receiverName: z.string().nullable(),
  ...docRef,
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  pos,
  rate: z.number(),
});
export const AdvanceRowSchema = TaxAmountsSchema.extend({
  pos,
  supplyType: z.enum(["INTRA", "INTER"]),
  rate: z.number(),
});
export const HsnRowSchema = TaxAmountsSchema.extend({
  sac: z.string(),
  description: z.string(),
  uqc: z.string(),
  quantity: z.number(),
  valuePaise: paise,
  rate: z.number(),
});
export const DocsRowSchema = z.object({
  natureNumber: z.number().int(),
  nature: z.string(),
  series: z.string(),
  from: z.string(),
  to: z.string(),
  total: z.number().int(),
  cancelled: z.number().int(),
  issued: z.number().int(),
});
export const SeriesCheckSchema = z.object({
  series: z.string(),
  financialYear: z.string(),
  first: z.string().nullable(),
  last: z.string().nullable(),
  issued: z.number().int(),
  /** the numbers missing in the period's run (the first 50 named, missingCount all) */
  missing: z.array(z.string()),
  missingCount: z.number().int(),
});
export const RECONCILIATION_KINDS = [
  "capture_without_document",
  "document_without_capture",
  "amount_differs",
  "refund_without_document",
] as const;
export const ReconciliationDifferenceSchema = z.object({
  kind: z.enum(RECONCILIATION_KINDS),
  paymentId: z.string().nullable(),
  reference: z.string().nullable().describe("the gateway's payment or refund id"),
  documentNumber: z.string().nullable(),
  gatewayPaise: paise.nullable(),
  documentPaise: paise.nullable(),
  at: z.string().nullable(),
});
const Side = z.object({ count: z.number().int(), totalPaise: paise });
export const ReconciliationSchema = z.object({
  captures: Side,
  documents: Side.describe("invoices and receipt vouchers issued against the period's captures"),
  refunds: Side,
  refundDocuments: Side.describe("credit notes and refund vouchers issued for the period's refunds"),
  differences: z.array(ReconciliationDifferenceSchema),
});
export const PeriodOutSchema = z.object({
  key: z.string(),
  kind: z.enum(["month", "quarter"]),
  label: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  fp: z.string(),
});
export const TableTotalsSchema = TaxAmountsSchema.extend({ count: z.number().int(), valuePaise: paise });
export const Gstr1Schema = z.object({
  period: PeriodOutSchema,
  gstin: z.string(),
  b2b: z.array(B2bRowSchema),
  b2cl: z.array(B2clRowSchema),
  b2cs: z.array(B2csRowSchema),
  cdnr: z.array(NoteRowSchema),
  cdnur: z.array(NoteRowSchema),
  at: z.array(AdvanceRowSchema),
  atadj: z.array(AdvanceRowSchema),
  hsnB2b: z.array(HsnRowSchema),
  hsnB2c: z.array(HsnRowSchema),
  docs: z.array(DocsRowSchema),
  totals: z.record(z.string(), TableTotalsSchema).describe("each table's totals, by its CSV name"),
  series: z.array(SeriesCheckSchema),
  reconciliation: ReconciliationSchema,
  warnings: z.array(z.string()),
  tookMs: z.number().describe("how long the figures took to compute"),
});
export type Gstr1 = z.infer<typeof Gstr1Schema>;
export type B2bRow = z.infer<typeof B2bRowSchema>;
export type B2clRow = z.infer<typeof B2clRowSchema>;
export type B2csRow = z.infer<typeof B2csRowSchema>;
export type NoteRow = z.infer<typeof NoteRowSchema>;
export type AdvanceRow = z.infer<typeof AdvanceRowSchema>;
export type HsnRow = z.infer<typeof HsnRowSchema>;
export type DocsRow = z.infer<typeof DocsRowSchema>;
export type SeriesCheck = z.infer<typeof SeriesCheckSchema>;
export type Reconciliation = z.infer<typeof ReconciliationSchema>;
export type ReconciliationDifference = z.infer<typeof ReconciliationDifferenceSchema>;
export type TableTotals = z.infer<typeof TableTotalsSchema>;

export const Gstr3bLineSchema = TaxAmountsSchema.extend({ label: z.string() });
export const Gstr3bSchema = z.object({
  period: PeriodOutSchema,
  gstin: z.string(),
  /** 3.1(a) outward taxable supplies (other than zero rated, nil rated and exempted) */
  outward: TaxAmountsSchema,
  /** how 3.1(a) is made: each GSTR-1 table's part */
  parts: z.array(Gstr3bLineSchema),
  /** 3.2 inter-state supplies to unregistered persons, by place of supply */
  interStateUnregistered: z.array(z.object({ pos, taxablePaise: paise, igstPaise: paise })),
});
export type Gstr3b = z.infer<typeof Gstr3bSchema>;
export type Gstr3bLine = z.infer<typeof Gstr3bLineSchema>;

/** GSTN's GSTR-1 JSON: its shape is GSTN's (docs/books.md), checked here only as an object. */
export const Gstr1JsonSchema = z.record(z.string(), z.unknown()).describe("GSTN's GSTR-1 JSON (gstin, fp, b2b, …)");
