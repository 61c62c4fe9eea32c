import { useState } from "react";
import { Link } from "react-router";
import { ArrowRight, CarFront, Hourglass, PlaneLanding, Route, type LucideIcon } from "lucide-react";
import { OUTSTATION_RADIUS_KM, type ServiceName } from "@chauffeur/contracts";
import { LazyServiceRequestModal, preloadServiceRequestModal } from "~/features/leads";
import { paths } from "~/lib/paths";
import { SERVICES_SECTION_ID } from "./home-hero";

const CARDS: { service: ServiceName; icon: LucideIcon; text: string; page: string }[] = [
  {
    service: "Luxury Cars",
    page: paths.luxuryCars,
    icon: CarFront,
    text: "Premium sedans and SUVs with a chauffeur, for meetings, dinners and guests who deserve the best.",
  },
  {
    service: "Outstation Trips",
    page: paths.outstationTrips,
    icon: Route,
    text: `One-way or round trips to Puri, Konark, Chilika and beyond, within ${OUTSTATION_RADIUS_KM} km of Bhubaneswar.`,
  },
  {
    service: "Hourly Rentals",
    page: paths.hourlyRental,
    icon: Hourglass,
    text: "Keep the car and chauffeur for 1 to 12 hours and stop wherever the day takes you.",
  },
  {
    service: "Airport Transfers",
    page: paths.airportTransfers,
    icon: PlaneLanding,
    text: "On-time pickups and drops at Biju Patnaik International Airport, with flight tracking.",
  },
];

/**
 * 'Discover What We Offer': each card opens the 'Book {service}' request modal (a callback request), and its
 * 'Book online' link goes to the service's booking page (a plain link: it works before hydration too).
 */
export function ServicesSection() {
  const [service, setService] = useState<ServiceName | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <section
      id={SERVICES_SECTION_ID}
      className="scroll-mt-8 bg-ink-950 py-16 text-ivory-50 md:py-24"
      aria-labelledby="services-title"
    >
      <div className="page-container">
        <p className="eyebrow text-gold-400">Our services</p>
        <h2 id="services-title" className="mt-3 text-3xl md:text-5xl">
          Discover What We Offer
        </h2>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {CARDS.map(({ service: name, icon: Icon, text, page }) => (
            <li
              key={name}
              className="flex flex-col rounded-2xl border border-ink-700 bg-ink-900 transition-colors focus-within:border-gold-500 hover:border-gold-500"
            >
              <button
                type="button"
                className="group flex w-full flex-1 flex-col rounded-t-2xl p-6 pb-4 text-left"
                onPointerEnter={preloadServiceRequestModal}
                onFocus={preloadServiceRequestModal}
                onClick={() => {
                  setService(name);
                  setOpen(true);
                }}
              >
                <Icon className="size-8 text-gold-400" aria-hidden />
                <span className="mt-6 font-display text-2xl">{name}</span>
                <span className="mt-2 flex-1 text-sm leading-6 text-ink-300">{text}</span>
                <span className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-gold-300">
                  Request this ride{" "}
                  <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden />
                </span>
              </button>
              <div className="px-6 pb-6">
                <Link to={page} className="btn-primary w-full">
                  Book online<span className="sr-only"> for {name}</span>
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
