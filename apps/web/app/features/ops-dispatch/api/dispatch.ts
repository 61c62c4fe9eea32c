import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { dispatchPaths, type DispatchSettings, type Plan } from "@chauffeur/contracts";
import { opsRequest, qs } from "~/features/ops-core";

// The console's side of instant confirmation (README "Instant confirmation"): auto-confirm per service and the day's plan.

export const dispatchKeys = {
  settings: ["ops", "dispatch", "settings"] as const,
  plan: (date: string) => ["ops", "dispatch", "plan", date] as const,
};

export const settingsQuery = () =>
  queryOptions({
    queryKey: dispatchKeys.settings,
    queryFn: () => opsRequest<DispatchSettings>(dispatchPaths.settings),
  });

/** PUT the services' auto-confirm; the answer is the settings as stored. */
export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DispatchSettings) =>
      opsRequest<DispatchSettings>(dispatchPaths.settings, { method: "PUT", body }),
    onSuccess: (saved) => {
      if (saved && Array.isArray(saved.services)) qc.setQueryData(dispatchKeys.settings, saved);
      void qc.invalidateQueries({ queryKey: dispatchKeys.settings });
    },
  });
}

/** Every chauffeur's day as a timeline, refreshed each minute (the allocator assigns as riders pay). */
export const planQuery = (date: string) =>
  queryOptions({
    queryKey: dispatchKeys.plan(date),
    queryFn: () => opsRequest<Plan>(`${dispatchPaths.plan}${qs({ date })}`),
    refetchInterval: 60_000,
  });
