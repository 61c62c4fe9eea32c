import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { pushSubscriptions } from "../../db/schema/index.ts";

export interface NewSubscription {
  userId: string;
  role: "rider" | "chauffeur";
  sessionId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  userAgent: string | null;
}

/**
 * Stores a device's subscription under this session. A browser keeps one subscription per site: the same endpoint
 * sent again (a new sign-in, renewed keys) moves it to this session and person instead of adding a second row.
 */
export async function saveSubscription(db: DbOrTx, s: NewSubscription): Promise<void> {
  const values = {
    userId: s.userId,
    role: s.role,
    sessionId: s.sessionId,
    p256dh: s.keys.p256dh,
    auth: s.keys.auth,
    userAgent: s.userAgent,
  };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: s.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Removes one of the person's own devices (by its endpoint); another person's subscription is never touched. */
export async function removeSubscription(db: DbOrTx, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
