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

/** In-car amenities. */
const AMENITIES: { icon: LucideIcon; label: string }[] = [
  { icon: Armchair, label: "Comfort Seats" },
  { icon: Snowflake, label: "Chilled AC" },
  { icon: Sparkles, label: "Extra Clean Car" },
  { icon: Candy, label: "Sweet Treats" },
  { icon: GlassWater, label: "Water Bottle" },
  { icon: Newspaper, label: "Magazines" },
  { icon: Layers, label: "Paper Towels" },
  { icon: BatteryCharging, label: "Charging Points" },
  { icon: Music, label: "Your Own Music" },
];

export function AmenitiesGrid() {
  return (
    <section className="bg-ivory-100 py-16 md:py-24" aria-labelledby="amenities-title">
      <div className="page-container grid gap-10 lg:grid-cols-[1fr_2fr] lg:items-center">
        <div>
          <p className="eyebrow text-gold-700">On board</p>
          <h2 id="amenities-title" className="mt-3 text-3xl md:text-5xl">
            Amenities in every car
          </h2>
          <p className="mt-4 max-w-md leading-7 text-ink-600">
            The small things make a ride feel first class. Every car leaves the garage cleaned, cooled and stocked.
          </p>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {AMENITIES.map(({ icon: Icon, label }) => (
            <li key={label} className="flex items-center gap-3 rounded-xl border border-ivory-200 bg-white px-4 py-4">
              <Icon className="size-5 shrink-0 text-gold-600" aria-hidden />
              <span className="text-sm font-medium text-ink-800">{label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
