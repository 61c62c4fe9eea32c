import { P } from "./policy-facts";

export const FAQ_CATEGORIES = [
  "General",
  "Payments",
  "Bookings",
  "Airport Transfers",
  "Hourly Rentals",
  "Outstation Trips",
  "Policies",
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export interface Faq {
  q: string;
  /** plain text; a [bracketed phrase] becomes a link to the Cancellation & Refund page */
  a: string;
}

/**
 * The FAQ (every figure from the shared constants through policy-facts). 'Policies' has no questions of its
 * own yet: the page shows 'No FAQs available for this category yet.' and points to the full policy pages.
 */
export const FAQS: Record<FaqCategory, Faq[]> = {
  General: [
    {
      q: "What is Sarathi Luxe?",
      a: "A pre-scheduled, chauffeur-driven luxury car service based in Bhubaneswar. You book a car and a professional chauffeur in advance for city hours, airport transfers, outstation journeys or events, and pay online.",
    },
    {
      q: "Where do you operate?",
      a: `Our base is Bhubaneswar. City rentals run within Bhubaneswar and Cuttack city limits, and outstation trips go to destinations within ${P.outstationRadiusKm} km of Bhubaneswar, such as Puri, Konark, Chilika and Gopalpur.`,
    },
    {
      q: "Are you available at night and on holidays?",
      a: "Yes. We run 24/7, every day of the year, and a real person answers our phone line at any hour.",
    },
    {
      q: "How many people and bags fit in a car?",
      a: `Our cars seat 3 to 5 adults and carry 3 to 5 large suitcases depending on the model. A booking takes up to ${P.passengersMax} passengers and ${P.suitcasesMax} suitcases; with ${P.passengersMax} passengers the limit is ${P.suitcasesWith5} suitcases so everyone travels comfortably.`,
    },
    {
      q: "Who can book?",
      a: `Anyone aged ${P.minAge} or older with an Indian mobile number. You can book for a family member or guest and add their details at checkout.`,
    },
  ],
  Payments: [
    {
      q: "How do I pay?",
      a: "Online when you book, through our payment partner Razorpay: UPI, cards, net banking and wallets. We never see or store your card details. Your chauffeur does not collect cash for the booked fare.",
    },
    {
      q: "How much does an hourly rental cost?",
      a: `₹${P.hourlyRate} per hour, including ${P.hourlyKm} km and as many stops as you need. The fare summary shows the full price, add-ons included, before you pay.`,
    },
    {
      q: "What do the add-ons cost?",
      a: `A name placard at pickup costs ₹${P.placardRupees}. Pets travel for ₹${P.dogRupees} for a dog and ₹${P.catRupees} for a cat, up to ${P.maxPets} pets per ride. A child seat is free on request.`,
    },
    {
      q: "When will I get my refund?",
      a: `Refunds go back to the account or card you paid with, within ${P.refundDays} business days of the cancellation. See our [Cancellation & Refund Policy] for when a fee applies.`,
    },
  ],
  Bookings: [
    {
      q: "How far in advance should I book?",
      a: `At least ${P.advanceHours} hours before pickup, so that we can assign the right car and chauffeur. For weddings and events, book as early as you can.`,
    },
    {
      q: "When is my booking confirmed?",
      a: `Usually within about ${P.confirmationMin} minutes of payment. You receive the confirmation by e-mail and SMS, and your chauffeur's details before pickup. If we ever cannot confirm a booking, we refund it in full.`,
    },
    {
      q: "Can I cancel my booking?",
      a: `Yes. Cancelling at least ${P.freeCancelMin} minutes before pickup is free; under ${P.freeCancelMin} minutes a nominal fee of ₹${P.cancelFeeRupees} applies. We appreciate ${P.noticeHours} hours' notice so the chauffeur can plan. Details in our [Cancellation & Refund Policy].`,
    },
    {
      q: "What if I am late for pickup?",
      a: `Your chauffeur waits up to ${P.noShowWaitMin} minutes at the pickup point and calls you. If we cannot reach you after ${P.noShowWaitMin} minutes, the ride counts as a no-show and the full amount is chargeable.`,
    },
    {
      q: "Can I add stops on the way?",
      a: `Yes, up to ${P.maxStops} stops between pickup and drop-off. Add them when you check the fare so the price includes them.`,
    },
  ],
  "Airport Transfers": [
    {
      q: "How long will the chauffeur wait at the airport?",
      a: `We track your flight. Your chauffeur allows ${P.airportBufferDomesticMin} minutes after a domestic landing (${P.airportBufferInternationalMin} after an international one) for baggage and immigration, then waits ${P.airportFreeWaitMin} minutes free. After that, waiting costs ₹${P.airportExtraRupees} for every extra 5 minutes. Delayed flights never cost you extra.`,
    },
    {
      q: "When should I be picked up for a flight?",
      a: `Choose a pickup time that leaves the drive plus a buffer of ${P.airportBufferDomesticMin} minutes for domestic or ${P.airportBufferInternationalMin} minutes for international flights before check-in closes. The route preview shows the drive time.`,
    },
    {
      q: "Can the chauffeur meet me with a name board?",
      a: `Yes. Add the placard add-on (₹${P.placardRupees}) and tell us the name to show; your chauffeur waits at the arrivals exit.`,
    },
  ],
  "Hourly Rentals": [
    {
      q: "How long can I book a car for?",
      a: `From ${P.hourlyMin} to ${P.hourlyMax} hours. For a city rental we recommend at least ${P.cityRentalMinHours} hours. Extensions on the day depend on availability and may not be possible at peak hours.`,
    },
    {
      q: "How many kilometres are included?",
      a: `Each hour includes ${P.hourlyKm} km. City rentals of ${P.cityRentalMinHours} hours or more have unlimited kilometres within city limits. Rentals stay within the city; airport runs are booked as airport transfers.`,
    },
  ],
  "Outstation Trips": [
    {
      q: "How far do you go?",
      a: `To destinations within ${P.outstationRadiusKm} km of Bhubaneswar. A single trip, as our planner measures it by road, can be up to ${P.outstationMaxKm} km, stops included.`,
    },
    {
      q: "Can I book a round trip?",
      a: "Yes. Choose Round Trip and give the return date and time; the same car and chauffeur stay with you.",
    },
    {
      q: "Can I travel with my pet?",
      a: `Yes, up to ${P.maxPets} pets per ride. Add them at checkout (₹${P.dogRupees} for a dog, ₹${P.catRupees} for a cat) so we send a car prepared with seat covers.`,
    },
  ],
  Policies: [],
};

/** Splits an answer into text and the bracketed phrases that become links. */
export function answerParts(a: string): { text: string; link: boolean }[] {
  return a
    .split(/(\[[^\]]+\])/)
    .filter(Boolean)
    .map((s) =>
      s.startsWith("[") && s.endsWith("]") ? { text: s.slice(1, -1), link: true } : { text: s, link: false },
    );
}

/** FAQPage structured data, brackets removed. */
export function faqJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: Object.values(FAQS)
      .flat()
      .map((f) => ({
        "@type": "Question",
        name: f.q,
        acceptedAnswer: { "@type": "Answer", text: f.a.replace(/\[([^\]]+)\]/g, "$1") },
      })),
  };
}
