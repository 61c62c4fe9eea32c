import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { eventPaths, type EventAssignRunInput, type EventRuns, type EventRunView } from "@chauffeur/contracts";
import { opsRequest } from "~/features/ops-core";

export const runsKey = (eventId: string) => ["ops", "events", eventId, "runs"] as const;

export const runsQuery = (eventId: string) =>
  queryOptions({ queryKey: runsKey(eventId), queryFn: () => opsRequest<EventRuns>(eventPaths.opsRuns(eventId)) });

/** 'Assign': a chauffeur and a car for one run; the list is read again (another run's choices may have changed). */
export function useAssignRun(eventId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { bookingId: string } & EventAssignRunInput) =>
      opsRequest<EventRunView>(eventPaths.opsAssignRun(eventId, v.bookingId), {
        method: "POST",
        body: { chauffeurId: v.chauffeurId, carId: v.carId },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: runsKey(eventId) }),
  });
}
