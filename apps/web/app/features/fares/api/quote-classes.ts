import { fareApiPaths, type QuoteClassesResponse } from "@chauffeur/contracts";
import { apiRequest } from "~/lib/api-client";

/** POST /api/v1/bookings/quotes/classes: the server's quote of each vehicle class for the rider's quote. */
export function requestQuoteClasses(quoteId: string, signal?: AbortSignal): Promise<QuoteClassesResponse> {
  return apiRequest<QuoteClassesResponse>(fareApiPaths.quoteClasses, { body: { quoteId }, signal });
}
