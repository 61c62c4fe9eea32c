import { BadgeCheck, Clock3, Headset, IndianRupee, PawPrint, ShieldCheck, type LucideIcon } from "lucide-react";
import { useT } from "~/i18n";
import { homeText } from "~/i18n/texts/marketing-home";
import { withRupees } from "./rupee";

/** The six selling points (features.<key>.title / .text). */
const FEATURES: { icon: LucideIcon; key: "noCancel" | "hourly" | "available" | "support" | "chauffeurs" | "pets" }[] = [
  { icon: ShieldCheck, key: "noCancel" },
  { icon: IndianRupee, key: "hourly" },
  { icon: Clock3, key: "available" },
  { icon: Headset, key: "support" },
  { icon: BadgeCheck, key: "chauffeurs" },
  { icon: PawPrint, key: "pets" },
];

export function FeatureGrid() {
  const t = useT(homeText);
  return (
    <section className="bg-ivory-50 py-16 md:py-24" aria-labelledby="why-title">
      <div className="page-container">
        <p className="eyebrow text-gold-700">{t("features.eyebrow")}</p>
        <h2 id="why-title" className="mt-3 max-w-2xl text-3xl md:text-5xl">
          {t("features.title")}
        </h2>
        <ul className="mt-10 grid gap-px overflow-hidden rounded-2xl border border-ivory-200 bg-ivory-200 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, key }) => (
            <li key={key} className="bg-white p-6 md:p-8">
              <span className="flex size-11 items-center justify-center rounded-full bg-ink-950 text-gold-300">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-5 font-sans text-lg font-semibold tracking-normal text-ink-900">
                {withRupees(t(`features.${key}.title`))}
              </h3>
              <p className="mt-2 leading-7 text-ink-600">{withRupees(t(`features.${key}.text`))}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
