import { FaqBrowser, faqJsonLd, MarketingPageHero, pageMeta } from "~/features/marketing";

export const handle = { heroUnderHeader: true };

export const meta = () =>
  pageMeta({
    title: "FAQ",
    description:
      "Answers about booking, payments, cancellations, airport waiting, hourly rentals and outstation trips with Sarathi Luxe, Bhubaneswar's chauffeur-driven luxury car service.",
    path: "/faq",
    jsonLd: [faqJsonLd()],
  });

export default function Faq() {
  return (
    <>
      <MarketingPageHero eyebrow="Help centre" title="Frequently Asked Questions">
        Everything about booking a chauffeur-driven ride with us. Can&apos;t find your answer? Call us any time.
      </MarketingPageHero>
      <div className="bg-ivory-50">
        <div className="page-container py-12 md:py-16">
          <FaqBrowser />
        </div>
      </div>
    </>
  );
}
