import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { paths } from "~/lib/paths";
import { useLocalizePath, useT } from "~/i18n";
import { marketingText } from "~/i18n/texts/marketing";
import { homeText } from "~/i18n/texts/marketing-home";

/** Events banner: 05+ weddings served, 15+ venue collaborations, 'Explore More'. */
export function EventsBanner() {
  const t = useT(homeText);
  const tm = useT(marketingText);
  const to = useLocalizePath();
  return (
    <section className="bg-ivory-50 py-16 md:py-24" aria-labelledby="events-title">
      <div className="page-container">
        <div className="relative overflow-hidden rounded-3xl bg-ink-950 px-6 py-12 text-ivory-50 md:px-14 md:py-16">
          <div className="absolute -right-24 -top-24 size-72 rounded-full bg-gold-500/20 blur-3xl" aria-hidden />
          <div className="relative grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-center">
            <div>
              <p className="eyebrow text-gold-400">{t("events.eyebrow")}</p>
              <h2 id="events-title" className="mt-3 text-3xl md:text-5xl">
                {t("events.title")}
              </h2>
              <p className="mt-4 max-w-xl leading-7 text-ink-300">{t("events.text")}</p>
              <Link to={to(paths.eventExperience)} className="btn-primary mt-8 px-7 py-3">
                {t("events.explore")} <ArrowRight className="size-4" aria-hidden />
              </Link>
            </div>
            <dl className="grid grid-cols-2 gap-4">
              <div className="flex flex-col rounded-2xl border border-ink-700 p-5">
                <dt className="text-sm text-ink-300">{tm("events.weddingsServed")}</dt>
                <dd className="order-first font-display text-5xl text-gold-300">05+</dd>
              </div>
              <div className="flex flex-col rounded-2xl border border-ink-700 p-5">
                <dt className="text-sm text-ink-300">{tm("events.venueCollaborations")}</dt>
                <dd className="order-first font-display text-5xl text-gold-300">15+</dd>
              </div>
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}
