import { and, eq, sql } from "drizzle-orm";
import {
  WHATSAPP_CONSENT_WORDING,
  type Locale,
  type WhatsAppConsent,
  type WhatsAppConsentSource,
} from "@chauffeur/contracts";
import type { DbOrTx } from "../../db/client.ts";
import { users, whatsappConsentEvents, whatsappConsents } from "../../db/schema/index.ts";
import { q } from "../../lib/sql.ts";
import { fallBackToSms } from "./fallback.ts";

/** Whether the rider has a recorded WhatsApp opt-in in force: the one check before anything goes out on WhatsApp. */
export async function hasWhatsAppOptIn(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ optedIn: whatsappConsents.optedIn })
    .from(whatsappConsents)
    .where(and(eq(whatsappConsents.userId, userId), eq(whatsappConsents.optedIn, true)));
  return Boolean(row);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The rider's consent as recorded (never asked: not opted in). */
export async function whatsAppConsentOf(db: DbOrTx, userId: string): Promise<WhatsAppConsent> {
  const [c] = await db.select().from(whatsappConsents).where(eq(whatsappConsents.userId, userId));
  return {
    optedIn: c?.optedIn ?? false,
    optedInAt: iso(c?.optedInAt ?? null),
    source: c?.source ?? null,
    wording: c?.wording ?? null,
    optedOutAt: iso(c?.optedOutAt ?? null),
    optedOutSource: c?.optedOutSource ?? null,
  };
}

/**
 * Records an opt-in (with the words shown where the rider chose: the server's own, never the client's) or an opt-out,
 * both in the current state and in the kept history.
 */
export async function recordWhatsAppConsent(
  db: DbOrTx,
  userId: string,
  choice: { optedIn: boolean; source: WhatsAppConsentSource | "stop_reply"; at: Date; locale?: Locale },
): Promise<void> {
  const { optedIn, source, at } = choice;
  const wording =
    optedIn && source !== "stop_reply" ? WHATSAPP_CONSENT_WORDING[source][choice.locale ?? "en-IN"] : null;
  const set = optedIn
    ? {
        optedIn,
        optedInAt: at,
        source: source as WhatsAppConsentSource,
        wording,
        optedOutAt: null,
        optedOutSource: null,
      }
    : { optedIn, optedOutAt: at, optedOutSource: source === "fare_summary" ? "profile" : source };
  await db
    .insert(whatsappConsents)
    .values({ userId, ...set, updatedAt: at } as typeof whatsappConsents.$inferInsert)
    .onConflictDoUpdate({ target: whatsappConsents.userId, set: { ...set, updatedAt: at } });
  await db.insert(whatsappConsentEvents).values({ userId, optedIn, source, wording, at });
}

/** A STOP reply from a number: that rider's WhatsApp stops at once. Returns whether a rider was opted out. */
export async function optOutByPhone(db: DbOrTx, phone: string, at: Date): Promise<boolean> {
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(whatsappConsents, eq(whatsappConsents.userId, users.id))
    .where(and(eq(users.phone, phone), eq(whatsappConsents.optedIn, true)));
  if (!u) return false;
  await recordWhatsAppConsent(db, u.id, { optedIn: false, source: "stop_reply", at });
  // what is still waiting in the outbox for that rider on WhatsApp is not sent on WhatsApp: its SMS goes instead
  const held = await q<{ id: string }>(
    db,
    sql`UPDATE outbox_messages SET status = 'failed', last_error = 'rider replied STOP'
         WHERE user_id = ${u.id} AND channel = 'whatsapp' AND status = 'pending' RETURNING id`,
  );
  for (const m of held) await fallBackToSms(db, m.id);
  return true;
}
