import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  COMPANY_MESSAGES as M,
  CompanyApplicationApprovedResponseSchema,
  CompanyApplicationDeclineSchema,
  CompanyApplicationListResponseSchema,
  CompanyApplicationResponseSchema,
  CompanyIdParamsSchema,
  OpsCompanyCreateSchema,
  OpsCompanyDetailResponseSchema,
  OpsCompanyListResponseSchema,
  OpsCompanyPatchSchema,
  companyPaths,
} from "@chauffeur/contracts";
import { notFound } from "../../lib/errors.ts";
import { currentUser } from "../../plugins/session.ts";
import { approveApplication, declineApplication } from "./applications.service.ts";
import { applications, isUuid, listCompanies } from "./companies.repository.ts";
import { createCompany, opsCompanyDetail, patchCompany } from "./ops.service.ts";

type App = Parameters<FastifyPluginAsyncZod>[0];
const tags = ["ops", "companies"];
const params = CompanyIdParamsSchema;

function companyRoutes(app: App) {
  app.get(
    companyPaths.opsCompanies,
    {
      schema: { tags, summary: "Companies, with their member counts", response: { 200: OpsCompanyListResponseSchema } },
    },
    async () => ({ success: true as const, companies: await listCompanies(app.ctx.db) }),
  );
  app.post(
    companyPaths.opsCompanies,
    {
      schema: {
        tags,
        summary: "Open a company account with its terms; its first admin is invited by e-mail and SMS",
        body: OpsCompanyCreateSchema,
        response: { 201: OpsCompanyDetailResponseSchema },
      },
    },
    async (req, reply) => {
      const user = await currentUser(req);
      return reply.status(201).send(await createCompany(app.ctx, { userId: user.id }, req.body));
    },
  );
  app.get(
    companyPaths.opsCompany(":id"),
    {
      schema: {
        tags,
        summary: "A company, its members and its pending invitations",
        params,
        response: { 200: OpsCompanyDetailResponseSchema },
      },
    },
    async (req) => opsCompanyDetail(app.ctx, req.params.id),
  );
  app.patch(
    companyPaths.opsCompany(":id"),
    {
      schema: {
        tags,
        summary: "Change a company's billing details, terms (credit, discount) or status",
        params,
        body: OpsCompanyPatchSchema,
        response: { 200: OpsCompanyDetailResponseSchema },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      return patchCompany(app.ctx, { userId: user.id }, req.params.id, req.body);
    },
  );
}

function applicationRoutes(app: App) {
  app.get(
    companyPaths.opsApplications,
    {
      schema: {
        tags,
        summary: "Riders' applications for a company account, pending first",
        response: { 200: CompanyApplicationListResponseSchema },
      },
    },
    async () => ({ success: true as const, applications: await applications(app.ctx.db) }),
  );
  app.get(
    companyPaths.opsApplication(":id"),
    { schema: { tags, summary: "One application", params, response: { 200: CompanyApplicationResponseSchema } } },
    async (req) => {
      const [application] = isUuid(req.params.id) ? await applications(app.ctx.db, { id: req.params.id }) : [];
      if (!application) throw notFound(M.applicationNotFound);
      return { success: true as const, application };
    },
  );
  app.post(
    companyPaths.opsApplicationDecision(":id", "approve"),
    {
      schema: {
        tags,
        summary: "Approve: the company opens (pay per ride) with the applicant as its admin, who is told",
        params,
        response: { 200: CompanyApplicationApprovedResponseSchema },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      return approveApplication(app.ctx, { userId: user.id }, req.params.id);
    },
  );
  app.post(
    companyPaths.opsApplicationDecision(":id", "decline"),
    {
      schema: {
        tags,
        summary: "Decline with a reason the applicant is told",
        params,
        body: CompanyApplicationDeclineSchema,
        response: { 200: CompanyApplicationResponseSchema },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      const application = await declineApplication(app.ctx, { userId: user.id }, req.params.id, req.body.reason);
      return { success: true as const, application };
    },
  );
}

/** The console's company accounts (registered inside the module's operators-only scope: index.ts). */
export const opsCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  companyRoutes(app);
  applicationRoutes(app);
};
