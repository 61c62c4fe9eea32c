import { AboutContent, pageMeta, PolicyPage } from "~/features/marketing";

export const handle = { heroUnderHeader: true };

export const meta = () =>
  pageMeta({
    title: "About Us",
    description:
      "Founded in June 2025 in Bhubaneswar, Sarathi Luxe provides pre-scheduled chauffeur-driven luxury cars across Odisha. Our story and how we work.",
    path: "/about-us",
  });

export default function AboutUs() {
  return (
    <PolicyPage
      eyebrow="Our story"
      title="About Us"
      intro="Chauffeur-driven luxury, from Bhubaneswar, since June 2025."
    >
      <AboutContent />
    </PolicyPage>
  );
}
