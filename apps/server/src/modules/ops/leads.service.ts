import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { EVENT_CALLBACK_HOURS, type OpsLeadQuerySchema } from "@chauffeur/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { leads, type LeadNote } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest, notFound } from "../../lib/errors.ts";

type LeadRow = typeof leads.$inferSelect;

/** The callback promise: event enquiries are answered within 48 hours (README "Marketing site and leads"); service requests too. */
const leadOut = (l: LeadRow) => ({
  id: l.id,
  kind: l.kind,
  service: l.service,
  eventType: l.eventType,
  name: l.name,
  email: l.email,
  phone: l.phone,
  description: l.description,
  details: l.details,
  status: l.status,
  notes: l.notes,
  deliveryStatus: l.deliveryStatus,
  deliveryLastError: l.deliveryLastError,
  createdAt: l.createdAt.toISOString(),
  callbackDueAt: new Date(l.createdAt.getTime() + EVENT_CALLBACK_HOURS * 3_600_000).toISOString(),
});

/** The leads inbox: new ones first, then newest first; filters by status, kind and a name, phone or e-mail fragment. */
export async function listLeads(ctx: AppContext, query: z.output<typeof OpsLeadQuerySchema>) {
  const conds: SQL[] = [];
  if (query.status) conds.push(eq(leads.status, query.status));
  if (query.kind) conds.push(eq(leads.kind, query.kind));
  if (query.q) {
    const q = `%${query.q}%`;
    conds.push(or(ilike(leads.name, q), ilike(leads.phone, q), ilike(leads.email, q))!);
  }
  const rows = await ctx.db
    .select()
    .from(leads)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(sql`CASE WHEN ${leads.status} = 'new' THEN 0 ELSE 1 END`, desc(leads.createdAt))
    .limit(200);
  return { leads: rows.map(leadOut), now: ctx.clock.now().toISOString() };
}

/** Changes a lead's status and/or adds a note (at least one of them), audited. */
export async function changeLead(
  ctx: AppContext,
  actor: { userId: string; name: string | null },
  id: string,
  change: { status?: LeadRow["status"]; note?: string },
) {
  const { status, note } = change;
  if (!status && !note) throw badRequest("Change the status or write a note.");
  const after = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
    if (!before) throw notFound("Lead not found");
    const now = ctx.clock.now();
    const notes: LeadNote[] = note
      ? [...before.notes, { at: now.toISOString(), by: actor.name, text: note }]
      : before.notes;
    const [row] = await tx
      .update(leads)
      .set({ status: status ?? before.status, notes, updatedAt: now })
      .where(eq(leads.id, id))
      .returning();
    const action = status && status !== before.status ? "lead.status" : "lead.note";
    await writeAudit(
      tx,
      {
        actorUserId: actor.userId,
        action,
        entity: "lead",
        entityId: id,
        before: { status: before.status, notes: before.notes.length },
        after: { status: row.status, notes: row.notes.length },
        detail: note ? { note } : null,
      },
      now,
    );
    return row;
  });
  return leadOut(after);
}
