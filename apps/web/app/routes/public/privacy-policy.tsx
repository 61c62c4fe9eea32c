import { pageMeta, PolicyPage, PrivacyContent } from "~/features/marketing";

export const handle = { heroUnderHeader: true };

export const meta = () =>
  pageMeta({
    title: "Privacy Policy",
    description: "What personal data Sarathi Luxe collects, why, who sees it, how long we keep it and your rights.",
    path: "/privacy-policy",
    type: "article",
  });

export default function PrivacyPolicy() {
  return (
    <PolicyPage eyebrow="Legal" title="Privacy Policy" updated="1 November 2025">
      <PrivacyContent />
    </PolicyPage>
  );
}
