import { Link } from "react-router";
import { DEFAULT_BUSINESS } from "@chauffeur/contracts";
import { paths } from "~/lib/paths";
import { Rupee, withRupees } from "../components/rupee";
import { P } from "./policy-facts";

const b = DEFAULT_BUSINESS;

/** The 17 numbered clauses, every figure from the shared constants (policy-facts). */
export const TERMS: { title: string; body: React.ReactNode }[] = [
  {
    title: "About these terms",
    body: (
      <>
        These terms govern every booking made with {b.name}, a service of {b.legalName}, {b.address} (“we”, “us”). By
        booking you accept them together with our{" "}
        <Link to={paths.cancellationRefund}>Cancellation &amp; Refund Policy</Link> and{" "}
        <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
      </>
    ),
  },
  {
    title: "Who may book",
    body: `You must be ${P.minAge} years or older, hold an Indian mobile number and give true contact details. You are responsible for every booking made from your account, including bookings for guests.`,
  },
  {
    title: "Our service",
    body: `We provide pre-scheduled, chauffeur-driven cars; we are not an on-demand taxi service. Rides must be booked at least ${P.advanceHours} hours before pickup. The car class you book is guaranteed; a specific model is a preference, not a promise.`,
  },
  {
    title: "Booking and confirmation",
    body: `A booking is made when the payment succeeds. We usually confirm it within about ${P.confirmationMin} minutes and then share your chauffeur's details before pickup. If we cannot confirm a booking, we decline it and refund it in full.`,
  },
  {
    title: "Fares and payment",
    body: `Fares are shown in Indian rupees on the fare summary before you pay and are paid online in advance. Hourly rentals cost ₹${P.hourlyRate} per hour including ${P.hourlyKm} km and multiple stops. Add-ons are priced where you choose them: a name placard ₹${P.placardRupees}, pets ₹${P.dogRupees} per dog and ₹${P.catRupees} per cat.`,
  },
  {
    title: "Hourly rentals",
    body: `Rentals last ${P.hourlyMin} to ${P.hourlyMax} hours and run within city limits; airport runs are booked as airport transfers. City rentals of about ${P.cityRentalMinHours} hours or more have unlimited kilometres within the city. Extensions on the day depend on availability and may not be possible at peak hours.`,
  },
  {
    title: "Outstation trips",
    body: `We travel to destinations within ${P.outstationRadiusKm} km of Bhubaneswar, one way or round trip, with up to ${P.maxStops} stops. A trip's road distance, as our planner measures it, may be up to ${P.outstationMaxKm} km. Changes to the route on the day are charged at the published tariff.`,
  },
  {
    title: "Airport transfers",
    body: `For arrivals we track your flight: the chauffeur allows ${P.airportBufferDomesticMin} minutes after a domestic and ${P.airportBufferInternationalMin} minutes after an international landing, then waits ${P.airportFreeWaitMin} minutes free; each further 5 minutes costs ₹${P.airportExtraRupees}. Flight delays never cost extra. For departures, choose a pickup that leaves the drive plus ${P.airportBufferDomesticMin} (domestic) or ${P.airportBufferInternationalMin} (international) minutes before check-in closes.`,
  },
  {
    title: "Passengers and luggage",
    body: `Our cars seat 3 to 5 adults and carry 3 to 5 large suitcases depending on the class. A booking takes up to ${P.passengersMax} passengers and ${P.suitcasesMax} suitcases, or ${P.suitcasesWith5} suitcases with ${P.passengersMax} passengers. The chauffeur may refuse loads that are unsafe or do not fit.`,
  },
  {
    title: "Pets and children",
    body: `Up to ${P.maxPets} pets per ride are welcome when declared at booking; they travel on a seat cover or in a carrier and you are responsible for them. Child seats are available free on request and must be asked for at booking.`,
  },
  {
    title: "Cancellation by you",
    body: (
      <>
        Cancellation is free at least {P.freeCancelMin} minutes before pickup; under {P.freeCancelMin} minutes a nominal
        fee of <Rupee />
        {P.cancelFeeRupees} applies. We appreciate {P.noticeHours} hours&apos; notice. Refunds reach you within{" "}
        {P.refundDays} business days. Details:{" "}
        <Link to={paths.cancellationRefund}>Cancellation &amp; Refund Policy</Link>.
      </>
    ),
  },
  {
    title: "Waiting and no-shows",
    body: `The chauffeur waits up to ${P.noShowWaitMin} minutes at the pickup point. If you do not arrive and cannot be reached within ${P.noShowWaitMin} minutes, the ride is a no-show and the full amount is chargeable.`,
  },
  {
    title: "Our commitment",
    body: "We do not cancel confirmed rides. If a car breaks down or a chauffeur falls ill, we send a replacement of the same class or better at no extra cost.",
  },
  {
    title: "Conduct and safety",
    body: "Seat belts are worn by everyone. Smoking, alcohol consumption and illegal items are not allowed in the car. The chauffeur follows traffic law and may end a ride that puts anyone at risk. Damage to the car caused by passengers is charged at the cost of repair.",
  },
  {
    title: "Reporting a problem",
    body: `Report any problem with a ride, a chauffeur or a charge within ${P.issueReportDays} days of the ride, by phone, WhatsApp or e-mail to ${b.email}. We investigate every report and reply in writing.`,
  },
  {
    title: "Liability",
    body: "We carry the insurance the law requires for commercial passenger vehicles. We are not liable for delays caused by traffic, weather, road closures or other events outside our control, nor for items left in the car, which we keep for 30 days for collection.",
  },
  {
    title: "Disputes and governing law",
    body: `If a disagreement arises, both sides first negotiate in good faith for ${P.disputeDays} days from the written complaint. These terms are governed by the laws of India, and the courts at Bhubaneswar, Odisha have jurisdiction.`,
  },
];

export function TermsContent() {
  return (
    <>
      <p>Please read these terms before you book. They are written to be clear; if anything is not, call us.</p>
      <ol className="!ml-0 !list-none space-y-6" data-testid="terms-clauses">
        {TERMS.map((t, i) => (
          <li key={t.title} className="grid grid-cols-[2.5rem_1fr] gap-x-2">
            <span className="font-display text-2xl !text-gold-600" aria-hidden>
              {i + 1}.
            </span>
            <div>
              <h2 className="!mt-0 !mb-2 !text-xl">
                <span className="sr-only">{i + 1}. </span>
                {t.title}
              </h2>
              <p>{typeof t.body === "string" ? withRupees(t.body) : t.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
