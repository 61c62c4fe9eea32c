/**
 * Texts sent to riders — SMS, the payment e-mail, the calendar file and the invoice's labels — as ICU messages
 * (decision record 017). The English texts are the ones the server sent before issue 18, letter for letter.
 * SMS texts must be registered on the DLT platform in each language before they are sent (README "Languages").
 */
export default {
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
  "email.paid.next":
    "What's next: we confirm your chauffeur within about 15 minutes, the chauffeur calls you before pickup,",
  "email.paid.follow": "and you can follow the booking under My Bookings: {url}",
  "email.paid.cancellation": "Free cancellation up to 30 minutes before pickup. Questions? Call {phone}.",
  "email.refund.subject": "Refund of {amount} for booking {reference}",
  "email.refund.body": "We have refunded {amount} for booking {reference} ({reason}).",
  "email.refund.timing": "Refunds reach your account in 3 to 7 business days.",
  "email.questions": "Questions? Call {phone}.",
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
  "invoice.taxableValue": "Taxable value",
  "invoice.total": "Total (GST included)",
  "invoice.computerGenerated": "This is a computer-generated invoice and needs no signature.",
} as const;
