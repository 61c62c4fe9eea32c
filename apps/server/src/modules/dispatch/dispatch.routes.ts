import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { eq } from "drizzle-orm";
import {
  AssignmentConflictDetailSchema,
  DispatchSettingsInputSchema,
  DispatchSettingsSchema,
  OpsActionResultSchema,
  OpsAlertIdParamsSchema,
  OpsAlertSchema,
  OpsBookingIdParamsSchema,
  OpsCandidatesSchema,
  PlanQuerySchema,
  PlanSchema,
  dispatchPaths,
} from "@chauffeur/contracts";
import { bookings, opsAlerts } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { currentUser } from "../../plugins/session.ts";
import { assignmentCandidates, reassignBooking, unassignBooking } from "../ops/index.ts";
import { acknowledgeAlert } from "../rides/index.ts";
import { adviseFor } from "./auto-confirm.ts";
import { dayPlan } from "./plan.service.ts";
import type { DispatchRunner } from "./runner.ts";
import { readSettings, saveSettings } from "./settings.service.ts";
import { jobOf } from "./state.ts";
import { adviceOut } from "./advice.ts";

const tags = ["ops"];

/** The console's side of instant confirmation (operators only: registered inside the ops scope's role check). */
export function dispatchRoutes(runner: DispatchRunner): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(dispatchPaths.settings, { schema: { tags, response: { 200: DispatchSettingsSchema } } }, async () =>
      readSettings(app.ctx),
    );
    app.put(
      dispatchPaths.settings,
      {
        schema: {
          tags,
          summary: "Auto-confirm per service",
          body: DispatchSettingsInputSchema,
          response: { 200: DispatchSettingsSchema },
        },
      },
      async (req) => {
        const user = await currentUser(req);
        const saved = await saveSettings(app.ctx, { userId: user.id }, req.body);
        // bookings that waited because auto-confirm was off are looked at now
        if (req.body.services.some((s) => s.autoConfirm))
          runner.push({ kind: "fill", codes: ["auto_confirm_off", null] });
        return saved;
      },
    );
    app.get(
      dispatchPaths.plan,
      {
        schema: {
          tags,
          summary: "Every chauffeur's duties of a day",
          querystring: PlanQuerySchema,
          response: { 200: PlanSchema },
        },
      },
      async (req) => dayPlan(app.ctx, req.query.date),
    );
    bookingRoutes(app);
  };
}

type App = Parameters<FastifyPluginAsyncZod>[0];

/** A booking's candidates with the allocator's advice, the undo of an automatic assignment, an alert's fix. */
function bookingRoutes(app: App) {
  app.get(
    "/api/v1/ops/bookings/:id/candidates",
    {
      schema: {
        tags,
        summary: "Cars and chauffeurs for a booking, free or not, and the allocator's ranked pairs with reasons",
        params: OpsBookingIdParamsSchema,
        response: { 200: OpsCandidatesSchema },
      },
    },
    async (req) => {
      const base = await assignmentCandidates(app.ctx, req.params.id);
      const [b] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, req.params.id));
      return { ...base, advice: adviceOut(await adviseFor(app.ctx, app.ctx.db, jobOf(b!))) };
    },
  );
  app.post(
    "/api/v1/ops/bookings/:id/unassign",
    {
      schema: {
        tags,
        summary: "Undo an automatic assignment: back to the queue for a person",
        params: OpsBookingIdParamsSchema,
        response: { 200: OpsActionResultSchema },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      const b = await unassignBooking(app.ctx, { userId: user.id }, req.params.id);
      return {
        success: true as const,
        status: b.status,
        message: `Booking ${b.reference} is back in the queue; the rider and the chauffeur have been told.`,
      };
    },
  );
  app.post(
    "/api/v1/ops/alerts/:id/apply-proposal",
    {
      schema: {
        tags,
        summary: "Apply the fix an assignment conflict's alert proposes (a reassignment) and acknowledge it",
        params: OpsAlertIdParamsSchema,
        response: { 200: OpsAlertSchema },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      const [a] = await app.ctx.db.select().from(opsAlerts).where(eq(opsAlerts.id, req.params.id));
      if (!a) throw notFound("Alert not found");
      const d = AssignmentConflictDetailSchema.safeParse(a.detail);
      const proposal = d.success ? d.data.proposal : null;
      if (a.kind !== "assignment_conflict" || !proposal || a.acknowledgedAt || !a.bookingId)
        throw conflict("This alert has no fix to apply.");
      await reassignBooking(app.ctx, { userId: user.id }, a.bookingId, {
        chauffeurId: proposal.chauffeurId,
        carId: proposal.carId,
        note: `The fix of an assignment conflict: ${proposal.reason}`,
      });
      return acknowledgeAlert(app.ctx, { userId: user.id }, a.id);
    },
  );
}
