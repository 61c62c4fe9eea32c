import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  eventPaths,
  PositionEventSchema,
  StepEventSchema,
  type EventLiveView,
  type LiveEventKind,
} from "@chauffeur/contracts";
import { apiRequest, ApiRequestError } from "~/lib/api-client";
import { useLiveStream } from "~/lib/live-stream";

export const eventLiveKey = (token: string) => ["event-live", token] as const;

export const isNotFound = (e: unknown) => e instanceof ApiRequestError && e.status === 404;

/**
 * The coordinator's event page, live (README "Weddings and events"): the view by token, then the stream's snapshot,
 * each car's position moved at once and each step written into its car (the view is read again to be sure).
 */
export function useLiveEvent(token: string) {
  const qc = useQueryClient();
  const key = eventLiveKey(token);
  const q = useQuery({
    queryKey: key,
    retry: false,
    queryFn: () => apiRequest<EventLiveView>(eventPaths.live(token)),
  });
  const onEvent = useCallback(
    (kind: LiveEventKind, data: unknown) => {
      const patch = (bookingId: string, change: Partial<EventLiveView["cars"][number]>) =>
        qc.setQueryData<EventLiveView>(key, (old) =>
          old ? { ...old, cars: old.cars.map((c) => (c.bookingId === bookingId ? { ...c, ...change } : c)) } : old,
        );
      if (kind === "snapshot") qc.setQueryData(key, data as EventLiveView);
      else if (kind === "position") {
        const p = PositionEventSchema.safeParse(data);
        if (p.success) patch(p.data.bookingId, { position: p.data.position });
      } else if (kind === "step") {
        const s = StepEventSchema.safeParse(data);
        if (s.success) patch(s.data.bookingId, { step: s.data.step });
        void qc.invalidateQueries({ queryKey: key });
      }
    },
    // the key is a fresh array each render; the token is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [qc, token],
  );
  const state = useLiveStream(q.data ? eventPaths.liveStream(token) : null, onEvent);
  return { ...q, streamState: state };
}
