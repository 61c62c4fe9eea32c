import { PageHero } from "~/components/layout/page-hero";

export const meta = () => [{ title: "Experience Luxury In Every Ride" }];

// Placeholder: the issue that builds this screen replaces it.
export default function Screen() {
  return <PageHero title="Experience Luxury In Every Ride" />;
}
