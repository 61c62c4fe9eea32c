import type { MetaFunction } from "react-router";
import { marketingMeta, PolicyPage, TermsContent } from "~/features/marketing";
import { paths } from "~/lib/paths";
import { useT } from "~/i18n";
import { marketingText } from "~/i18n/texts/marketing";
import { termsText } from "~/i18n/texts/marketing-terms";

export const handle = { heroUnderHeader: true };

export const meta: MetaFunction = ({ location }) =>
  marketingMeta(location.pathname, "terms", paths.terms, { type: "article" });

export default function TermsAndConditions() {
  const t = useT(marketingText);
  const tp = useT(termsText);
  return (
    <PolicyPage eyebrow={t("policy.legal")} title={tp("terms.title")} updated>
      <TermsContent />
    </PolicyPage>
  );
}
