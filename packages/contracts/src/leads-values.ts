/**
 * The leads' values and texts, without zod (decision record 015): the event and service-request forms import
 * these before interaction and load leads.ts's schemas when they first validate. Re-exported by leads.ts.
 */

export const SERVICES = ["Luxury Cars", "Outstation Trips", "Hourly Rentals", "Airport Transfers"] as const;
export type ServiceName = (typeof SERVICES)[number];

export const leadValidation = {
  serviceRequired: "Please choose a service",
  datetimeRequired: "Please select a date and time",
  datetimePast: "Please choose a date and time in the future",
  pickupRequired: "Pickup location is required",
  dropRequired: "Drop location is required",
  eventTypeRequired: "Please select a celebration type",
  descriptionRequired: "Please tell us about your event",
  tooLong: "This is too long",
} as const;

export const leadResponses = {
  serviceRequestReceived:
    "Thank you! Your request has been received. Our team will call you shortly to confirm the details.",
  eventEnquiryReceived: "We've received your event request and will contact you within 48 hours.",
  rateLimited: "Too many requests from your network. Please try again in a few minutes or call us.",
} as const;

/** Honeypot: people never see or fill it; anything in it marks the post as automated. */
export const HONEYPOT_FIELD = "botcheck";

/** Per-address limit across both forms: generous for a family booking twice, tight for a script. */
export const LEAD_RATE_LIMIT = { limit: 8, windowSeconds: 15 * 60 } as const;
