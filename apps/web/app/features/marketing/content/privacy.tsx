import { DEFAULT_BUSINESS } from "@chauffeur/contracts";
import { P } from "./policy-facts";

const b = DEFAULT_BUSINESS;

/** Privacy Policy: what we collect, why, who sees it, how long we keep it, your rights (India's DPDP Act, 2023). */
export function PrivacyContent() {
  return (
    <>
      <p>
        {b.legalName} runs {b.name}. We collect only what we need to drive you safely and on time, we never sell your
        data, and you can ask us at any time what we hold about you.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> name, e-mail, work e-mail, mobile number, home city and an optional profile
          picture.
        </li>
        <li>
          <strong>Trip details:</strong> pickup, stops and drop-off, dates and times, passengers, luggage, flight
          numbers, add-ons and notes for your chauffeur.
        </li>
        <li>
          <strong>Payment references:</strong> order and payment identifiers and amounts. Card, UPI and bank details go
          directly to our payment partner; we never see or store them.
        </li>
        <li>
          <strong>Enquiries:</strong> what you write in our service request and event enquiry forms.
        </li>
        <li>
          <strong>Security data:</strong> the network address and browser of sign-ins and form submissions, to stop
          abuse.
        </li>
      </ul>

      <h2>Why we use it</h2>
      <ul>
        <li>To quote, confirm, run and invoice your rides, and to call or message you about them.</li>
        <li>To answer your requests and enquiries; for events we call back within {P.eventCallbackHours} hours.</li>
        <li>To keep accounts secure and to meet our legal and tax obligations.</li>
      </ul>
      <p>We do not use your data for advertising and do not send marketing messages unless you ask for them.</p>

      <h2>Who sees it</h2>
      <ul>
        <li>Your chauffeur sees your name, phone number and trip details for the rides they drive.</li>
        <li>
          Service providers acting for us: payment processing (Razorpay), SMS and e-mail delivery, maps and routing, and
          the e-mail service that forwards enquiries to our team. Each receives only what its task needs.
        </li>
        <li>Authorities, when the law requires it.</li>
      </ul>

      <h2>Cookies</h2>
      <p>We use one essential cookie to keep you signed in. We use no advertising or cross-site tracking cookies.</p>

      <h2>How long we keep it</h2>
      <p>
        Your account stays until you delete it. A deletion request becomes permanent after {P.deletionPurgeDays} days;
        within {P.recoveryHours} hours of the request you can still recover the account. Booking and invoice records are
        kept for as long as tax law requires, without your contact details once the account is deleted. Enquiries are
        kept for up to two years.
      </p>

      <h2>Your rights</h2>
      <p>
        You may ask for a copy of your data, correct it (most of it directly on your profile), or have it erased. Write
        to <a href={`mailto:${b.email}`}>{b.email}</a>; we reply within 30 days. Our grievance officer can be reached at
        the same address or at {b.address}.
      </p>

      <h2>Security</h2>
      <p>
        Passwords are stored only as strong one-way hashes, every page is served over an encrypted connection, and
        access to rider data within our team is limited to the people who run your rides.
      </p>

      <h2>Children</h2>
      <p>Our service is for adults aged {P.minAge} or older. Children travel only in bookings made by an adult.</p>

      <h2>Changes</h2>
      <p>When this policy changes we update the date above and, for important changes, e-mail account holders.</p>
    </>
  );
}
