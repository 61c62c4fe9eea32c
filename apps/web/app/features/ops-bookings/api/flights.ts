import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { flightPaths, type FlightUpdateRequest, type OpsFlightResponse } from "@chauffeur/contracts";
import { opsRequest } from "~/features/ops-core";

/** An airport transfer's flight, its polling and its history (decision record 011). */
export const flightQuery = (bookingId: string) =>
  queryOptions({
    queryKey: ["ops", "flight", bookingId],
    queryFn: async () => (await opsRequest<OpsFlightResponse>(flightPaths.opsFlight(bookingId))).data,
    refetchInterval: 60_000,
  });

/**
 * An operator records what happened to the flight; the server runs the provider's adjustment (the pickup, the
 * messages, the alerts). Refreshes the flight, the booking, the queue and the counters.
 */
export function useRecordFlightUpdate(bookingId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: FlightUpdateRequest) =>
      opsRequest<{ success: true; message: string }>(flightPaths.opsFlight(bookingId), { method: "POST", body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ["ops"] }),
  });
}
