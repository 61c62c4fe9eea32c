import { leadResponses } from "../../../leads-values.ts";

/** English marketing texts, part "request": The service request dialog ('Book {service}') (en-IN/marketing.ts joins the parts). */
export default {
  "request.intro": "Tell us when and where; our team calls you back to confirm the car and the fare.",
  "request.name": "Name",
  "request.email": "Email",
  "request.phone": "Phone",
  "request.optional": "(optional)",
  "request.datetime": "Date and time",
  "request.pickup": "Pickup location",
  "request.drop": "Drop location",
  "request.extras": "Extras",
  "request.pets": "Pets allowed",
  "request.childSeat": "Child seat",
  "request.agree": "I agree to the [Terms & Conditions](terms)",
  "request.cancel": "Cancel",
  "request.submit": "Submit Request",
  "request.submitting": "Submitting...",
  "request.sent": "Request Sent",
  "request.received": leadResponses.serviceRequestReceived,
  "request.close": "Close",
} as const satisfies Record<string, string>;
