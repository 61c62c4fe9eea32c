import { extrasPaths, ridePaths, type ExtraResponse, type ExtrasView, type OrderResponse } from "@chauffeur/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "~/lib/api-client";

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

/** What to tell a person when a request failed: the server's message when it sent one. */
export function extrasErrorMessage(e: unknown, fallback: string): string {
  if (e instanceof ApiRequestError) {
    if (e.kind === "offline") return "You are offline. Check your connection and try again.";
    if (e.serverMessage && e.status < 500) return e.serverMessage;
  }
  return fallback;
}
