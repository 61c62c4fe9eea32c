import { Link } from "react-router";
import { Briefcase, Check, Users } from "lucide-react";
import type { Vehicle } from "@chauffeur/contracts";
import { Spinner } from "~/components/ui/spinner";
import { useLocalizePath, useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";
import { useBookingFormat } from "~/lib/use-booking-format";
import { paths } from "~/lib/paths";
import { useLuxuryPrices } from "../api/luxury-prices";
import { useVehicleClasses } from "../api/vehicle-classes";
import { useVehicleTexts } from "../vehicle-texts";
import { CarIllustration } from "./luxury-illustrations";

function Specs({ v }: { v: Vehicle }) {
  const t = useT(bookingText);
  return (
    <p className="flex gap-4 text-sm text-ink-700">
      <span className="inline-flex items-center gap-1">
        <Users className="size-4 text-gold-600" aria-hidden /> {t("luxury.passengers", { n: v.seats })}
      </span>
      <span className="inline-flex items-center gap-1">
        <Briefcase className="size-4 text-gold-600" aria-hidden /> {t("luxury.largeSuitcases", { n: v.luggage })}
      </span>
    </p>
  );
}

/**
 * 'From ₹524 per city ride': the server's price from the published tariff. While it loads (and in the prerendered
 * HTML) the same line stands invisible, so its space is kept and the price does not push the page when it arrives;
 * nothing if the server failed.
 */
function FromPrice({ code, className }: { code: string; className?: string }) {
  const { data, isPending } = useLuxuryPrices();
  const t = useT(bookingText);
  const fmt = useBookingFormat();
  const price = data?.prices.find((p) => p.code === code);
  if (!price && !isPending) return null;
  return (
    <p
      className={price ? className : `${className ?? ""} invisible`}
      data-testid={price ? `from-price-${code}` : undefined}
      aria-hidden={price ? undefined : true}
    >
      <span className="text-sm text-ink-600">{t("luxury.from")} </span>
      <span className="font-display text-3xl text-ink-900">{price ? fmt.rupees(price.fromPaise) : "₹0"}</span>
      <span className="text-sm text-ink-600"> {t("luxury.perRide")}</span>
    </p>
  );
}

/**
 * What 'from' means, once per page, under the prices. It is shown from the first paint (in the prerendered HTML, in the
 * catalogue's words) rather than kept invisible until the prices arrive: the largest text of a car's page, appearing
 * seconds later on a slow phone, was its Largest Contentful Paint (3.9 s against 0.7 s).
 */
function PriceBasis() {
  const { data, isPending } = useLuxuryPrices();
  const t = useT(bookingText);
  const en = useBookingFormat().en;
  if (!data && !isPending) return null;
  return (
    <p className="text-sm text-ink-600" data-testid={data ? "from-price-basis" : undefined}>
      {/* the server's words on an English page (the same text, unless an operator's tariff changes them) */}
      {en && data ? data.basis : t("luxury.basis")}
    </p>
  );
}

function Amenities({ v }: { v: Vehicle }) {
  const vt = useVehicleTexts();
  return (
    <ul className="grid grid-cols-2 gap-1 text-sm text-ink-700">
      {v.amenities.map((a) => (
        <li key={a} className="inline-flex items-center gap-1.5">
          <Check className="size-3.5 text-gold-600" aria-hidden /> {vt.amenity(a)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The fleet catalogue (/luxury-cars): each class's picture, its 'from' price (the server's, with what 'from' means
 * under the cards), seats, luggage and amenities.
 */
export function LuxuryCarsCatalogue() {
  // the seeded classes until the server answers: the prerendered page has its cards, replaced in place
  const { data, isPending, isError } = useVehicleClasses({ seeded: true });
  const t = useT(bookingText);
  const vt = useVehicleTexts();
  const to = useLocalizePath();
  if (isPending)
    return (
      <p className="flex items-center gap-2 py-10 text-ink-600">
        <Spinner /> {t("luxury.loading")}
      </p>
    );
  if (isError || !data) return <p className="py-10 text-ink-600">{t("luxury.loadFailed")}</p>;
  return (
    <div className="space-y-6">
      <ul className="grid gap-6 md:grid-cols-3">
        {data.map((v) => (
          <li key={v.code} className="card flex flex-col gap-4 overflow-hidden p-0">
            <CarIllustration code={v.code} className="aspect-[32/15] w-full" />
            <div className="flex flex-1 flex-col gap-4 px-6 pb-6">
              <div>
                <p className="eyebrow">
                  {t(v.code === "luxury" ? "luxury.tagLuxury" : v.code === "suv" ? "luxury.tagSuv" : "luxury.tagSedan")}
                </p>
                <h2 className="mt-1 text-2xl">{v.name}</h2>
                <p className="text-sm text-ink-600">{vt.models(v)}</p>
              </div>
              <FromPrice code={v.code} />
              <p className="text-ink-700">{vt.description(v)}</p>
              <Specs v={v} />
              <Amenities v={v} />
              <Link to={to(paths.luxuryCar(v.code))} className="btn-dark mt-auto">
                {t("luxury.bookThe", { name: v.name })}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <PriceBasis />
    </div>
  );
}

/** A car class's page: its details; the route puts the city ride form beside it. */
export function LuxuryCarDetails({ code }: { code: string }) {
  const { data, isPending, isPlaceholderData } = useVehicleClasses({ seeded: true });
  const t = useT(bookingText);
  const vt = useVehicleTexts();
  const to = useLocalizePath();
  const v = data?.find((c) => c.code === code);
  if (isPending || (isPlaceholderData && !v)) return <Spinner />;
  if (!v)
    return (
      <div className="card p-6">
        <h2 className="text-2xl">{t("luxury.notFound")}</h2>
        <Link to={to(paths.luxuryCars)} className="btn-outline mt-4">
          {t("luxury.seeAll")}
        </Link>
      </div>
    );
  return (
    <section className="card space-y-4 overflow-hidden p-0 pb-6 [&>*:not(svg)]:mx-6" aria-labelledby="car-title">
      <CarIllustration code={v.code} className="aspect-[32/15] w-full" />
      <p className="eyebrow">{t("luxury.yourCar")}</p>
      <h2 id="car-title" className="text-3xl">
        {v.name}
      </h2>
      <p className="text-sm text-ink-600">{vt.models(v)}</p>
      <FromPrice code={v.code} />
      <PriceBasis />
      <p className="text-ink-700">{vt.description(v)}</p>
      <Specs v={v} />
      <Amenities v={v} />
      <p className="rounded-xl bg-ivory-100 p-3 text-sm text-ink-700">{t("luxury.cityNote")}</p>
    </section>
  );
}

export const useVehicleClass = (code: string) => useVehicleClasses({ seeded: true }).data?.find((c) => c.code === code);
