import { useQuery } from "@tanstack/react-query";
import { apiPaths, type QuoteResponse } from "@chauffeur/contracts";
import { apiRequest } from "~/lib/api-client";

export const getQuote = (id: string) => apiRequest<QuoteResponse>(apiPaths.quote(id));

/**
 * The stored quote behind the fare summary (re-read after a reload, and after a change of language: the server writes
 * its fare lines in the page's language, so a quote is kept per language).
 */
export function useQuote(id: string | null, enabled: boolean, locale?: string) {
  return useQuery({
    queryKey: ["quote", id, locale],
    queryFn: () => getQuote(id!),
    enabled: Boolean(id) && enabled,
    retry: false,
    staleTime: Infinity,
  });
}
