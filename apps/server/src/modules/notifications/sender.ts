import type { FastifyBaseLogger } from "fastify";
import { inArray, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { outboxMessages } from "../../db/schema/index.ts";
import { isDemo } from "../../config.ts";
import type { StoredMessage } from "./channels/types.ts";
import { channelOf } from "./registry.ts";
import { fallBackToSms } from "./fallback.ts";
import { q } from "../../lib/sql.ts";

/** Retry schedule: 30 s, 1 min, 2 min … capped at 1 hour; after MAX_ATTEMPTS the message is marked failed. */
export const MAX_ATTEMPTS = 10;
export const LEASE_MS = 2 * 60_000;
/** A message no retry can deliver (its channel has no adapter here): marked failed at once. */
class UndeliverableError extends Error {}

export const backoffMs = (attempts: number) => Math.min(3600_000, 30_000 * 2 ** Math.max(0, attempts - 1));

/**
 * The background sender: claims due outbox rows with FOR UPDATE SKIP LOCKED (so several instances never send the
 * same message), leases them for two minutes, delivers each through its channel (registry.ts) and records the outcome.
 * A provider outage only delays a message: it is retried with backoff, and a crash mid-send retries after the lease.
 */
export async function deliverDueMessages(
  ctx: AppContext,
  log?: FastifyBaseLogger,
  batch = 20,
): Promise<{ sent: number; failed: number }> {
  const { database, clock, adapters } = ctx;
  const now = clock.now();
  // database timestamps carry microseconds, the clock milliseconds: a row stamped in this same millisecond is due too
  const dueBefore = new Date(now.getTime() + 1);
  const claimed = await ctx.db.transaction(async (tx) => {
    const rows = await q<StoredMessage>(
      tx,
      sql`SELECT id, channel, to_address, subject, text, html, attachments, template, template_params, url, attempts FROM outbox_messages
           WHERE status = 'pending' AND next_attempt_at < ${dueBefore} ORDER BY next_attempt_at LIMIT ${batch} FOR UPDATE SKIP LOCKED`,
    );
    if (rows.length)
      await tx
        .update(outboxMessages)
        .set({ attempts: sql`${outboxMessages.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .where(
          inArray(
            outboxMessages.id,
            rows.map((r) => r.id),
          ),
        );
    return rows;
  });
  let sent = 0;
  let failed = 0;
  const demo = isDemo(ctx.config); // a demo's messages say so (demo.ts)
  for (const m of claimed) {
    const attempt = m.attempts + 1;
    // a row of a channel with no adapter here fails at once, named: never delivered as another channel's message
    const channel = channelOf(ctx.config, m.channel);
    try {
      if (!channel) throw new UndeliverableError(`no adapter for notification channel "${m.channel}"`);
      const delivered = await channel.deliver(adapters, { ...m, ...(demo ? channel.demoMarked(m) : {}) });
      // a provider that reports statuses later (WhatsApp) names the message by its own id: kept to match them
      const providerId = (delivered && delivered.providerMessageId) || null;
      await database.query(
        `UPDATE outbox_messages SET status = 'sent', sent_at = $2, last_error = NULL, provider_message_id = $3::text,
                delivery_status = CASE WHEN $3::text IS NULL THEN delivery_status ELSE COALESCE(delivery_status, 'sent') END
          WHERE id = $1`,
        [m.id, clock.now(), providerId],
      );
      sent++;
    } catch (e) {
      failed++;
      const error = String((e as Error).message ?? e).slice(0, 500);
      // a refusal no retry can change (the provider says so: WhatsApp's invalid number, re-engagement window; a push
      // subscription expired or removed…)
      const permanent = e instanceof UndeliverableError || (e as { permanent?: boolean }).permanent === true;
      const giveUp = attempt >= MAX_ATTEMPTS || permanent;
      // the address is personal data: log the message id and channel only
      log?.warn({ messageId: m.id, channel: m.channel, attempt, giveUp }, "message delivery failed");
      await database.query(
        "UPDATE outbox_messages SET status = $2, next_attempt_at = $3, last_error = $4 WHERE id = $1",
        [m.id, giveUp ? "failed" : "pending", new Date(clock.now().getTime() + backoffMs(attempt)), error],
      );
      // a WhatsApp message given up on: its SMS goes instead, once (no-op for a row without one)
      if (giveUp) await fallBackToSms(ctx.db, m.id);
    }
  }
  return { sent, failed };
}
