import type { ReactNode } from "react";
import { PageHero } from "~/components/layout/page-hero";
import { useT } from "~/i18n";
import { marketingText } from "~/i18n/texts/marketing";

/**
 * The dark title band drawn under the transparent header (routes export `handle = { heroUnderHeader: true }`):
 * one dark surface from the top of the page, so the header's light links always sit on it.
 */
export function MarketingPageHero({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="bg-ink-950 pt-header-sm md:pt-header-lg">
      <PageHero eyebrow={eyebrow} title={title}>
        {children}
      </PageHero>
    </div>
  );
}

/** A static text page: the dark title band, then readable prose on ivory. */
export function PolicyPage({
  eyebrow,
  title,
  intro,
  updated,
  children,
}: {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** shows the policies' 'Last updated' date */
  updated?: boolean;
  children: ReactNode;
}) {
  const t = useT(marketingText);
  return (
    <>
      <MarketingPageHero eyebrow={eyebrow} title={title}>
        {intro}
      </MarketingPageHero>
      <div className="page-container py-12 md:py-16">
        <article className="prose-policy mx-auto max-w-3xl">
          {updated ? <p className="text-sm !text-ink-500">{t("policy.lastUpdated")}</p> : null}
          {children}
        </article>
      </div>
    </>
  );
}
