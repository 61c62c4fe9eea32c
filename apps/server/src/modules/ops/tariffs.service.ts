import { desc, eq, sql } from "drizzle-orm";
import { opsMessages, TariffSchema, withEventTariff, type TariffInput } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { tariffs, users } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest, conflict } from "../../lib/errors.ts";
import { isUniqueViolation } from "./db-errors.ts";
import type { Actor } from "./fleet.service.ts";

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

/** A new tariff keeps the fields of the current one (the fare engine reads them), numbers stay non-negative numbers. */
export function sameShape(prev: unknown, next: unknown): boolean {
  if (typeof prev === "number") return typeof next === "number" && Number.isFinite(next) && next >= 0;
  if (prev === null || typeof prev !== "object") return typeof next === typeof prev && (prev !== null || next === null);
  if (Array.isArray(prev))
    return Array.isArray(next) && next.length === prev.length && prev.every((p, i) => sameShape(p, next[i]));
  if (!next || typeof next !== "object" || Array.isArray(next)) return false;
  const pe = Object.entries(prev).sort(byKey);
  const ne = Object.entries(next).sort(byKey);
  return pe.length === ne.length && pe.every(([k, v], i) => k === ne[i][0] && sameShape(v, ne[i][1]));
}

/** Tariff versions, newest first, with how many quotes and bookings each priced. */
export async function listTariffs(ctx: AppContext) {
  const rows = await ctx.db
    .select({
      t: tariffs,
      by: users.name,
      quotes: sql<number>`(SELECT count(*)::int FROM quotes q WHERE q.tariff_version = "tariffs"."version")`.mapWith(
        Number,
      ),
      bookings:
        sql<number>`(SELECT count(*)::int FROM bookings b WHERE b.tariff_version = "tariffs"."version")`.mapWith(
          Number,
        ),
    })
    .from(tariffs)
    .leftJoin(users, eq(users.id, tariffs.createdBy))
    .orderBy(desc(tariffs.version))
    .limit(50);
  return {
    versions: rows.map((r) => ({
      version: r.t.version,
      // a version published before events prices them with the defaults: the editor shows (and keeps) those
      data: withEventTariff(r.t.data),
      note: r.t.note,
      createdBy: r.by,
      createdAt: r.t.createdAt.toISOString(),
      quotes: r.quotes,
      bookings: r.bookings,
    })),
  };
}

/** Publishes the next version (new quotes only); its shape must match the current one. Audited. */
export async function publishTariff(ctx: AppContext, actor: Actor & { name: string | null }, input: TariffInput) {
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [latest] = await tx.select().from(tariffs).orderBy(desc(tariffs.version)).limit(1).for("update");
      if (latest && !sameShape(withEventTariff(latest.data), input.data)) throw badRequest(opsMessages.tariffShape);
      const now = ctx.clock.now();
      const version = (latest?.version ?? 0) + 1;
      // the fare engine reads every version: its data must be a whole tariff (contracts' TariffSchema)
      const checked = TariffSchema.safeParse({ ...input.data, version });
      if (!checked.success) {
        const issue = checked.error.issues[0]!;
        throw badRequest(opsMessages.tariffInvalid(issue.path.join(" › "), issue.message));
      }
      const [t] = await tx
        .insert(tariffs)
        .values({ version, data: checked.data, note: input.note, createdBy: actor.userId, createdAt: now })
        .returning();
      const before = latest ? { version: latest.version, data: latest.data } : null;
      const entry = {
        actorUserId: actor.userId,
        action: "tariff.publish",
        entity: "tariff" as const,
        entityId: String(version),
      };
      await writeAudit(tx, { ...entry, before, after: { version, data: t.data }, detail: { note: input.note } }, now);
      return t;
    });
    return {
      version: row.version,
      data: row.data,
      note: row.note,
      createdBy: actor.name,
      createdAt: row.createdAt.toISOString(),
      quotes: 0,
      bookings: 0,
    };
  } catch (e) {
    if (isUniqueViolation(e))
      throw conflict("Another operator published a tariff at the same time; reload and try again.");
    throw e;
  }
}
