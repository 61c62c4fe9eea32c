import { apiPaths, type QuoteResponse, type Service } from "@chauffeur/contracts";
import { apiRequest } from "~/lib/api-client";
import type { ChargeRequest } from "../types";

/** POST /api/v1/bookings/charges/{service}: a stored, itemised quote (or a re-priced one when the body has quoteId). */
export function requestCharge(service: Service, body: ChargeRequest): Promise<QuoteResponse> {
  return apiRequest<QuoteResponse>(apiPaths.charges(service), { body });
}
