import type { LiveEventKind } from "@chauffeur/contracts";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { liveEvents } from "../../db/schema/index.ts";

/** the channel stored events are announced on (PostgreSQL NOTIFY; PGlite has it too, in process) */
export const LIVE_CHANNEL = "live_events";

/** a topic is a short name (liveTopics); the announcement must stay far under NOTIFY's 8000-byte payload limit */
const MAX_TOPIC_LENGTH = 200;

/**
 * Stores a live event in the caller's transaction and announces it with NOTIFY, which PostgreSQL (and PGlite)
 * deliver only when that transaction commits: a stream never sees a step that was rolled back. The announcement
 * carries the id, the topic and the schema (instances of another installation sharing the database ignore it);
 * each listening instance loads the row itself, so the event's data has no size limit. One statement, one round trip.
 */
export async function recordLiveEvent(tx: DbOrTx, event: { topic: string; kind: LiveEventKind; data: unknown }) {
  if (event.topic.length > MAX_TOPIC_LENGTH) throw new Error(`live topic longer than ${MAX_TOPIC_LENGTH} characters`);
  // pg_notify in RETURNING: the row and its announcement in one statement (one round trip)
  const [row] = await tx
    .insert(liveEvents)
    .values({ topic: event.topic, kind: event.kind, data: event.data })
    .returning({
      id: liveEvents.id,
      announced: sql`pg_notify(${LIVE_CHANNEL}, json_build_object('id', ${liveEvents.id}, 'topic', ${liveEvents.topic}, 's', current_schema())::text)`,
    });
  return row!.id;
}
