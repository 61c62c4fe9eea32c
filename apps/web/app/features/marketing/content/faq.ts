import type faqEn from "@chauffeur/contracts/i18n/en-IN/marketing/faq";

/** The seven categories of the specification ('General' … 'Policies'; labels faq.category.<id>). */
export const FAQ_CATEGORIES = [
  "general",
  "payments",
  "bookings",
  "airport",
  "hourly",
  "outstation",
  "policies",
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/**
 * How many questions each category has: the `marketing` catalogue's faq.<category>.<n>.q / .a (every figure from the
 * shared constants; a [label](refund) in an answer links to the Cancellation & Refund page). 'Policies' has no
 * questions of its own yet: the page shows 'No FAQs available for this category yet.' and points to the policies.
 */
export const FAQ_COUNTS: Record<FaqCategory, number> = {
  general: 5,
  payments: 4,
  bookings: 5,
  airport: 3,
  hourly: 2,
  outstation: 3,
  policies: 0,
};

type FaqKey = keyof typeof faqEn;

export interface FaqKeys {
  q: FaqKey;
  a: FaqKey;
}

/** A category's questions as catalogue keys. */
export function faqKeys(category: FaqCategory): FaqKeys[] {
  return Array.from({ length: FAQ_COUNTS[category] }, (_, i) => ({
    q: `faq.${category}.${i + 1}.q` as FaqKey,
    a: `faq.${category}.${i + 1}.a` as FaqKey,
  }));
}
