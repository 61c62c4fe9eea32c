import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ApiErrorSchema,
  ChauffeurScheduleInputSchema,
  ChauffeurScheduleSchema,
  DeclineInputSchema,
  OpsFleetIdParamsSchema,
  TimeOffIdParamsSchema,
  TimeOffInputSchema,
  TimeOffListSchema,
  TimeOffQuerySchema,
  TimeOffSchema,
  schedulePaths,
} from "@chauffeur/contracts";
import { currentUser, requireOperator } from "../../plugins/session.ts";
import { carUnavailabilityRoutes } from "./car-unavailability.routes.ts";
import { getSchedule, putSchedule } from "./schedules.service.ts";
import { addTimeOff, decideTimeOff, listChauffeurTimeOff, listTimeOff } from "./time-off.service.ts";

type App = Parameters<FastifyPluginAsyncZod>[0];
const tags = ["ops"];
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const params = OpsFleetIdParamsSchema;
const actor = async (req: Parameters<typeof currentUser>[0]) => ({ userId: (await currentUser(req)).id });

/** A chauffeur's weekly hours, duty limits and base. */
function scheduleRoutes(app: App) {
  app.get(
    schedulePaths.schedule(":id"),
    {
      schema: {
        tags,
        summary: "A chauffeur's weekly hours, duty limits and base",
        params,
        response: { 200: ChauffeurScheduleSchema, ...errors },
      },
    },
    async (req) => getSchedule(app.ctx, req.params.id),
  );
  app.put(
    schedulePaths.schedule(":id"),
    {
      schema: {
        tags,
        summary: "Replace a chauffeur's weekly hours (a weekday not listed is off), duty limits and base",
        params,
        body: ChauffeurScheduleInputSchema,
        response: { 200: ChauffeurScheduleSchema, ...errors },
      },
    },
    async (req) => putSchedule(app.ctx, await actor(req), req.params.id, req.body),
  );
}

/** Time off: a chauffeur's list, an operator's entry, the leave requests and their decisions. */
function timeOffRoutes(app: App) {
  app.get(
    schedulePaths.chauffeurTimeOff(":id"),
    {
      schema: {
        tags,
        summary: "A chauffeur's time off, newest first",
        params,
        response: { 200: TimeOffListSchema, ...errors },
      },
    },
    async (req) => listChauffeurTimeOff(app.ctx, req.params.id),
  );
  app.post(
    schedulePaths.chauffeurTimeOff(":id"),
    {
      schema: {
        tags,
        summary: "Enter time off for a chauffeur (approved at once)",
        params,
        body: TimeOffInputSchema,
        response: { 201: TimeOffSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await addTimeOff(app.ctx, await actor(req), req.params.id, req.body)),
  );
  app.get(
    schedulePaths.timeOff,
    {
      schema: {
        tags,
        summary: "Every chauffeur's time off of a status, oldest first (?status=requested: the leave requests)",
        querystring: TimeOffQuerySchema,
        response: { 200: TimeOffListSchema, ...errors },
      },
    },
    async (req) => listTimeOff(app.ctx, req.query.status),
  );
  const decision = (summary: string) => ({
    schema: { tags, summary, params: TimeOffIdParamsSchema, response: { 200: TimeOffSchema, ...errors } },
  });
  app.post(
    schedulePaths.approve(":id"),
    decision("Approve a leave request (the chauffeur is told by SMS)"),
    async (req) => decideTimeOff(app.ctx, await actor(req), req.params.id, "approve"),
  );
  app.post(
    schedulePaths.decline(":id"),
    { schema: { ...decision("Decline a leave request with a reason (told by SMS)").schema, body: DeclineInputSchema } },
    async (req) => decideTimeOff(app.ctx, await actor(req), req.params.id, "decline", req.body.reason),
  );
  app.post(schedulePaths.cancel(":id"), decision("Cancel time off requested or approved"), async (req) =>
    decideTimeOff(app.ctx, await actor(req), req.params.id, "cancel"),
  );
}

/**
 * The console's schedules (README "Working hours and time off"): operators only, the role checked on the request
 * itself before any validation (a guest 401, a rider or a chauffeur 403).
 */
export const schedulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireOperator);
  scheduleRoutes(app);
  timeOffRoutes(app);
  carUnavailabilityRoutes(app);
};
