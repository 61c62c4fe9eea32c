import type { LiveEventKind } from "@chauffeur/contracts";

/** Where an event goes: one rider's booking, one chauffeur's list, the operations console, a share link's booking. */
export const liveTopics = {
  booking: (bookingId: string) => `booking:${bookingId}`,
  chauffeur: (chauffeurId: string) => `chauffeur:${chauffeurId}`,
  ops: "ops",
} as const;

export interface LiveEvent {
  topic: string;
  kind: LiveEventKind;
  data: unknown;
  /** the live_events id of a stored event (a stream's resume point); absent for a transient one (positions) */
  id?: number;
}
export type LiveListener = (event: LiveEvent) => void;

/**
 * The live hub of one instance (decision record 010): streams subscribe to topics; an event published on any
 * instance reaches every subscriber on every instance.
 */
export interface LiveHub {
  /** a transient event (a position): delivered now, not stored */
  publish(event: Omit<LiveEvent, "id">): Promise<void>;
  /** `service`: a listener of the application itself (not a stream: not counted in the status's subscriptions) */
  subscribe(topics: string[], listener: LiveListener, opts?: { service?: boolean }): () => void;
  /** stored events after `afterId` on these topics, oldest first (a reconnecting stream's replay) */
  replay(topics: string[], afterId: number): Promise<LiveEvent[]>;
  close(): Promise<void>;
  /** how this instance is connected to the others (createLiveHub; absent on a bare local hub) */
  status?(): LiveHubStatus;
}

export interface LiveHubStatus {
  /** how transient events (positions) reach the other instances */
  transient: "redis" | "postgres" | "in-process";
  /** whether stored events' announcements are being received (the LISTEN session is up) */
  listening: boolean;
  /** how many times the LISTEN connection dropped since start */
  drops: number;
  /** subscriptions on this instance (a stream following two topics counts twice) */
  subscriptions: number;
}
