import { useId, useState } from "react";
import { ChevronDown } from "lucide-react";
import clsx from "clsx";
import { useT } from "~/i18n";
import { faqText } from "~/i18n/texts/marketing-faq";
import { FAQ_CATEGORIES, faqKeys, type FaqCategory } from "../content/faq";
import { RichText } from "./rich-text";

/**
 * FAQ rules: one answer open at a time; the first answer opens when the category changes;
 * an empty category shows 'No FAQs available for this category yet.'; a bracketed phrase links to the cancellation page.
 */
export function FaqBrowser() {
  const [category, setCategory] = useState<FaqCategory>(FAQ_CATEGORIES[0]);
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const baseId = useId();
  const t = useT(faqText);
  const items = faqKeys(category);

  const choose = (c: FaqCategory) => {
    setCategory(c);
    setOpenIndex(0);
  };

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[260px_minmax(0,1fr)] lg:gap-12">
      <CategoryNav category={category} onChoose={choose} />
      <section aria-labelledby={`${baseId}-heading`}>
        <h2 id={`${baseId}-heading`} className="text-2xl md:text-3xl">
          {t(`faq.category.${category}`)}
        </h2>
        {items.length === 0 ? (
          <NoFaqs />
        ) : (
          <ul
            className="mt-6 divide-y divide-ivory-200 rounded-2xl border border-ivory-200 bg-white"
            data-testid="faq-list"
          >
            {items.map((f, i) => {
              const open = openIndex === i;
              const bid = `${baseId}-q-${i}`;
              const pid = `${baseId}-a-${i}`;
              return (
                <li key={f.q}>
                  <h3 className="font-sans text-base tracking-normal">
                    <button
                      id={bid}
                      type="button"
                      aria-expanded={open}
                      aria-controls={pid}
                      onClick={() => setOpenIndex(open ? null : i)}
                      className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink-900 md:px-6 md:py-5"
                    >
                      {t(f.q)}
                      <ChevronDown
                        className={clsx("size-5 shrink-0 text-gold-600 transition-transform", open && "rotate-180")}
                        aria-hidden
                      />
                    </button>
                  </h3>
                  <div
                    id={pid}
                    role="region"
                    aria-labelledby={bid}
                    hidden={!open}
                    className="px-5 pb-5 leading-7 text-ink-700 md:px-6"
                  >
                    <RichText text={t(f.a)} linkClass="font-medium text-gold-700 underline" />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

function CategoryNav({ category, onChoose }: { category: FaqCategory; onChoose(c: FaqCategory): void }) {
  const t = useT(faqText);
  return (
    <nav aria-label={t("faq.categories")}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {FAQ_CATEGORIES.map((c) => (
          <li key={c} className="shrink-0">
            <button
              type="button"
              aria-pressed={c === category}
              onClick={() => onChoose(c)}
              className={clsx(
                "w-full whitespace-nowrap rounded-full px-4 py-2 text-left text-sm font-medium transition-colors lg:rounded-xl lg:px-4 lg:py-3",
                c === category
                  ? "bg-ink-950 text-gold-300"
                  : "bg-white text-ink-700 ring-1 ring-ivory-200 hover:ring-ink-300",
              )}
            >
              {t(`faq.category.${c}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** An empty category: the catalogue's message and the links to the full policies. */
function NoFaqs() {
  const t = useT(faqText);
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-ink-300 bg-white p-8 text-center">
      <p className="text-ink-700">{t("faq.empty")}</p>
      <p className="mt-3 text-sm text-ink-600">
        <RichText text={t("faq.emptyLinks")} linkClass="text-gold-700 underline" />
      </p>
    </div>
  );
}
