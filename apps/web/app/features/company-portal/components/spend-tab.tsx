import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { TextField } from "~/components/ui/field";
import { Spinner } from "~/components/ui/spinner";
import { useFormat, useT } from "~/i18n";
import { companyRidesText } from "~/i18n/texts/company-rides";
import { spendQuery } from "../api/rides";
import { barShares, spendCsv } from "../lib/spend-csv";
import { monthInIndia } from "../lib/trip-filters";
import { ListError } from "./list-states";

interface Bar {
  label: string;
  rides: number;
  amountPaise: number;
}

/**
 * 'Spend': per month (the last 12) and per cost centre (the month chosen), each as bars with its numbers in a table
 * beside them, and 'Download CSV'. The bars are plain SVG: a charting library (recharts 3.11 with its state and d3
 * dependencies, 123 KB gzip for one bar chart, measured) would have tripled the portal's lazily loaded code for two
 * bar charts.
 */
export function SpendTab({ companyId }: { companyId: string }) {
  const t = useT(companyRidesText);
  const [month, setMonth] = useState(monthInIndia());
  const q = useQuery(spendQuery(companyId, month));
  const csvHref = useMemo(
    () => (q.data ? `data:text/csv;charset=utf-8,${encodeURIComponent(spendCsv(q.data, month))}` : null),
    [q.data, month],
  );
  return (
    <section className="mt-4" aria-labelledby="spend-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="spend-heading" className="text-xl text-ink-900">
          {t("spend.title")}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            label={t("trips.month")}
            type="month"
            value={month}
            wrapperClassName="w-48"
            onChange={(e) => e.target.value && setMonth(e.target.value)}
          />
          {csvHref ? (
            <a className="btn-ghost" href={csvHref} download={`spend-${month}.csv`}>
              <Download className="size-4" aria-hidden /> {t("spend.downloadCsv")}
            </a>
          ) : null}
        </div>
      </div>
      {q.isPending ? (
        <p className="mt-4 flex items-center gap-2 text-ink-600" role="status">
          <Spinner /> {t("portal.loading")}
        </p>
      ) : q.isError ? (
        <ListError error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          <SpendChart
            id="spend-months"
            title={t("spend.byMonth")}
            firstColumn={t("trips.month")}
            bars={q.data.months.map((m) => ({ label: m.month, rides: m.rides, amountPaise: m.amountPaise }))}
          />
          <SpendChart
            id="spend-centres"
            title={t("spend.byCostCentre", { month })}
            firstColumn={t("trips.costCentre")}
            bars={q.data.costCentres.map((c) => ({
              label: c.code ? `${c.code} · ${c.name}` : t("spend.noCostCentre"),
              rides: c.rides,
              amountPaise: c.amountPaise,
            }))}
          />
        </div>
      )}
    </section>
  );
}

const ROW = 28;

/** Horizontal bars (hidden from screen readers: the table below says the same) and the numbers as a table. */
function SpendChart({ id, title, firstColumn, bars }: { id: string; title: string; firstColumn: string; bars: Bar[] }) {
  const t = useT(companyRidesText);
  const fmt = useFormat();
  const shares = barShares(bars.map((b) => b.amountPaise));
  return (
    <figure className="card p-5" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="text-lg text-ink-900">
        {title}
      </figcaption>
      {bars.length === 0 ? (
        <p className="mt-3 text-ink-600">{t("spend.empty")}</p>
      ) : (
        <>
          <svg
            className="mt-3 w-full"
            viewBox={`0 0 400 ${bars.length * ROW}`}
            role="presentation"
            aria-hidden="true"
            data-testid={`${id}-chart`}
          >
            {bars.map((b, i) => (
              <g key={b.label} transform={`translate(0 ${i * ROW})`}>
                <text x="0" y="18" className="fill-ink-600 text-[11px]">
                  {b.label.length > 18 ? `${b.label.slice(0, 17)}…` : b.label}
                </text>
                <rect
                  x="130"
                  y="6"
                  height="16"
                  rx="3"
                  width={Math.max(2, shares[i]! * 260)}
                  className="fill-gold-500"
                />
              </g>
            ))}
          </svg>
          <table className="mt-3 w-full text-left text-sm">
            <thead className="text-ink-600">
              <tr>
                <th scope="col" className="py-1 font-medium">
                  {firstColumn}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t("spend.rides")}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t("spend.amount")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ivory-200">
              {bars.map((b) => (
                <tr key={b.label}>
                  <th scope="row" className="py-1 font-normal text-ink-900">
                    {b.label}
                  </th>
                  <td className="py-1 text-right">{b.rides}</td>
                  <td className="py-1 text-right">{fmt.rupees2(b.amountPaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
