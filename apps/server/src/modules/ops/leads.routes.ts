import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { EVENT_CALLBACK_HOURS, OpsLeadListSchema, OpsLeadNoteSchema, OpsLeadPatchSchema, OpsLeadQuerySchema, OpsLeadSchema, opsPaths } from "@chauffeur/contracts";
import { leads, type LeadNote } from "../../db/schema/index.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { currentUser } from "../../plugins/session.ts";
import { writeAudit } from "../../lib/audit.ts";

const tags = ["ops"];
const IdParams = z.object({ id: z.string().uuid("Lead not found") });
type LeadRow = typeof leads.$inferSelect;

/** The callback promise: event enquiries are answered within 48 hours (seed 001 §2, §9); service requests too. */
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

export const opsLeadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.ctx;

  app.get(opsPaths.leads, { schema: { tags, summary: "Leads inbox", querystring: OpsLeadQuerySchema, response: { 200: OpsLeadListSchema } } }, async (req) => {
    const conds: SQL[] = [];
    if (req.query.status) conds.push(eq(leads.status, req.query.status));
    if (req.query.kind) conds.push(eq(leads.kind, req.query.kind));
    if (req.query.q) {
      const q = `%${req.query.q}%`;
      conds.push(or(ilike(leads.name, q), ilike(leads.phone, q), ilike(leads.email, q))!);
    }
    const rows = await db
      .select()
      .from(leads)
      .where(conds.length ? and(...conds) : undefined)
      .orderBy(sql`CASE WHEN ${leads.status} = 'new' THEN 0 ELSE 1 END`, desc(leads.createdAt))
      .limit(200);
    return { leads: rows.map(leadOut), now: clock.now().toISOString() };
  });

  async function change(id: string, actorId: string, actorName: string | null, status: LeadRow["status"] | undefined, note: string | undefined) {
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(leads).where(eq(leads.id, id)).for("update");
      if (!before) throw notFound("Lead not found");
      const now = clock.now();
      const notes: LeadNote[] = note ? [...before.notes, { at: now.toISOString(), by: actorName, text: note }] : before.notes;
      const [after] = await tx
        .update(leads)
        .set({ status: status ?? before.status, notes, updatedAt: now })
        .where(eq(leads.id, id))
        .returning();
      await writeAudit(
        tx,
        { actorUserId: actorId, action: status && status !== before.status ? "lead.status" : "lead.note", entity: "lead", entityId: id, before: { status: before.status, notes: before.notes.length }, after: { status: after.status, notes: after.notes.length }, detail: note ? { note } : null },
        now,
      );
      return after;
    });
  }

  app.patch("/api/v1/ops/leads/:id", { schema: { tags, summary: "Change a lead's status (and add a note)", params: IdParams, body: OpsLeadPatchSchema, response: { 200: OpsLeadSchema } } }, async (req) => {
    const user = await currentUser(req);
    if (!req.body.status && !req.body.note) throw badRequest("Change the status or write a note.");
    return leadOut(await change(req.params.id, user.id, user.name, req.body.status, req.body.note));
  });

  app.post("/api/v1/ops/leads/:id/notes", { schema: { tags, summary: "Add a note to a lead", params: IdParams, body: OpsLeadNoteSchema, response: { 200: OpsLeadSchema } } }, async (req) => {
    const user = await currentUser(req);
    return leadOut(await change(req.params.id, user.id, user.name, undefined, req.body.text));
  });
};
