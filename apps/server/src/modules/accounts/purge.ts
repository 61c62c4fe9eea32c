import { and, eq, lte } from "drizzle-orm";
import { DELETION_PURGE_DAYS } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { users } from "../../db/schema/index.ts";
import type { Database } from "../../db/client.ts";

const ERASED = "[erased]";

/**
 * Erases a rider's personal data for good, 30 days after the deletion request (seed 000 §9). What accounting law
 * needs stays: bookings and payments keep their amounts, dates and references, but point at an anonymous user row
 * and lose every copy of the rider's name, e-mail and phone. Runs on the injectable clock.
 */
export async function purgeDueAccounts(ctx: AppContext): Promise<number> {
  const cutoff = new Date(ctx.clock.now().getTime() - DELETION_PURGE_DAYS * 24 * 3600_000);
  const due = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.status, "deletion_requested"), lte(users.deletionRequestedAt, cutoff)));
  for (const u of due) await purgeUser(ctx.database, u, ctx.clock.now());
  return due.length;
}

type UserRow = typeof users.$inferSelect;

export async function purgeUser(database: Database, u: UserRow, now: Date) {
  const values = [u.name, u.email, u.email?.toLowerCase(), u.workEmail, u.phone, u.phone?.slice(3)].filter(
    (v): v is string => Boolean(v && v.length >= 3),
  );
  const q = database.query.bind(database);
  // targeted erasure first: rows that exist only because of this rider
  await q("DELETE FROM outbox_messages WHERE user_id = $1 OR to_address = ANY($2::text[])", [u.id, values]);
  await q("DELETE FROM otp_codes WHERE user_id = $1", [u.id]);
  await q("DELETE FROM password_reset_tokens WHERE user_id = $1", [u.id]);
  await q("DELETE FROM sessions WHERE user_id = $1", [u.id]);
  await q("DELETE FROM quotes WHERE user_id = $1", [u.id]).catch(() => {});
  await q("DELETE FROM leads WHERE lower(email) = ANY($1::text[]) OR phone = ANY($1::text[])", [values.map((v) => v.toLowerCase())]).catch(() => {});
  const identifiers = [u.email, u.email?.toLowerCase(), u.workEmail, u.phone].filter((v): v is string => Boolean(v));
  await sweep(database, u.id, values, identifiers);
  // last, so a purge cut short is simply repeated by the next run
  await q(
    `UPDATE users SET name = NULL, email = NULL, work_email = NULL, phone = NULL, homecity = NULL, profile_picture = NULL,
       password_hash = NULL, status = 'purged', purged_at = $2, updated_at = $2 WHERE id = $1`,
    [u.id, now],
  );
}

/**
 * A final sweep over the schema's text and jsonb columns, so copies kept by other modules (booking trip details,
 * audit entries, notes) do not survive: text equal to the e-mail or phone (unique identifiers, so nobody else's data
 * is touched) becomes '[erased]'; in rows linked to the rider (a user_id column) and the audit log, JSON string values
 * equal to the name, e-mail or phone are replaced too. Each statement stands alone: a column whose constraints refuse
 * the change is skipped.
 */
async function sweep(database: Database, userId: string, values: string[], identifiers: string[]) {
  const cols = await database.query<{ table_name: string; column_name: string; data_type: string; has_user: boolean }>(
    `SELECT c.table_name, c.column_name, c.data_type,
            EXISTS (SELECT 1 FROM information_schema.columns u WHERE u.table_schema = c.table_schema
                     AND u.table_name = c.table_name AND u.column_name = 'user_id') AS has_user
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'jsonb') AND c.table_name NOT IN ('schema_migrations', 'rate_limits', 'job_runs', 'users')`,
  );
  for (const c of cols) {
    const col = `"${c.column_name}"`;
    const table = `"${c.table_name}"`;
    try {
      if (c.data_type === "jsonb") {
        const scope = c.has_user ? "user_id = $3" : c.table_name === "audit_log" ? "$3::text IS NOT NULL" : null;
        const list = scope ? values : identifiers;
        for (const v of list) {
          await database.query(
            `UPDATE ${table} SET ${col} = replace(${col}::text, $1, $2)::jsonb WHERE strpos(${col}::text, $1) > 0 AND ${scope ?? "true"}`,
            scope ? [JSON.stringify(v), JSON.stringify(ERASED), userId] : [JSON.stringify(v), JSON.stringify(ERASED)],
          );
        }
      } else if (identifiers.length) {
        await database.query(`UPDATE ${table} SET ${col} = $2 WHERE ${col} = ANY($1::text[])`, [identifiers, ERASED]);
      }
    } catch {
      // a constraint (format check, unique index) refused: that column cannot keep the value as it was either
    }
  }
}
