import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
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
  opsPaths,
  OperatorListSchema,
  OpsRiderIdParamsSchema,
} from "@chauffeur/contracts";
import { currentUser } from "../../plugins/session.ts";
import {
  addOperator,
  consoleSummary,
  listOperators,
  recentActivity,
  riderDetail,
  searchRiders,
} from "./admin.service.ts";
import { listTariffs, publishTariff } from "./tariffs.service.ts";

type App = Parameters<FastifyPluginAsyncZod>[0];
const tags = ["ops"];

function tariffRoutes(app: App) {
  app.get(
    opsPaths.tariffs,
    { schema: { tags, summary: "Tariff versions, newest first", response: { 200: TariffListSchema } } },
    async () => listTariffs(app.ctx),
  );
  app.post(
    opsPaths.tariffs,
    {
      schema: {
        tags,
        summary: "Publish a new tariff version (applies to new quotes only)",
        body: TariffInputSchema,
        response: { 201: TariffVersionSchema },
      },
    },
    async (req, reply) => {
      const user = await currentUser(req);
      return reply.status(201).send(await publishTariff(app.ctx, { userId: user.id, name: user.name }, req.body));
    },
  );
}

function riderRoutes(app: App) {
  app.get(
    opsPaths.riders,
    {
      schema: {
        tags,
        summary: "Search riders",
        querystring: OpsRiderQuerySchema,
        response: { 200: OpsRiderListSchema },
      },
    },
    async (req) => searchRiders(app.ctx, req.query),
  );
  app.get(
    "/api/v1/ops/riders/:id",
    {
      schema: {
        tags,
        summary: "A rider and their bookings",
        params: OpsRiderIdParamsSchema,
        response: { 200: OpsRiderDetailSchema },
      },
    },
    async (req) => riderDetail(app.ctx, req.params.id),
  );
}

function operatorRoutes(app: App) {
  app.get(
    opsPaths.operators,
    { schema: { tags, summary: "Operators", response: { 200: OperatorListSchema } } },
    async () => listOperators(app.ctx),
  );
  app.post(
    opsPaths.operators,
    {
      schema: {
        tags,
        summary: "Create another operator",
        body: OperatorInputSchema,
        response: { 201: OperatorSchema },
      },
    },
    async (req, reply) => {
      const user = await currentUser(req);
      return reply.status(201).send(await addOperator(app.ctx, { userId: user.id }, req.body));
    },
  );
}

/** Tariff versions, riders, operators, the activity log and the header's counters. */
export const opsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  tariffRoutes(app);
  riderRoutes(app);
  operatorRoutes(app);
  app.get(
    opsPaths.audit,
    {
      schema: {
        tags,
        summary: "Recent changes made in the console",
        querystring: OpsAuditQuerySchema,
        response: { 200: OpsActivitySchema },
      },
    },
    async (req) => recentActivity(app.ctx, req.query),
  );
  app.get(opsPaths.summary, { schema: { tags, response: { 200: OpsSummarySchema } } }, async () =>
    consoleSummary(app.ctx),
  );
};
