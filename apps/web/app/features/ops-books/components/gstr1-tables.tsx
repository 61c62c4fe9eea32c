import {
  BOOKS_TABLE_TITLES,
  gstStateName,
  type BooksTable,
  type Gstr1,
  type TableTotals,
  type TaxAmounts,
} from "@chauffeur/contracts";
import { formatDate, rupees2 } from "~/lib/format";
import { csvHref } from "../api/books";
import { DataTable, type Column } from "./data-table";

const place = (code: string) => `${code}-${gstStateName(code)}`;
type Row = TaxAmounts & Record<string, unknown>;
const text = (key: string, header: string, f: (v: never) => string = String): Column<Row> => ({
  header,
  cell: (r) => f(r[key] as never),
});

/** The tax columns every table ends with, each with its total. */
function taxColumns(t: TableTotals | undefined, taxable = "Taxable value"): Column<Row>[] {
  const col = (header: string, k: keyof TaxAmounts): Column<Row> => ({
    header,
    numeric: true,
    cell: (r) => rupees2(r[k]),
    total: t ? rupees2(t[k]) : undefined,
  });
  return [col(taxable, "taxablePaise"), col("IGST", "igstPaise"), col("CGST", "cgstPaise"), col("SGST", "sgstPaise")];
}
const value = (t: TableTotals | undefined, header = "Value"): Column<Row> => ({
  header,
  numeric: true,
  cell: (r) => rupees2(r.valuePaise as number),
  total: t ? rupees2(t.valuePaise) : undefined,
});
const date = (key: string, header: string) => text(key, header, (v: string) => (v ? formatDate(v) : ""));

/** Each table's columns on the screen (its CSV has the offline tool's). */
function columnsOf(table: BooksTable, t: TableTotals | undefined): Column<Row>[] {
  switch (table) {
    case "b2b":
      return [
        text("ctin", "GSTIN"),
        text("receiverName", "Receiver"),
        text("number", "Invoice"),
        date("date", "Date"),
        value(t),
        text("pos", "Place of supply", place),
        ...taxColumns(t),
      ];
    case "b2cl":
      return [
        text("number", "Invoice"),
        date("date", "Date"),
        value(t),
        text("pos", "Place of supply", place),
        ...taxColumns(t),
      ];
    case "b2cs":
      return [
        text("supplyType", "Supply"),
        text("pos", "Place of supply", place),
        text("rate", "Rate %"),
        ...taxColumns(t),
      ];
    case "cdnr":
    case "cdnur":
      return [
        ...(table === "cdnr" ? [text("ctin", "GSTIN")] : []),
        text("number", "Note"),
        date("date", "Date"),
        text("invoiceNumber", "Invoice"),
        text("pos", "Place of supply", place),
        value(t),
        ...taxColumns(t),
      ];
    case "at":
    case "atadj":
      return [
        text("pos", "Place of supply", place),
        text("rate", "Rate %"),
        ...taxColumns(t, table === "at" ? "Advance received" : "Advance adjusted"),
      ];
    case "hsn-b2b":
    case "hsn-b2c":
      return [
        text("sac", "SAC"),
        text("description", "Description"),
        text("uqc", "UQC"),
        text("rate", "Rate %"),
        value(t, "Total value"),
        ...taxColumns(t),
      ];
    case "docs":
      return [
        text("nature", "Nature of document"),
        text("series", "Series"),
        text("from", "From"),
        text("to", "To"),
        text("total", "Total"),
        text("cancelled", "Cancelled"),
      ];
  }
}

const ROWS: Record<BooksTable, (g: Gstr1) => unknown[]> = {
  b2b: (g) => g.b2b,
  b2cl: (g) => g.b2cl,
  b2cs: (g) => g.b2cs,
  cdnr: (g) => g.cdnr,
  cdnur: (g) => g.cdnur,
  at: (g) => g.at,
  atadj: (g) => g.atadj,
  "hsn-b2b": (g) => g.hsnB2b,
  "hsn-b2c": (g) => g.hsnB2c,
  docs: (g) => g.docs,
};

/** One GSTR-1 table: its title, how many rows, 'Download CSV' and the table with its totals. */
export function Gstr1Table({ table, g }: { table: BooksTable; g: Gstr1 }) {
  const rows = ROWS[table](g) as Row[];
  const title = BOOKS_TABLE_TITLES[table];
  const id = `books-${table}`;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg text-ink-900">
          {title} <span className="text-sm text-ink-600">({rows.length})</span>
        </h2>
        <a className="btn-outline text-sm" href={csvHref(table, g.period.key)} download>
          Download CSV
        </a>
      </div>
      <DataTable
        caption={title}
        rows={rows}
        columns={columnsOf(table, g.totals[table])}
        showTotals={table !== "docs"}
      />
    </section>
  );
}
