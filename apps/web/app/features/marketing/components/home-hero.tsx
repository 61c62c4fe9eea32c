import { Link } from "react-router";
import { ArrowDown, CarFront, Phone } from "lucide-react";
import { useAppConfig } from "~/features/app-config";
import { paths } from "~/lib/paths";
import { useLocalizePath, useT } from "~/i18n";
import { homeText } from "~/i18n/texts/marketing-home";

export const SERVICES_SECTION_ID = "services";

/**
 * Landing hero: 'Experience Luxury In Every Ride', 'Book a ride' (the luxury cars catalogue: choose a car and book a
 * city ride, with the other services one tap away in the menu) and 'Services We Provide', which scrolls to the
 * services (a link to #services, so it works before hydration too). The picture is a 1.4 KB SVG given fixed
 * dimensions, so nothing moves while it arrives.
 */
export function HomeHero() {
  const { business } = useAppConfig();
  const t = useT(homeText);
  const to = useLocalizePath();
  return (
    <section
      className="relative isolate flex min-h-[640px] items-end overflow-hidden bg-ink-950 text-ivory-50 md:min-h-[720px]"
      aria-labelledby="hero-title"
      data-hero-picture
    >
      <img
        src="/images/hero-night-drive.svg"
        alt=""
        width={1600}
        height={900}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-10 size-full object-cover object-[70%_center]"
      />
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-t from-ink-950 via-ink-950/55 to-ink-950/20 md:bg-gradient-to-r md:from-ink-950/95 md:via-ink-950/60 md:to-transparent"
        aria-hidden
      />
      <div className="page-container pb-16 pt-32 md:pb-24">
        <p className="eyebrow text-gold-400">{t("hero.eyebrow")}</p>
        <h1 id="hero-title" className="mt-4 max-w-3xl text-[2.75rem] leading-[1.05] sm:text-6xl lg:text-7xl">
          {t("hero.title")}
        </h1>
        <p className="mt-6 max-w-xl text-base leading-7 text-ink-100 sm:text-lg">{t("hero.text")}</p>
        <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to={to(paths.luxuryCars)} className="btn-primary px-7 py-3.5 text-base">
            <CarFront className="size-4" aria-hidden />
            {t("hero.bookRide")}
          </Link>
          {/* an in-page link: it works in the prerendered page before any script runs (docs/decisions/004) */}
          <a
            href={`#${SERVICES_SECTION_ID}`}
            className="btn border border-gold-400 px-7 py-3.5 text-base text-gold-300 hover:bg-gold-500/10"
            onClick={(e) => {
              e.preventDefault();
              document.getElementById(SERVICES_SECTION_ID)?.scrollIntoView({ behavior: "smooth", block: "start" });
            }}
          >
            {t("hero.services")}
            <ArrowDown className="size-4" aria-hidden />
          </a>
          <a
            href={`tel:${business.phone}`}
            className="btn border border-ivory-100/40 px-7 py-3.5 text-base text-ivory-50 hover:border-gold-400"
          >
            <Phone className="size-4" aria-hidden />
            {t("hero.call", { phone: business.phoneDisplay })}
          </a>
        </div>
      </div>
    </section>
  );
}
