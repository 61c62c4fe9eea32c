import { useMutation } from "@tanstack/react-query";
import { apiPaths, type LeadResponse, type ServiceRequestInput } from "@chauffeur/contracts";
import { apiRequest } from "~/lib/api-client";

/** POST /api/v1/leads/service-requests: our API stores the lead first. */
export const createServiceRequest = (input: ServiceRequestInput) =>
  apiRequest<LeadResponse>(apiPaths.serviceRequests, { method: "POST", body: input });

export const useCreateServiceRequest = () => useMutation({ mutationFn: createServiceRequest });
