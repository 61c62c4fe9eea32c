import { POSITIONS_PER_REQUEST_MAX, PositionInputSchema, type PositionInput } from "@chauffeur/contracts";

/**
 * The positions a chauffeur's phone has taken but not yet delivered, per trip (README "The day of the ride": a phone
 * that loses its signal loses nothing). Kept in memory and mirrored to localStorage, so a reload or a closed tab keeps
 * them too; sent oldest first in batches of at most POSITIONS_PER_REQUEST_MAX.
 */
export const POSITION_QUEUE_KEY = "driver.positions.v1";
/** at one position per POSITION_INTERVAL_MS this is over six hours without a signal; older ones give way */
export const POSITION_QUEUE_MAX = 2000;

export type PositionQueues = Record<string, PositionInput[]>;
export type SendOutcome = "sent" | "refused" | "retry";
export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Reads the stored queues, keeping only well-formed positions (a damaged entry is dropped, not sent). */
export function loadQueues(store: KeyValueStore | null): PositionQueues {
  if (!store) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(store.getItem(POSITION_QUEUE_KEY) ?? "{}");
  } catch {
    return {};
  }
  if (!raw || typeof raw !== "object") return {};
  const queues: PositionQueues = {};
  for (const [tripId, list] of Object.entries(raw as Record<string, unknown>)) {
    if (!Array.isArray(list)) continue;
    const valid = list.flatMap((p) => {
      const parsed = PositionInputSchema.safeParse(p);
      return parsed.success ? [parsed.data] : [];
    });
    if (valid.length) queues[tripId] = valid;
  }
  return queues;
}

/** A geolocation reading as the server takes it; values outside the contract's ranges are left out, not clamped. */
export function toPositionInput(coords: GeolocationCoordinates, timestamp: number): PositionInput {
  const within = (v: number | null, max: number) => (v !== null && Number.isFinite(v) && v >= 0 && v <= max ? v : null);
  return {
    lat: coords.latitude,
    lng: coords.longitude,
    accuracy: within(coords.accuracy, 100_000),
    heading: within(coords.heading, 360),
    speed: within(coords.speed, 120),
    recordedAt: new Date(timestamp).toISOString(),
  };
}

/**
 * The phone's position now, if it gives one within `timeoutMs` (a reading up to a minute old will do): 'On my way'
 * sends it so the rider's message carries an ETA. Null without permission, signal or geolocation.
 */
export function currentPosition(timeoutMs: number): Promise<PositionInput | null> {
  if (typeof navigator === "undefined" || !("geolocation" in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs + 500);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        clearTimeout(timer);
        resolve(toPositionInput(pos.coords, pos.timestamp));
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
      { enableHighAccuracy: true, maximumAge: 60_000, timeout: timeoutMs },
    );
  });
}

/** The outbox of positions: add, count, flush through a sender, clear on sign-out. */
export class PositionOutbox {
  private queues: PositionQueues;
  private flushing: Promise<void> | null = null;

  constructor(private readonly store: KeyValueStore | null) {
    this.queues = loadQueues(store);
  }

  add(tripId: string, position: PositionInput): void {
    const list = [...(this.queues[tripId] ?? []), position];
    this.queues[tripId] = list.slice(Math.max(0, list.length - POSITION_QUEUE_MAX));
    this.persist();
  }

  pending(tripId?: string): number {
    if (tripId) return this.queues[tripId]?.length ?? 0;
    return Object.values(this.queues).reduce((n, list) => n + list.length, 0);
  }

  clear(): void {
    this.queues = {};
    this.persist();
  }

  /**
   * Sends every trip's positions, oldest first. 'sent' and 'refused' (the server will never take this batch: the trip
   * ended, or it is not this chauffeur's) remove the batch; 'retry' (offline, timeout, server trouble) keeps it and
   * stops until the next flush. One flush at a time: a second call waits for the running one.
   */
  flush(send: (tripId: string, batch: PositionInput[]) => Promise<SendOutcome>): Promise<void> {
    if (this.flushing) return this.flushing;
    this.flushing = this.run(send).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async run(send: (tripId: string, batch: PositionInput[]) => Promise<SendOutcome>) {
    for (const tripId of Object.keys(this.queues)) {
      for (;;) {
        const batch = (this.queues[tripId] ?? []).slice(0, POSITIONS_PER_REQUEST_MAX);
        if (!batch.length) break;
        const outcome = await send(tripId, batch);
        if (outcome === "retry") return;
        this.drop(tripId, batch.length);
      }
    }
  }

  private drop(tripId: string, count: number) {
    const rest = (this.queues[tripId] ?? []).slice(count);
    if (rest.length) this.queues[tripId] = rest;
    else delete this.queues[tripId];
    this.persist();
  }

  private persist() {
    if (!this.store) return;
    try {
      if (Object.keys(this.queues).length) this.store.setItem(POSITION_QUEUE_KEY, JSON.stringify(this.queues));
      else this.store.removeItem(POSITION_QUEUE_KEY);
    } catch {
      /* storage full or blocked: the positions stay in memory */
    }
  }
}
