import { PageHero } from "~/components/layout/page-hero";

export const meta = () => [{ title: "Reset Password" }];

// Placeholder: the issue that builds this screen replaces it.
export default function Screen() {
  return <PageHero title="Reset Password" />;
}
