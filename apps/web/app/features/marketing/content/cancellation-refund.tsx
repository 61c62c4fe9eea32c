import { useT } from "~/i18n";
import { refundText } from "~/i18n/texts/marketing-refund";
import { RichText } from "../components/rich-text";

type Key<F> = F extends (key: infer K, ...rest: never[]) => string ? K : never;

/** Cancellation & Refund (readings in README "Policy readings"): the `marketing` catalogue's refund.* messages. */
export function CancellationRefundContent() {
  const t = useT(refundText);
  const para = (key: Key<typeof t>) => (
    <p>
      <RichText text={t(key)} />
    </p>
  );
  const list = (keys: Key<typeof t>[]) => (
    <ul>
      {keys.map((key) => (
        <li key={key}>
          <RichText text={t(key)} />
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {para("refund.intro")}

      <h2>{t("refund.cancel.title")}</h2>
      {list(["refund.cancel.1", "refund.cancel.2", "refund.cancel.3"])}

      <h2>{t("refund.how.title")}</h2>
      {para("refund.how.1")}

      <h2>{t("refund.noShow.title")}</h2>
      {para("refund.noShow.1")}

      <h2>{t("refund.ours.title")}</h2>
      {para("refund.ours.1")}

      <h2>{t("refund.refunds.title")}</h2>
      {list(["refund.refunds.1", "refund.refunds.2", "refund.refunds.3"])}

      <h2>{t("refund.airport.title")}</h2>
      {para("refund.airport.1")}

      <h2>{t("refund.disputes.title")}</h2>
      {para("refund.disputes.1")}
    </>
  );
}
