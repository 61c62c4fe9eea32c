// Public entry of the marketing feature: the public pages' sections, legal texts, FAQ and page meta.
export { AmenitiesGrid } from "./components/amenities-grid";
export { EventExperience } from "./components/event-experience";
export { EventsBanner } from "./components/events-banner";
export { FaqBrowser } from "./components/faq-browser";
export { FeatureGrid } from "./components/feature-grid";
export { HomeHero } from "./components/home-hero";
export { MarketingPageHero, PolicyPage } from "./components/policy-page";
export { ServicesSection } from "./components/services-section";
export { AboutContent } from "./content/about";
export { CancellationRefundContent } from "./content/cancellation-refund";
export { faqJsonLd } from "./content/faq-json-ld";
export { PrivacyContent } from "./content/privacy";
export { TermsContent } from "./content/terms";
export { marketingMeta, pageMeta } from "./seo";
