import { extrasPaths, ridePaths, type ExtraResponse, type ExtrasView, type OrderResponse } from "@chauffeur/contracts";
import { useCallback } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "~/lib/api-client";
import { useLocale, useT } from "~/i18n";
import { rideServerText, rideText } from "~/i18n/texts/ride";

/** The extras' requests (decision record 010): the rider's view, 'Pay extras', an extension asked. */
export const extrasKey = (bookingId: string) => ["ride-extras", bookingId] as const;

/** GET the booking's extras: lines, total due, supplementary invoices, whether more time can be asked for. */
export function useExtras(bookingId: string | null, opts: { refetchIntervalMs?: number } = {}) {
  return useQuery({
    queryKey: extrasKey(bookingId ?? ""),
    enabled: Boolean(bookingId),
    retry: false,
    refetchInterval: opts.refetchIntervalMs,
    queryFn: () => apiRequest<ExtrasView>(extrasPaths.list(bookingId!)),
  });
}

/** 'Pay extras': the order for the lines due (the server computes the amount), in Pay Now's shape. */
export const createExtrasOrder = (bookingId: string) =>
  apiRequest<OrderResponse>(ridePaths.extrasOrder(bookingId), { method: "POST" });

/** POST { hours }: the rider asks for more time on an hourly rental under way. */
export function useRequestExtension(bookingId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (hours: number) =>
      apiRequest<ExtraResponse>(ridePaths.extension(bookingId), { method: "POST", body: { hours } }),
    onSettled: () => qc.invalidateQueries({ queryKey: extrasKey(bookingId) }),
  });
}

/**
 * What to tell a person when a request failed, in the page's language: the server's message when it sent one
 * (English; Hindi and Odia show a known one translated, else the fallback).
 */
export function useExtrasErrorMessage() {
  const t = useT(rideText);
  const { locale } = useLocale();
  return useCallback(
    (e: unknown, fallback: string): string => {
      if (e instanceof ApiRequestError) {
        if (e.kind === "offline") return t("extras.offline");
        if (e.serverMessage && e.status < 500) return rideServerText(locale, e.serverMessage, fallback);
      }
      return fallback;
    },
    [t, locale],
  );
}
