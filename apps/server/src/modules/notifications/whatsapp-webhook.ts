import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { q1 } from "../../lib/sql.ts";
import { optOutByPhone } from "./consent.ts";
import { fallBackToSms } from "./fallback.ts";

/** A status Meta reports for a message (entry[].changes[].value.statuses[]). */
interface StatusUpdate {
  id?: string;
  status?: string;
  timestamp?: string;
  errors?: Array<{ code?: number; title?: string; message?: string }>;
}
/** An incoming message (entry[].changes[].value.messages[]). */
interface IncomingMessage {
  from?: string;
  type?: string;
  text?: { body?: string };
  button?: { text?: string; payload?: string };
}
interface WebhookBody {
  object?: string;
  entry?: Array<{
    changes?: Array<{ field?: string; value?: { statuses?: StatusUpdate[]; messages?: IncomingMessage[] } }>;
  }>;
}

const STATUSES = ["sent", "delivered", "read", "failed"] as const;
type DeliveryStatus = (typeof STATUSES)[number];

/** The words that stop WhatsApp for the sender's number (case and spacing ignored). */
export const isStopReply = (text: string) =>
  /^(stop|stop all|unsubscribe|opt out|optout|cancel updates|रोकें|बंद करें)$/i.test(text.trim().replace(/\s+/g, " "));

/**
 * One status: applied only if it moves the message forward (sent < delivered < read; failed only before delivered,
 * and nothing after failed), so a duplicate or a status arriving out of order changes nothing. A failed status
 * sends the message's SMS instead (once: fallback.ts). Returns whether the record changed.
 */
export async function applyStatus(ctx: AppContext, s: StatusUpdate): Promise<boolean> {
  if (!s.id || !STATUSES.includes(s.status as DeliveryStatus)) return false;
  const status = s.status as DeliveryStatus;
  const at = s.timestamp && /^\d+$/.test(s.timestamp) ? new Date(Number(s.timestamp) * 1000) : ctx.clock.now();
  const error = s.errors?.[0];
  const errorText = error ? `WhatsApp ${error.code ?? ""} ${error.title ?? error.message ?? ""}`.trim() : null;
  const rank = (col: ReturnType<typeof sql>) =>
    sql`(CASE ${col} WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3 ELSE 0 END)`;
  const updated = await q1<{ id: string }>(
    ctx.db,
    sql`UPDATE outbox_messages
           SET delivery_status = ${status}, delivery_status_at = ${at},
               last_error = CASE WHEN ${status} = 'failed' THEN ${errorText} ELSE last_error END
         WHERE provider_message_id = ${s.id} AND channel = 'whatsapp'
           AND delivery_status IS DISTINCT FROM 'failed'
           AND (CASE WHEN ${status} = 'failed' THEN delivery_status IS NULL OR delivery_status = 'sent'
                     ELSE ${rank(sql`delivery_status`)} < ${rank(sql`${status}::text`)} END)
        RETURNING id`,
  );
  if (!updated) return false;
  if (status === "failed") await fallBackToSms(ctx.db, updated.id);
  return true;
}

/** Everything one webhook delivery carries: statuses and incoming messages (a STOP opts the sender out). */
export async function processWhatsAppWebhook(
  ctx: AppContext,
  body: WebhookBody,
): Promise<{ statuses: number; stops: number }> {
  let statuses = 0;
  let stops = 0;
  for (const entry of body.entry ?? [])
    for (const change of entry.changes ?? []) {
      for (const s of change.value?.statuses ?? []) if (await applyStatus(ctx, s)) statuses++;
      for (const m of change.value?.messages ?? []) {
        const text = m.text?.body ?? m.button?.text ?? m.button?.payload ?? "";
        if (!m.from || !isStopReply(text)) continue;
        // Meta names the sender by wa_id: the number with its country code, without '+'
        const phone = `+${m.from.replace(/\D/g, "")}`;
        if (await optOutByPhone(ctx.db, phone, ctx.clock.now())) stops++;
      }
    }
  return { statuses, stops };
}
