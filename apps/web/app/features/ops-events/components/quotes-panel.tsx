import { toast } from "react-toastify";
import type { OpsEventDetail, OpsEventQuote } from "@chauffeur/contracts";
import { BusyButton } from "~/components/ui/spinner";
import { formatDateTime, rupees } from "~/lib/format";
import { errorMessage, label } from "~/features/ops-core";
import { useNewQuote, useWithdrawQuote } from "../api/events";
import { AmountsTable } from "./amounts-table";
import { QuoteBuilder } from "./quote-builder";

const CLOSED = ["in_progress", "completed", "cancelled"];

/** A sent (or earlier) version: what the client got, its link, and 'Withdraw' while it is out. */
function SentQuote({ eventId, quote }: { eventId: string; quote: OpsEventQuote }) {
  const withdraw = useWithdrawQuote(eventId);
  return (
    <details
      className="rounded-xl border border-ivory-200 p-3"
      open={quote.status === "sent" || quote.status === "accepted"}
    >
      <summary className="cursor-pointer text-sm">
        <span className="font-semibold">Version {quote.version}</span> · {label(quote.status)}
        {quote.expired ? " · expired" : ""} · {rupees(quote.amounts.totalPaise)}
        {quote.sentAt ? ` · sent ${formatDateTime(quote.sentAt)} IST` : ""}
      </summary>
      <div className="mt-3 space-y-3">
        <AmountsTable amounts={quote.amounts} caption={`Priced by tariff v${quote.tariffVersion}`} />
        <p className="text-sm text-ink-700">
          Valid until {quote.validUntil} · balance due on {quote.balanceDueOn}
        </p>
        {quote.link ? (
          <p className="break-all text-xs text-ink-600">
            Client's link:{" "}
            <a className="underline" href={quote.link} data-testid="quote-link">
              {quote.link}
            </a>
          </p>
        ) : null}
        {quote.status === "sent" ? (
          <BusyButton
            type="button"
            className="btn-outline"
            busy={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(quote.id, {
                onSuccess: () => toast.success(`Version ${quote.version} withdrawn: its link says so now.`),
                onError: (e) => toast.error(errorMessage(e)),
              })
            }
          >
            Withdraw version {quote.version}
          </BusyButton>
        ) : null}
      </div>
    </details>
  );
}

/** The event's quotes: the draft's builder, every other version, and 'New quote' / 'Revise' when there is no draft. */
export function QuotesPanel({ detail }: { detail: OpsEventDetail }) {
  const id = detail.event.id;
  const draft = detail.quotes.find((q) => q.status === "draft");
  const others = detail.quotes.filter((q) => q.status !== "draft");
  const create = useNewQuote(id);
  const closed = CLOSED.includes(detail.event.status);
  return (
    <section className="card space-y-4 p-4 sm:p-5" aria-labelledby="quotes-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="quotes-title" className="text-xl">
          Quote
        </h2>
        {!draft && !closed ? (
          <BusyButton
            type="button"
            className="btn-primary"
            busy={create.isPending}
            onClick={() => create.mutate(undefined, { onError: (e) => toast.error(errorMessage(e)) })}
          >
            {detail.quotes.length ? "Revise (new version)" : "Start the quote"}
          </BusyButton>
        ) : null}
      </div>
      {draft ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wider text-ink-600">
            Version {draft.version} (draft)
          </h3>
          <QuoteBuilder key={draft.id} eventId={id} dates={detail.event.dates} quote={draft} />
        </div>
      ) : detail.quotes.length === 0 ? (
        <p className="text-sm text-ink-600">No quote yet: start one, add its lines, preview and send it.</p>
      ) : null}
      {others.map((q) => (
        <SentQuote key={q.id} eventId={id} quote={q} />
      ))}
    </section>
  );
}
