import { AmenitiesGrid, EventsBanner, FeatureGrid, HomeHero, pageMeta, ServicesSection } from "~/features/marketing";

export const handle = { heroUnderHeader: true };

export const links = () => [
  { rel: "preload", href: "/images/hero-night-drive.svg", as: "image", type: "image/svg+xml" },
];

export const meta = () =>
  pageMeta({
    title: "Sarathi Luxe | Chauffeur-Driven Luxury Cars in Bhubaneswar, Odisha",
    description:
      "Experience luxury in every ride: pre-scheduled chauffeur-driven cars in Bhubaneswar for airport transfers, hourly rentals at ₹750/hour, outstation trips and weddings. 24/7, live human support.",
    path: "/",
  });

export default function Home() {
  return (
    <>
      <HomeHero />
      <FeatureGrid />
      <ServicesSection />
      <AmenitiesGrid />
      <EventsBanner />
    </>
  );
}
