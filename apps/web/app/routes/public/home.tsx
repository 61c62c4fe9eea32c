import { pageMeta } from "~/features/marketing/seo";
import { HomeHero } from "~/features/marketing/components/home-hero";
import { FeatureGrid } from "~/features/marketing/components/feature-grid";
import { ServicesSection } from "~/features/marketing/components/services-section";
import { AmenitiesGrid } from "~/features/marketing/components/amenities-grid";
import { EventsBanner } from "~/features/marketing/components/events-banner";

export const handle = { heroUnderHeader: true };

export const links = () => [{ rel: "preload", href: "/images/hero-night-drive.svg", as: "image", type: "image/svg+xml" }];

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
