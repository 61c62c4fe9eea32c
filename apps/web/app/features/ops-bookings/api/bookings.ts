import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { opsPaths, type OpsBookingAction, type OpsBookingDetail, type OpsBookingList, type OpsBookingQuery, type OpsCandidates } from "@chauffeur/contracts";
import { opsRequest, qs } from "~/features/ops-core/api";

export const queueQuery = (filter: OpsBookingQuery) =>
  queryOptions({
    queryKey: ["ops", "bookings", filter],
    queryFn: () => opsRequest<OpsBookingList>(`${opsPaths.bookings}${qs(filter as Record<string, string>)}`),
    refetchInterval: 30_000,
  });

export const bookingQuery = (id: string) =>
  queryOptions({ queryKey: ["ops", "booking", id], queryFn: () => opsRequest<OpsBookingDetail>(opsPaths.booking(id)) });

export const candidatesQuery = (id: string) =>
  queryOptions({ queryKey: ["ops", "candidates", id], queryFn: () => opsRequest<OpsCandidates>(opsPaths.bookingCandidates(id)), staleTime: 0 });

export type ActionBody = { chauffeurId: string; carId: string; note?: string } | { reason: string } | { note?: string };

/** One hook for every lifecycle action; refreshes the booking, the queue and the counters. */
export function useBookingAction(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: OpsBookingAction; body?: ActionBody }) =>
      opsRequest<{ success: true; message: string; status: string }>(opsPaths.bookingAction(id, action), { method: "POST", body: body ?? {} }),
    onSettled: () => qc.invalidateQueries({ queryKey: ["ops"] }),
  });
}
