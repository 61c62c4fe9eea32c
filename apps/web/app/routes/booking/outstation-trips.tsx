import { PageHero } from "~/components/layout/page-hero";

export const meta = () => [{ title: "Smooth Journeys. Beautiful Surroundings." }];

// Placeholder: the issue that builds this screen replaces it.
export default function Screen() {
  return <PageHero title="Smooth Journeys. Beautiful Surroundings." />;
}
