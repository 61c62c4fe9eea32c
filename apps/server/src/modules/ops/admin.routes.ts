import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { and, desc, eq, gt, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import {
  OperatorInputSchema,
  OpsActivitySchema,
  OpsAuditQuerySchema,
  OperatorSchema,
  OpsRiderDetailSchema,
  OpsRiderListSchema,
  OpsRiderQuerySchema,
  OpsSummarySchema,
  TariffInputSchema,
  TariffListSchema,
  TariffVersionSchema,
  CONFIRMATION_MINUTES,
  opsMessages,
  opsPaths,
} from "@chauffeur/contracts";
import { auditLog, bookings, leads, tariffs, users } from "../../db/schema/index.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { currentUser } from "../../plugins/session.ts";
import { writeAudit } from "../../lib/audit.ts";
import { baseBookingQuery, istDayStart, toBookingRow } from "./bookings.repository.ts";
import { isUniqueViolation } from "./db-errors.ts";
import { createOperator } from "./operators.service.ts";
import { createSecondFactorService } from "./second-factor.service.ts";

const tags = ["ops"];

/** A new tariff keeps the fields of the current one (the fare engine reads them), numbers stay non-negative numbers. */
export function sameShape(prev: unknown, next: unknown): boolean {
  if (typeof prev === "number") return typeof next === "number" && Number.isFinite(next) && next >= 0;
  if (prev === null || typeof prev !== "object") return typeof next === typeof prev && (prev !== null || next === null);
  if (Array.isArray(prev)) return Array.isArray(next) && next.length === prev.length && prev.every((p, i) => sameShape(p, next[i]));
  if (!next || typeof next !== "object" || Array.isArray(next)) return false;
  const pk = Object.keys(prev).sort();
  const nk = Object.keys(next).sort();
  return pk.length === nk.length && pk.every((k, i) => k === nk[i] && sameShape((prev as Record<string, unknown>)[k], (next as Record<string, unknown>)[k]));
}

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
type RiderRow = { [K in keyof typeof riderColumns]: unknown } & { createdAt: Date; deletionRequestedAt: Date | null };
const riderOut = (r: RiderRow) => ({
  ...(r as unknown as z.infer<typeof OpsRiderListSchema>["riders"][number]),
  createdAt: r.createdAt.toISOString(),
  deletionRequestedAt: r.deletionRequestedAt?.toISOString() ?? null,
});

export const opsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config } = app.ctx;
  const secondFactor = createSecondFactorService(app.ctx);

  // ---- tariff versions ----
  app.get(opsPaths.tariffs, { schema: { tags, summary: "Tariff versions, newest first", response: { 200: TariffListSchema } } }, async () => {
    const rows = await db
      .select({
        t: tariffs,
        by: users.name,
        quotes: sql<number>`(SELECT count(*)::int FROM quotes q WHERE q.tariff_version = "tariffs"."version")`.mapWith(Number),
        bookings: sql<number>`(SELECT count(*)::int FROM bookings b WHERE b.tariff_version = "tariffs"."version")`.mapWith(Number),
      })
      .from(tariffs)
      .leftJoin(users, eq(users.id, tariffs.createdBy))
      .orderBy(desc(tariffs.version))
      .limit(50);
    return {
      versions: rows.map((r) => ({ version: r.t.version, data: r.t.data, note: r.t.note, createdBy: r.by, createdAt: r.t.createdAt.toISOString(), quotes: r.quotes, bookings: r.bookings })),
    };
  });

  app.post(opsPaths.tariffs, { schema: { tags, summary: "Publish a new tariff version (applies to new quotes only)", body: TariffInputSchema, response: { 201: TariffVersionSchema } } }, async (req, reply) => {
    const user = await currentUser(req);
    try {
      const row = await db.transaction(async (tx) => {
        const [latest] = await tx.select().from(tariffs).orderBy(desc(tariffs.version)).limit(1).for("update");
        if (latest && !sameShape(latest.data, req.body.data)) throw badRequest(opsMessages.tariffShape);
        const now = clock.now();
        const version = (latest?.version ?? 0) + 1;
        // a version number inside the data (the fares module's Tariff has one) follows the row's
        const data = typeof req.body.data.version === "number" ? { ...req.body.data, version } : req.body.data;
        const [t] = await tx.insert(tariffs).values({ version, data, note: req.body.note, createdBy: user.id, createdAt: now }).returning();
        await writeAudit(tx, { actorUserId: user.id, action: "tariff.publish", entity: "tariff", entityId: String(version), before: latest ? { version: latest.version, data: latest.data } : null, after: { version, data: t.data }, detail: { note: req.body.note } }, now);
        return t;
      });
      return reply.status(201).send({ version: row.version, data: row.data, note: row.note, createdBy: user.name, createdAt: row.createdAt.toISOString(), quotes: 0, bookings: 0 });
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict("Another operator published a tariff at the same time; reload and try again.");
      throw e;
    }
  });

  // ---- riders ----
  app.get(opsPaths.riders, { schema: { tags, summary: "Search riders", querystring: OpsRiderQuerySchema, response: { 200: OpsRiderListSchema } } }, async (req) => {
    const conds: SQL[] = [eq(users.role, "rider")];
    const q = req.query.q?.trim();
    if (q) {
      const digits = q.replace(/\D/g, "");
      const alts: SQL[] = [ilike(users.name, `%${q}%`), ilike(users.email, `%${q}%`)];
      if (digits.length >= 4) alts.push(ilike(users.phone, `%${digits.slice(-10)}%`));
      conds.push(or(...alts)!);
    }
    const rows = await db.select(riderColumns).from(users).where(and(...conds)).orderBy(desc(users.createdAt)).limit(50);
    return { riders: rows.map((r) => riderOut(r as RiderRow)) };
  });

  app.get("/api/v1/ops/riders/:id", { schema: { tags, summary: "A rider and their bookings", params: z.object({ id: z.string().uuid("Rider not found") }), response: { 200: OpsRiderDetailSchema } } }, async (req) => {
    const [r] = await db.select(riderColumns).from(users).where(and(eq(users.id, req.params.id), eq(users.role, "rider")));
    if (!r) throw notFound("Rider not found");
    const rows = await baseBookingQuery(db).where(eq(bookings.userId, req.params.id)).orderBy(desc(bookings.startTime)).limit(100);
    return { rider: riderOut(r as RiderRow), bookings: rows.map(toBookingRow) };
  });

  // ---- operators ----
  app.get(opsPaths.operators, { schema: { tags, summary: "Operators", response: { 200: z.object({ operators: z.array(OperatorSchema) }) } } }, async () => {
    const rows = await db
      .select({ id: users.id, name: users.name, email: users.email, phone: users.phone, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.role, "operator"))
      .orderBy(users.createdAt);
    const on = await secondFactor.enrolled(rows.map((o) => o.id));
    return { operators: rows.map((o) => ({ ...o, createdAt: o.createdAt.toISOString(), secondFactorOn: on.has(o.id) })) };
  });

  app.post(opsPaths.operators, { schema: { tags, summary: "Create another operator", body: OperatorInputSchema, response: { 201: OperatorSchema } } }, async (req, reply) => {
    const user = await currentUser(req);
    const o = await db.transaction((tx) => createOperator(tx, config, req.body, { actorUserId: user.id, now: clock.now() }));
    return reply.status(201).send({ ...o, createdAt: o.createdAt.toISOString() });
  });

  // ---- activity: the audit log, newest first ----
  app.get(opsPaths.audit, { schema: { tags, summary: "Recent changes made in the console", querystring: OpsAuditQuerySchema, response: { 200: OpsActivitySchema } } }, async (req) => {
    const rows = await db
      .select({ a: auditLog, actor: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(req.query.entity ? eq(auditLog.entity, req.query.entity) : undefined)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(req.query.limit);
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
  });

  // ---- the console header's counters ----
  app.get(opsPaths.summary, { schema: { tags, response: { 200: OpsSummarySchema } } }, async () => {
    const now = clock.now();
    const today = istDayStart(now.toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" }));
    const count = async (where: SQL | undefined, table: typeof bookings | typeof leads = bookings) =>
      Number((await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where))[0].n);
    const awaiting = and(eq(bookings.status, "pending"), eq(bookings.paymentStatus, "paid"));
    const [awaitingConfirmation, overdue, todayN, ongoing, newLeads] = await Promise.all([
      count(awaiting),
      count(and(awaiting, sql`coalesce((SELECT max(p.captured_at) FROM payments p WHERE p.booking_id = "bookings"."id"), "bookings"."updated_at") < ${new Date(now.getTime() - CONFIRMATION_MINUTES * 60_000)}`)),
      count(and(inArray(bookings.status, ["confirmed", "ongoing", "pending"]), gt(bookings.startTime, today), lt(bookings.startTime, new Date(today.getTime() + 86_400_000)))),
      count(eq(bookings.status, "ongoing")),
      count(eq(leads.status, "new"), leads),
    ]);
    return { awaitingConfirmation, overdue, today: todayN, ongoing, newLeads, now: now.toISOString() };
  });
};
