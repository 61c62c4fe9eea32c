import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { opsPaths, type OpsLead, type OpsLeadPatch } from "@chauffeur/contracts";
import { opsRequest, qs } from "~/features/ops-core";

export const leadsQuery = (filter: { status?: string; kind?: string; q?: string }) =>
  queryOptions({
    queryKey: ["ops", "leads", filter],
    queryFn: () => opsRequest<{ leads: OpsLead[]; now: string }>(`${opsPaths.leads}${qs(filter)}`),
    refetchInterval: 60_000,
  });

export function useUpdateLead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: OpsLeadPatch }) =>
      opsRequest<OpsLead>(opsPaths.lead(id), { method: "PATCH", body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ["ops"] }),
  });
}
