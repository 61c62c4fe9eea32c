import { leadMessages } from "../../../messages.ts";
import { P } from "../../marketing-facts.ts";

/** English marketing texts, part "pages": Every marketing page's title and description, the policies' frame, the services' names and the lead forms' shared words (en-IN/marketing.ts joins the parts). */
export default {
  "meta.home.title": "Sarathi Luxe | Chauffeur-Driven Luxury Cars in Bhubaneswar, Odisha",
  "meta.home.description": `Experience luxury in every ride: pre-scheduled chauffeur-driven cars in Bhubaneswar for airport transfers, hourly rentals at ₹${P.hourlyRate}/hour, outstation trips and weddings. 24/7, live human support.`,
  "meta.about.title": "About Us",
  "meta.about.description":
    "Founded in June 2025 in Bhubaneswar, Sarathi Luxe provides pre-scheduled chauffeur-driven luxury cars across Odisha. Our story and how we work.",
  "meta.privacy.title": "Privacy Policy",
  "meta.privacy.description":
    "What personal data Sarathi Luxe collects, why, who sees it, how long we keep it and your rights.",
  "meta.refund.title": "Cancellation & Refund",
  "meta.refund.description": `Free cancellation up to ${P.freeCancelMin} minutes before pickup, refunds within ${P.refundDays} business days, no-show and airport waiting rules for Sarathi Luxe rides.`,
  "meta.terms.title": "Terms & Conditions",
  "meta.terms.description":
    "The 17 terms that govern every Sarathi Luxe booking: eligibility, fares, rentals, outstation trips, cancellation, no-shows and disputes.",
  "meta.faq.title": "FAQ",
  "meta.faq.description":
    "Answers about booking, payments, cancellations, airport waiting, hourly rentals and outstation trips with Sarathi Luxe, Bhubaneswar's chauffeur-driven luxury car service.",
  "meta.event.title": "Wedding & Event Cars",
  "meta.event.description":
    "Make arrivals memorable: chauffeur-driven luxury cars for weddings, corporate events, conferences and concerts in Bhubaneswar and Odisha. Personalised fleet plans, trained chauffeurs, concierge support.",
  "seo.businessDescription":
    "Pre-scheduled, chauffeur-driven luxury rides in Bhubaneswar and across Odisha: outstation trips, hourly rentals, airport transfers and event cars.",

  "services.luxuryCars.name": "Luxury Cars",
  "services.outstationTrips.name": "Outstation Trips",
  "services.hourlyRentals.name": "Hourly Rentals",
  "services.airportTransfers.name": "Airport Transfers",
  "events.weddingsServed": "Weddings Served",
  "events.venueCollaborations": "Venue Collaborations",

  "policy.lastUpdated": "Last updated: 1 November 2025",
  "policy.legal": "Legal",
  "policy.policies": "Policies",

  "lead.honeypot": "Leave this field empty",

  "enquiry.failed": leadMessages.eventFailed,
  "enquiry.network": leadMessages.eventNetwork,
  "request.loading": "Loading",
  "request.title": "Book {service}",
} as const satisfies Record<string, string>;
