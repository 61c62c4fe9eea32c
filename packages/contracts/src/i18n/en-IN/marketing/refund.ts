import { P } from "../../marketing-facts.ts";

/** English marketing texts, part "refund": Cancellation & Refund (en-IN/marketing.ts joins the parts). */
export default {
  "refund.title": "Cancellation & Refund",
  "refund.intro":
    "Plans change. This policy explains what happens when you cancel, when we cancel or decline, and how refunds reach you. It forms part of our [Terms & Conditions](terms).",
  "refund.cancel.title": "Cancelling your booking",
  "refund.cancel.1": `**Free cancellation:** cancel at least ${P.freeCancelMin} minutes before your pickup time and you pay nothing. You receive a full refund.`,
  "refund.cancel.2": `**Late cancellation:** under ${P.freeCancelMin} minutes before pickup, a nominal fee of ₹${P.cancelFeeRupees} applies (never more than the amount paid); the rest is refunded.`,
  "refund.cancel.3": `**Notice appreciated:** although it is not required, ${P.noticeHours} hours' notice lets us release your chauffeur for another guest. Thank you for it.`,
  "refund.how.title": "How to cancel",
  "refund.how.1":
    "A booking that is waiting for our confirmation can be cancelled from **My Bookings** with its Cancel button. For a confirmed booking, call or WhatsApp us at any hour and we cancel it for you under the same rules; the time of your call is the time of cancellation.",
  "refund.noShow.title": "No-shows",
  "refund.noShow.1": `Your chauffeur waits for up to ${P.noShowWaitMin} minutes at the pickup point and tries to reach you by phone. If we cannot reach you after ${P.noShowWaitMin} minutes of waiting, the ride counts as a no-show and the full amount is chargeable; no refund is due.`,
  "refund.ours.title": "If we cannot serve your booking",
  "refund.ours.1": `We do not cancel confirmed rides. Bookings are usually confirmed within about ${P.confirmationMin} minutes of payment; if we ever have to decline a booking before confirming it, you receive a full refund, with no fee. If a car breaks down on the day, we send a replacement of the same class or better at no extra cost.`,
  "refund.refunds.title": "Refunds",
  "refund.refunds.1":
    "Refunds go back to the original payment method: the same card, UPI account, bank account or wallet.",
  "refund.refunds.2": `They reach you within ${P.refundDays} business days of the cancellation; the exact day depends on your bank.`,
  "refund.refunds.3": "You receive an e-mail when we start the refund, with its reference.",
  "refund.airport.title": "Airport waiting and extras",
  "refund.airport.1": `For arrivals, your chauffeur allows ${P.airportBufferDomesticMin} minutes after a domestic landing (${P.airportBufferInternationalMin} after an international one), then waits ${P.airportFreeWaitMin} minutes free; after that waiting costs ₹${P.airportExtraRupees} for every extra 5 minutes and is settled after the ride. Flight delays never cost you extra. Add-ons you cancel together with the booking are refunded with it.`,
  "refund.disputes.title": "Questions and disputes",
  "refund.disputes.1": `Tell us about any problem with a ride or a charge within ${P.issueReportDays} days of the ride, by phone, WhatsApp or e-mail. We answer every complaint and, where we disagree, negotiate in good faith for up to ${P.disputeDays} days before either side takes any other step.`,
} as const satisfies Record<string, string>;
