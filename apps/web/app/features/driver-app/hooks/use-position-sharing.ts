import { useEffect, useState } from "react";
import { POSITION_INTERVAL_MS, type PositionInput } from "@chauffeur/contracts";
import { sendPositions } from "../api/driver-api";
import { PositionOutbox, toPositionInput } from "../lib/position-queue";

export type SharingState = "off" | "starting" | "sharing" | "denied" | "no-signal" | "unsupported";

let outbox: PositionOutbox | null = null;
/** One outbox per page, mirrored to localStorage (lib/position-queue.ts). */
export function positionOutbox(): PositionOutbox {
  if (!outbox) {
    let store: Storage | null = null;
    try {
      store = window.localStorage;
    } catch {
      store = null;
    }
    outbox = new PositionOutbox(store);
  }
  return outbox;
}

/**
 * While a trip is on the way, arrived or under way, follows the phone's position (watchPosition) and hands the
 * latest reading to the outbox every POSITION_INTERVAL_MS (the first at once), then sends what the outbox holds.
 * Without a signal the readings wait in the outbox (and localStorage) and go when the phone is back online.
 */
export function usePositionSharing(tripId: string | null): { state: SharingState; pending: number } {
  const [state, setState] = useState<SharingState>("off");
  const [pending, setPending] = useState(0);

  // whatever a previous page or visit left unsent goes as soon as the phone is online
  useEffect(() => {
    const box = positionOutbox();
    const flush = () => void box.flush(sendPositions).then(() => setPending(box.pending()));
    setPending(box.pending());
    flush();
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, []);

  useEffect(() => {
    if (!tripId) {
      setState("off");
      return;
    }
    if (!("geolocation" in navigator)) {
      setState("unsupported");
      return;
    }
    const box = positionOutbox();
    let latest: PositionInput | null = null;
    let queuedAt = 0;
    const flush = () => void box.flush(sendPositions).then(() => setPending(box.pending()));
    const queueLatest = () => {
      if (latest) {
        box.add(tripId, latest);
        latest = null;
        queuedAt = Date.now();
        setPending(box.pending());
      }
      flush();
    };
    setState("starting");
    const watchId = navigator.geolocation.watchPosition(
      (pos) => {
        latest = toPositionInput(pos.coords, pos.timestamp);
        setState("sharing");
        if (Date.now() - queuedAt >= POSITION_INTERVAL_MS) queueLatest();
      },
      // 1 = PERMISSION_DENIED; a timeout or no fix keeps watching
      (err) => setState(err.code === 1 ? "denied" : "no-signal"),
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    const timer = window.setInterval(queueLatest, POSITION_INTERVAL_MS);
    return () => {
      navigator.geolocation.clearWatch(watchId);
      window.clearInterval(timer);
    };
  }, [tripId]);

  return { state, pending };
}
