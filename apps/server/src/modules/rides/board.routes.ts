import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ChauffeurIdParamsSchema,
  ChauffeurRatingsListSchema,
  ChauffeurRatingsSchema,
  LiveBoardSchema,
  liveOpsPaths,
  OpsAlertIdParamsSchema,
  OpsAlertListSchema,
  OpsAlertSchema,
  OpsAlertsQuerySchema,
} from "@chauffeur/contracts";
import { currentUser, requireOperator } from "../../plugins/session.ts";
import { liveTopics, streamLive } from "../live/index.ts";
import { acknowledgeAlert, listAlerts } from "./alerts.service.ts";
import { allChauffeurRatings, chauffeurRatings, liveBoard } from "./board.service.ts";

const tags = ["ops"];

/**
 * The operations live board, its alerts and chauffeurs' ratings (README "The day of the ride"). Operators only: the
 * role is checked on the request itself, before any validation (a guest 401, a rider or a chauffeur 403).
 */
export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireOperator);

  app.get(
    liveOpsPaths.board,
    {
      schema: {
        tags,
        summary: "Today's trips with step, position and ETA; open alerts",
        response: { 200: LiveBoardSchema },
      },
    },
    async () => liveBoard(app.ctx),
  );

  // Server-Sent Events: the board as the snapshot, then what the console's topic carries (alerts raised and
  // acknowledged, steps, cars' positions); a reconnect resumes after Last-Event-ID
  app.get(liveOpsPaths.stream, { schema: { tags, summary: "The live board's event stream" } }, async (req, reply) => {
    await streamLive(app.ctx, req, reply, { topics: [liveTopics.ops], snapshot: () => liveBoard(app.ctx) });
  });

  app.get(
    liveOpsPaths.alerts,
    {
      schema: {
        tags,
        summary: "Open alerts, newest first (all=1: also those acknowledged in the last 24 hours)",
        querystring: OpsAlertsQuerySchema,
        response: { 200: OpsAlertListSchema },
      },
    },
    async (req) => ({
      alerts: await listAlerts(app.ctx, { includeAcknowledged: req.query.all === "1" || req.query.all === "true" }),
    }),
  );

  app.post(
    "/api/v1/ops/alerts/:id/acknowledge",
    {
      schema: {
        tags,
        summary: "Acknowledge an alert (every console removes it)",
        params: OpsAlertIdParamsSchema,
        response: { 200: OpsAlertSchema },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      return acknowledgeAlert(app.ctx, { userId: user.id }, req.params.id);
    },
  );

  app.get(
    liveOpsPaths.ratings,
    {
      schema: {
        tags,
        summary: "Every rated chauffeur's average and latest comments",
        response: { 200: ChauffeurRatingsListSchema },
      },
    },
    async () => allChauffeurRatings(app.ctx),
  );

  app.get(
    "/api/v1/ops/chauffeurs/:chauffeurId/ratings",
    {
      schema: {
        tags,
        summary: "A chauffeur's average rating, count and recent comments",
        params: ChauffeurIdParamsSchema,
        response: { 200: ChauffeurRatingsSchema },
      },
    },
    async (req) => chauffeurRatings(app.ctx, req.params.chauffeurId),
  );
};
