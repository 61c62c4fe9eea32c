import { useQuery } from "@tanstack/react-query";
import {
  gstStateName,
  type Gstr1,
  type Gstr3bLine,
  type ReconciliationDifference,
  type SeriesCheck,
} from "@chauffeur/contracts";
import { errorMessage, ErrorNote, Loading } from "~/features/ops-core";
import { formatDateTime, rupees2 } from "~/lib/format";
import { gstr3bQuery } from "../api/books";
import { DataTable, type Column } from "./data-table";

const money = (header: string, k: keyof Gstr3bLine): Column<Gstr3bLine> => ({
  header,
  numeric: true,
  cell: (r) => rupees2(r[k] as number),
});

/** GSTR-3B: 3.1(a) and how the GSTR-1 tables make it, 3.2 by place of supply. */
export function Gstr3bPanel({ period }: { period: string }) {
  const b = useQuery(gstr3bQuery(period));
  if (b.isPending) return <Loading />;
  if (b.isError) return <ErrorNote message={errorMessage(b.error)} onRetry={() => void b.refetch()} />;
  const rows: Gstr3bLine[] = [...b.data.parts, { label: "3.1(a) Outward taxable supplies", ...b.data.outward }];
  const cols = [
    { header: "Part", cell: (r: Gstr3bLine) => r.label },
    money("Taxable value", "taxablePaise"),
    money("IGST", "igstPaise"),
    money("CGST", "cgstPaise"),
    money("SGST", "sgstPaise"),
    money("Cess", "cessPaise"),
  ];
  return (
    <div className="space-y-8">
      <section aria-labelledby="b3-31" className="space-y-2">
        <h2 id="b3-31" className="text-lg text-ink-900">
          3.1(a) Outward taxable supplies
        </h2>
        <DataTable caption="3.1(a) and its parts" rows={rows} columns={cols} showTotals={false} />
      </section>
      <section aria-labelledby="b3-32" className="space-y-2">
        <h2 id="b3-32" className="text-lg text-ink-900">
          3.2 Inter-state supplies to unregistered persons
        </h2>
        <DataTable
          caption="3.2 by place of supply"
          rows={b.data.interStateUnregistered}
          showTotals={false}
          columns={[
            { header: "Place of supply", cell: (r) => `${r.pos}-${gstStateName(r.pos)}` },
            { header: "Taxable value", numeric: true, cell: (r) => rupees2(r.taxablePaise) },
            { header: "IGST", numeric: true, cell: (r) => rupees2(r.igstPaise) },
          ]}
        />
      </section>
    </div>
  );
}

/** Each series' numbers in the period, and the ones missing. */
export function SeriesPanel({ g }: { g: Gstr1 }) {
  const gaps = g.series.filter((s) => s.missingCount > 0);
  return (
    <div className="space-y-4">
      {gaps.length > 0 ? (
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm break-words">
          {gaps.map((s) => `${s.series}/${s.financialYear}: ${s.missing.join(", ")}`).join(" · ")} missing. Each must be
          explained (cancelled, or issued and not recorded) before filing.
        </p>
      ) : (
        <p className="text-sm text-ink-700">Every series runs without a gap.</p>
      )}
      <DataTable<SeriesCheck>
        caption="Document series"
        rows={g.series}
        showTotals={false}
        columns={[
          { header: "Series", cell: (r) => `${r.series}/${r.financialYear}` },
          { header: "First", cell: (r) => r.first },
          { header: "Last", cell: (r) => r.last },
          { header: "Issued", numeric: true, cell: (r) => r.issued },
          { header: "Missing", cell: (r) => (r.missingCount ? `${r.missingCount}: ${r.missing.join(", ")}` : "None") },
        ]}
      />
    </div>
  );
}

const KIND_TEXT: Record<ReconciliationDifference["kind"], string> = {
  capture_without_document: "Capture without a document",
  document_without_capture: "Document without a capture",
  amount_differs: "Amounts differ",
  refund_without_document: "Refund without a credit note or refund voucher",
};
const amount = (p: number | null) => (p === null ? "—" : rupees2(p));

/** The gateway's captures and refunds against the documents, each side's totals and each difference. */
export function ReconciliationPanel({ g }: { g: Gstr1 }) {
  const r = g.reconciliation;
  const sides = [
    ["Captured by the gateway", r.captures],
    ["Invoices and receipt vouchers for them", r.documents],
    ["Refunded by the gateway", r.refunds],
    ["Credit notes and refund vouchers", r.refundDocuments],
  ] as const;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {sides.map(([label, s]) => (
          <div key={label} className="rounded-lg border border-ivory-200 p-3">
            <dt className="text-xs text-ink-600">{label}</dt>
            <dd className="text-lg tabular-nums text-ink-900">{rupees2(s.totalPaise)}</dd>
            <dd className="text-xs text-ink-600">{s.count} in the period</dd>
          </div>
        ))}
      </dl>
      {r.differences.length > 0 ? (
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm">
          {r.differences.length} difference{r.differences.length === 1 ? "" : "s"} between the gateway and the
          documents.
        </p>
      ) : (
        <p className="text-sm text-ink-700">The gateway and the documents agree.</p>
      )}
      <DataTable<ReconciliationDifference>
        caption="Differences"
        rows={r.differences}
        showTotals={false}
        empty="No differences."
        columns={[
          { header: "Difference", cell: (d) => KIND_TEXT[d.kind] },
          { header: "Gateway id", cell: (d) => d.reference ?? "—" },
          { header: "Document no.", cell: (d) => d.documentNumber ?? "—" },
          { header: "Gateway amount", numeric: true, cell: (d) => amount(d.gatewayPaise) },
          { header: "Document amount", numeric: true, cell: (d) => amount(d.documentPaise) },
          { header: "When", cell: (d) => (d.at ? formatDateTime(d.at) : "—") },
        ]}
      />
    </div>
  );
}
