import {
  PERIOD_MESSAGE,
  parsePeriod,
  type Gstr1,
  type Gstr3b,
  type Period,
  type ReconciliationDifference,
} from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { badRequest } from "../../lib/errors.ts";
import { supplierState } from "../bookings/index.ts";
import { advancesAdjusted, advancesReceived, seriesGaps, seriesSpans } from "./advances.repository.ts";
import { b2csSums, hsnSums, invoiceDetails, noteDetails, type Range } from "./documents.repository.ts";
import { gstr3bOf } from "./gstr3b.ts";
import {
  captureDifferences,
  reconciliationTotals,
  refundsWithoutDocument,
  type CaptureMatch,
} from "./reconciliation.repository.ts";
import {
  b2bRows,
  b2clRows,
  byPlaceRows,
  docsRows,
  hsnRows,
  noteRows,
  seriesChecks,
  totalsOf,
  warningsOf,
} from "./tables.ts";

/** The console's Books (docs/books.md): a period's GSTR-1 tables, series check and reconciliation; GSTR-3B from them. */
function periodOf(key: string): Period {
  const p = parsePeriod(key);
  if (!p) throw badRequest(PERIOD_MESSAGE);
  return p;
}
const periodOut = (p: Period) => ({
  key: p.key,
  kind: p.kind,
  label: p.label,
  fromDate: p.fromDate,
  toDate: p.toDate,
  fp: p.fp,
});
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

function captureDifference(m: CaptureMatch): ReconciliationDifference {
  const kind =
    m.captured_paise === null
      ? "document_without_capture"
      : m.numbers === null
        ? "capture_without_document"
        : "amount_differs";
  return {
    kind,
    paymentId: m.payment_id,
    reference: m.reference,
    documentNumber: m.numbers,
    gatewayPaise: m.captured_paise === null ? null : Number(m.captured_paise),
    documentPaise: m.document_paise === null ? null : Number(m.document_paise),
    at: iso(m.captured_at ?? m.issued_at),
  };
}

async function reconcile(ctx: AppContext, r: Range) {
  const differences: ReconciliationDifference[] = (await captureDifferences(ctx.db, r)).map(captureDifference);
  for (const f of await refundsWithoutDocument(ctx.db, r))
    differences.push({
      kind: "refund_without_document",
      paymentId: f.payment_id,
      reference: f.reference,
      documentNumber: null,
      gatewayPaise: Number(f.amount_paise),
      documentPaise: null,
      at: iso(f.processed_at),
    });
  return { ...(await reconciliationTotals(ctx.db, r)), differences };
}

export async function computeGstr1(ctx: AppContext, key: string): Promise<Gstr1> {
  const started = performance.now();
  const p = periodOf(key);
  const gstin = ctx.config.GSTIN;
  const state = supplierState(gstin);
  const r: Range = { from: p.from, to: p.to, supplierState: state };
  const invoices = await invoiceDetails(ctx.db, r);
  const notes = await noteDetails(ctx.db, r);
  const hsn = await hsnSums(ctx.db, r);
  const spans = await seriesSpans(ctx.db, r);
  const yearStart = new Date(`${p.financialYear.slice(0, 4)}-04-01T00:00:00+05:30`);
  const gaps = await seriesGaps(ctx.db, r, yearStart, `${p.financialYear.slice(2, 4)}-${p.financialYear.slice(5)}`);
  const tables = {
    b2b: b2bRows(invoices),
    b2cl: b2clRows(invoices),
    b2cs: byPlaceRows(await b2csSums(ctx.db, r), state),
    cdnr: noteRows(notes, "cdnr"),
    cdnur: noteRows(notes, "cdnur"),
    at: byPlaceRows(await advancesReceived(ctx.db, r), state),
    atadj: byPlaceRows(await advancesAdjusted(ctx.db, r), state),
    hsnB2b: hsnRows(hsn, true),
    hsnB2c: hsnRows(hsn, false),
    docs: docsRows(spans),
  };
  const series = seriesChecks(spans, gaps);
  const reconciliation = await reconcile(ctx, r);
  const { hsnB2b, hsnB2c, docs, ...money } = tables;
  const totals: Gstr1["totals"] = {
    ...Object.fromEntries(Object.entries(money).map(([k, rows]) => [k, totalsOf(rows)])),
    "hsn-b2b": totalsOf(hsnB2b),
    "hsn-b2c": totalsOf(hsnB2c),
  };
  void docs;
  return {
    period: periodOut(p),
    gstin,
    ...tables,
    totals,
    series,
    reconciliation,
    warnings: warningsOf(series, reconciliation.differences.length),
    tookMs: Math.round(performance.now() - started),
  };
}

export async function computeGstr3b(ctx: AppContext, key: string): Promise<Gstr3b> {
  const g = await computeGstr1(ctx, key);
  return { period: g.period, gstin: g.gstin, ...gstr3bOf(g) };
}
