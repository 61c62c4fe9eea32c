import { Link, useLocation, useParams } from "react-router";
import { VEHICLE_CLASS_NAMES, type VehicleClass } from "@chauffeur/contracts";
import { PageHero } from "~/components/layout/page-hero";
import { paths } from "~/lib/paths";
import { MapsKitProvider } from "~/features/places";
import { AirportTransferForm, TripForm } from "~/features/trip-planner";
import { LuxuryCarDetails, LuxuryCarsCatalogue, useCheckFare, useVehicleClass } from "~/features/fares";

/**
 * One screen module for /airport-transfers, /luxury-cars and /luxury-cars/:id (the route table shares it): the path
 * decides which of the three views it shows.
 */
export const meta = ({ location }: { location: { pathname: string } }) =>
  location.pathname.startsWith(paths.airportTransfers)
    ? [
        { title: "Airport Transfers — on time, every flight" },
        {
          name: "description",
          content:
            "Chauffeured transfers to and from Biju Patnaik International Airport, with flight tracking and free waiting.",
        },
      ]
    : [
        { title: "Luxury Cars — the fleet" },
        {
          name: "description",
          content: "Executive sedans, premium SUVs and luxury sedans with professional chauffeurs in Bhubaneswar.",
        },
      ];

function AirportTransfers() {
  const { busy, submit } = useCheckFare("airport-transfer");
  return (
    <>
      <PageHero eyebrow="Airport Transfers" title="On Time, Every Flight.">
        Chauffeured transfers to and from Biju Patnaik International Airport. We track your flight, wait 15 minutes free
        after you clear arrivals and help with your bags.
      </PageHero>
      <section className="page-container py-10">
        <MapsKitProvider>{(kit) => <AirportTransferForm kit={kit} busy={busy} onSubmit={submit} />}</MapsKitProvider>
      </section>
    </>
  );
}

function LuxuryCars() {
  return (
    <>
      <PageHero eyebrow="Luxury Cars" title="Choose Your Car.">
        Every car is chauffeur-driven, spotless and air-conditioned. Pick a class and book a city ride with a fixed,
        all-inclusive price.
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
  return (
    <>
      <PageHero
        eyebrow="Luxury Cars"
        // the class's name from the contracts until the catalogue arrives: the prerendered page names its car too
        title={v ? v.name : (VEHICLE_CLASS_NAMES[code as VehicleClass] ?? "Luxury Car")}
      >
        <Link to={paths.luxuryCars} className="text-gold-300 underline">
          All cars
        </Link>
      </PageHero>
      <section className="page-container grid gap-8 py-10">
        <LuxuryCarDetails code={code} />
        <div>
          <h2 className="mb-4 text-3xl">Book a city ride</h2>
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
  if (pathname.startsWith(paths.airportTransfers)) return <AirportTransfers />;
  if (id) return <LuxuryCar code={id} />;
  return <LuxuryCars />;
}
