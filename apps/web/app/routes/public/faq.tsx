import type { MetaFunction } from "react-router";
import { FaqBrowser, faqJsonLd, MarketingPageHero, marketingMeta } from "~/features/marketing";
import { useT } from "~/i18n";
import { faqText } from "~/i18n/texts/marketing-faq";
import { paths } from "~/lib/paths";

export const handle = { heroUnderHeader: true };

export const meta: MetaFunction = ({ location }) =>
  marketingMeta(location.pathname, "faq", paths.faq, { jsonLd: (locale) => [faqJsonLd(locale)] });

export default function Faq() {
  const t = useT(faqText);
  return (
    <>
      <MarketingPageHero eyebrow={t("faq.eyebrow")} title={t("faq.title")}>
        {t("faq.intro")}
      </MarketingPageHero>
      <div className="bg-ivory-50">
        <div className="page-container py-12 md:py-16">
          <FaqBrowser />
        </div>
      </div>
    </>
  );
}
