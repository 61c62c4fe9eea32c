import { PageHero } from "~/components/layout/page-hero";
import { MapsKitProvider } from "~/features/places";
import { TripForm } from "~/features/trip-planner";
import { useCheckFare } from "~/features/fares";

export const meta = () => [
  { title: "Hourly Rentals — Seamless Travel, On Your Schedule." },
  {
    name: "description",
    content:
      "A chauffeur at your disposal from 1 to 12 hours in Bhubaneswar and Cuttack, ₹750 per hour including 10 km.",
  },
];

export default function HourlyRental() {
  const { busy, submit } = useCheckFare("hourly-rental");
  return (
    <>
      <PageHero eyebrow="Hourly Rentals" title="Seamless Travel, On Your Schedule.">
        A car and chauffeur at your disposal for 1 to 12 hours within the city — from ₹750 an hour including 10 km —
        with as many stops as your day needs.
      </PageHero>
      <section className="page-container py-10">
        <MapsKitProvider>
          {(kit) => <TripForm service="hourly-rental" kit={kit} busy={busy} onSubmit={submit} />}
        </MapsKitProvider>
      </section>
    </>
  );
}
