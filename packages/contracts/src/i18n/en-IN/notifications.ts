/** Texts sent to riders (SMS, the payment e-mail, the calendar file, the invoice's labels) as ICU messages (decision
 * record 017), English letter for letter as before the languages came; SMS texts are registered on DLT per language. */
import companyNotifications from "./notifications-company.ts";
import pushNotifications from "./notifications-push.ts";

export default {
  // company accounts' messages (keys company.*): notifications-company.ts
  ...companyNotifications,
  ...pushNotifications,
  "sms.otp":
    "{code} is your {brand} verification code. It expires in {minutes, plural, one {# minute} other {# minutes}}. Never share it with anyone.",
  "sms.paymentReceived":
    "{brand}: payment of {amount} received for booking {reference}, pickup {pickup}. We will confirm your chauffeur shortly.",
  "sms.phoneChanged":
    "The phone number of your {brand} account was changed to {masked}. If this was not you, call {supportPhone} right away.",
  "service.outstation": "Outstation Trip",
  "service.hourly-rental": "Hourly Rental",
  "service.airport-transfer": "Airport Transfer",
  "service.cab-booking": "Cab Booking",
  "email.hello": "Hello {name},",
  "email.helloAnonymous": "Hello there,",
  "email.frame.tagline": "Chauffeur-driven luxury",
  "email.frame.buttonFallback": "If the button does not work, copy this address into your browser:",
  "email.frame.help": "Need help? Call {phone} or write to {email}.",
  "email.reset.subject": "Reset your {brand} password",
  "email.reset.heading": "Reset your password",
  "email.reset.body":
    "We received a request to reset the password of your {brand} account. The link works once, for {minutes} minutes.",
  "email.reset.action": "Reset Password",
  "email.reset.footnote": "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  "email.paid.subject": "Payment received — booking {reference}",
  "email.paid.intro": "We have received your payment of {amount} for booking {reference}.",
  "email.paid.service": "Service: {service} ({vehicleClass})",
  "email.paid.pickup": "Pickup: {place}",
  "email.paid.drop": "Drop-off: {place}",
  "email.paid.pickupTime": "Pickup time: {time}",
  "email.paid.paymentId": "Payment ID: {id}",
  "email.paid.invoice": "Tax invoice: {number} (attached)",
  "email.paid.igst": "GST on this invoice: IGST {amount} (place of supply: {place})",
  "email.paid.next":
    "What's next: we confirm your chauffeur within about 15 minutes, the chauffeur calls you before pickup,",
  "email.paid.follow": "and you can follow the booking under My Bookings: {url}",
  "email.paid.cancellation": "Free cancellation up to 30 minutes before pickup. Questions? Call {phone}.",
  "email.refund.subject": "Refund of {amount} for booking {reference}",
  "email.refund.body": "We have refunded {amount} for booking {reference} ({reason}).",
  "email.refund.timing": "Refunds reach your account in 3 to 7 business days.",
  "email.questions": "Questions? Call {phone}.",
  // ---- The remaining rider messages: day of the ride, flights, reschedule, extras, account ----
  "ride.dear": "Dear {name},",
  "ride.dearAnonymous": "Dear rider,",
  "ride.help": "Questions? Call {phone} or write to {email}.",
  "ride.yourPickupPoint": "your pickup point",
  "ride.carText": "{car}, plate {plate}",
  "ride.carLine": "Car: {car}.",
  "ride.followCar": "Follow the car: {url}",
  "ride.yourTrip": "Your trip: {url}",
  "ride.onMyWay.subject": "Booking {reference}: your chauffeur is on the way",
  "ride.onMyWay.body": "{chauffeur} is on the way to {place} for your pickup at {time}.",
  "ride.onMyWay.eta": "Expected in about {minutes} min.",
  "ride.onMyWay.followLive": "Follow the car live on your trip page.",
  "ride.onMyWay.sms": "{chauffeur} is on the way. {model} {plate}. Track: {url}",
  "ride.onMyWay.smsEta": "{chauffeur} is on the way, about {minutes} min away. {model} {plate}. Track: {url}",
  "ride.arrived.subject": "Booking {reference}: your chauffeur has arrived",
  "ride.arrived.body": "{chauffeur} has arrived at {place} ({car}).",
  "ride.arrived.ruleAirport":
    "Your chauffeur waits {free} minutes free of charge; after that, waiting is ₹100 per 5 minutes.",
  "ride.arrived.rule":
    "Your chauffeur waits {free} minutes free of charge; after {free} minutes without you the booking may be closed as a no-show, with the full amount chargeable.",
  "ride.arrived.pin": "Give your chauffeur your Ride PIN to start the trip; it is in your booking.",
  "ride.arrived.sms":
    "{chauffeur} has arrived ({model} {plate}). {free} min free waiting. Share your Ride PIN to start.",
  "ride.started.subject": "Booking {reference}: your trip has started",
  "ride.started.body": "Your trip started at {time}. Have a pleasant ride.",
  "ride.started.share": "Share your trip or call for help (SOS) from your trip page: {url}",
  "ride.started.sms": "trip {reference} started at {time}. Share trip or SOS: {url}",
  "ride.completed.subject": "Thank you for riding with {brand}: invoice {invoice}",
  "ride.completed.body": "Your booking {reference} (pickup {time}) is complete. Thank you for riding with us.",
  "ride.completed.bodyAt":
    "Your booking {reference} (pickup {time} at {place}) is complete. Thank you for riding with us.",
  "ride.completed.invoice": "Invoice {invoice}: {service}, total {amount} (inclusive of GST), GSTIN {gstin}.",
  "ride.completed.attached": "Your tax invoice is attached; it and the trip are under Past in My Bookings: {url}",
  "ride.completed.notAttached": "Your invoice and the trip are under Past in My Bookings: {url}",
  "ride.completed.problem": "Spotted a problem? Tell us within 7 days.",
  "ride.completed.sms": "trip {reference} complete. Invoice {invoice}, {amount}. Thank you!",
  "ride.noShow.subject": "Booking {reference}: marked as no-show",
  "ride.noShow.body":
    "Your chauffeur waited at the pickup point for more than {minutes} minutes for your booking {reference} (pickup {time}) and could not reach you.",
  "ride.noShow.policy":
    "As per our policy the booking is closed as a no-show and the full amount of {amount} is chargeable.",
  "ride.noShow.sms":
    "booking {reference} closed as no-show after a {minutes}-minute wait; the full amount is chargeable.",
  "ride.pinReset.subject": "Booking {reference}: your new Ride PIN",
  "sms.pinReset":
    "{brand}: the Ride PIN of booking {reference} was reset. Your new Ride PIN is {pin}. Give it only to your chauffeur at pickup.",
  "ops.trip": "booking {reference} (pickup {time})",
  "ops.tripAt": "booking {reference} (pickup {time} at {place})",
  "ops.confirmed.subject": "Booking {reference} confirmed",
  "ops.unassigned.subject": "Booking {reference}: we are choosing your chauffeur again",
  "ops.unassigned.line":
    "We are choosing another chauffeur and car for your {trip}. Please disregard the details and the Ride PIN we sent earlier: we will send the new ones shortly.",
  "ops.unassigned.sms": "{brand}: {reference}, {time}: your chauffeur is being changed; ignore the earlier Ride PIN.",
  "ops.reassigned.subject": "Booking {reference}: chauffeur or car changed",
  "ops.confirmed.line": "Your {trip} is confirmed.",
  "ops.reassigned.line": "Your {trip} has a new chauffeur or car.",
  "ops.chauffeur": "Your chauffeur: {name}, {phone}",
  "ops.car": "Car: {car}",
  "ops.pin": "Ride PIN: {pin} (give it to your chauffeur at pickup to start the trip; share it with no one else)",
  "ops.call": "Your chauffeur will call you before pickup. Follow the trip live in My Bookings.",
  "ops.manage": "Manage your booking: {url}",
  "ops.confirmed.sms":
    "{brand}: booking {reference} confirmed. Chauffeur {name} {phone}, {car}, pickup {time}. Ride PIN {pin}.",
  "ops.reassigned.sms":
    "{brand}: booking {reference} updated. Chauffeur {name} {phone}, {car}, pickup {time}. Ride PIN {pin}.",
  "ops.declined.subject": "Booking {reference} could not be confirmed",
  "ops.declined.sorry": "We are sorry: we could not confirm your {trip}.",
  "ops.declined.reason": "Reason: {reason}",
  "ops.declined.refund": "A full refund of {amount} has been started; it reaches your account in 3 to 7 business days.",
  "ops.declined.noPayment": "No payment was taken for this booking.",
  "ops.declined.sms": "{brand}: sorry, booking {reference} could not be confirmed ({reason}).",
  "ops.declined.smsRefund":
    "{brand}: sorry, booking {reference} could not be confirmed ({reason}). Refund of {amount} started, 3-7 business days.",
  "flight.pickupMoved.subject": "Your pickup time changed: {reference}",
  "flight.pickupMoved.body":
    "Your flight {flight} changed, so we moved your pickup for booking {reference}. There is no extra charge.",
  "flight.pickupMoved.lands": "Flight lands: {time}",
  "flight.pickupMoved.meets": "Chauffeur meets you at: {time} (was {before})",
  "flight.pickupMoved.sms":
    "{brand}: {reference}: flight {flight} now lands {landing}. Your chauffeur will meet you at {meet} (was {before}). No extra charge.",
  "flight.disrupted.subject":
    "{state, select, cancelled {Your flight was cancelled: {reference}} other {Your flight was diverted: {reference}}}",
  "flight.disrupted.body":
    "{state, select, cancelled {Your flight {flight} was cancelled.} other {Your flight {flight} was diverted.}}",
  "flight.disrupted.cancelFree":
    "You can cancel booking {reference} free of charge, with a full refund, from My Bookings: {url}",
  "flight.disrupted.call": "Or call us on {phone} and we will rearrange your transfer.",
  "flight.disrupted.sms":
    "{state, select, cancelled {{brand}: {reference}: flight {flight} was cancelled. You can cancel this transfer free, with a full refund, from My Bookings, or call us to rearrange it.} other {{brand}: {reference}: flight {flight} was diverted. You can cancel this transfer free, with a full refund, from My Bookings, or call us to rearrange it.}}",
  "reschedule.subject": "Booking {reference} moved to {time}",
  "reschedule.intro": "Your booking {reference} now starts at the new time.",
  "reschedule.return": "Return: {time}",
  "reschedule.was": "Was: {time}",
  "reschedule.fare": "Fare: {amount} (was {before}). {money}",
  "reschedule.paid": "You paid the difference of {amount}.",
  "reschedule.refund": "We are refunding the difference of {amount}: it reaches your account in 3 to 7 business days.",
  "reschedule.unchanged": "The fare is unchanged.",
  "reschedule.invoice": "Supplementary tax invoice: {number} (attached)",
  "reschedule.myBookings": "My Bookings: {url}",
  "reschedule.refused.subject": "Booking {reference}: your new time could not be kept",
  "reschedule.refused.body":
    "We could not move booking {reference} to {time}: {why} Your pickup stays at {pickup}, and your payment of {amount} for the difference is refunded in full.",
  "reschedule.refused.sms":
    "{brand}: {reference} could not move to {time}: {why} Pickup stays at {pickup}. Your {amount} is refunded in full.",
  "reschedule.refused.why.under_way": "your chauffeur was already on the way when your payment arrived.",
  "reschedule.refused.why.too_late":
    "changes close {minutes} minutes before pickup, and your payment arrived after that.",
  "reschedule.refused.why.new_time": "the new time no longer met our booking rules when your payment arrived.",
  "reschedule.refused.why.changed": "your booking or the cars free at that time changed before your payment arrived.",
  "extras.line": "- {label}: {amount}",
  "extras.due.subject": "Extras to pay for booking {reference}",
  "extras.due.intro": "Your trip {reference} has ended. These extras were recorded, as our booking policy sets them:",
  "extras.due.total": "Total to pay: {amount}",
  "extras.due.pay": "Pay them with 'Pay extras' under My Bookings: {url}",
  "extras.due.invoiceNote": "A supplementary tax invoice is sent once they are paid.",
  "extras.due.questions":
    "Questions about a line? Reply to this e-mail or call us: we will look at it with you. {brand}",
  "extras.due.sms": "{brand}: extras of {amount} on booking {reference} (itemised in My Bookings). Pay extras: {url}",
  "extras.paid.subject": "Extras paid — booking {reference}",
  "extras.paid.intro": "We have received your payment of {amount} for the extras of booking {reference}:",
  "extras.paid.invoice": "Supplementary tax invoice: {number} (attached; also in My Bookings: {url})",
  "extras.paid.thanks": "Thank you for riding with {brand}.",
  "extras.paid.sms":
    "{brand}: extras of {amount} paid for booking {reference}. Supplementary invoice {number} sent by e-mail.",
  "extras.extensionAccepted.sms":
    "{brand}: your chauffeur accepted {hours, plural, one {# more hour} other {# more hours}} on booking {reference} (now until {endsAt}). {amount} is added to your extras, to pay after the trip.",
  "extras.extensionDeclined.sms":
    "{brand}: your chauffeur cannot extend booking {reference} by {hours, plural, one {# hour} other {# hours}} (the car or chauffeur is needed next). Nothing is charged. The concierge can help: {phone}",
  "email.action.login": "Login",
  "email.notYou": "If this was not you, call us right away.",
  "email.passwordChanged.subject": "Your {brand} password was changed",
  "email.passwordChanged.heading": "Your password was changed",
  "email.passwordChanged.body":
    "The password of your account was just reset and every device that was signed in has been signed out.",
  "email.passwordChanged.notYou": "If this was not you, call us right away so we can secure your account.",
  "email.deletion.subject": "Your {brand} account is scheduled for deletion",
  "email.deletion.heading": "Account deletion requested",
  "email.deletion.body": "We received a request to delete your account. You have been signed out everywhere.",
  "email.deletion.recover":
    "You can recover the account yourself until {recoverBy}. After that, please contact support; on {purgeOn} your personal data will be erased for good.",
  "email.deletion.action": "Recover Account",
  "email.recovered.subject": "Your {brand} account was recovered",
  "email.recovered.heading": "Welcome back",
  "email.recovered.body":
    "Your account has been recovered and is active again. You can login with your phone number and password.",
  "email.emailChanged.subject": "The e-mail address of your {brand} account was changed",
  "email.emailChanged.heading": "Your e-mail address was changed",
  "email.emailChanged.body": "Your account's e-mail address was changed to {email}.",
  "email.changeConfirm.subject": "Confirm your new {brand} e-mail address",
  "email.changeConfirm.heading": "Confirm your new e-mail address",
  "email.changeConfirm.body":
    "Someone asked to use this address for a {brand} account. The change is made only when you open the link below; it works once, for {hours} hours.",
  "email.changeConfirm.action": "Confirm E-mail Address",
  "email.changeConfirm.footnote": "If you did not ask for this, ignore this e-mail: nothing changes.",
  "email.changeRequested.subject": "A change of your {brand} e-mail address was requested",
  "email.changeRequested.heading": "E-mail change requested",
  "email.changeRequested.body":
    "We received a request to change your account's e-mail address to {email}. It takes effect only when the link we sent to that address is opened.",
  "email.changeRequested.notYou":
    "If this was not you, change your password and call us right away; you can also cancel the change in Edit Profile.",
  "email.changeRequested.action": "Edit Profile",
  "ics.title": "{brand}: {service} ({reference})",
  "ics.description": "Pickup {pickup} → {drop}. Booking {reference}. {phone}",
  "invoice.title": "TAX INVOICE",
  "invoice.titleSupplementary": "SUPPLEMENTARY TAX INVOICE",
  "invoice.number": "Invoice number",
  "invoice.date": "Invoice date",
  "invoice.booking": "Booking",
  "invoice.payment": "Payment",
  "invoice.placeOfSupply": "Place of supply",
  "invoice.billedTo": "Billed to",
  "invoice.service": "Service",
  "invoice.pickup": "Pickup",
  "invoice.fare": "Your fare",
  "invoice.rounding": "Round off",
  "invoice.taxableValue": "Taxable value (fare before GST)",
  "invoice.total": "Total (GST included)",
  "invoice.computerGenerated": "This is a computer-generated invoice and needs no signature.",
  "invoice.reverseCharge": "Reverse charge: No",
  "invoice.costCentre": "Cost centre",
  "invoice.reference": "Reference",
  "invoice.traveller": "Traveller",
  "creditNote.title": "CREDIT NOTE",
  "creditNote.number": "Credit note number",
  "creditNote.date": "Credit note date",
  "creditNote.against": "Against tax invoice {number} dated {date}",
  "creditNote.reason": "Reason: cancellation or change of the booking, refunded ({reason})",
  "creditNote.amounts": "Amounts credited",
  "creditNote.taxableValue": "Taxable value credited",
  "creditNote.total": "Total credited (GST included)",
  "creditNote.computerGenerated": "This is a computer-generated credit note and needs no signature.",
  // ---- The chauffeur's SMS in the chauffeur's language (chauffeurs.language, migration 1101) ----
  "chauffeur.tripAssigned": "{brand}: new trip {reference}, pickup {time}. Details in the chauffeur app: {url}",
  "chauffeur.tripAssignedAt":
    "{brand}: new trip {reference}, pickup {time} at {place}. Details in the chauffeur app: {url}",
  "chauffeur.tripRemoved": "{brand}: trip {reference} (pickup {time}) is no longer assigned to you.",
  "chauffeur.extensionAsked":
    "{brand}: {rider} asks for {hours, plural, one {# more hour} other {# more hours}} on trip {reference}. Open the chauffeur app to accept or decline.",
  "chauffeur.theRider": "The rider",
  "chauffeur.flightMoved":
    "{brand}: {reference}: flight {flight} now lands {landing}. Your chauffeur will meet you at {meet} (was {before}). No extra charge.",
  "chauffeur.flightDisrupted": "{brand}: {reference}: flight {flight} was {state}.",
  "chauffeur.rescheduled": "{brand}: {reference} moved. New pickup {time} (was {before}).",
  // ---- the SOS SMS to the rider's emergency contact, in the rider's language (the contact is the rider's family) ----
  "sos.contact":
    "SOS: {rider} pressed the emergency button during a {brand} ride. Our team has been alerted. Follow the trip live: {url} . In an emergency call {emergency}.",
  "sos.contactCar":
    "SOS: {rider} pressed the emergency button during a {brand} ride (car {plate}). Our team has been alerted. Follow the trip live: {url} . In an emergency call {emergency}.",
  "sos.aRider": "A rider",
  // ---- Company accounts: invitations, and a rider's application decided ----
} as const;
