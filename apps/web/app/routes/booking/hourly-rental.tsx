import { PageHero } from "~/components/layout/page-hero";

export const meta = () => [{ title: "Seamless Travel, On Your Schedule." }];

// Placeholder: the issue that builds this screen replaces it.
export default function Screen() {
  return <PageHero title="Seamless Travel, On Your Schedule." />;
}
