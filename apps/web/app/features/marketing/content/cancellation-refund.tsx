import { Link } from "react-router";
import { paths } from "~/lib/paths";
import { Rupee } from "../components/rupee";
import { P } from "./policy-facts";

/** Cancellation & Refund (readings in README "Policy readings"). */
export function CancellationRefundContent() {
  return (
    <>
      <p>
        Plans change. This policy explains what happens when you cancel, when we cancel or decline, and how refunds
        reach you. It forms part of our <Link to={paths.terms}>Terms &amp; Conditions</Link>.
      </p>

      <h2>Cancelling your booking</h2>
      <ul>
        <li>
          <strong>Free cancellation:</strong> cancel at least {P.freeCancelMin} minutes before your pickup time and you
          pay nothing. You receive a full refund.
        </li>
        <li>
          <strong>Late cancellation:</strong> under {P.freeCancelMin} minutes before pickup, a nominal fee of <Rupee />
          {P.cancelFeeRupees} applies (never more than the amount paid); the rest is refunded.
        </li>
        <li>
          <strong>Notice appreciated:</strong> although it is not required, {P.noticeHours} hours&apos; notice lets us
          release your chauffeur for another guest. Thank you for it.
        </li>
      </ul>

      <h2>How to cancel</h2>
      <p>
        A booking that is waiting for our confirmation can be cancelled from <strong>My Bookings</strong> with its
        Cancel button. For a confirmed booking, call or WhatsApp us at any hour and we cancel it for you under the same
        rules; the time of your call is the time of cancellation.
      </p>

      <h2>No-shows</h2>
      <p>
        Your chauffeur waits for up to {P.noShowWaitMin} minutes at the pickup point and tries to reach you by phone. If
        we cannot reach you after {P.noShowWaitMin} minutes of waiting, the ride counts as a no-show and the full amount
        is chargeable; no refund is due.
      </p>

      <h2>If we cannot serve your booking</h2>
      <p>
        We do not cancel confirmed rides. Bookings are usually confirmed within about {P.confirmationMin} minutes of
        payment; if we ever have to decline a booking before confirming it, you receive a full refund, with no fee. If a
        car breaks down on the day, we send a replacement of the same class or better at no extra cost.
      </p>

      <h2>Refunds</h2>
      <ul>
        <li>Refunds go back to the original payment method: the same card, UPI account, bank account or wallet.</li>
        <li>
          They reach you within {P.refundDays} business days of the cancellation; the exact day depends on your bank.
        </li>
        <li>You receive an e-mail when we start the refund, with its reference.</li>
      </ul>

      <h2>Airport waiting and extras</h2>
      <p>
        For arrivals, your chauffeur allows {P.airportBufferDomesticMin} minutes after a domestic landing (
        {P.airportBufferInternationalMin} after an international one), then waits {P.airportFreeWaitMin} minutes free;
        after that waiting costs <Rupee />
        {P.airportExtraRupees} for every extra 5 minutes and is settled after the ride. Flight delays never cost you
        extra. Add-ons you cancel together with the booking are refunded with it.
      </p>

      <h2>Questions and disputes</h2>
      <p>
        Tell us about any problem with a ride or a charge within {P.issueReportDays} days of the ride, by phone,
        WhatsApp or e-mail. We answer every complaint and, where we disagree, negotiate in good faith for up to{" "}
        {P.disputeDays} days before either side takes any other step.
      </p>
    </>
  );
}
