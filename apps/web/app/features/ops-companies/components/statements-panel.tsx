import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { toast } from "react-toastify";
import type { CompanyStatement } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/field";
import { BusyButton } from "~/components/ui/spinner";
import { formatDate, rupees2 } from "~/lib/format";
import { errorMessage, ErrorNote } from "~/features/ops-core";
import { statementsQuery, useRecordPayment } from "../api/companies";
import { paymentBody, type PaymentFormValues } from "../lib/payment-form";

const STATUS_LABEL: Record<CompanyStatement["status"], string> = { due: "Due", paid: "Paid", overdue: "Overdue" };

/** A company's monthly statements on its console page, each open one with 'Record payment' (a bank transfer). */
export function StatementsPanel({ companyId }: { companyId: string }) {
  const q = useQuery(statementsQuery(companyId));
  const [paying, setPaying] = useState<CompanyStatement | null>(null);
  return (
    <section className="card overflow-x-auto" tabIndex={0} aria-label="Statements">
      <h2 className="px-4 pt-4 text-lg">Statements</h2>
      {q.isPending ? (
        <p className="p-4 text-sm text-ink-600">Loading statements…</p>
      ) : q.isError ? (
        <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
      ) : q.data.statements.length === 0 ? (
        <p className="p-4 text-sm text-ink-600">No statements yet (issued on the 1st for the month before).</p>
      ) : (
        <table className="mt-2 w-full min-w-[44rem] text-left text-sm">
          <thead className="bg-ivory-100 text-ink-600">
            <tr>
              <th scope="col" className="px-4 py-2 font-medium">
                Number
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Period
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Due
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                Status
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Amount due
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Paid
              </th>
              <th scope="col" className="px-4 py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ivory-200">
            {q.data.statements.map((s) => (
              <tr key={s.id}>
                <th scope="row" className="px-4 py-2 font-semibold">
                  {s.number}
                </th>
                <td className="px-4 py-2">{s.period}</td>
                <td className="px-4 py-2">{formatDate(s.dueAt)}</td>
                <td className="px-4 py-2">{STATUS_LABEL[s.status]}</td>
                <td className="px-4 py-2 text-right">{rupees2(s.amountDuePaise)}</td>
                <td className="px-4 py-2 text-right">{rupees2(s.paidPaise)}</td>
                <td className="px-4 py-2 text-right">
                  {s.status === "paid" ? null : (
                    <button type="button" className="btn-outline px-3 py-1.5 text-xs" onClick={() => setPaying(s)}>
                      Record payment<span className="sr-only"> for {s.number}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PaymentDialog companyId={companyId} statement={paying} onClose={() => setPaying(null)} />
    </section>
  );
}

const EMPTY: PaymentFormValues = { amountRupees: "", bankReference: "", receivedOn: "" };

function PaymentDialog({
  companyId,
  statement,
  onClose,
}: {
  companyId: string;
  statement: CompanyStatement | null;
  onClose(): void;
}) {
  const record = useRecordPayment(companyId);
  const [v, setV] = useState<PaymentFormValues>(EMPTY);
  const [problem, setProblem] = useState<{ field: keyof PaymentFormValues; message: string } | null>(null);
  const err = (f: keyof PaymentFormValues) => (problem?.field === f ? problem.message : undefined);
  const close = () => {
    setV(EMPTY);
    setProblem(null);
    onClose();
  };
  return (
    <Dialog
      open={Boolean(statement)}
      onOpenChange={(o) => !o && close()}
      title={`Record payment · ${statement?.number ?? ""}`}
      description={
        statement
          ? `Left to pay: ${rupees2(statement.amountDuePaise - statement.paidPaise)}. A bank transfer received.`
          : undefined
      }
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!statement) return;
          const out = paymentBody(v);
          if ("field" in out) return setProblem(out);
          setProblem(null);
          record.mutate(
            { statementId: statement.id, body: out.body },
            {
              onSuccess: () => {
                toast.success(`Payment recorded against ${statement.number}.`);
                close();
              },
              onError: (error) => toast.error(errorMessage(error)),
            },
          );
        }}
      >
        <PaymentFields v={v} setV={setV} err={err} />
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={close}>
            Cancel
          </button>
          <BusyButton className="btn-primary" busy={record.isPending}>
            Record payment
          </BusyButton>
        </div>
      </form>
    </Dialog>
  );
}

function PaymentFields({
  v,
  setV,
  err,
}: {
  v: PaymentFormValues;
  setV(next: PaymentFormValues): void;
  err(field: keyof PaymentFormValues): string | undefined;
}) {
  return (
    <>
      <TextField
        label="Amount received (₹)"
        inputMode="decimal"
        value={v.amountRupees}
        error={err("amountRupees")}
        onChange={(e) => setV({ ...v, amountRupees: e.target.value })}
      />
      <TextField
        label="Bank reference (UTR)"
        autoComplete="off"
        value={v.bankReference}
        error={err("bankReference")}
        onChange={(e) => setV({ ...v, bankReference: e.target.value })}
      />
      <TextField
        label="Received on"
        type="date"
        value={v.receivedOn}
        error={err("receivedOn")}
        onChange={(e) => setV({ ...v, receivedOn: e.target.value })}
      />
    </>
  );
}
