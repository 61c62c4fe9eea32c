import type { z } from "zod";
import { and, asc, desc, eq, gte, inArray, lte, ne } from "drizzle-orm";
import type { TimeOffEntry, TimeOffInputSchema, TimeOffStatus } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { chauffeurTimeOff, chauffeurs } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { localeOf, templateIn } from "../../lib/i18n.ts";
import { notify } from "../notifications/index.ts";
import type { Actor } from "./schedules.service.ts";
import { timeOffSms, type TimeOffDecision } from "./time-off.texts.ts";

type Row = typeof chauffeurTimeOff.$inferSelect;
type Input = z.output<typeof TimeOffInputSchema>;

/** Today's date in Asia/Kolkata, 'YYYY-MM-DD'. */
export const istToday = (now: Date) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

export const timeOffOut = (r: Row, chauffeurName: string): TimeOffEntry => ({
  id: r.id,
  chauffeurId: r.chauffeurId,
  chauffeurName,
  kind: r.kind,
  startsOn: r.startsOn,
  endsOn: r.endsOn,
  note: r.note,
  status: r.status,
  requestedBy: r.requestedBy,
  declineReason: r.declineReason,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

const selectWithName = (db: AppContext["db"] | Tx) =>
  db
    .select({ t: chauffeurTimeOff, name: chauffeurs.name })
    .from(chauffeurTimeOff)
    .innerJoin(chauffeurs, eq(chauffeurs.id, chauffeurTimeOff.chauffeurId));

/** A chauffeur's time off, newest first (the console's list). */
export async function listChauffeurTimeOff(ctx: AppContext, chauffeurId: string) {
  const [c] = await ctx.db.select({ id: chauffeurs.id }).from(chauffeurs).where(eq(chauffeurs.id, chauffeurId));
  if (!c) throw notFound("Chauffeur not found");
  const rows = await selectWithName(ctx.db)
    .where(eq(chauffeurTimeOff.chauffeurId, chauffeurId))
    .orderBy(desc(chauffeurTimeOff.startsOn));
  return { timeOff: rows.map((r) => timeOffOut(r.t, r.name)) };
}

/** Every chauffeur's time off of a status (the console's 'Leave requests': requested, oldest first). */
export async function listTimeOff(ctx: AppContext, status: TimeOffStatus | undefined) {
  const rows = await selectWithName(ctx.db)
    .where(status ? eq(chauffeurTimeOff.status, status) : undefined)
    .orderBy(asc(chauffeurTimeOff.createdAt))
    .limit(500);
  return { timeOff: rows.map((r) => timeOffOut(r.t, r.name)) };
}

/** Refuses days that overlap time off already approved or asked for (409 naming it). */
async function assertNoOverlap(tx: Tx, chauffeurId: string, input: Input, who: string) {
  const [other] = await tx
    .select()
    .from(chauffeurTimeOff)
    .where(
      and(
        eq(chauffeurTimeOff.chauffeurId, chauffeurId),
        inArray(chauffeurTimeOff.status, ["requested", "approved"]),
        lte(chauffeurTimeOff.startsOn, input.endsOn),
        gte(chauffeurTimeOff.endsOn, input.startsOn),
      ),
    )
    .limit(1);
  if (other) {
    const days = other.startsOn === other.endsOn ? other.startsOn : `${other.startsOn} to ${other.endsOn}`;
    const has = other.status === "approved" ? (who === "You" ? "have" : "has") : "asked for";
    throw conflict(`${who} already ${has} time off on ${days} (${other.status}): choose other days.`);
  }
}

async function lockChauffeur(tx: Tx, chauffeurId: string) {
  const [c] = await tx.select().from(chauffeurs).where(eq(chauffeurs.id, chauffeurId)).for("update");
  if (!c) throw notFound("Chauffeur not found");
  return c;
}

/** An operator's entry: approved at once, audited. */
export async function addTimeOff(ctx: AppContext, actor: Actor, chauffeurId: string, input: Input) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const c = await lockChauffeur(tx, chauffeurId);
    await assertNoOverlap(tx, c.id, input, c.name);
    const [row] = await tx
      .insert(chauffeurTimeOff)
      .values({
        chauffeurId: c.id,
        ...input,
        status: "approved",
        requestedBy: "operator",
        decidedBy: actor.userId,
        decidedAt: now,
        createdAt: now,
      })
      .returning();
    const out = timeOffOut(row, c.name);
    const entry = {
      actorUserId: actor.userId,
      action: "chauffeur.time_off.add",
      entity: "chauffeur" as const,
      entityId: c.id,
    };
    await writeAudit(tx, { ...entry, after: out }, now);
    return out;
  });
}

/** The chauffeur's request in the app: not in the past, not over other time off; waits for an operator. */
export async function requestTimeOff(ctx: AppContext, chauffeurId: string, input: Input) {
  const now = ctx.clock.now();
  if (input.startsOn < istToday(now))
    throw badRequest("Time off cannot start in the past", { startsOn: ["Choose today or a later day"] });
  return ctx.db.transaction(async (tx) => {
    const c = await lockChauffeur(tx, chauffeurId);
    await assertNoOverlap(tx, c.id, input, "You");
    const [row] = await tx
      .insert(chauffeurTimeOff)
      .values({ chauffeurId: c.id, ...input, status: "requested", requestedBy: "chauffeur", createdAt: now })
      .returning();
    return timeOffOut(row, c.name);
  });
}

/** The chauffeur withdraws their own request while it still waits (another chauffeur's: 404). */
export async function withdrawTimeOff(ctx: AppContext, chauffeurId: string, id: string) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(chauffeurTimeOff)
      .where(and(eq(chauffeurTimeOff.id, id), eq(chauffeurTimeOff.chauffeurId, chauffeurId)))
      .for("update");
    if (!row) throw notFound("Time off not found");
    if (row.status !== "requested") throw conflict(`This request is already ${row.status}: it cannot be withdrawn.`);
    const [after] = await tx
      .update(chauffeurTimeOff)
      .set({ status: "withdrawn", decidedAt: ctx.clock.now() })
      .where(eq(chauffeurTimeOff.id, row.id))
      .returning();
    const [c] = await tx.select({ name: chauffeurs.name }).from(chauffeurs).where(eq(chauffeurs.id, chauffeurId));
    return timeOffOut(after, c?.name ?? "");
  });
}

/** SMS the chauffeur the decision, in their language, in the decision's transaction. */
async function tellChauffeur(
  ctx: AppContext,
  tx: Tx,
  c: typeof chauffeurs.$inferSelect,
  row: Row,
  what: TimeOffDecision,
) {
  const locale = localeOf(c.language);
  const text = timeOffSms(what, { brand: ctx.config.BUSINESS_NAME, ...row, reason: row.declineReason }, locale);
  await notify(ctx, tx, {
    to: { phone: c.phone },
    event: `chauffeur.time_off_${what}`,
    sms: { text, template: templateIn(`chauffeur.time_off_${what}`, locale) },
  });
}

const ACTIONS = { approve: "approved", decline: "declined", cancel: "withdrawn" } as const;
const APPROVE_ACTION = "chauffeur.time_off.approve";
const DECLINE_ACTION = "chauffeur.time_off.decline";
const CANCEL_ACTION = "chauffeur.time_off.cancel";
/** The audit row's action of each decision. */
const AUDIT_ACTIONS = { approve: APPROVE_ACTION, decline: DECLINE_ACTION, cancel: CANCEL_ACTION } as const;

/**
 * An operator's decision: approve or decline a request (only while requested), or cancel time off requested or
 * approved. Audited with before and after; the chauffeur is told by SMS.
 */
export async function decideTimeOff(
  ctx: AppContext,
  actor: Actor,
  id: string,
  action: keyof typeof ACTIONS,
  reason?: string,
) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(chauffeurTimeOff).where(eq(chauffeurTimeOff.id, id)).for("update");
    if (!before) throw notFound("Time off not found");
    const allowed: TimeOffStatus[] = action === "cancel" ? ["requested", "approved"] : ["requested"];
    if (!allowed.includes(before.status))
      throw conflict(
        `This time off is already ${before.status}: it cannot be ${action === "cancel" ? "cancelled" : `${ACTIONS[action]}`}.`,
      );
    const c = await lockChauffeur(tx, before.chauffeurId);
    const [after] = await tx
      .update(chauffeurTimeOff)
      .set({
        status: ACTIONS[action],
        decidedBy: actor.userId,
        decidedAt: now,
        declineReason: action === "decline" ? (reason ?? null) : null,
      })
      .where(and(eq(chauffeurTimeOff.id, before.id), ne(chauffeurTimeOff.status, ACTIONS[action])))
      .returning();
    const out = timeOffOut(after, c.name);
    const entry = {
      actorUserId: actor.userId,
      action: AUDIT_ACTIONS[action],
      entity: "chauffeur" as const,
      entityId: c.id,
    };
    await writeAudit(tx, { ...entry, before: timeOffOut(before, c.name), after: out }, now);
    const told: TimeOffDecision = action === "approve" ? "approved" : action === "decline" ? "declined" : "cancelled";
    if (action !== "cancel" || before.status === "approved") await tellChauffeur(ctx, tx, c, after, told);
    return out;
  });
}
