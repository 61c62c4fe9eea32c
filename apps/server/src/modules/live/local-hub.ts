import { and, asc, gt, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { liveEvents } from "../../db/schema/index.ts";
import type { LiveEvent, LiveHub, LiveListener } from "./types.ts";

/**
 * The subscribers of this instance, by topic. Transports (NOTIFY, Redis) feed `deliver`; `publish` of a transient
 * event goes straight to this instance's subscribers here (the transports extend it to other instances).
 */
export interface LocalHub extends LiveHub {
  deliver(event: LiveEvent): void;
  /** how many subscriptions (a stream following two topics counts twice) */
  size(): number;
  /** whether any subscriber of this instance follows the topic (an event nobody here follows is not loaded) */
  has(topic: string): boolean;
  /** the topics followed on this instance */
  topics(): string[];
}

export function createLocalHub(db: Db): LocalHub {
  const byTopic = new Map<string, Set<LiveListener>>();
  // the application's own listeners (the allocator, modules/dispatch): they make a topic followed, but are no stream
  const services = new Set<LiveListener>();
  const deliver = (event: LiveEvent) => {
    for (const l of byTopic.get(event.topic) ?? []) {
      try {
        l(event);
      } catch {
        /* a broken stream must not stop the others */
      }
    }
  };
  return {
    deliver,
    size: () => [...byTopic.values()].reduce((n, s) => n + [...s].filter((l) => !services.has(l)).length, 0),
    has: (topic) => byTopic.has(topic),
    topics: () => [...byTopic.keys()],
    async publish(event) {
      deliver(event);
    },
    subscribe(topics, listener, opts) {
      if (opts?.service) services.add(listener);
      for (const t of topics) {
        let set = byTopic.get(t);
        if (!set) byTopic.set(t, (set = new Set()));
        set.add(listener);
      }
      return () => {
        for (const t of topics) {
          const set = byTopic.get(t);
          set?.delete(listener);
          if (set && !set.size) byTopic.delete(t);
        }
        services.delete(listener);
      };
    },
    async replay(topics, afterId) {
      if (!topics.length) return [];
      const rows = await db
        .select()
        .from(liveEvents)
        .where(and(inArray(liveEvents.topic, topics), gt(liveEvents.id, afterId)))
        .orderBy(asc(liveEvents.id))
        .limit(500);
      return rows.map((r) => ({ id: r.id, topic: r.topic, kind: r.kind as LiveEvent["kind"], data: r.data }));
    },
    async close() {
      byTopic.clear();
    },
  };
}
