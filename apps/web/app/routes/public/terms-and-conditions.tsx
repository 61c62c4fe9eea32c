import { pageMeta, PolicyPage, TermsContent } from "~/features/marketing";

export const handle = { heroUnderHeader: true };

export const meta = () =>
  pageMeta({
    title: "Terms & Conditions",
    description:
      "The 17 terms that govern every Sarathi Luxe booking: eligibility, fares, rentals, outstation trips, cancellation, no-shows and disputes.",
    path: "/terms-and-conditions",
    type: "article",
  });

export default function TermsAndConditions() {
  return (
    <PolicyPage eyebrow="Legal" title="Terms & Conditions" updated="1 November 2025">
      <TermsContent />
    </PolicyPage>
  );
}
