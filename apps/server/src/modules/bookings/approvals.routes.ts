import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ApiErrorSchema,
  ApprovalDecisionResponseSchema,
  ApprovalDeclineSchema,
  COMPANY_ORDER_MESSAGES as O,
  CompanyApprovalsResponseSchema,
  companyPaths,
} from "@chauffeur/contracts";
import { notFound } from "../../lib/errors.ts";
import { requireRider } from "../../plugins/session.ts";
import { requireCompanyRole } from "../companies/index.ts";
import { approveRide, declineRide, listApprovals } from "./approvals.service.ts";

/**
 * The company portal's approvals (README "Company accounts"): served by the bookings module, which owns the
 * booking's machine and its refunds, behind the companies module's one check `requireCompanyRole(…, "approve")` (the
 * role read from the database on every request; a non-member 404, a role that may not approve 403). The companies
 * module imports nothing of bookings, so the modules' imports stay without a cycle.
 */
const tags = ["companies"];
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const Params = z.object({ id: z.string(), bookingId: z.string() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const rideId = (id: string) => {
  if (!UUID.test(id)) throw notFound(O.approvalNotFound);
  return id;
};

export const approvalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.addHook("onRequest", requireRider);
  app.get(
    companyPaths.approvals(":id"),
    {
      schema: {
        tags,
        summary: "The company's rides waiting for an approver (admins and approvers)",
        params: z.object({ id: z.string() }),
        response: { 200: CompanyApprovalsResponseSchema, ...errors },
      },
    },
    async (req) => {
      const caller = await requireCompanyRole(ctx, req, req.params.id, "approve");
      return { success: true as const, approvals: await listApprovals(ctx, caller.companyId) };
    },
  );
  app.post(
    companyPaths.approvalDecision(":id", ":bookingId", "approve"),
    {
      schema: {
        tags,
        summary: "Approve a ride: it goes to the operators' queue (once; a second decision is refused)",
        params: Params,
        response: { 200: ApprovalDecisionResponseSchema, ...errors },
      },
    },
    async (req) => {
      const caller = await requireCompanyRole(ctx, req, req.params.id, "approve");
      const b = await approveRide(
        ctx,
        { userId: caller.user.id, companyId: caller.companyId },
        rideId(req.params.bookingId),
      );
      return { success: true as const, message: "Ride approved", bookingId: b.id, status: b.status };
    },
  );
  app.post(
    companyPaths.approvalDecision(":id", ":bookingId", "decline"),
    {
      schema: {
        tags,
        summary: "Decline a ride with a reason for the booker: cancelled, refunded in full when paid",
        params: Params,
        body: ApprovalDeclineSchema,
        response: { 200: ApprovalDecisionResponseSchema, ...errors },
      },
    },
    async (req) => {
      const caller = await requireCompanyRole(ctx, req, req.params.id, "approve");
      const b = await declineRide(
        ctx,
        { userId: caller.user.id, companyId: caller.companyId },
        rideId(req.params.bookingId),
        req.body.reason,
      );
      return { success: true as const, message: "Ride declined", bookingId: b.id, status: b.status };
    },
  );
};
