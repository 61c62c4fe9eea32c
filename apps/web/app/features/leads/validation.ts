import { zodResolver } from "@hookform/resolvers/zod";
import { EventEnquirySchema, type EventEnquiry } from "@chauffeur/contracts";
import type { EventEnquiryFormValues } from "./lazy-resolvers";

/**
 * The event enquiry's resolver: the contracts' schema as before, in a chunk the form imports on first use
 * (docs/decisions/015), so zod is not among the JavaScript `/event-experience` loads before interaction.
 */
export const eventEnquiryResolver = zodResolver<EventEnquiryFormValues, unknown, EventEnquiry>(EventEnquirySchema);
