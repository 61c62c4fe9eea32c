import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import {
  dispatchPaths,
  opsPaths,
  type OpsActionResultSchema,
  type OpsAssign,
  type OpsBookingAction,
  type OpsBookingDetail,
  type OpsBookingList,
  type OpsBookingQuery,
  type OpsCandidates,
  type OpsDecline,
  type OpsNoteSchema,
} from "@chauffeur/contracts";
import { opsRequest, qs } from "~/features/ops-core";

export const queueQuery = (filter: OpsBookingQuery) =>
  queryOptions({
    queryKey: ["ops", "bookings", filter],
    queryFn: () => opsRequest<OpsBookingList>(`${opsPaths.bookings}${qs(filter as Record<string, string>)}`),
    refetchInterval: 30_000,
  });

export const bookingQuery = (id: string) =>
  queryOptions({ queryKey: ["ops", "booking", id], queryFn: () => opsRequest<OpsBookingDetail>(opsPaths.booking(id)) });

export const candidatesQuery = (id: string) =>
  queryOptions({
    queryKey: ["ops", "candidates", id],
    queryFn: () => opsRequest<OpsCandidates>(opsPaths.bookingCandidates(id)),
    staleTime: 0,
  });

type OpsNote = z.input<typeof OpsNoteSchema>;
type OpsActionResult = z.infer<typeof OpsActionResultSchema>;
/** Each lifecycle action with the body its route validates (the contracts' schemas). */
type ActionBodies = {
  confirm: OpsAssign;
  reassign: OpsAssign;
  decline: OpsDecline;
  start: OpsNote;
  complete: OpsNote;
  "no-show": OpsNote;
};
export type BookingActionCall = { [A in OpsBookingAction]: { action: A; body: ActionBodies[A] } }[OpsBookingAction];

/** One hook for every lifecycle action; refreshes the booking, the queue and the counters. */
export function useBookingAction(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: BookingActionCall) =>
      opsRequest<OpsActionResult>(opsPaths.bookingAction(id, action), { method: "POST", body }),
    onSettled: () => qc.invalidateQueries({ queryKey: ["ops"] }),
  });
}

/**
 * Undo an automatic assignment (README "Instant confirmation"): the booking goes back to the queue, kept for a person;
 * refreshes the booking, the queue and the counters.
 */
export function useUnassign(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => opsRequest<Partial<OpsActionResult>>(dispatchPaths.unassign(id), { method: "POST", body: {} }),
    onSettled: () => qc.invalidateQueries({ queryKey: ["ops"] }),
  });
}
