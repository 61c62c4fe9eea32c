import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { EVENT_DOCUMENT_LABELS, EVENT_STATUS_LABELS, type EventMoneyView } from "@chauffeur/contracts";
import { formatDateTime, rupees2 } from "~/lib/format";
import { Dl, errorMessage, ErrorNote, Loading } from "~/features/ops-core";
import { moneyQuery } from "../api/money";
import { CancelEventDialog } from "./cancel-dialog";

const PURPOSES: Record<EventMoneyView["payments"][number]["purpose"], string> = {
  event_deposit: "Deposit",
  event_balance: "Balance",
  event_difference: "Revised quote's difference",
};

/**
 * The console's money of an event (README "Weddings and events"): its status, what was sold, received, refunded and
 * is due, the payments, the documents with their PDFs, and 'Cancel event' with the schedule's preview in a dialog.
 */
export function EventMoneyPanel({ eventId }: { eventId: string }) {
  const q = useQuery(moneyQuery(eventId));
  const [cancelling, setCancelling] = useState(false);
  if (q.isPending) return <Loading label="Loading the event's money…" />;
  if (q.isError) return <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  const m = q.data;
  const cancellable = m.status !== "cancelled" && m.status !== "completed" && m.status !== "in_progress";
  return (
    <section className="space-y-5" aria-labelledby="event-money-title" data-testid="event-money">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="event-money-title" className="font-display text-2xl text-ink-900">
          Money · <span data-testid="event-money-status">{EVENT_STATUS_LABELS[m.status]}</span>
        </h2>
        {cancellable ? (
          <button type="button" className="btn-danger" onClick={() => setCancelling(true)}>
            Cancel event
          </button>
        ) : null}
      </div>
      <Dl
        items={[
          ["Total", rupees2(m.totalPaise)],
          ["Deposit", rupees2(m.depositPaise)],
          ["Received", rupees2(m.paidPaise)],
          ["Refunded", rupees2(m.refundedPaise)],
          ["Due", rupees2(m.duePaise)],
          ["Balance due on", m.balanceDueOn ?? "—"],
        ]}
      />
      <PaymentsTable payments={m.payments} />
      <div>
        <h3 className="font-semibold text-ink-900">Documents</h3>
        {m.documents.length === 0 ? (
          <p className="text-sm text-ink-600">No document yet.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {m.documents.map((d) => (
              <li key={d.id} className="flex flex-wrap justify-between gap-2">
                <span>
                  {EVENT_DOCUMENT_LABELS[d.kind]} {d.number} · {rupees2(d.totalPaise)} (GST {rupees2(d.gstPaise)})
                </span>
                <a href={d.url} className="link" target="_blank" rel="noreferrer">
                  PDF {d.number}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <CancelEventDialog eventId={eventId} reference={m.reference} open={cancelling} onOpenChange={setCancelling} />
    </section>
  );
}

function PaymentsTable({ payments }: { payments: EventMoneyView["payments"] }) {
  return (
    <div>
      <h3 className="font-semibold text-ink-900">Payments</h3>
      {payments.length === 0 ? (
        <p className="text-sm text-ink-600">No payment yet.</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr className="text-left text-ink-600">
              <th className="py-1">What</th>
              <th>Status</th>
              <th>When</th>
              <th className="text-right">Amount</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((p) => (
              <tr key={p.id} className="border-t border-ink-100">
                <td className="py-1">{PURPOSES[p.purpose]}</td>
                <td>
                  {p.status}
                  {p.refundedPaise > 0 ? ` (refunded ${rupees2(p.refundedPaise)})` : ""}
                </td>
                <td>{p.capturedAt ? formatDateTime(p.capturedAt) : "—"}</td>
                <td className="text-right tabular-nums">{rupees2(p.amountPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
