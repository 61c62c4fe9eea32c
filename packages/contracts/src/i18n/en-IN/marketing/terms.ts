import { B, P } from "../../marketing-facts.ts";

/** English marketing texts, part "terms": Terms & Conditions: the 17 numbered clauses (en-IN/marketing.ts joins the parts). */
export default {
  "terms.title": "Terms & Conditions",
  "terms.intro": "Please read these terms before you book. They are written to be clear; if anything is not, call us.",
  "terms.1.title": "About these terms",
  "terms.1.body": `These terms govern every booking made with ${B.name}, a service of ${B.legalName}, ${B.address} (“we”, “us”). By booking you accept them together with our [Cancellation & Refund Policy](refund) and [Privacy Policy](privacy).`,
  "terms.2.title": "Who may book",
  "terms.2.body": `You must be ${P.minAge} years or older, hold an Indian mobile number and give true contact details. You are responsible for every booking made from your account, including bookings for guests.`,
  "terms.3.title": "Our service",
  "terms.3.body": `We provide pre-scheduled, chauffeur-driven cars; we are not an on-demand taxi service. Rides must be booked at least ${P.advanceHours} hours before pickup. The car class you book is guaranteed; a specific model is a preference, not a promise.`,
  "terms.4.title": "Booking and confirmation",
  "terms.4.body": `A booking is made when the payment succeeds. We usually confirm it within about ${P.confirmationMin} minutes and then share your chauffeur's details before pickup. If we cannot confirm a booking, we decline it and refund it in full.`,
  "terms.5.title": "Fares and payment",
  "terms.5.body": `Fares are shown in Indian rupees on the fare summary before you pay and are paid online in advance. Hourly rentals cost ₹${P.hourlyRate} per hour including ${P.hourlyKm} km and multiple stops. Add-ons are priced where you choose them: a name placard ₹${P.placardRupees}, pets ₹${P.dogRupees} per dog and ₹${P.catRupees} per cat.`,
  "terms.6.title": "Hourly rentals",
  "terms.6.body": `Rentals last ${P.hourlyMin} to ${P.hourlyMax} hours and run within city limits; airport runs are booked as airport transfers. City rentals of about ${P.cityRentalMinHours} hours or more have unlimited kilometres within the city. Extensions on the day depend on availability and may not be possible at peak hours.`,
  "terms.7.title": "Outstation trips",
  "terms.7.body": `We travel to destinations within ${P.outstationRadiusKm} km of Bhubaneswar, one way or round trip, with up to ${P.maxStops} stops. A trip's road distance, as our planner measures it, may be up to ${P.outstationMaxKm} km. Changes to the route on the day are charged at the published tariff.`,
  "terms.8.title": "Airport transfers",
  "terms.8.body": `For arrivals we track your flight: the chauffeur allows ${P.airportBufferDomesticMin} minutes after a domestic and ${P.airportBufferInternationalMin} minutes after an international landing, then waits ${P.airportFreeWaitMin} minutes free; each further 5 minutes costs ₹${P.airportExtraRupees}. Flight delays never cost extra. For departures, choose a pickup that leaves the drive plus ${P.airportBufferDomesticMin} (domestic) or ${P.airportBufferInternationalMin} (international) minutes before check-in closes.`,
  "terms.9.title": "Passengers and luggage",
  "terms.9.body": `Our cars seat 3 to 5 adults and carry 3 to 5 large suitcases depending on the class. A booking takes up to ${P.passengersMax} passengers and ${P.suitcasesMax} suitcases, or ${P.suitcasesWith5} suitcases with ${P.passengersMax} passengers. The chauffeur may refuse loads that are unsafe or do not fit.`,
  "terms.10.title": "Pets and children",
  "terms.10.body": `Up to ${P.maxPets} pets per ride are welcome when declared at booking; they travel on a seat cover or in a carrier and you are responsible for them. Child seats are available free on request and must be asked for at booking.`,
  "terms.11.title": "Cancellation by you",
  "terms.11.body": `Cancellation is free at least ${P.freeCancelMin} minutes before pickup; under ${P.freeCancelMin} minutes a nominal fee of ₹${P.cancelFeeRupees} applies. We appreciate ${P.noticeHours} hours' notice. Refunds reach you within ${P.refundDays} business days. Details: [Cancellation & Refund Policy](refund).`,
  "terms.12.title": "Waiting and no-shows",
  "terms.12.body": `The chauffeur waits up to ${P.noShowWaitMin} minutes at the pickup point. If you do not arrive and cannot be reached within ${P.noShowWaitMin} minutes, the ride is a no-show and the full amount is chargeable.`,
  "terms.13.title": "Our commitment",
  "terms.13.body":
    "We do not cancel confirmed rides. If a car breaks down or a chauffeur falls ill, we send a replacement of the same class or better at no extra cost.",
  "terms.14.title": "Conduct and safety",
  "terms.14.body":
    "Seat belts are worn by everyone. Smoking, alcohol consumption and illegal items are not allowed in the car. The chauffeur follows traffic law and may end a ride that puts anyone at risk. Damage to the car caused by passengers is charged at the cost of repair.",
  "terms.15.title": "Reporting a problem",
  "terms.15.body": `Report any problem with a ride, a chauffeur or a charge within ${P.issueReportDays} days of the ride, by phone, WhatsApp or e-mail to ${B.email}. We investigate every report and reply in writing.`,
  "terms.16.title": "Liability",
  "terms.16.body":
    "We carry the insurance the law requires for commercial passenger vehicles. We are not liable for delays caused by traffic, weather, road closures or other events outside our control, nor for items left in the car, which we keep for 30 days for collection.",
  "terms.17.title": "Disputes and governing law",
  "terms.17.body": `If a disagreement arises, both sides first negotiate in good faith for ${P.disputeDays} days from the written complaint. These terms are governed by the laws of India, and the courts at Bhubaneswar, Odisha have jurisdiction.`,
} as const satisfies Record<string, string>;
