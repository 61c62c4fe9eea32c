import { PageHero } from "~/components/layout/page-hero";

export const meta = () => [{ title: "Privacy Policy" }];

// Placeholder: the issue that builds this screen replaces it.
export default function Screen() {
  return <PageHero title="Privacy Policy" />;
}
