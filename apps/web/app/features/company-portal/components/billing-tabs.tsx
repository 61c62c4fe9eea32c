import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import clsx from "clsx";
import { TextField } from "~/components/ui/field";
import { Spinner } from "~/components/ui/spinner";
import { useFormat, useT } from "~/i18n";
import { companyRidesText } from "~/i18n/texts/company-rides";
import { invoicesQuery, statementsQuery } from "../api/rides";
import { monthInIndia } from "../lib/trip-filters";
import { ListError } from "./list-states";

function Loading() {
  const t = useT(companyRidesText);
  return (
    <p className="mt-4 flex items-center gap-2 text-ink-600" role="status">
      <Spinner /> {t("portal.loading")}
    </p>
  );
}

/** 'Invoices' (admins and approvers: `view_billing`): a month's tax invoices and credit notes, each with its PDF. */
export function InvoicesTab({ companyId }: { companyId: string }) {
  const t = useT(companyRidesText);
  const fmt = useFormat();
  const [month, setMonth] = useState(monthInIndia());
  const q = useQuery(invoicesQuery(companyId, month));
  return (
    <section className="mt-4" aria-labelledby="invoices-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="invoices-heading" className="text-xl text-ink-900">
          {t("invoices.title")}
        </h2>
        <TextField
          label={t("trips.month")}
          type="month"
          value={month}
          wrapperClassName="w-48"
          onChange={(e) => e.target.value && setMonth(e.target.value)}
        />
      </div>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ListError error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.invoices.length === 0 ? (
        <p className="card mt-4 p-5 text-ink-600">{t("invoices.empty")}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {q.data.invoices.map((inv) => (
            <li
              key={inv.id}
              className="card flex flex-wrap items-center justify-between gap-3 p-4 text-sm"
              data-testid="invoice"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink-900">
                  {t(inv.kind === "invoice" ? "invoices.invoice" : "invoices.creditNote")} {inv.number}
                </p>
                <p className="text-ink-600">
                  {fmt.dateTime(inv.issuedAt, "date")} · {inv.bookingReference}
                  {inv.traveller ? ` · ${inv.traveller}` : ""}
                  {inv.costCentre ? ` · ${inv.costCentre}` : ""}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="font-semibold text-ink-900">{fmt.rupees2(inv.totalPaise)}</span>
                <a className="btn-ghost" href={inv.pdfUrl} download>
                  <Download className="size-4" aria-hidden /> {t("invoices.pdf")}
                  <span className="sr-only"> {inv.number}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const STATEMENT_STATUS: Record<string, string> = {
  due: "bg-amber-100 text-amber-800 ring-amber-200",
  paid: "bg-emerald-100 text-emerald-800 ring-emerald-200",
  overdue: "bg-red-100 text-red-800 ring-red-200",
};

/** 'Statements' (monthly terms): number, period, due date, status, amount due, PDF and CSV. */
export function StatementsTab({ companyId }: { companyId: string }) {
  const t = useT(companyRidesText);
  const fmt = useFormat();
  const q = useQuery(statementsQuery(companyId));
  return (
    <section className="mt-4" aria-labelledby="statements-heading">
      <h2 id="statements-heading" className="text-xl text-ink-900">
        {t("statements.title")}
      </h2>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <ListError error={q.error} onRetry={() => void q.refetch()} />
      ) : q.data.statements.length === 0 ? (
        <p className="card mt-4 p-5 text-ink-600">{t("statements.empty")}</p>
      ) : (
        <div className="card mt-4 overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="bg-ivory-100 text-ink-600">
              <tr>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t("statements.number")}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t("statements.period")}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t("statements.due")}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t("statements.status")}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {t("statements.amount")}
                </th>
                <th scope="col" className="px-4 py-2 font-medium">
                  {t("statements.documents")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ivory-200">
              {q.data.statements.map((s) => (
                <tr key={s.id}>
                  <th scope="row" className="px-4 py-2 font-semibold text-ink-900">
                    {s.number}
                  </th>
                  <td className="px-4 py-2">{s.period}</td>
                  <td className="px-4 py-2">{fmt.dateTime(s.dueAt, "date")}</td>
                  <td className="px-4 py-2">
                    <span
                      className={clsx(
                        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
                        STATEMENT_STATUS[s.status],
                      )}
                    >
                      {t(`statements.status.${s.status}`)}
                    </span>
                  </td>
                  <td className="px-4 py-2 text-right">{fmt.rupees2(s.amountDuePaise - s.paidPaise)}</td>
                  <td className="px-4 py-2">
                    <a className="font-semibold text-gold-700 underline" href={s.pdfUrl} download>
                      {t("statements.pdf")}
                      <span className="sr-only"> {s.number}</span>
                    </a>{" "}
                    ·{" "}
                    <a className="font-semibold text-gold-700 underline" href={s.csvUrl} download>
                      {t("statements.csv")}
                      <span className="sr-only"> {s.number}</span>
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
