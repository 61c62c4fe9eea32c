import type termsEn from "@chauffeur/contracts/i18n/en-IN/marketing/terms";
import { useT } from "~/i18n";
import { termsText } from "~/i18n/texts/marketing-terms";
import { RichText } from "../components/rich-text";

/** The 17 numbered clauses (the `marketing` catalogue's terms.N.title / terms.N.body; figures from the constants). */
export const TERMS_CLAUSES = 17;
type TermsKey = keyof typeof termsEn;
const CLAUSES = Array.from({ length: TERMS_CLAUSES }, (_, i) => i + 1);

export function TermsContent() {
  const t = useT(termsText);
  return (
    <>
      <p>{t("terms.intro")}</p>
      <ol className="!ml-0 !list-none space-y-6" data-testid="terms-clauses">
        {CLAUSES.map((n) => (
          <li key={n} className="grid grid-cols-[2.5rem_1fr] gap-x-2">
            <span className="font-display text-2xl !text-gold-600" aria-hidden>
              {n}.
            </span>
            <div>
              <h2 className="!mt-0 !mb-2 !text-xl">
                <span className="sr-only">{n}. </span>
                {t(`terms.${n}.title` as TermsKey)}
              </h2>
              <p>
                <RichText text={t(`terms.${n}.body` as TermsKey)} />
              </p>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
