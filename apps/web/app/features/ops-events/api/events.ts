import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  eventPaths,
  type EventCreate,
  type EventFromLead,
  type EventPartnerCarInput,
  type EventPatch,
  type EventQuoteInput,
  type EventStatus,
  type OpsEventCapacity,
  type OpsEventDetail,
  type OpsEventQuote,
  type OpsEventSummary,
  type OpsPartnerCar,
} from "@chauffeur/contracts";
import { opsRequest, qs } from "~/features/ops-core";

/** The console's events API (README "Weddings and events"): every amount comes from the server. */
export const eventsQuery = (status?: EventStatus) =>
  queryOptions({
    queryKey: ["ops", "events", "list", status ?? "all"],
    queryFn: () => opsRequest<{ events: OpsEventSummary[] }>(`${eventPaths.opsEvents}${qs({ status })}`),
  });

export const eventQuery = (id: string) =>
  queryOptions({
    queryKey: ["ops", "events", id],
    queryFn: () => opsRequest<OpsEventDetail>(eventPaths.opsEvent(id)),
  });

export const capacityQuery = (id: string) =>
  queryOptions({
    queryKey: ["ops", "events", id, "capacity"],
    queryFn: () => opsRequest<OpsEventCapacity>(eventPaths.opsCapacity(id)),
  });

/** The quote builder's preview: the server prices the lines by the current tariff (nothing stored). */
export const previewQuery = (input: EventQuoteInput | null) =>
  queryOptions({
    queryKey: ["ops", "events", "preview", input],
    queryFn: () =>
      opsRequest<{ tariffVersion: number; amounts: OpsEventQuote["amounts"] }>(eventPaths.opsPricePreview, {
        method: "POST",
        body: input,
      }),
    enabled: input !== null && input.lines.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });

function useEventMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: ["ops", "events"] }) });
}

export const useCreateEvent = () =>
  useEventMutation((body: EventCreate) => opsRequest<OpsEventDetail>(eventPaths.opsEvents, { method: "POST", body }));
export const useCreateFromLead = () =>
  useEventMutation(({ leadId, body }: { leadId: string; body: EventFromLead }) =>
    opsRequest<OpsEventDetail>(eventPaths.opsFromLead(leadId), { method: "POST", body }),
  );
export const usePatchEvent = (id: string) =>
  useEventMutation((body: EventPatch) =>
    opsRequest<OpsEventDetail>(eventPaths.opsEvent(id), { method: "PATCH", body }),
  );
export const useNewQuote = (id: string) =>
  useEventMutation(() => opsRequest<OpsEventQuote>(eventPaths.opsQuotes(id), { method: "POST", body: {} }));
export const useSaveQuote = (id: string) =>
  useEventMutation(({ quoteId, body }: { quoteId: string; body: EventQuoteInput }) =>
    opsRequest<OpsEventQuote>(eventPaths.opsQuote(id, quoteId), { method: "PUT", body }),
  );
export const useSendQuote = (id: string) =>
  useEventMutation((quoteId: string) =>
    opsRequest<OpsEventQuote>(eventPaths.opsSendQuote(id, quoteId), { method: "POST", body: {} }),
  );
export const useWithdrawQuote = (id: string) =>
  useEventMutation((quoteId: string) =>
    opsRequest<OpsEventQuote>(eventPaths.opsWithdrawQuote(id, quoteId), { method: "POST", body: {} }),
  );
export const useAddPartnerCar = (id: string) =>
  useEventMutation((body: EventPartnerCarInput) =>
    opsRequest<OpsPartnerCar>(eventPaths.opsPartnerCars(id), { method: "POST", body }),
  );
export const useRemovePartnerCar = (id: string) =>
  useEventMutation((partnerCarId: string) =>
    opsRequest<{ success: true }>(eventPaths.opsPartnerCar(id, partnerCarId), { method: "DELETE" }),
  );
