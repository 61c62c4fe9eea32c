import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  AppErrorCode,
  dispatchPaths,
  liveOpsPaths,
  type LiveBoard,
  type OpsAlert,
  type OpsAlertList,
} from "@chauffeur/contracts";
import { ApiRequestError } from "~/lib/api-client";
import { opsRequest } from "~/features/ops-core";

/** The live board's cache keys: the stream writes into them (positions) or invalidates them (steps, alerts). */
export const liveKeys = {
  all: ["ops", "live"] as const,
  board: ["ops", "live", "board"] as const,
  alerts: ["ops", "live", "alerts"] as const,
};

/** a safety net behind the stream: a missed event is corrected within a minute */
const FALLBACK_REFRESH_MS = 60_000;

export const boardQuery = () =>
  queryOptions({
    queryKey: liveKeys.board,
    queryFn: () => opsRequest<LiveBoard>(liveOpsPaths.board),
    refetchInterval: FALLBACK_REFRESH_MS,
  });

export const openAlertsQuery = () =>
  queryOptions({
    queryKey: liveKeys.alerts,
    queryFn: () => opsRequest<OpsAlertList>(liveOpsPaths.alerts),
    refetchInterval: FALLBACK_REFRESH_MS,
  });

/** Removes an alert from the cached lists at once (the stream's 'acknowledged' event, or our own acknowledgement). */
export function dropAlert(qc: ReturnType<typeof useQueryClient>, id: string) {
  qc.setQueryData<OpsAlertList>(liveKeys.alerts, (old) =>
    old ? { alerts: old.alerts.filter((a) => a.id !== id) } : old,
  );
  qc.setQueryData<LiveBoard>(liveKeys.board, (old) =>
    old ? { ...old, alerts: old.alerts.filter((a) => a.id !== id) } : old,
  );
}

/** 'Acknowledge': an alert someone else acknowledged first is gone all the same. */
export function useAcknowledge() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        return await opsRequest<OpsAlert>(liveOpsPaths.acknowledge(id), { method: "POST", body: {} });
      } catch (e) {
        if (e instanceof ApiRequestError && e.code === AppErrorCode.alert_already_acknowledged) return null;
        throw e;
      }
    },
    onSuccess: (_r, id) => {
      dropAlert(qc, id);
      void qc.invalidateQueries({ queryKey: liveKeys.all });
    },
  });
}

/**
 * 'Apply fix' on an assignment conflict's alert (README "Instant confirmation"): the server reassigns the booking as
 * the alert proposes and acknowledges the alert.
 */
export function useApplyProposal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => opsRequest<OpsAlert>(dispatchPaths.applyProposal(id), { method: "POST", body: {} }),
    onSuccess: (_r, id) => {
      dropAlert(qc, id);
      void qc.invalidateQueries({ queryKey: ["ops"] });
    },
  });
}
