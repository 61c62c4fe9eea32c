import { useState } from "react";
import { Link } from "react-router";
import { ArrowRight, CarFront, Hourglass, PlaneLanding, Route, type LucideIcon } from "lucide-react";
import type { ServiceName } from "@chauffeur/contracts";
import { LazyServiceRequestModal, preloadServiceRequestModal } from "~/features/leads";
import { paths } from "~/lib/paths";
import { useLocalizePath, useT } from "~/i18n";
import { marketingText } from "~/i18n/texts/marketing";
import { homeText } from "~/i18n/texts/marketing-home";
import { SERVICES_SECTION_ID } from "./home-hero";

/** The four services; texts services.<key>.name / .text ("service" is the request's value, in English). */
const CARDS: {
  service: ServiceName;
  key: "luxuryCars" | "outstationTrips" | "hourlyRentals" | "airportTransfers";
  icon: LucideIcon;
  page: string;
}[] = [
  { service: "Luxury Cars", key: "luxuryCars", page: paths.luxuryCars, icon: CarFront },
  { service: "Outstation Trips", key: "outstationTrips", page: paths.outstationTrips, icon: Route },
  { service: "Hourly Rentals", key: "hourlyRentals", page: paths.hourlyRental, icon: Hourglass },
  { service: "Airport Transfers", key: "airportTransfers", page: paths.airportTransfers, icon: PlaneLanding },
];

/**
 * 'Discover What We Offer': each card opens the 'Book {service}' request modal (a callback request), and its
 * 'Book online' link goes to the service's booking page (a plain link: it works before hydration too).
 */
export function ServicesSection() {
  const [service, setService] = useState<ServiceName | null>(null);
  const [open, setOpen] = useState(false);
  const t = useT(homeText);
  const tm = useT(marketingText);
  const to = useLocalizePath();
  return (
    <section
      id={SERVICES_SECTION_ID}
      className="scroll-mt-8 bg-ink-950 py-16 text-ivory-50 md:py-24"
      aria-labelledby="services-title"
    >
      <div className="page-container">
        <p className="eyebrow text-gold-400">{t("services.eyebrow")}</p>
        <h2 id="services-title" className="mt-3 text-3xl md:text-5xl">
          {t("services.title")}
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {CARDS.map(({ service: name, key, icon: Icon, page }) => (
            <li
              key={name}
              className="flex flex-col rounded-2xl border border-ink-700 bg-ink-900 transition-colors focus-within:border-gold-500 hover:border-gold-500"
            >
              <button
                type="button"
                className="group flex w-full flex-1 flex-col rounded-t-2xl p-6 pb-4 text-left"
                // a mouse's hover comes well before its click; a finger's pointerover comes with its tap, and the
                // open itself fetches the code then
                onPointerEnter={(e) => e.pointerType === "mouse" && preloadServiceRequestModal()}
                onFocus={preloadServiceRequestModal}
                onClick={() => {
                  setService(name);
                  setOpen(true);
                }}
              >
                <Icon className="size-8 text-gold-400" aria-hidden />
                <span className="mt-6 font-display text-2xl">{tm(`services.${key}.name`)}</span>
                <span className="mt-2 flex-1 text-sm leading-6 text-ink-300">{t(`services.${key}.text`)}</span>
                <span className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-gold-300">
                  {t("services.request")}{" "}
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden />
                </span>
              </button>
              <div className="px-6 pb-6">
                <Link to={to(page)} className="btn-primary w-full">
                  {t("services.bookOnline")}
                  <span className="sr-only">
                    {" "}
                    {t("services.bookOnlineFor", { service: tm(`services.${key}.name`) })}
                  </span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
      {service ? <LazyServiceRequestModal service={service} open={open} onOpenChange={setOpen} /> : null}
    </section>
  );
}
