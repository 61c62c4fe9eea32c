import { useQuery } from "@tanstack/react-query";
import { apiPaths, type QuoteResponse } from "@chauffeur/contracts";
import { apiRequest } from "~/lib/api-client";

export const getQuote = (id: string) => apiRequest<QuoteResponse>(apiPaths.quote(id));

/** The stored quote behind the fare summary (re-read after a reload). */
export function useQuote(id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ["quote", id],
    queryFn: () => getQuote(id!),
    enabled: Boolean(id) && enabled,
    retry: false,
    staleTime: Infinity,
  });
}
