import { useMutation } from "@tanstack/react-query";
import { apiPaths, type EventEnquiryInput, type LeadResponse } from "@chauffeur/contracts";
import { apiRequest } from "~/lib/api-client";

/** POST /api/v1/leads/event-enquiries. */
export const createEventEnquiry = (input: EventEnquiryInput) =>
  apiRequest<LeadResponse>(apiPaths.eventEnquiries, { method: "POST", body: input });

export const useCreateEventEnquiry = () => useMutation({ mutationFn: createEventEnquiry });
