import type { EventEnquiry, EventEnquiryInput } from "@chauffeur/contracts";
import { authValidation } from "@chauffeur/contracts/messages";
import { leadValidation } from "@chauffeur/contracts/leads-values";
import { lazyResolver } from "~/lib/lazy-resolver";

/** What the event enquiry form holds: the schema's input, except that no celebration type is chosen at first. */
export type EventEnquiryFormValues = Omit<EventEnquiryInput, "eventType"> & {
  eventType: EventEnquiryInput["eventType"] | "";
};

/**
 * The event enquiry's validation, fetched on first use (zod stays out of the page's first chunks;
 * docs/decisions/015), and what its schema says of the empty form, answered at once before that (lazyResolver).
 */
export const eventEnquiryEmptyForm = {
  eventType: leadValidation.eventTypeRequired,
  name: authValidation.nameRequired,
  phone: authValidation.phoneRequired,
  description: leadValidation.descriptionRequired,
};
export const eventEnquiryResolver = lazyResolver<EventEnquiryFormValues, unknown, EventEnquiry>(
  () => import("./validation").then((m) => m.eventEnquiryResolver),
  eventEnquiryEmptyForm,
);
