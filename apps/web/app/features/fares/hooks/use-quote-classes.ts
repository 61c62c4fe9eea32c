import { useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { QuoteData } from "@chauffeur/contracts";
import { useLocale } from "~/i18n";
import { requestQuoteClasses } from "../api/quote-classes";

/**
 * The class comparison of the quote on screen. Its quotes form one group (the same trip, add-ons and expiry), so
 * switching to one of them keeps the comparison as it is; any other quote (add-ons changed, the page reloaded on
 * another quote) is compared afresh by the server.
 */
export function useQuoteClasses(data: QuoteData) {
  const [anchor, setAnchor] = useState(data.quoteId);
  // the server writes each class's fare lines in the page's language: a comparison per language
  const { locale } = useLocale();
  const query = useQuery({
    queryKey: ["quote-classes", anchor, locale],
    queryFn: ({ signal }) => requestQuoteClasses(anchor, signal),
    enabled: !data.expired,
    retry: false,
    staleTime: Infinity,
    // while a new comparison loads, the previous one stays on screen (its choices disabled)
    placeholderData: keepPreviousData,
  });
  const group = query.data?.data.classes.map((c) => c.quote?.quoteId) ?? [];
  // adjusting state while rendering (React's pattern for state derived from a prop): no effect, no extra paint
  if (anchor !== data.quoteId && !group.includes(data.quoteId)) setAnchor(data.quoteId);
  return query;
}
