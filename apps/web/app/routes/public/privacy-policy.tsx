import type { MetaFunction } from "react-router";
import { marketingMeta, PolicyPage, PrivacyContent } from "~/features/marketing";
import { paths } from "~/lib/paths";
import { useT } from "~/i18n";
import { marketingText } from "~/i18n/texts/marketing";
import { privacyText } from "~/i18n/texts/marketing-privacy";

export const handle = { heroUnderHeader: true };

export const meta: MetaFunction = ({ location }) =>
  marketingMeta(location.pathname, "privacy", paths.privacyPolicy, { type: "article" });

export default function PrivacyPolicy() {
  const t = useT(marketingText);
  const tp = useT(privacyText);
  return (
    <PolicyPage eyebrow={t("policy.legal")} title={tp("privacy.title")} updated>
      <PrivacyContent />
    </PolicyPage>
  );
}
