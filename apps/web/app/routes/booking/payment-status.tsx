import { PageHero } from "~/components/layout/page-hero";

export const meta = () => [{ title: "Payment Status" }];

// Placeholder: the issue that builds this screen replaces it.
export default function Screen() {
  return <PageHero title="Payment Status" />;
}
