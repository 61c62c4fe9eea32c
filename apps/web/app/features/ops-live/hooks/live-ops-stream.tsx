import { createContext, useCallback, useContext, useEffect, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import {
  AlertEventSchema,
  LiveBoardSchema,
  liveOpsPaths,
  PaidBookingEventSchema,
  PositionEventSchema,
  type LiveBoard,
  type LiveEventKind,
  type OpsAlertList,
} from "@chauffeur/contracts";
import { useLiveStream, type LiveStreamState } from "~/lib/live-stream";
import { dropAlert, liveKeys } from "../api/live";
import { announcePaidBooking, unlockAudio } from "./paid-alerts";

const StreamState = createContext<LiveStreamState>("connecting");
/** Whether the console's live stream is connected (the board shows it). */
export const useLiveOpsState = () => useContext(StreamState);

/**
 * One live stream for the whole console (mounted once around its pages): the board's snapshot fills the caches,
 * positions move the cars in place, steps refetch the board, and alerts refetch the alerts (an acknowledged one
 * leaves every console at once) — so the SOS banner appears on any console page without a reload. A paid booking
 * refreshes the queue and rings (paid-alerts.ts) on whichever console page is open.
 */
export function LiveOpsProvider({ children }: { children: ReactNode }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    // browsers start audio only after a press on the page: the first one readies the chime
    window.addEventListener("pointerdown", unlockAudio, { once: true });
    window.addEventListener("keydown", unlockAudio, { once: true });
    return () => {
      window.removeEventListener("pointerdown", unlockAudio);
      window.removeEventListener("keydown", unlockAudio);
    };
  }, []);
  const onEvent = useCallback(
    (kind: LiveEventKind, data: unknown) => {
      if (kind === "snapshot") {
        const board = LiveBoardSchema.safeParse(data);
        if (!board.success) return;
        qc.setQueryData<LiveBoard>(liveKeys.board, board.data);
        qc.setQueryData<OpsAlertList>(liveKeys.alerts, { alerts: board.data.alerts });
      } else if (kind === "position") {
        const p = PositionEventSchema.safeParse(data);
        if (!p.success) return;
        qc.setQueryData<LiveBoard>(liveKeys.board, (old) =>
          old
            ? {
                ...old,
                trips: old.trips.map((t) =>
                  t.bookingId === p.data.bookingId ? { ...t, position: p.data.position, eta: p.data.eta ?? t.eta } : t,
                ),
              }
            : old,
        );
      } else if (kind === "alert") {
        const a = AlertEventSchema.safeParse(data);
        if (a.success && a.data.acknowledged) dropAlert(qc, a.data.id);
        void qc.invalidateQueries({ queryKey: liveKeys.all });
      } else if (kind === "step" || kind === "trips") {
        void qc.invalidateQueries({ queryKey: liveKeys.board });
      } else if (kind === "flight") {
        // a flight moved a pickup or was disrupted: the queue, the booking's page and its Flight panel refresh
        void qc.invalidateQueries({ queryKey: ["ops"] });
      } else if (kind === "paid") {
        const e = PaidBookingEventSchema.safeParse(data);
        if (!e.success) return;
        void qc.invalidateQueries({ queryKey: ["ops", "bookings"] });
        announcePaidBooking(e.data, (id) => navigate(`/ops/bookings/${id}`));
      }
    },
    [qc, navigate],
  );
  const state = useLiveStream(liveOpsPaths.stream, onEvent);
  return <StreamState.Provider value={state}>{children}</StreamState.Provider>;
}
