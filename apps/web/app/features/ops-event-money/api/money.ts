import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { eventMoneyPaths, eventPaths, type EventCancelPreview, type EventMoneyView } from "@chauffeur/contracts";
import { opsRequest } from "~/features/ops-core";

/** The console's money of an event: payments, refunds, due, documents; the cancellation's preview and the cancel. */
export const moneyQuery = (eventId: string) =>
  queryOptions({
    queryKey: ["ops", "events", eventId, "money"],
    queryFn: () => opsRequest<EventMoneyView>(eventMoneyPaths.opsMoney(eventId)),
  });

export const cancelPreviewQuery = (eventId: string) =>
  queryOptions({
    queryKey: ["ops", "events", eventId, "cancel-preview"],
    queryFn: () => opsRequest<EventCancelPreview>(eventPaths.opsCancelPreview(eventId)),
    staleTime: 0,
  });

export function useCancelEvent(eventId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      opsRequest<{ message: string; creditNote: string | null; preview: EventCancelPreview }>(
        eventPaths.opsCancel(eventId),
        { method: "POST", body: { reason } },
      ),
    // the event's status, list and money all move
    onSuccess: () => qc.invalidateQueries({ queryKey: ["ops", "events"] }),
  });
}
