import { extrasMessages } from "../../rides/extras.ts";
import { rideMessages } from "../../rides/messages.ts";

/**
 * English texts of the rider's day of the ride (decision record 018): the live trip, sharing it, SOS, the concierge,
 * the rating, and ride extras (extending the ride, paying for extras). The trip header's words, the ride steps and
 * 'Your chauffeur' are in the account namespace (trip.*, chauffeur.*). `server.*` are the server's English answers
 * (the message tables): a Hindi or Odia screen shows their translation instead (apps/web/app/i18n/texts/ride.ts).
 */
export default {
  "meta.sharedTrip": "Shared trip | Sarathi Luxe",
  // My Bookings' details: 'Your chauffeur' and the way to the trip page
  "booking.track": "Track your ride",
  "booking.details": "Trip details",
  // the steps, the map and the arrival time
  "progress.title": "Trip progress",
  "progress.current": " (current step)",
  "eta.arrived": "Your chauffeur has arrived at the pickup",
  "eta.toPickup": "Arriving in {n} min",
  "eta.toDrop": "Reaching drop-off in {n} min",
  "eta.working": "Working out the arrival time...",
  "map.car": "Your chauffeur's car, position at {time}",
  "map.waiting": "Waiting for the car's first position...",
  // the concierge
  "concierge.title": "Contact concierge",
  "concierge.intro": "Changes, delays or anything else: our team is available around the clock.",
  "concierge.call": "Call concierge",
  "concierge.whatsapp": "WhatsApp concierge",
  // the rating
  "rating.title": "Rate your ride",
  "rating.star": "{n, plural, one {# star} other {# stars}}",
  "rating.outOf": "{stars} out of 5 stars",
  "rating.yours": "Your rating",
  "rating.choose": "Choose 1 to 5 stars",
  "rating.failed": "Your rating could not be sent. Please try again.",
  "rating.comment": "Comment",
  "rating.placeholder": "Optional: what went well, or what we could do better",
  "rating.sending": "Sending...",
  "rating.submit": "Submit rating",
  // 'Share trip'
  "share.title": "Share trip",
  "share.description":
    "A read-only link: your chauffeur's first name, the car, its position and arrival time. It stops working an hour after the trip ends, or when you revoke it.",
  "share.selectToCopy": "Select the link and copy it.",
  "share.link": "Trip link",
  "share.once": "Shown once: copy it now. Anyone with the link sees your car and its position.",
  "share.copied": "Copied",
  "share.copy": "Copy link",
  "share.revokeFailed": "The link could not be revoked. Please try again.",
  "share.active": "Active links",
  "share.loading": "Loading...",
  "share.none": "No active links.",
  "share.created": "Created {created}",
  "share.createdEnds": "Created {created} · ends {ends}",
  "share.revoke": "Revoke",
  "share.createFailed": "The link could not be created. Please try again.",
  "share.creating": "Creating...",
  "share.createAnother": "Create another link",
  "share.create": "Create link",
  // the signed-out share page
  "shared.title": "Shared trip",
  "shared.eyebrow": "{service} · shared with you",
  "shared.heading": "Follow this trip",
  "shared.notAssigned": "Not assigned yet.",
  "shared.loading": "Loading the trip...",
  "shared.loadFailed": "This trip could not be loaded. Please try again.",
  // SOS
  "sos.button": "SOS",
  "sos.title": "SOS: emergency help",
  "sos.description": "In danger? Call the emergency number first. Our team can also follow your trip and call you.",
  "sos.call": "Call {number}",
  "sos.failed": "We could not reach our team. Call {number} now.",
  "sos.contactAlerted": "Your emergency contact has been sent a link to follow your trip.",
  "sos.noContact": "Add an emergency contact in your profile so we can text them next time.",
  "sos.alerting": "Alerting our team...",
  "sos.alert": "Alert our team",
  // 'Add more time' (an hourly rental under way)
  "extend.title": "Add more time",
  "extend.description": "Your chauffeur confirms it, subject to availability: the car may be booked after your trip.",
  "extend.pending":
    "You asked for {n, plural, one {# more hour} other {# more hours}}: waiting for your chauffeur to confirm.",
  "extend.requested": "Asked for {n, plural, one {# more hour} other {# more hours}}. Your chauffeur will confirm it.",
  "extend.failed": "Your request could not be sent. Please try again.",
  "extend.hoursLabel": "Extra hours",
  "extend.hours": "{n, plural, one {# hour} other {# hours}}",
  "extend.price":
    "{price} per hour (GST included): {total} for {n, plural, one {# more hour} other {# more hours}}, paid after the trip with 'Pay extras'. Nothing is charged if your chauffeur cannot take it.",
  "extend.asking": "Asking...",
  "extend.ask": "Ask for {n, plural, one {# more hour} other {# more hours}}",
  // the extras and 'Pay extras'
  "extras.title": "Extras",
  "extras.status.requested": "Waiting for your chauffeur",
  "extras.status.due": "To pay",
  "extras.status.paid": "Paid",
  "extras.status.waived": "Waived",
  "extras.status.declined": "Not charged",
  "extras.noFurtherCharge": "No further charge",
  "extras.fareKept": "Fare kept",
  "extras.invoice": "Supplementary invoice {number}",
  "extras.toPay": "To pay:",
  "extras.policy":
    "Extras follow our booking policy: at the airport 15 minutes' wait are free, then ₹100 for each complete 5 minutes; extra hours of a rental only when you asked and your chauffeur confirmed. Questions about a line? Call the concierge.",
  "extras.offline": "You are offline. Check your connection and try again.",
  "extras.processing": "Processing...",
  "extras.pay": "Pay extras",
  // an extra's line as the server writes it (contracts' rides/extras-rules.ts), in the page's language
  "extras.line.waitingCharged":
    "Waiting: {beyond} min beyond {free} min free, {blocks} × {rate} per complete {block} min (GST included)",
  "extras.line.waitingFree": "Waiting: {waited} min, within the {free} min free",
  "extras.line.noShow": "No-show after {waited} min wait: fare kept as per the cancellation policy",
  "extras.line.extension": "Extra time: {hours} h × {rate} + {gst}% GST ({gstAmount})",
  // the server's answers (English), shown translated on Hindi and Odia screens
  "server.sosSent": rideMessages.sosSent,
  "server.sosOnlyOngoing": rideMessages.sosOnlyOngoing,
  "server.shareUnavailable": rideMessages.shareUnavailable,
  "server.shareGone": rideMessages.shareGone,
  "server.shareRevoked": rideMessages.shareRevoked,
  "server.shareNotFound": rideMessages.shareNotFound,
  "server.tooManyShares": rideMessages.tooManyShares,
  "server.tooManyLookups": rideMessages.tooManyLookups,
  "server.ratingThanks": rideMessages.ratingThanks,
  "server.rateOnlyCompleted": rideMessages.rateOnlyCompleted,
  "server.alreadyRated": rideMessages.alreadyRated,
  "server.extensionOnlyHourly": rideMessages.extensionOnlyHourly,
  "server.extensionOnlyStarted": extrasMessages.extensionOnlyStarted,
  "server.extensionPending": extrasMessages.extensionPending,
  "server.extensionNoPrice": extrasMessages.extensionNoPrice,
} as const satisfies Record<string, string>;
