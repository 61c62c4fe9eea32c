import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  schedulePaths,
  type CarUnavailabilityCreated,
  type CarUnavailabilityInput,
  type CarUnavailabilityPeriod,
  type ChauffeurSchedule,
  type ChauffeurScheduleInput,
  type TimeOffEntry,
  type TimeOffInput,
  type TimeOffList,
} from "@chauffeur/contracts";
import { opsRequest } from "~/features/ops-core";

/** The console's schedules (README "Working hours and time off"): hours, time off, cars' unavailable periods. */
export const scheduleKeys = {
  all: ["ops", "schedules"] as const,
  schedule: (id: string) => ["ops", "schedules", "chauffeur", id] as const,
  timeOff: (id: string) => ["ops", "schedules", "time-off", id] as const,
  requests: ["ops", "schedules", "requests"] as const,
  car: (id: string) => ["ops", "schedules", "car", id] as const,
};

export const scheduleQuery = (id: string) =>
  queryOptions({
    queryKey: scheduleKeys.schedule(id),
    queryFn: () => opsRequest<ChauffeurSchedule>(schedulePaths.schedule(id)),
  });
export const chauffeurTimeOffQuery = (id: string) =>
  queryOptions({
    queryKey: scheduleKeys.timeOff(id),
    queryFn: () => opsRequest<TimeOffList>(schedulePaths.chauffeurTimeOff(id)),
  });
export const leaveRequestsQuery = () =>
  queryOptions({
    queryKey: scheduleKeys.requests,
    queryFn: () => opsRequest<TimeOffList>(`${schedulePaths.timeOff}?status=requested`),
  });
export const carUnavailabilityQuery = (id: string) =>
  queryOptions({
    queryKey: scheduleKeys.car(id),
    queryFn: () => opsRequest<{ periods: CarUnavailabilityPeriod[] }>(schedulePaths.carUnavailability(id)),
  });

/** Every mutation here reads the schedules again when it lands. */
function useScheduleMutation<V, R>(fn: (v: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: scheduleKeys.all }) });
}

export const useSaveSchedule = () =>
  useScheduleMutation(({ id, body }: { id: string; body: ChauffeurScheduleInput }) =>
    opsRequest<ChauffeurSchedule>(schedulePaths.schedule(id), { method: "PUT", body }),
  );
export const useAddTimeOff = () =>
  useScheduleMutation(({ id, body }: { id: string; body: TimeOffInput }) =>
    opsRequest<TimeOffEntry>(schedulePaths.chauffeurTimeOff(id), { method: "POST", body }),
  );
export const useDecideTimeOff = () =>
  useScheduleMutation(
    ({ id, action, reason }: { id: string; action: "approve" | "decline" | "cancel"; reason?: string }) =>
      opsRequest<TimeOffEntry>(schedulePaths[action](id), {
        method: "POST",
        body: action === "decline" ? { reason } : {},
      }),
  );
export const useAddCarUnavailability = () =>
  useScheduleMutation(({ id, body }: { id: string; body: CarUnavailabilityInput }) =>
    opsRequest<CarUnavailabilityCreated>(schedulePaths.carUnavailability(id), { method: "POST", body }),
  );
export const useRemoveCarUnavailability = () =>
  useScheduleMutation(({ carId, id }: { carId: string; id: string }) =>
    opsRequest<{ success: true }>(schedulePaths.carUnavailabilityItem(carId, id), { method: "DELETE" }),
  );
