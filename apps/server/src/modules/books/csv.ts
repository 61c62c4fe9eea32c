import {
  TOOL_HEADERS,
  gstStateName,
  rupees,
  toolDate,
  type BooksTable,
  type Gstr1,
  type TaxAmounts,
} from "@chauffeur/contracts";

/**
 * One GSTR-1 table as the GST portal's offline tool reads it (pure): its sheet's headers (contracts books/layout.ts),
 * dates dd-Mmm-yyyy, places of supply "21-Odisha", rupees with two decimals, reverse charge "N", B2C type "OE".
 */
const cell = (v: string | number) => {
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const place = (code: string) => `${code}-${gstStateName(code)}`;
const taxOn = (r: TaxAmounts) => r.igstPaise + r.cgstPaise + r.sgstPaise;

function rowsOf(table: BooksTable, g: Gstr1): Array<Array<string | number>> {
  switch (table) {
    case "b2b":
      return g.b2b.map((r) => [
        r.ctin,
        r.receiverName,
        r.number,
        toolDate(r.date),
        rupees(r.valuePaise),
        place(r.pos),
        "N",
        "",
        "Regular B2B",
        "",
        r.rate,
        rupees(r.taxablePaise),
        rupees(r.cessPaise),
      ]);
    case "b2cl":
      return g.b2cl.map((r) => [
        r.number,
        toolDate(r.date),
        rupees(r.valuePaise),
        place(r.pos),
        "",
        r.rate,
        rupees(r.taxablePaise),
        rupees(r.cessPaise),
        "",
      ]);
    case "b2cs":
      return g.b2cs.map((r) => ["OE", place(r.pos), "", r.rate, rupees(r.taxablePaise), rupees(r.cessPaise), ""]);
    case "cdnr":
      return g.cdnr.map((r) => [
        r.ctin ?? "",
        r.receiverName ?? "",
        r.number,
        toolDate(r.date),
        "C",
        place(r.pos),
        "N",
        "Regular B2B",
        rupees(r.valuePaise),
        "",
        r.rate,
        rupees(r.taxablePaise),
        rupees(r.cessPaise),
      ]);
    case "cdnur":
      return g.cdnur.map((r) => [
        "B2CL",
        r.number,
        toolDate(r.date),
        "C",
        place(r.pos),
        rupees(r.valuePaise),
        "",
        r.rate,
        rupees(r.taxablePaise),
        rupees(r.cessPaise),
      ]);
    default:
      return summaryRows(table, g);
  }
}

/** The summaries: advances, HSN/SAC, documents issued. */
function summaryRows(table: BooksTable, g: Gstr1): Array<Array<string | number>> {
  switch (table) {
    case "at":
    case "atadj":
      return g[table].map((r) => [place(r.pos), "", r.rate, rupees(r.taxablePaise), rupees(r.cessPaise)]);
    case "hsn-b2b":
    case "hsn-b2c":
      return (table === "hsn-b2b" ? g.hsnB2b : g.hsnB2c).map((r) => [
        r.sac,
        r.description,
        r.uqc,
        r.quantity.toFixed(2),
        rupees(r.taxablePaise + taxOn(r)),
        r.rate,
        rupees(r.taxablePaise),
        rupees(r.igstPaise),
        rupees(r.cgstPaise),
        rupees(r.sgstPaise),
        rupees(r.cessPaise),
      ]);
    case "docs":
      return g.docs.map((r) => [r.nature, r.from, r.to, r.total, r.cancelled]);
    default:
      return [];
  }
}

/** The table's CSV: the header line, then a line per row, CRLF like the tool's own export. */
export function toolCsv(table: BooksTable, g: Gstr1): string {
  const lines = [TOOL_HEADERS[table], ...rowsOf(table, g)].map((r) => r.map(cell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
