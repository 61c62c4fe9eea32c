/**
 * English texts of the site's chrome: header, phone menu, footer, language switcher, shared buttons and states
 * (decision record 018). The specification's texts exactly as it gives them.
 */
export default {
  "footer.about":
    "Chauffeur-driven luxury rides across Odisha: outstation trips, hourly rentals, airport transfers and events.",
  "footer.social": "Social links",
  "footer.company": "COMPANY",
  "footer.aboutUs": "About Us",
  "footer.privacyPolicy": "Privacy Policy",
  "footer.cancellationRefund": "Cancellation & Refund",
  "footer.terms": "Terms & Conditions",
  "footer.faqs": "FAQs",
  "footer.services": "SERVICES",
  "footer.airportTransfers": "Airport Transfers",
  "footer.cityRentals": "City Rentals",
  "footer.outstationTrips": "Outstation Trips",
  "footer.eventPartnerships": "Event Partnerships",
  "footer.support": "SUPPORT",
  "footer.callUs": "Call Us",
  "footer.email": "Email",
  "footer.whatsapp": "WhatsApp",
  "footer.copyright": "© 2025 {name}. All rights reserved. A product of {legalName}",
} as const satisfies Record<string, string>;
