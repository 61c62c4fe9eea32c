import { useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { BOOKS_TABLES, parsePeriod } from "@chauffeur/contracts";
import { errorMessage, ErrorNote, Loading, PageHeader, TabPanel, Tabs } from "~/features/ops-core";
import { gstr1Query, jsonHref } from "../api/books";
import { Gstr1Table } from "./gstr1-tables";
import { Gstr3bPanel, ReconciliationPanel, SeriesPanel } from "./panels";
import { lastMonth, PeriodPicker } from "./period-picker";

type Tab = "gstr1" | "gstr3b" | "series" | "reconciliation";
const TABS: Array<{ id: Tab; label: string }> = [
  { id: "gstr1", label: "GSTR-1" },
  { id: "gstr3b", label: "GSTR-3B" },
  { id: "series", label: "Series" },
  { id: "reconciliation", label: "Reconciliation" },
];

/**
 * /ops/books: the GST returns of a month or a quarter (docs/books.md). The period and the tab live in the address, so a
 * return can be linked to; every figure is the server's.
 */
export function BooksPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get("period") ?? "";
  const period = parsePeriod(asked) ? asked : lastMonth();
  const tab = (TABS.find((t) => t.id === params.get("tab"))?.id ?? "gstr1") as Tab;
  const set = (patch: Record<string, string>) => setParams({ period, tab, ...patch }, { replace: true });
  const g = useQuery(gstr1Query(period));
  return (
    <div className="min-w-0">
      <PageHeader
        eyebrow="Books"
        title="GST returns"
        actions={
          g.data ? (
            <a className="btn-primary" href={jsonHref(period)} download>
              Download JSON
            </a>
          ) : null
        }
      >
        <p className="mt-1 text-sm text-ink-600">
          GSTR-1 and GSTR-3B from the documents issued, by their issue date in IST. A chartered accountant confirms them
          before filing.
        </p>
      </PageHeader>
      <div className="mb-5">
        <PeriodPicker value={period} onChange={(p) => set({ period: p })} />
      </div>
      {g.isPending ? <Loading label="Working out the period's figures…" /> : null}
      {g.isError ? <ErrorNote message={errorMessage(g.error)} onRetry={() => void g.refetch()} /> : null}
      {g.data ? (
        <>
          <p className="mb-3 text-sm text-ink-700">
            {g.data.period.label} · GSTIN {g.data.gstin}
          </p>
          {g.data.warnings.length > 0 ? (
            <div role="alert" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-ink-900">
              <p className="font-semibold">Check before filing</p>
              <ul className="mt-1 list-disc space-y-1 pl-5 break-words">
                {g.data.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <Tabs<Tab> items={TABS} value={tab} onChange={(t) => set({ tab: t })} label="Returns" idBase="books" />
          <TabPanel idBase="books" value={tab}>
            {tab === "gstr1" ? (
              <div className="space-y-8">
                {BOOKS_TABLES.map((t) => (
                  <Gstr1Table key={t} table={t} g={g.data} />
                ))}
              </div>
            ) : null}
            {tab === "gstr3b" ? <Gstr3bPanel period={period} /> : null}
            {tab === "series" ? <SeriesPanel g={g.data} /> : null}
            {tab === "reconciliation" ? <ReconciliationPanel g={g.data} /> : null}
          </TabPanel>
        </>
      ) : null}
    </div>
  );
}
