import { and, eq, lte } from "drizzle-orm";
import { DELETION_PURGE_DAYS } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { users } from "../../db/schema/index.ts";
import type { Database } from "../../db/client.ts";
import { revokeAllSessions } from "../../plugins/session.ts";
import { invoiceRetentionEnd } from "../bookings/index.ts";

const ERASED = "[erased]";

/**
 * Erases a rider's personal data for good, 30 days after the deletion request. What accounting law
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
  await eraseRetainedInvoices(ctx.database, ctx.clock.now());
  return due.length;
}

type UserRow = typeof users.$inferSelect;

/**
 * A purged rider's tax invoices and credit notes are kept as issued (the stored PDF names the rider and the trip) for
 * as long as GST law requires (invoiceRetentionEnd: 72 months from the due date of the year's annual return); after
 * that the document goes too. The rows' numbers, GSTIN, amounts and dates stay with the booking's accounts.
 */
export async function eraseRetainedInvoices(database: Database, now: Date) {
  let erased = 0;
  for (const table of ["invoices", "credit_notes"] as const) {
    const held = await database.query<{ id: string; issued_at: Date | string }>(
      `SELECT d.id, d.issued_at FROM ${table} d JOIN bookings b ON b.id = d.booking_id JOIN users u ON u.id = b.user_id
        WHERE u.status = 'purged' AND d.document_pdf IS NOT NULL`,
    );
    const expired = held.filter((i) => invoiceRetentionEnd(new Date(i.issued_at)) <= now).map((i) => i.id);
    if (expired.length)
      await database.query(`UPDATE ${table} SET document_pdf = NULL WHERE id = ANY($1::uuid[])`, [expired]);
    erased += expired.length;
  }
  return erased;
}

/** Strings under these keys are closed vocabularies or times (kept); every other string is free text (erased). */
const KEPT_STRING_KEYS = new Set([
  "service",
  "startTime",
  "returnTime",
  "transferType",
  "airportCode",
  "requestedCarType",
  "source",
  "type",
  "status",
  "paymentStatus",
  "chauffeurId",
  "carId",
  "kind",
  "code",
]);
/** Keys that hold positions: their numbers become 0 and their strings (polylines, place ids) are erased. */
const GEO_KEYS =
  /^(lat|lng|lon|long|latitude|longitude|coordinates|location|geometry|polyline|encodedPolyline|path|points|bounds|viewport|placeId)$/i;

/**
 * A JSON document with its free text erased: strings become '[erased]' unless their key is a closed vocabulary
 * (KEPT_STRING_KEYS: service, times, airport code…), numbers under position keys become 0, and booleans, counts and
 * amounts stay. Empty strings stay empty. The shape is kept, so screens that still show the booking do not break.
 */
export function eraseFreeText(value: unknown, key = "", inGeo = false, kept: Set<string> = KEPT_STRING_KEYS): unknown {
  const geo = inGeo || GEO_KEYS.test(key);
  if (typeof value === "string") return value === "" || (!geo && kept.has(key)) ? value : ERASED;
  if (typeof value === "number") return geo ? 0 : value;
  if (Array.isArray(value)) return value.map((v) => eraseFreeText(v, key, geo, kept));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, eraseFreeText(v, k, geo, kept)]));
  return value;
}

/** A gateway event keeps its identifiers, states and amounts; the payer's e-mail, phone, UPI address, card, bank, notes go. */
const WEBHOOK_KEPT_KEYS = new Set([
  "id",
  "entity",
  "event",
  "status",
  "order_id",
  "payment_id",
  "refund_id",
  "currency",
  "method",
  "account_id",
  "contains",
  "error_code",
  "error_reason",
  "receipt",
]);

const erasedJson = (v: unknown) => (v == null ? null : JSON.stringify(eraseFreeText(v)));

/**
 * The rider's bookings stay for the accounts (reference, service, class, amounts, dates, statuses, invoice), but every
 * free text that can carry personal data goes: the trip's addresses, stops, place ids and coordinates, the flight
 * number, placard text and guest details of the add-ons, the route's positions, the operator's decline reason and
 * notes (booking and refund rows, audit entries), the client's idempotency key.
 */
async function eraseBookingsFreeText(database: Database, userId: string) {
  const rows = await database.query<{ id: string; trip: unknown; route: unknown; add_ons: unknown }>(
    "SELECT id, trip, route, add_ons FROM bookings WHERE user_id = $1",
    [userId],
  );
  for (const b of rows) {
    await database.query(
      `UPDATE bookings SET trip = $2::jsonb, route = $3::jsonb, add_ons = $4::jsonb, idempotency_key = NULL,
              cancel_reason = CASE WHEN cancel_reason IS NULL OR cancel_reason IN ('rider', 'payment_timeout') THEN cancel_reason
                                   WHEN cancel_reason LIKE 'Declined%' THEN 'Declined: ${ERASED}' ELSE '${ERASED}' END
        WHERE id = $1`,
      [b.id, erasedJson(b.trip), erasedJson(b.route), erasedJson(b.add_ons)],
    );
  }
  const ids = rows.map((b) => b.id);
  if (!ids.length) return;
  // the gateway's events about the rider's payments carry the payer's details (e-mail, phone, UPI address, card)
  const orderIds = (
    await database.query<{ provider_order_id: string }>(
      "SELECT provider_order_id FROM payments WHERE booking_id = ANY($1::uuid[])",
      [ids],
    )
  ).map((p) => p.provider_order_id);
  if (orderIds.length) {
    const events = await database.query<{ event_id: string; payload: unknown }>(
      "SELECT event_id, payload FROM webhook_events WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) o WHERE strpos(payload::text, o) > 0)",
      [orderIds],
    );
    for (const e of events)
      await database.query("UPDATE webhook_events SET payload = $2::jsonb WHERE event_id = $1", [
        e.event_id,
        JSON.stringify(eraseFreeText(e.payload, "", false, WEBHOOK_KEPT_KEYS)),
      ]);
  }
  // refund reasons (and the idempotency keys built from them) carry the operator's decline text
  await database.query(
    `UPDATE refunds SET reason = CASE WHEN reason LIKE 'Declined%' THEN 'Declined by operator: ${ERASED}' ELSE reason END,
            idempotency_key = CASE WHEN reason LIKE 'Declined%' THEN 'refund:' || booking_id || ':erased:' || id ELSE idempotency_key END
      WHERE booking_id = ANY($1::uuid[])`,
    [ids],
  );
  const audits = await database.query<{ id: number; before: unknown; after: unknown; detail: unknown }>(
    "SELECT id, before, after, detail FROM audit_log WHERE entity IN ('booking', 'payment') AND entity_id = ANY($1::text[])",
    [ids],
  );
  for (const a of audits) {
    await database.query(
      "UPDATE audit_log SET before = $2::jsonb, after = $3::jsonb, detail = $4::jsonb WHERE id = $1",
      [a.id, erasedJson(a.before), erasedJson(a.after), erasedJson(a.detail)],
    );
  }
}

export async function purgeUser(database: Database, u: UserRow, now: Date) {
  const values = [u.name, u.email, u.email?.toLowerCase(), u.workEmail, u.phone, u.phone?.slice(3)].filter(
    (v): v is string => Boolean(v && v.length >= 3),
  );
  const q = database.query.bind(database);
  // targeted erasure first: rows that exist only because of this rider
  await q("DELETE FROM outbox_messages WHERE user_id = $1 OR to_address = ANY($2::text[])", [u.id, values]);
  await q("DELETE FROM otp_codes WHERE user_id = $1", [u.id]);
  await q("DELETE FROM password_reset_tokens WHERE user_id = $1", [u.id]);
  await revokeAllSessions(database.db, u.id);
  // saved places ('Home', 'Work') are addresses of the rider and nothing else
  await q("DELETE FROM rider_places WHERE user_id = $1", [u.id]);
  // quotes are a priced trip and nothing more: gone (a booking's quote_id becomes NULL)
  await q("DELETE FROM quotes WHERE user_id = $1", [u.id]);
  // leads are sales enquiries, not accounting records: the rider's (by e-mail or phone) are deleted, with the
  // operators' notes in them and the note text their audit entries copied
  const leadKeys = values.map((v) => v.toLowerCase());
  const leadIds = (
    await database.query<{ id: string }>(
      "SELECT id FROM leads WHERE lower(email) = ANY($1::text[]) OR phone = ANY($1::text[]) OR right(phone, 10) = ANY($1::text[])",
      [leadKeys],
    )
  ).map((r) => r.id);
  if (leadIds.length) {
    await q(
      "UPDATE audit_log SET detail = NULL, before = NULL, after = NULL WHERE entity = 'lead' AND entity_id = ANY($1::text[])",
      [leadIds],
    );
    await q("DELETE FROM leads WHERE id = ANY($1::uuid[])", [leadIds]);
  }
  await eraseBookingsFreeText(database, u.id);
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
