import { leadMessages } from "../../../messages.ts";

/** English marketing texts, part "event": Event Experience page and its enquiry form (en-IN/marketing.ts joins the parts). */
export default {
  "event.eyebrow": "Weddings · Corporate · Concerts",
  "event.title": "Make Arrivals Memorable",
  "event.text":
    "From a baraat procession to a three-day conference, we move your people in matched luxury cars, exactly on time. Tell us about your event and we call you back within 48 hours.",
  "event.whatYouGet": "What you get",
  "event.promise": "Every guest arrives like the guest of honour",
  "event.personalised.title": "Personalised solutions",
  "event.personalised.text":
    "A fleet plan built around your day: the bride's car, family convoys, guest shuttles between hotel and venue, VIP pickups from the airport.",
  "event.chauffeurs.title": "Trained chauffeurs",
  "event.chauffeurs.text":
    "Uniformed, courteous and briefed on every timing and address beforehand, so your guests never wait and never get lost.",
  "event.concierge.title": "Concierge support",
  "event.concierge.text":
    "One coordinator for the whole event, on call from the first pickup to the last drop, working hand in hand with your planner and venue.",
  "event.formTitle": "Plan your event with us",
  "event.allRequired": "All fields are required.",

  "enquiry.form": "Event enquiry",
  "enquiry.type": "Celebration type",
  "enquiry.typeChoose": "Select a celebration",
  "enquiry.type.corporate": "Corporate event",
  "enquiry.type.concert": "Concert / exhibition",
  "enquiry.type.conference": "Conference",
  "enquiry.type.wedding": "Wedding",
  "enquiry.type.other": "Other",
  "enquiry.name": "Name",
  "enquiry.phone": "Phone",
  "enquiry.description": "Tell us about your event",
  "enquiry.descriptionHint": "Date, venue, number of guests and cars, timings",
  "enquiry.submit": "Get a Callback",
  "enquiry.sending": "Sending...",
  "enquiry.successTitle": leadMessages.eventSubmittedTitle,
  "enquiry.successText": leadMessages.eventSubmittedText,
  "enquiry.another": "Submit Another Request",
} as const satisfies Record<string, string>;
