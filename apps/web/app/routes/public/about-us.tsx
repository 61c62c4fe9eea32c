import { PageHero } from "~/components/layout/page-hero";

export const meta = () => [{ title: "About Us" }];

// Placeholder: the issue that builds this screen replaces it.
export default function Screen() {
  return <PageHero title="About Us" />;
}
