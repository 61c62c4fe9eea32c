import type { EventQuoteView } from "@chauffeur/contracts";
import { useFormat, useT } from "~/i18n";
import { eventsText } from "~/i18n/texts/events";

/** The quote's terms in words: the deposit, the balance and its date, the validity, the cancellation schedule. */
export function QuoteTerms({ quote: v }: { quote: EventQuoteView }) {
  const t = useT(eventsText);
  const f = useFormat();
  const tiers = [...v.cancellation.tiers].sort((a, b) => b.withinHours - a.withinHours);
  return (
    <section className="mt-6" aria-labelledby="quote-terms">
      <h2 id="quote-terms" className="text-xl text-ink-900">
        {t("quote.terms")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-700">
        <li>{t("quote.deposit", { amount: f.rupees2(v.amounts.depositPaise) })}</li>
        <li>
          {t("quote.balance", {
            amount: f.rupees2(v.amounts.balancePaise),
            date: f.dateTime(`${v.balanceDueOn}T12:00:00+05:30`, "date"),
          })}
        </li>
        <li>{t("quote.validUntil", { date: f.dateTime(v.validUntil, "dateTime") })}</li>
      </ul>
      {v.revision && v.revision.differencePaise !== 0 ? (
        <p className="mt-3 rounded-md bg-ivory-200 p-3 text-sm" data-testid="quote-revision">
          {v.revision.differencePaise > 0
            ? t("quote.revisionPay", { amount: f.rupees2(v.revision.differencePaise) })
            : t("quote.revisionCredit", { amount: f.rupees2(-v.revision.differencePaise) })}
        </p>
      ) : null}
      <h3 className="mt-4 font-semibold text-ink-900">{t("quote.cancellation")}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-ink-700">
        {v.cancellation.depositKept ? <li>{t("quote.cancelDeposit")}</li> : null}
        {tiers.map((x) => (
          <li key={x.withinHours}>{t("quote.cancelTier", { hours: x.withinHours, percent: x.keepPercent })}</li>
        ))}
        <li>{t("quote.cancelRest")}</li>
      </ul>
    </section>
  );
}
