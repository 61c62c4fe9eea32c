import { useCallback, useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import {
  PositionEventSchema,
  ridePaths,
  sharedTripPaths,
  type LiveEventKind,
  type RideView,
  type SharedTripView,
} from "@chauffeur/contracts";
import { useLiveStream } from "~/lib/live-stream";
import { useT } from "~/i18n";
import { rideText } from "~/i18n/texts/ride";
import { showPushNotice } from "~/lib/push-notices";
import { rideKey, sharedTripKey, useRide, useSharedTrip } from "../api/ride";

type Live = Pick<RideView, "position" | "eta">;

/**
 * One stream handler for both pages: the snapshot replaces the view, a position moves the car at once (no request),
 * a step, an extras change or a flight's news (a moved pickup) reloads the view.
 */
function useApplyEvents<T extends Live>(key: readonly unknown[]) {
  const qc = useQueryClient();
  return useCallback(
    (kind: LiveEventKind, data: unknown) => {
      if (kind === "snapshot") qc.setQueryData(key, data as T);
      else if (kind === "position") {
        const p = PositionEventSchema.safeParse(data);
        if (p.success)
          qc.setQueryData<T>(key, (old) =>
            old ? { ...old, position: p.data.position, eta: p.data.eta ?? old.eta } : old,
          );
      } else if (kind === "step" || kind === "extras" || kind === "flight")
        void qc.invalidateQueries({ queryKey: key });
    },
    // the key is a fresh array each render; its content is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [qc, JSON.stringify(key)],
  );
}

/**
 * The rider's trip, kept live over Server-Sent Events while the booking is not cancelled. A step the rider is told
 * about (on the way, arrived) is also shown as a notification by the service worker when this device allowed them
 * (lib/push-notices.ts): the same tag as the push message's, so a push arriving too replaces it, never doubles it.
 */
export function useLiveRide(bookingId: string) {
  const q = useRide(bookingId);
  const t = useT(rideText);
  const follow = q.data && q.data.status !== "cancelled";
  const apply = useApplyEvents<RideView>(rideKey(bookingId));
  const reference = q.data?.reference ?? "";
  const onEvent = useCallback(
    (kind: LiveEventKind, data: unknown) => {
      apply(kind, data);
      const step = kind === "step" ? (data as { step?: string } | null)?.step : undefined;
      if (step === "on_my_way" || step === "arrived")
        void showPushNotice({
          title: t(step === "on_my_way" ? "push.onMyWay" : "push.arrived"),
          body: t("push.body", { reference }),
          url: location.pathname,
          tag: `ride:${bookingId}:${step}`,
        });
    },
    [apply, t, reference, bookingId],
  );
  const state = useLiveStream(follow ? ridePaths.stream(bookingId) : null, onEvent);
  return { ...q, streamState: state };
}

/**
 * A shared trip, live. When the stream is closed for good (the link was revoked or expired: the reconnect gets a
 * 404), the view is fetched again and answers 'expired or revoked'.
 */
export function useLiveSharedTrip(token: string) {
  const qc = useQueryClient();
  const q = useSharedTrip(token);
  const onEvent = useApplyEvents<SharedTripView>(sharedTripKey(token));
  const state = useLiveStream(q.data ? sharedTripPaths.stream(token) : null, onEvent);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (state === "open") wasOpen.current = true;
    else if (state === "connecting" && wasOpen.current) {
      wasOpen.current = false;
      void qc.invalidateQueries({ queryKey: sharedTripKey(token) });
    }
  }, [state, qc, token]);
  return { ...q, streamState: state };
}
