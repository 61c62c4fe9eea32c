import { PageHero } from "~/components/layout/page-hero";

export const meta = () => [{ title: "Sign in" }];

// Placeholder: the issue that builds this screen replaces it.
export default function Screen() {
  return <PageHero title="Sign in" />;
}
