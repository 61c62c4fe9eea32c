import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import type { EventMoneyView } from "@chauffeur/contracts";
import { BusyButton, Spinner } from "~/components/ui/spinner";
import { ApiRequestError } from "~/lib/api-client";
import { useCheckout } from "~/features/checkout";
import { useFormat, useT } from "~/i18n";
import { eventsText } from "~/i18n/texts/events";
import { eventQuery, payBalance } from "../api/events";

/**
 * The client's event, /events/:id (signed in): its status, what was paid, refunded and is due, 'Pay balance', the
 * payments, the documents (receipt vouchers, the tax invoice, refund vouchers, credit notes: PDFs) and the quotes.
 * The checkout's return lands here with ?payment=done (or the gateway's message).
 */
export function EventPage({ eventId }: { eventId: string }) {
  const t = useT(eventsText);
  const q = useQuery(eventQuery(eventId));
  const [params] = useSearchParams();
  if (q.isPending)
    return (
      <p className="flex items-center justify-center gap-3 py-24 text-ink-600" role="status">
        <Spinner /> {t("event.loading")}
      </p>
    );
  if (q.isError)
    return (
      <p className="mx-auto max-w-xl px-4 py-24 text-center text-ink-700" role="alert">
        {q.error instanceof ApiRequestError && q.error.status === 404 ? t("event.notFound") : t("error.generic")}
      </p>
    );
  const e = q.data;
  return (
    <div className="bg-ivory-100 px-4 py-8 md:py-16">
      <section className="card mx-auto max-w-2xl p-5 sm:p-10" aria-labelledby="event-title">
        <p className="eyebrow text-gold-700">{t("event.eyebrow")}</p>
        <h1 id="event-title" className="mt-2 break-words text-3xl text-ink-900">
          {e.title}
        </h1>
        <p className="mt-1 text-sm text-ink-600">
          {e.reference} ·{" "}
          <span className="font-semibold text-ink-900" data-testid="event-status">
            {t(`event.status.${e.status}`)}
          </span>
        </p>
        {params.get("payment") === "done" ? (
          <p className="mt-4 rounded-md bg-green-50 p-3 text-green-900" role="status" data-testid="payment-confirmed">
            {t("event.confirmed")}
          </p>
        ) : params.get("payment") === "error" ? (
          <p className="mt-4 rounded-md bg-red-50 p-3 text-red-900" role="alert">
            {t("event.paymentError", { message: params.get("message") ?? "" })}
          </p>
        ) : null}
        <Summary e={e} />
        <Payments e={e} />
        <Documents e={e} />
      </section>
    </div>
  );
}

function Summary({ e }: { e: EventMoneyView }) {
  const t = useT(eventsText);
  const f = useFormat();
  const { busy, start, dialog } = useCheckout();
  const cells: Array<[string, number]> = [
    [t("event.total"), e.totalPaise],
    [t("event.paid"), e.paidPaise],
    [t("event.refunded"), e.refundedPaise],
    [t("event.due"), e.duePaise],
  ];
  return (
    <>
      <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {cells.map(([label, paise]) => (
          <div key={label} className="rounded-md bg-ivory-200 p-3">
            <dt className="text-xs text-ink-600">{label}</dt>
            <dd className="font-semibold tabular-nums text-ink-900">{f.rupees2(paise)}</dd>
          </div>
        ))}
      </dl>
      {e.canPayBalance ? (
        <div className="mt-4">
          {e.balanceDueOn ? (
            <p className="text-sm text-ink-700">
              {t("event.balanceDue", { date: f.dateTime(`${e.balanceDueOn}T12:00:00+05:30`, "date") })}
            </p>
          ) : null}
          <BusyButton
            type="button"
            className="btn-primary mt-2 w-full sm:w-auto sm:px-10"
            busy={busy}
            busyLabel={t("quote.processing")}
            onClick={() => void start(() => payBalance(e.id))}
          >
            {t("event.payBalance")}
          </BusyButton>
          {dialog}
        </div>
      ) : null}
    </>
  );
}

function Payments({ e }: { e: EventMoneyView }) {
  const t = useT(eventsText);
  const f = useFormat();
  const shown = e.payments.filter((p) => p.status === "captured" || p.status === "failed");
  if (!shown.length) return null;
  return (
    <section className="mt-6" aria-labelledby="event-payments">
      <h2 id="event-payments" className="text-xl text-ink-900">
        {t("event.payments")}
      </h2>
      <ul className="mt-2 divide-y divide-ink-100 text-sm">
        {shown.map((p) => (
          <li key={p.id} className="flex justify-between gap-3 py-2">
            <span>
              {t(`event.purpose.${p.purpose}`)} ·{" "}
              {t(p.status === "captured" ? "event.paymentStatus.captured" : "event.paymentStatus.failed")}
              {p.capturedAt ? <span className="block text-ink-600">{f.dateTime(p.capturedAt)}</span> : null}
            </span>
            <span className="tabular-nums">{f.rupees2(p.amountPaise)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Documents({ e }: { e: EventMoneyView }) {
  const t = useT(eventsText);
  const f = useFormat();
  return (
    <section className="mt-6" aria-labelledby="event-documents">
      <h2 id="event-documents" className="text-xl text-ink-900">
        {t("event.documents")}
      </h2>
      {e.documents.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">{t("event.noDocuments")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-ink-100 text-sm" data-testid="event-documents">
          {e.documents.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
              <span>
                <span className="font-medium">{t(`event.doc.${d.kind}`)}</span> · {f.rupees2(d.totalPaise)}
              </span>
              <a href={d.url} className="link" target="_blank" rel="noreferrer">
                {t("event.download", { number: d.number })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
