import { Link, useLocation, useParams } from "react-router";
import { VEHICLE_CLASS_NAMES, type VehicleClass } from "@chauffeur/contracts";
import { PageHero } from "~/components/layout/page-hero";
import { paths } from "~/lib/paths";
import { MapsKitProvider } from "~/features/places";
import { AirportTransferForm, TripForm } from "~/features/trip-planner";
import { LuxuryCarDetails, LuxuryCarsCatalogue, useCheckFare, useVehicleClass } from "~/features/fares";
import { localeOfPath, textsIn, useLocalizePath, useT, withoutLocale } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";

/**
 * One screen module for /airport-transfers, /luxury-cars and /luxury-cars/:id (the route table shares it): the path
 * decides which of the three views it shows.
 */
export const meta = ({ location }: { location: { pathname: string } }) => {
  const t = textsIn(localeOfPath(location.pathname) ?? "en-IN", bookingText);
  const page = withoutLocale(location.pathname).startsWith(paths.airportTransfers) ? "airport" : "luxury";
  return [{ title: t(`${page}.metaTitle`) }, { name: "description", content: t(`${page}.metaDescription`) }];
};

function AirportTransfers() {
  const { busy, submit } = useCheckFare("airport-transfer");
  const t = useT(bookingText);
  return (
    <>
      <PageHero eyebrow={t("airport.eyebrow")} title={t("airport.title")}>
        {t("airport.lead")}
      </PageHero>
      <section className="page-container py-10">
        <MapsKitProvider>{(kit) => <AirportTransferForm kit={kit} busy={busy} onSubmit={submit} />}</MapsKitProvider>
      </section>
    </>
  );
}

function LuxuryCars() {
  const t = useT(bookingText);
  return (
    <>
      <PageHero eyebrow={t("luxury.eyebrow")} title={t("luxury.title")}>
        {t("luxury.lead")}
      </PageHero>
      <section className="page-container py-10">
        <LuxuryCarsCatalogue />
      </section>
    </>
  );
}

function LuxuryCar({ code }: { code: string }) {
  const { busy, submit } = useCheckFare("cab-booking");
  const v = useVehicleClass(code);
  const t = useT(bookingText);
  const to = useLocalizePath();
  return (
    <>
      <PageHero
        eyebrow={t("luxury.eyebrow")}
        // the class's name from the contracts until the catalogue arrives: the prerendered page names its car too
        title={v ? v.name : (VEHICLE_CLASS_NAMES[code as VehicleClass] ?? t("luxury.fallbackName"))}
      >
        <Link to={to(paths.luxuryCars)} className="text-gold-300 underline">
          {t("luxury.allCars")}
        </Link>
      </PageHero>
      <section className="page-container grid gap-8 py-10">
        <LuxuryCarDetails code={code} />
        <div>
          <h2 className="mb-4 text-3xl">{t("luxury.bookCityRide")}</h2>
          <MapsKitProvider>
            {(kit) => (
              <TripForm
                service="cab-booking"
                kit={kit}
                busy={busy}
                onSubmit={submit}
                extra={{ carType: code as VehicleClass /* the server refuses a class it does not know */ }}
              />
            )}
          </MapsKitProvider>
        </div>
      </section>
    </>
  );
}

export default function ServicesScreen() {
  const { pathname } = useLocation();
  const { id } = useParams();
  if (withoutLocale(pathname).startsWith(paths.airportTransfers)) return <AirportTransfers />;
  if (id) return <LuxuryCar code={id} />;
  return <LuxuryCars />;
}
