import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ApiErrorSchema,
  DriverScheduleSchema,
  TimeOffIdParamsSchema,
  TimeOffInputSchema,
  TimeOffSchema,
  schedulePaths,
} from "@chauffeur/contracts";
import type { FastifyRequest } from "fastify";
import { currentUser, requireChauffeur } from "../../plugins/session.ts";
import { chauffeurOfUser, driverSchedule } from "./driver-schedule.service.ts";
import { requestTimeOff, withdrawTimeOff } from "./time-off.service.ts";

const tags = ["driver"];
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};

/**
 * The chauffeur app's 'My schedule' (README "Working hours and time off"): chauffeurs only, checked on the request
 * before any validation; each chauffeur sees and changes only their own time off.
 */
export const driverScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", requireChauffeur);
  const me = async (req: FastifyRequest) => chauffeurOfUser(app.ctx, (await currentUser(req)).id);
  app.get(
    schedulePaths.driverSchedule,
    {
      schema: {
        tags,
        summary: "My schedule: this week's and next week's hours, my time off",
        response: { 200: DriverScheduleSchema, ...errors },
      },
    },
    async (req) => driverSchedule(app.ctx, (await me(req)).id),
  );
  app.post(
    schedulePaths.driverTimeOff,
    {
      schema: {
        tags,
        summary: "Ask for time off (an operator approves or declines it)",
        body: TimeOffInputSchema,
        response: { 201: TimeOffSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await requestTimeOff(app.ctx, (await me(req)).id, req.body)),
  );
  app.post(
    schedulePaths.driverWithdraw(":id"),
    {
      schema: {
        tags,
        summary: "Withdraw my request while it is still pending",
        params: TimeOffIdParamsSchema,
        response: { 200: TimeOffSchema, ...errors },
      },
    },
    async (req) => withdrawTimeOff(app.ctx, (await me(req)).id, req.params.id),
  );
};
