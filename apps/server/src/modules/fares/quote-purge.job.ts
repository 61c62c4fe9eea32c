import type { AppContext } from "../../context.ts";
import type { JobDefinition } from "../../jobs/scheduler.ts";

/** Quotes are kept a week past their expiry (support questions), then removed unless a booking points at them. */
export const QUOTE_RETENTION_DAYS = 7;

export function quotePurgeJob(ctx: AppContext): JobDefinition {
  return {
    name: "fares.purge-expired-quotes",
    everyMs: 6 * 3600_000,
    async run() {
      const cutoff = new Date(ctx.clock.now().getTime() - QUOTE_RETENTION_DAYS * 86_400_000);
      const rows = await ctx.database.query<{ n: number }>(
        `WITH gone AS (
           DELETE FROM quotes q WHERE q.expires_at < $1
             AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.quote_id = q.id)
           RETURNING 1)
         SELECT count(*)::int AS n FROM gone`,
        [cutoff],
      );
      return `purged ${rows[0]?.n ?? 0} quotes`;
    },
  };
}
