import type { MetaFunction } from "react-router";
import {
  AmenitiesGrid,
  EventsBanner,
  FeatureGrid,
  HomeHero,
  marketingMeta,
  ServicesSection,
} from "~/features/marketing";
import { paths } from "~/lib/paths";

export const handle = { heroUnderHeader: true };

export const links = () => [
  { rel: "preload", href: "/images/hero-night-drive.svg", as: "image", type: "image/svg+xml" },
];

export const meta: MetaFunction = ({ location }) => marketingMeta(location.pathname, "home", paths.home);

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
