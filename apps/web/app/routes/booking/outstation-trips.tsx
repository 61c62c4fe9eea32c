import { PageHero } from "~/components/layout/page-hero";
import { MapsKitProvider } from "~/features/places";
import { TripForm } from "~/features/trip-planner";
import { useCheckFare } from "~/features/fares";

export const meta = () => [
  { title: "Outstation Trips — Smooth Journeys. Beautiful Surroundings." },
  {
    name: "description",
    content: "Chauffeur-driven one-way and round trips from Bhubaneswar across Odisha, with up to 5 stops.",
  },
];

export default function OutstationTrips() {
  const { busy, submit } = useCheckFare("outstation");
  return (
    <>
      <PageHero eyebrow="Outstation Trips" title="Smooth Journeys. Beautiful Surroundings.">
        One-way or round trips from Bhubaneswar to anywhere within 350 km — Puri, Konark, Chilika, Gopalpur and beyond —
        with up to 5 stops on the way.
      </PageHero>
      <section className="page-container py-10">
        <MapsKitProvider>
          {(kit) => <TripForm service="outstation" kit={kit} busy={busy} onSubmit={submit} />}
        </MapsKitProvider>
      </section>
    </>
  );
}
