import { queryOptions } from "@tanstack/react-query";
import {
  eventPaths,
  type EventMoneyView,
  type EventPaymentOpen,
  type EventQuoteView,
  type OrderResponse,
} from "@chauffeur/contracts";
import { apiRequest } from "~/lib/api-client";

// The client's side of an event (README "Weddings and events"): the quote by its signed link, accepting it, the
// event's money and the balance. Amounts are always the server's.
const KEY = ["events"] as const;

export const quoteQuery = (quoteId: string, token: string) =>
  queryOptions({
    queryKey: [...KEY, "quote", quoteId, token],
    queryFn: () => apiRequest<EventQuoteView>(`${eventPaths.quote(quoteId)}?t=${encodeURIComponent(token)}`),
    retry: false,
  });

export const eventQuery = (id: string) =>
  queryOptions({
    queryKey: [...KEY, "event", id],
    queryFn: () => apiRequest<EventMoneyView>(eventPaths.event(id)),
    retry: false,
  });

/** The checkout hook reads the Pay Now shape; 'none' and 'credited' open no checkout. */
const asOrder = (r: EventPaymentOpen) => r as unknown as OrderResponse & EventPaymentOpen;

export const acceptQuote = async (quoteId: string, token: string) =>
  asOrder(await apiRequest<EventPaymentOpen>(eventPaths.acceptQuote(quoteId), { method: "POST", body: { token } }));

export const payBalance = async (eventId: string) =>
  asOrder(await apiRequest<EventPaymentOpen>(eventPaths.payBalance(eventId), { method: "POST" }));
