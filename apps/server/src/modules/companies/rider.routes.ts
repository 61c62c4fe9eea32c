import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CompanyApplicationInputSchema,
  CompanyApplicationListResponseSchema,
  CompanyApplicationResponseSchema,
  InvitationPreviewResponseSchema,
  InvitationTokenParamsSchema,
  MyCompaniesResponseSchema,
  MyCompanyResponseSchema,
  companyPaths,
} from "@chauffeur/contracts";
import { currentUser, requireRider } from "../../plugins/session.ts";
import { apply } from "./applications.service.ts";
import { applications, companiesOf } from "./companies.repository.ts";
import { acceptInvitation, previewInvitation } from "./invitations.service.ts";

const tags = ["companies"];
/** The invitation link's API paths (the token is a path segment: companyPaths.invitationByToken encodes it). */
export const INVITATION_LINK_PATH = "/api/v1/company-invitations/:token";

/** A signed-in rider's companies and applications ('Book for your company'). */
export const riderCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    companyPaths.mine,
    {
      schema: {
        tags,
        summary: "The companies I belong to, with my role ([] for none)",
        response: { 200: MyCompaniesResponseSchema },
      },
    },
    async (req) => ({ success: true as const, companies: await companiesOf(ctx.db, (await currentUser(req)).id) }),
  );
  app.get(
    companyPaths.applications,
    {
      schema: {
        tags,
        summary: "My applications for a company account and their status",
        response: { 200: CompanyApplicationListResponseSchema },
      },
    },
    async (req) => ({
      success: true as const,
      applications: await applications(ctx.db, { applicantId: (await currentUser(req)).id }),
    }),
  );
  app.post(
    companyPaths.applications,
    {
      schema: {
        tags,
        summary: "Apply for a company account (one pending application at a time)",
        body: CompanyApplicationInputSchema,
        response: { 201: CompanyApplicationResponseSchema },
      },
    },
    async (req, reply) => {
      const application = await apply(ctx, (await currentUser(req)).id, req.body);
      return reply.status(201).send({ success: true as const, application });
    },
  );
};

/**
 * The invitation link (docs/security.md "Company accounts"): its preview needs no sign-in; accepting needs a signed-in
 * rider. Unknown → 404; used, withdrawn or expired → 410 with `invitation_used`, `invitation_revoked` or
 * `invitation_expired`.
 */
export const invitationLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    INVITATION_LINK_PATH,
    {
      schema: {
        tags,
        summary: "What an invitation link offers (no sign-in; nothing is used up)",
        params: InvitationTokenParamsSchema,
        response: { 200: InvitationPreviewResponseSchema },
      },
    },
    async (req) => ({ success: true as const, invitation: await previewInvitation(ctx, req.params.token) }),
  );
  app.post(
    `${INVITATION_LINK_PATH}/accept`,
    {
      preHandler: requireRider,
      schema: {
        tags,
        summary: "Accept an invitation: single use; I join the company with the invited role",
        params: InvitationTokenParamsSchema,
        response: { 200: MyCompanyResponseSchema },
      },
    },
    async (req) => ({
      success: true as const,
      company: await acceptInvitation(ctx, await currentUser(req), req.params.token),
    }),
  );
};
