import type { Locale } from "@chauffeur/contracts/i18n/locales";
import { textsIn } from "~/i18n";
import { faqText } from "~/i18n/texts/marketing-faq";
import { FAQ_CATEGORIES, faqKeys } from "./faq";
import { plainText } from "./markup";

/** FAQPage structured data in a language, markup removed. */
export function faqJsonLd(locale: Locale = "en-IN") {
  const t = textsIn(locale, faqText);
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: FAQ_CATEGORIES.flatMap(faqKeys).map((f) => ({
      "@type": "Question",
      name: t(f.q),
      acceptedAnswer: { "@type": "Answer", text: plainText(t(f.a)) },
    })),
  };
}
