import { and, desc, eq, gt, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { CONFIRMATION_MINUTES, type OperatorInput } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { auditLog, bookings, leads, users } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import { baseBookingQuery, istDayStart, toBookingRow } from "./bookings.repository.ts";
import type { Actor } from "./fleet.service.ts";
import { createOperator } from "./operators.service.ts";
import { createSecondFactorService } from "./second-factor.service.ts";
import { whatsAppConsentOf } from "../notifications/index.ts";

// Never select password_hash or anything token-like: riders are read through this projection only.
const riderColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  homecity: users.homecity,
  status: users.status,
  deletionRequestedAt: users.deletionRequestedAt,
  createdAt: users.createdAt,
  bookings: sql<number>`(SELECT count(*)::int FROM bookings b WHERE b.user_id = "users"."id")`.mapWith(Number),
};
type RiderRow = { id: string; name: string | null; status: string; createdAt: Date; deletionRequestedAt: Date | null };
const riderOut = <R extends RiderRow>(r: R) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  deletionRequestedAt: r.deletionRequestedAt?.toISOString() ?? null,
});

/** Riders by name, e-mail or the last digits of the phone, newest first. */
export async function searchRiders(ctx: AppContext, query: { q?: string }) {
  const conds: SQL[] = [eq(users.role, "rider")];
  const q = query.q?.trim();
  if (q) {
    const digits = q.replace(/\D/g, "");
    const alts: SQL[] = [ilike(users.name, `%${q}%`), ilike(users.email, `%${q}%`)];
    if (digits.length >= 4) alts.push(ilike(users.phone, `%${digits.slice(-10)}%`));
    conds.push(or(...alts)!);
  }
  const rows = await ctx.db
    .select(riderColumns)
    .from(users)
    .where(and(...conds))
    .orderBy(desc(users.createdAt))
    .limit(50);
  return { riders: rows.map(riderOut) };
}

/** A rider and their latest 100 bookings. */
export async function riderDetail(ctx: AppContext, id: string) {
  const [r] = await ctx.db
    .select(riderColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "rider")));
  if (!r) throw notFound("Rider not found");
  const rows = await baseBookingQuery(ctx.db)
    .where(eq(bookings.userId, id))
    .orderBy(desc(bookings.pickupAt))
    .limit(100);
  const whatsapp = await whatsAppConsentOf(ctx.db, id);
  const on = (name: string) => ctx.config.NOTIFICATION_CHANNELS.includes(name);
  const channels = [
    ...(r.email && on("email") ? (["email"] as const) : []),
    ...(r.phone && whatsapp.optedIn && on("whatsapp")
      ? (["whatsapp"] as const)
      : r.phone && on("sms")
        ? (["sms"] as const)
        : []),
  ];
  return { rider: riderOut(r), bookings: rows.map(toBookingRow), whatsapp, channels };
}

/** The operators and whether each has set up the second factor. */
export async function listOperators(ctx: AppContext) {
  const rows = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.role, "operator"))
    .orderBy(users.createdAt);
  const on = await createSecondFactorService(ctx).enrolled(rows.map((o) => o.id));
  return { operators: rows.map((o) => ({ ...o, createdAt: o.createdAt.toISOString(), secondFactorOn: on.has(o.id) })) };
}

export async function addOperator(ctx: AppContext, actor: Actor, input: OperatorInput) {
  const o = await ctx.db.transaction((tx) =>
    createOperator(tx, ctx.config, input, { actorUserId: actor.userId, now: ctx.clock.now() }),
  );
  return { ...o, createdAt: o.createdAt.toISOString() };
}

/** The audit log, newest first. */
export async function recentActivity(
  ctx: AppContext,
  query: { entity?: (typeof auditLog.$inferSelect)["entity"]; limit: number },
) {
  const rows = await ctx.db
    .select({ a: auditLog, actor: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(query.entity ? eq(auditLog.entity, query.entity) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit);
  return {
    entries: rows.map(({ a, actor }) => ({
      id: a.id,
      action: a.action,
      entity: a.entity,
      entityId: a.entityId,
      actor,
      before: a.before,
      after: a.after,
      detail: a.detail,
      createdAt: a.createdAt.toISOString(),
    })),
  };
}

/** The console header's counters. */
export async function consoleSummary(ctx: AppContext) {
  const now = ctx.clock.now();
  const today = istDayStart(now.toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" }));
  const count = async (where: SQL | undefined, table: typeof bookings | typeof leads = bookings) =>
    Number(
      (
        await ctx.db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(where)
      )[0].n,
    );
  const awaiting = and(eq(bookings.status, "pending"), inArray(bookings.paymentStatus, ["paid", "on_account"]));
  const paidBefore = new Date(now.getTime() - CONFIRMATION_MINUTES * 60_000);
  const [awaitingConfirmation, overdue, todayN, ongoing, newLeads] = await Promise.all([
    count(awaiting),
    count(
      and(
        awaiting,
        sql`coalesce((SELECT max(p.captured_at) FROM payments p WHERE p.booking_id = "bookings"."id"), "bookings"."updated_at") < ${paidBefore}`,
      ),
    ),
    count(
      and(
        inArray(bookings.status, ["confirmed", "ongoing", "pending"]),
        gt(bookings.pickupAt, today),
        lt(bookings.pickupAt, new Date(today.getTime() + 86_400_000)),
      ),
    ),
    count(eq(bookings.status, "ongoing")),
    count(eq(leads.status, "new"), leads),
  ]);
  return { awaitingConfirmation, overdue, today: todayN, ongoing, newLeads, now: now.toISOString() };
}
