import type { MetaFunction } from "react-router";
import { CancellationRefundContent, marketingMeta, PolicyPage } from "~/features/marketing";
import { paths } from "~/lib/paths";
import { useT } from "~/i18n";
import { marketingText } from "~/i18n/texts/marketing";
import { refundText } from "~/i18n/texts/marketing-refund";

export const handle = { heroUnderHeader: true };

export const meta: MetaFunction = ({ location }) =>
  marketingMeta(location.pathname, "refund", paths.cancellationRefund, { type: "article" });

export default function CancellationRefund() {
  const t = useT(marketingText);
  const tp = useT(refundText);
  return (
    <PolicyPage eyebrow={t("policy.policies")} title={tp("refund.title")} updated>
      <CancellationRefundContent />
    </PolicyPage>
  );
}
