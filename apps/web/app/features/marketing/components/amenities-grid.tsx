import {
  Armchair,
  BatteryCharging,
  Candy,
  GlassWater,
  Layers,
  Music,
  Newspaper,
  Snowflake,
  Sparkles,
  type LucideIcon,
} from "lucide-react";
import { useT } from "~/i18n";
import { homeText } from "~/i18n/texts/marketing-home";

/** In-car amenities. */
const AMENITIES: {
  icon: LucideIcon;
  label: `amenities.${"seats" | "ac" | "clean" | "treats" | "water" | "magazines" | "towels" | "charging" | "music"}`;
}[] = [
  { icon: Armchair, label: "amenities.seats" },
  { icon: Snowflake, label: "amenities.ac" },
  { icon: Sparkles, label: "amenities.clean" },
  { icon: Candy, label: "amenities.treats" },
  { icon: GlassWater, label: "amenities.water" },
  { icon: Newspaper, label: "amenities.magazines" },
  { icon: Layers, label: "amenities.towels" },
  { icon: BatteryCharging, label: "amenities.charging" },
  { icon: Music, label: "amenities.music" },
];

export function AmenitiesGrid() {
  const t = useT(homeText);
  return (
    <section className="bg-ivory-100 py-16 md:py-24" aria-labelledby="amenities-title">
      <div className="page-container grid gap-10 lg:grid-cols-[1fr_2fr] lg:items-center">
        <div>
          <p className="eyebrow text-gold-700">{t("amenities.eyebrow")}</p>
          <h2 id="amenities-title" className="mt-3 text-3xl md:text-5xl">
            {t("amenities.title")}
          </h2>
          <p className="mt-4 max-w-md leading-7 text-ink-600">{t("amenities.text")}</p>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {AMENITIES.map(({ icon: Icon, label }) => (
            <li key={label} className="flex items-center gap-3 rounded-xl border border-ivory-200 bg-white px-4 py-4">
              <Icon className="size-5 shrink-0 text-gold-600" aria-hidden />
              <span className="text-sm font-medium text-ink-800">{t(label)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
