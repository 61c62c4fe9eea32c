import { CancellationRefundContent, pageMeta, PolicyPage } from "~/features/marketing";

export const handle = { heroUnderHeader: true };

export const meta = () =>
  pageMeta({
    title: "Cancellation & Refund",
    description:
      "Free cancellation up to 30 minutes before pickup, refunds within 3 to 7 business days, no-show and airport waiting rules for Sarathi Luxe rides.",
    path: "/cancellation-refund",
    type: "article",
  });

export default function CancellationRefund() {
  return (
    <PolicyPage eyebrow="Policies" title="Cancellation & Refund" updated="1 November 2025">
      <CancellationRefundContent />
    </PolicyPage>
  );
}
