import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { eventPages, type EventQuoteView } from "@chauffeur/contracts";
import { BusyButton, Spinner } from "~/components/ui/spinner";
import { toast } from "~/lib/toast";
import { ApiRequestError } from "~/lib/api-client";
import { useSignInGate } from "~/features/auth";
import { useCheckout } from "~/features/checkout";
import type en from "@chauffeur/contracts/i18n/en-IN/events";
import { useFormat, useLocalizePath, useT, type T } from "~/i18n";
import { eventsText } from "~/i18n/texts/events";
import { acceptQuote, quoteQuery } from "../api/events";
import { QuoteTerms } from "./quote-terms";

/** A refused call in the page's words: the link's checks by status, else the server's message. */
function linkError(e: unknown, t: T<keyof typeof en>) {
  if (e instanceof ApiRequestError && e.status === 403 && e.code !== "unauthorized") return t("quote.tampered");
  if (e instanceof ApiRequestError && (e.status === 404 || e.status === 400)) return t("quote.notFound");
  return e instanceof ApiRequestError && e.serverMessage ? e.serverMessage : t("error.generic");
}

/**
 * The client's quote page, /events/quote/:id?t=… (the signed link; no account needed to read it): the event, the
 * lines, the amounts and the terms. 'Accept and pay deposit' asks a signed-out visitor to sign in or verify their phone
 * (the rider's sign-in dialog with its OTP), then accepts and opens the checkout; an expired, withdrawn or replaced
 * quote says so and offers no button.
 */
export function QuotePage({ quoteId, token }: { quoteId: string; token: string }) {
  const t = useT(eventsText);
  const q = useQuery(quoteQuery(quoteId, token));
  if (q.isPending)
    return (
      <p className="flex items-center justify-center gap-3 py-24 text-ink-600" role="status">
        <Spinner /> {t("quote.loading")}
      </p>
    );
  return (
    <div className="bg-ivory-100 px-4 py-8 md:py-16">
      <section className="card mx-auto max-w-2xl p-5 sm:p-10" aria-labelledby="quote-title">
        <p className="eyebrow text-gold-700">{t("quote.eyebrow")}</p>
        {q.isError ? (
          <>
            <h1 id="quote-title" className="mt-2 text-3xl text-ink-900">
              {t("quote.invalidTitle")}
            </h1>
            <p className="mt-3 text-ink-700" role="alert">
              {linkError(q.error, t)}
            </p>
          </>
        ) : (
          <QuoteBody quote={q.data} token={token} />
        )}
      </section>
    </div>
  );
}

function QuoteBody({ quote: v, token }: { quote: EventQuoteView; token: string }) {
  const t = useT(eventsText);
  const f = useFormat();
  const day = (d: string) => f.dateTime(`${d}T12:00:00+05:30`, "date");
  return (
    <>
      <h1 id="quote-title" className="mt-2 break-words text-3xl text-ink-900">
        {v.title}
      </h1>
      <p className="mt-1 text-sm text-ink-600">
        {t("quote.reference", { reference: v.reference, version: v.version })}
      </p>
      <p className="mt-1 text-ink-700">{t("quote.for", { name: v.clientName })}</p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-semibold text-ink-700">{t("quote.dates")}</dt>
          <dd>{v.dates.map(day).join(" · ")}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-700">{t("quote.venues")}</dt>
          <dd>{v.venues.map((x) => x.name).join(" · ")}</dd>
        </div>
      </dl>
      <h2 className="mt-6 text-xl text-ink-900">{t("quote.lines")}</h2>
      <table className="mt-2 w-full text-sm">
        <tbody>
          {v.amounts.lines.map((l) => (
            <tr key={l.index} className="border-b border-ink-100 align-top">
              <td className="py-2 pr-2">
                <span className="font-medium">{l.label}</span>
                <span className="block text-ink-600">{l.detail}</span>
              </td>
              <td className="py-2 text-right tabular-nums">{f.rupees2(l.amountPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-3 space-y-1 text-sm" data-testid="quote-amounts">
        <Row label={t("quote.subtotal")} value={f.rupees2(v.amounts.subtotalPaise)} />
        {v.amounts.discountPaise > 0 ? (
          <Row label={t("quote.discount")} value={`− ${f.rupees2(v.amounts.discountPaise)}`} />
        ) : null}
        <Row label={t("quote.gst", { percent: v.amounts.gstPercent })} value={f.rupees2(v.amounts.gstPaise)} />
        <Row label={t("quote.total")} value={f.rupees2(v.amounts.totalPaise)} strong />
      </dl>
      <QuoteTerms quote={v} />
      <QuoteAction quote={v} token={token} />
    </>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "text-base font-semibold text-ink-900" : ""}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** What the client may do: accept (and pay), or read why not. */
function QuoteAction({ quote: v, token }: { quote: EventQuoteView; token: string }) {
  const t = useT(eventsText);
  const to = useLocalizePath();
  const navigate = useNavigate();
  const { callSignedIn } = useSignInGate();
  const { busy, start, dialog } = useCheckout();
  const [error, setError] = useState("");
  if (v.state !== "open")
    return (
      <div className="mt-6 rounded-md bg-ivory-200 p-4" role="status" data-testid="quote-state">
        <p className="font-semibold text-ink-900">{t(`quote.state.${v.state}`)}</p>
        {v.state === "accepted" ? (
          <Link to={to(eventPages.event(v.eventId))} className="btn-outline mt-3 inline-flex px-6">
            {t("quote.openEvent")}
          </Link>
        ) : null}
      </div>
    );
  const order = async () => {
    setError("");
    try {
      return await callSignedIn(() => acceptQuote(v.quoteId, token), { reason: t("quote.signInReason") });
    } catch (e) {
      setError(linkError(e, t));
      throw e;
    }
  };
  // nothing to pay now (a cheaper revision): the event's page says what was refunded
  const placed = (res: { payment?: string }) => {
    if (res.payment === "checkout") return false;
    toast.success(t(res.payment === "credited" ? "quote.credited" : "quote.accepted"));
    navigate(to(eventPages.event(v.eventId)));
    return true;
  };
  return (
    <div className="mt-6">
      {error ? (
        <p className="field-error mb-3" role="alert">
          {error}
        </p>
      ) : null}
      <BusyButton
        type="button"
        className="btn-primary w-full sm:w-auto sm:px-10"
        busy={busy}
        busyLabel={t("quote.processing")}
        onClick={() => void start(order, placed as never)}
      >
        {v.revision ? t("quote.acceptRevision") : t("quote.accept")}
      </BusyButton>
      {dialog}
    </div>
  );
}
