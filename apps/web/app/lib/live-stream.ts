import { useEffect, useRef, useState } from "react";
import { LIVE_EVENT_KINDS, type LiveEventKind } from "@chauffeur/contracts";
import { API_BASE_URL } from "./env";

export type LiveStreamState = "connecting" | "open" | "reconnecting";

/**
 * Follows a Server-Sent Events stream of the day of the ride (decision record 010). The browser's EventSource
 * reconnects by itself and sends Last-Event-ID, so the server replays what was missed; `onEvent` receives every
 * event (the first is always `snapshot`). The stream closes when the component unmounts or `path` becomes null.
 */
export function useLiveStream(
  path: string | null,
  onEvent: (kind: LiveEventKind, data: unknown) => void,
): LiveStreamState {
  const [state, setState] = useState<LiveStreamState>("connecting");
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (!path || typeof EventSource === "undefined") return;
    const source = new EventSource(`${API_BASE_URL}${path}`, { withCredentials: true });
    // every kind the contracts name, so a new kind reaches the pages that handle it
    const listeners = LIVE_EVENT_KINDS.map((kind) => {
      const l = (e: MessageEvent<string>) => {
        try {
          handler.current(kind, JSON.parse(e.data));
        } catch {
          /* a malformed frame is skipped; the next snapshot corrects the view */
        }
      };
      source.addEventListener(kind, l);
      return [kind, l] as const;
    });
    source.onopen = () => setState("open");
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? "connecting" : "reconnecting");
    return () => {
      for (const [kind, l] of listeners) source.removeEventListener(kind, l);
      source.close();
    };
  }, [path]);
  return state;
}
