/**
 * The GST portal's GSTR-1 offline tool: each table's CSV columns, exactly as its Excel template's sheets head them
 * (GSTR1 Excel Workbook Template, sheets b2b, b2cl, b2cs, cdnr, cdnur, at, atadj, hsn(b2b), hsn(b2c), docs; the HSN
 * sheet split into B2B and B2C since May 2025). Sources: docs/books.md "Sources of the layouts".
 */
export const BOOKS_TABLES = [
  "b2b",
  "b2cl",
  "b2cs",
  "cdnr",
  "cdnur",
  "at",
  "atadj",
  "hsn-b2b",
  "hsn-b2c",
  "docs",
] as const;
export type BooksTable = (typeof BOOKS_TABLES)[number];

export const TOOL_HEADERS: Readonly<Record<BooksTable, readonly string[]>> = {
  b2b: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Reverse Charge",
    "Applicable % of Tax Rate",
    "Invoice Type",
    "E-Commerce GSTIN",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  b2cl: [
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
  ],
  b2cs: [
    "Type",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
  ],
  cdnr: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Reverse Charge",
    "Note Supply Type",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  cdnur: [
    "UR Type",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  at: ["Place Of Supply", "Applicable % of Tax Rate", "Rate", "Gross Advance Received", "Cess Amount"],
  atadj: ["Place Of Supply", "Applicable % of Tax Rate", "Rate", "Gross Advance Adjusted", "Cess Amount"],
  "hsn-b2b": HSN(),
  "hsn-b2c": HSN(),
  docs: ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
};

function HSN() {
  return [
    "HSN",
    "Description",
    "UQC",
    "Total Quantity",
    "Total Value",
    "Rate",
    "Taxable Value",
    "Integrated Tax Amount",
    "Central Tax Amount",
    "State/UT Tax Amount",
    "Cess Amount",
  ] as const;
}

/** What the screen calls each table (GSTR-1's table numbers). */
export const BOOKS_TABLE_TITLES: Readonly<Record<BooksTable, string>> = {
  b2b: "4A B2B: invoices to registered buyers",
  b2cl: "5 B2C large: inter-state invoices over ₹1,00,000 to unregistered buyers",
  b2cs: "7 B2C others: by place of supply and rate",
  cdnr: "9B Credit notes to registered buyers",
  cdnur: "9B Credit notes to unregistered buyers (B2C large)",
  at: "11A Advances received, not invoiced in the period",
  atadj: "11B Advances adjusted in the period's invoices",
  "hsn-b2b": "12 HSN/SAC summary: B2B",
  "hsn-b2c": "12 HSN/SAC summary: B2C",
  docs: "13 Documents issued",
};

/**
 * Table 13's natures of document (GSTN's doc_num and the tool's text) and the series each covers: ride invoices (SL)
 * and event invoices (EI) are invoices for outward supply, CN and EC credit notes, RV receipt vouchers, RF refund vouchers.
 */
export const DOC_NATURES = {
  invoice: { num: 1, text: "Invoices for outward supply" },
  credit_note: { num: 5, text: "Credit Note" },
  receipt_voucher: { num: 6, text: "Receipt voucher" },
  refund_voucher: { num: 8, text: "Refund voucher" },
} as const;
export type DocNature = keyof typeof DOC_NATURES;
export const SERIES_NATURE: Readonly<Record<string, DocNature>> = {
  SL: "invoice",
  EI: "invoice",
  CN: "credit_note",
  EC: "credit_note",
  RV: "receipt_voucher",
  RF: "refund_voucher",
};

/** B2C large (GSTR-1 table 5): an inter-state invoice to an unregistered buyer above ₹1,00,000 (from August 2024). */
export const B2CL_LIMIT_PAISE = 1_00_000_00;
/**
 * SAC 9966 (rental services of transport vehicles with operators), read as the rides' 5 % rate (README readings): what
 * an event's documents print (apps/server/src/modules/events/document-pdf.ts); rides print 996412 (gst.ts).
 */
export const EVENT_SAC = "996601";
export const SAC_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "996412": "Passenger transport by motor cab",
  "996601": "Rental of cars with operator",
};
