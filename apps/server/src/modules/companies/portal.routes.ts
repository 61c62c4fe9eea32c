import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  COMPANY_MESSAGES as M,
  CompanyIdParamsSchema,
  CompanyInvitationInputSchema,
  CompanyInvitationParamsSchema,
  CompanyInvitationResponseSchema,
  CompanyInvitationsResponseSchema,
  CompanyMemberParamsSchema,
  CompanyMemberPatchSchema,
  CompanyMemberResponseSchema,
  CompanyMembersResponseSchema,
  CompanyPolicyResponseSchema,
  CompanyPolicySchema,
  CompanySuccessSchema,
  CostCentreInputSchema,
  CostCentrePatchSchema,
  CostCentreResponseSchema,
  CostCentresResponseSchema,
  CompanyCostCentreParamsSchema,
  MyCompanyResponseSchema,
  companyPaths,
} from "@chauffeur/contracts";
import { notFound } from "../../lib/errors.ts";
import { requireCompanyRole } from "./access.ts";
import { companiesOf, costCentresOf, invitationsOf, membersOf } from "./companies.repository.ts";
import { inviteToCompany, revokeInvitation } from "./invitations.service.ts";
import { changeMemberRole, removeMember } from "./members.service.ts";
import { createCostCentre, policyOf, setPolicy, updateCostCentre } from "./settings.service.ts";

type App = Parameters<FastifyPluginAsyncZod>[0];
const tags = ["companies"];

function peopleRoutes(app: App) {
  const { ctx } = app;
  app.get(
    companyPaths.company(":id"),
    {
      schema: {
        tags,
        summary: "The company and my role in it (any member)",
        params: CompanyIdParamsSchema,
        response: { 200: MyCompanyResponseSchema },
      },
    },
    async (req) => {
      const caller = await requireCompanyRole(ctx, req, req.params.id, "member");
      const company = (await companiesOf(ctx.db, caller.user.id)).find((c) => c.id === caller.companyId);
      if (!company) throw notFound(M.notFound);
      return { success: true as const, company };
    },
  );
  app.get(
    companyPaths.members(":id"),
    {
      schema: {
        tags,
        summary: "The company's people (admins and approvers)",
        params: CompanyIdParamsSchema,
        response: { 200: CompanyMembersResponseSchema },
      },
    },
    async (req) => {
      const caller = await requireCompanyRole(ctx, req, req.params.id, "view_company_trips");
      return { success: true as const, members: await membersOf(ctx.db, caller.companyId) };
    },
  );
  app.patch(
    companyPaths.member(":id", ":userId"),
    {
      schema: {
        tags,
        summary: "Change a member's role (admin; the last admin cannot be demoted)",
        params: CompanyMemberParamsSchema,
        body: CompanyMemberPatchSchema,
        response: { 200: CompanyMemberResponseSchema },
      },
    },
    async (req) => {
      const caller = await requireCompanyRole(ctx, req, req.params.id, "manage_people");
      return { success: true as const, member: await changeMemberRole(ctx, caller, req.params.userId, req.body.role) };
    },
  );
  app.delete(
    companyPaths.member(":id", ":userId"),
    {
      schema: {
        tags,
        summary: "Remove a member (admin; the last admin cannot be removed). Their access ends at their next request",
        params: CompanyMemberParamsSchema,
        response: { 200: CompanySuccessSchema },
      },
    },
    async (req) => {
      const caller = await requireCompanyRole(ctx, req, req.params.id, "manage_people");
      await removeMember(ctx, caller, req.params.userId);
      return { success: true as const };
    },
  );
}

function invitationRoutes(app: App) {
  const { ctx } = app;
  app.get(
    companyPaths.invitations(":id"),
    {
      schema: {
        tags,
        summary: "Invitations, newest first (admin)",
        params: CompanyIdParamsSchema,
        response: { 200: CompanyInvitationsResponseSchema },
      },
    },
    async (req) => {
      const caller = await requireCompanyRole(ctx, req, req.params.id, "manage_people");
      return { success: true as const, invitations: await invitationsOf(ctx.db, caller.companyId, ctx.clock.now()) };
    },
  );
  app.post(
    companyPaths.invitations(":id"),
    {
      schema: {
        tags,
        summary: "Invite a person: a single-use link by e-mail and SMS, valid 7 days (admin)",
        params: CompanyIdParamsSchema,
        body: CompanyInvitationInputSchema,
        response: { 201: CompanyInvitationResponseSchema },
      },
    },
    async (req, reply) => {
      const caller = await requireCompanyRole(ctx, req, req.params.id, "manage_people");
      const invitation = await inviteToCompany(ctx, caller, req.body);
      return reply.status(201).send({ success: true as const, invitation });
    },
  );
  app.delete(
    companyPaths.invitation(":id", ":invitationId"),
    {
      schema: {
        tags,
        summary: "Withdraw a pending invitation (admin)",
        params: CompanyInvitationParamsSchema,
        response: { 200: CompanyInvitationResponseSchema },
      },
    },
    async (req) => {
      const caller = await requireCompanyRole(ctx, req, req.params.id, "manage_people");
      return { success: true as const, invitation: await revokeInvitation(ctx, caller, req.params.invitationId) };
    },
  );
}

function costCentreRoutes(app: App) {
  const { ctx } = app;
  app.get(
    companyPaths.costCentres(":id"),
    {
      schema: {
        tags,
        summary: "Cost centres (any member: bookers choose one)",
        params: CompanyIdParamsSchema,
        response: { 200: CostCentresResponseSchema },
      },
    },
    async (req) => {
      const caller = await requireCompanyRole(ctx, req, req.params.id, "member");
      return { success: true as const, costCentres: await costCentresOf(ctx.db, caller.companyId) };
    },
  );
  app.post(
    companyPaths.costCentres(":id"),
    {
      schema: {
        tags,
        summary: "Add a cost centre (admin)",
        params: CompanyIdParamsSchema,
        body: CostCentreInputSchema,
        response: { 201: CostCentreResponseSchema },
      },
    },
    async (req, reply) => {
      const caller = await requireCompanyRole(ctx, req, req.params.id, "manage_policy");
      return reply
        .status(201)
        .send({ success: true as const, costCentre: await createCostCentre(ctx, caller, req.body) });
    },
  );
  app.patch(
    companyPaths.costCentre(":id", ":costCentreId"),
    {
      schema: {
        tags,
        summary: "Change or retire a cost centre (admin)",
        params: CompanyCostCentreParamsSchema,
        body: CostCentrePatchSchema,
        response: { 200: CostCentreResponseSchema },
      },
    },
    async (req) => {
      const caller = await requireCompanyRole(ctx, req, req.params.id, "manage_policy");
      const costCentre = await updateCostCentre(ctx, caller, req.params.costCentreId, req.body);
      return { success: true as const, costCentre };
    },
  );
}

function policyRoutes(app: App) {
  const { ctx } = app;
  app.get(
    companyPaths.policy(":id"),
    {
      schema: {
        tags,
        summary: "The approval policy (any member)",
        params: CompanyIdParamsSchema,
        response: { 200: CompanyPolicyResponseSchema },
      },
    },
    async (req) => {
      const caller = await requireCompanyRole(ctx, req, req.params.id, "member");
      return { success: true as const, policy: await policyOf(ctx, caller.companyId) };
    },
  );
  app.put(
    companyPaths.policy(":id"),
    {
      schema: {
        tags,
        summary: "Set the approval policy (admin)",
        params: CompanyIdParamsSchema,
        body: CompanyPolicySchema,
        response: { 200: CompanyPolicyResponseSchema },
      },
    },
    async (req) => {
      const caller = await requireCompanyRole(ctx, req, req.params.id, "manage_policy");
      return { success: true as const, policy: await setPolicy(ctx, caller, req.body) };
    },
  );
}

/** The portal: one company for its members (registered inside the module's signed-in riders' scope: index.ts). */
export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  peopleRoutes(app);
  invitationRoutes(app);
  costCentreRoutes(app);
  policyRoutes(app);
};
