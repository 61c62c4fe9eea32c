import {
  DOC_NATURES,
  GST_RATE_PERCENT,
  SAC_DESCRIPTIONS,
  SERIES_NATURE,
  type AdvanceRow,
  type B2bRow,
  type B2clRow,
  type B2csRow,
  type DocsRow,
  type HsnRow,
  type NoteRow,
  type SeriesCheck,
  type TableTotals,
  type TaxAmounts,
} from "@chauffeur/contracts";
import type { AmountRow, InvoiceDetailRow, NoteDetailRow } from "./documents.repository.ts";
import type { Gap, SeriesSpan } from "./advances.repository.ts";

/**
 * The GSTR-1 tables from the database's rows (pure: docs/books.md says which rule each follows). Every document
 * carries 5 % GST (gst.ts), so each table has one rate; no cess applies to passenger transport.
 */
const RATE = GST_RATE_PERCENT;
const iso = (d: Date | string) => new Date(d).toISOString();
export const amounts = (r: AmountRow): TaxAmounts => ({
  taxablePaise: Number(r.taxable_paise),
  igstPaise: Number(r.igst_paise),
  cgstPaise: Number(r.cgst_paise),
  sgstPaise: Number(r.sgst_paise),
  cessPaise: 0,
});
const supplyType = (pos: string, supplierState: string): "INTRA" | "INTER" =>
  pos === supplierState ? "INTRA" : "INTER";

export function b2bRows(rows: InvoiceDetailRow[]): B2bRow[] {
  return rows
    .filter((r) => r.class === "b2b")
    .map((r) => ({
      ctin: r.buyer_gstin ?? "",
      receiverName: r.buyer_legal_name ?? "",
      number: r.number,
      date: iso(r.issued_at),
      valuePaise: Number(r.total_paise),
      pos: r.pos,
      rate: RATE,
      ...amounts(r),
    }));
}

export function b2clRows(rows: InvoiceDetailRow[]): B2clRow[] {
  return rows
    .filter((r) => r.class === "b2cl")
    .map((r) => ({
      number: r.number,
      date: iso(r.issued_at),
      valuePaise: Number(r.total_paise),
      pos: r.pos,
      rate: RATE,
      ...amounts(r),
    }));
}

export function noteRows(rows: NoteDetailRow[], kind: "cdnr" | "cdnur"): NoteRow[] {
  return rows
    .filter((r) => r.class === kind)
    .map((r) => ({
      ctin: r.buyer_gstin,
      receiverName: r.buyer_legal_name,
      number: r.number,
      date: iso(r.issued_at),
      valuePaise: Number(r.total_paise),
      invoiceNumber: r.invoice_number ?? "",
      invoiceDate: r.invoice_date ? iso(r.invoice_date) : "",
      pos: r.pos,
      rate: RATE,
      ...amounts(r),
    }));
}

/** Table 7 (and 11A/11B): by place of supply, INTRA or INTER by the supplier's state; empty rows left out. */
export function byPlaceRows(rows: Array<AmountRow & { pos: string }>, supplierState: string): B2csRow[] & AdvanceRow[] {
  return rows
    .filter((r) => Number(r.taxable_paise) !== 0 || Number(r.total_paise) !== 0)
    .map((r) => ({ pos: r.pos, supplyType: supplyType(r.pos, supplierState), rate: RATE, ...amounts(r) }));
}

/** Table 12, B2B or B2C: by SAC; a service's UQC is "NA" with no quantity (the portal's rule for SAC codes). */
export function hsnRows(rows: Array<AmountRow & { sac: string; b2b: boolean }>, b2b: boolean): HsnRow[] {
  return rows
    .filter((r) => r.b2b === b2b)
    .map((r) => ({
      sac: r.sac,
      description: SAC_DESCRIPTIONS[r.sac] ?? "",
      uqc: "NA",
      quantity: 0,
      valuePaise: Number(r.total_paise),
      rate: RATE,
      ...amounts(r),
    }));
}

/** Table 13: a series' range in the period; a missing number inside it is reported as cancelled (docs/books.md). */
export function docsRows(spans: SeriesSpan[]): DocsRow[] {
  return spans.map((s) => {
    const nature = DOC_NATURES[SERIES_NATURE[s.series] ?? "invoice"];
    const total = seq(s.last) - seq(s.first) + 1;
    return {
      natureNumber: nature.num,
      nature: nature.text,
      series: s.series,
      from: s.first,
      to: s.last,
      total,
      cancelled: total - Number(s.issued),
      issued: Number(s.issued),
    };
  });
}
const seq = (number: string) => Number(number.split("/")[2]);

const MAX_NAMED = 50;
/** Each series' check: the numbers missing before its period's numbers (the first 50 named). */
export function seriesChecks(spans: SeriesSpan[], gaps: Gap[]): SeriesCheck[] {
  return spans.map((s) => {
    const mine = gaps.filter((g) => g.series === s.series && g.fy === s.fy);
    const missing: string[] = [];
    let missingCount = 0;
    for (const g of mine) {
      for (let n = Number(g.gap_from); n <= Number(g.gap_to); n++) {
        missingCount++;
        if (missing.length < MAX_NAMED) missing.push(`${s.series}/${s.fy}/${String(n).padStart(6, "0")}`);
      }
    }
    return {
      series: s.series,
      financialYear: s.fy,
      first: s.first,
      last: s.last,
      issued: Number(s.issued),
      missing,
      missingCount,
    };
  });
}

/** The warnings a person must read: gaps in a series, differences with the gateway. */
export function warningsOf(series: SeriesCheck[], differences: number): string[] {
  const out = series
    .filter((s) => s.missingCount > 0)
    .map(
      (s) =>
        `Series ${s.series}/${s.financialYear} has ${s.missingCount} missing number${s.missingCount === 1 ? "" : "s"}: ` +
        `${s.missing.join(", ")}${s.missingCount > s.missing.length ? ` and ${s.missingCount - s.missing.length} more` : ""}`,
    );
  if (differences > 0)
    out.push(
      `${differences} difference${differences === 1 ? "" : "s"} between the gateway and the documents: see Reconciliation`,
    );
  return out;
}

type Summable = TaxAmounts & { valuePaise?: number };
/** A table's totals (count, value, taxable value and each tax). */
export function totalsOf(rows: Summable[]): TableTotals {
  const t: TableTotals = {
    count: rows.length,
    valuePaise: 0,
    taxablePaise: 0,
    igstPaise: 0,
    cgstPaise: 0,
    sgstPaise: 0,
    cessPaise: 0,
  };
  for (const r of rows) {
    t.valuePaise += r.valuePaise ?? r.taxablePaise + r.igstPaise + r.cgstPaise + r.sgstPaise + r.cessPaise;
    t.taxablePaise += r.taxablePaise;
    t.igstPaise += r.igstPaise;
    t.cgstPaise += r.cgstPaise;
    t.sgstPaise += r.sgstPaise;
    t.cessPaise += r.cessPaise;
  }
  return t;
}
