import { BadgeCheck, Clock3, Headset, IndianRupee, PawPrint, ShieldCheck, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { HOURLY_INCLUDED_KM, HOURLY_RATE_RUPEES } from "@chauffeur/contracts";
import { Rupee } from "./rupee";

/** The six selling points. */
const FEATURES: { icon: LucideIcon; title: ReactNode; key: string; text: ReactNode }[] = [
  {
    icon: ShieldCheck,
    key: "ShieldCheck",
    title: "No Cancellations From Our Side",
    text: "Once your ride is confirmed, the car and chauffeur are yours. We never cancel on you.",
  },
  {
    icon: IndianRupee,
    key: "hourly",
    title: (
      <>
        <Rupee />
        {HOURLY_RATE_RUPEES} an Hour
      </>
    ),
    text: (
      <>
        Hourly rentals at <Rupee />
        {HOURLY_RATE_RUPEES} per hour, with multiple stops and {HOURLY_INCLUDED_KM} km included.
      </>
    ),
  },
  {
    icon: Clock3,
    key: "Clock3",
    title: "Available 24/7",
    text: "Early flights, late dinners, long weekends: book a car for any hour of any day.",
  },
  {
    icon: Headset,
    key: "Headset",
    title: "Live Human Support",
    text: "A real person answers your call, before, during and after every ride.",
  },
  {
    icon: BadgeCheck,
    key: "BadgeCheck",
    title: "Professional Chauffeurs",
    text: "Verified, uniformed and trained chauffeurs who know Odisha's roads and respect your time.",
  },
  {
    icon: PawPrint,
    key: "PawPrint",
    title: "Pet-Friendly Rides",
    text: "Your dog or cat is welcome aboard: tell us when you book and we prepare the car.",
  },
];

export function FeatureGrid() {
  return (
    <section className="bg-ivory-50 py-16 md:py-24" aria-labelledby="why-title">
      <div className="page-container">
        <p className="eyebrow text-gold-700">Why Sarathi Luxe</p>
        <h2 id="why-title" className="mt-3 max-w-2xl text-3xl md:text-5xl">
          Every detail, taken care of
        </h2>
        <ul className="mt-10 grid gap-px overflow-hidden rounded-2xl border border-ivory-200 bg-ivory-200 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, key, text }) => (
            <li key={key} className="bg-white p-6 md:p-8">
              <span className="flex size-11 items-center justify-center rounded-full bg-ink-950 text-gold-300">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-5 font-sans text-lg font-semibold tracking-normal text-ink-900">{title}</h3>
              <p className="mt-2 leading-7 text-ink-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
