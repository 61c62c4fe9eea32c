import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ApiErrorSchema,
  CarPeriodParamsSchema,
  CarUnavailabilityCreatedSchema,
  CarUnavailabilityInputSchema,
  CarUnavailabilityListSchema,
  OpsFleetIdParamsSchema,
  ScheduleOkSchema,
  schedulePaths,
} from "@chauffeur/contracts";
import { currentUser } from "../../plugins/session.ts";
import { addCarUnavailability, listCarUnavailability, removeCarUnavailability } from "./car-unavailability.service.ts";

type App = Parameters<FastifyPluginAsyncZod>[0];
const tags = ["ops"];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };
const params = OpsFleetIdParamsSchema;

/** A car's unavailable periods (service, repair, PUC or permit renewal); registered by schedulesRoutes (operators). */
export function carUnavailabilityRoutes(app: App) {
  app.get(
    schedulePaths.carUnavailability(":id"),
    {
      schema: {
        tags,
        summary: "A car's unavailable periods",
        params,
        response: { 200: CarUnavailabilityListSchema, ...errors },
      },
    },
    async (req) => listCarUnavailability(app.ctx, req.params.id),
  );
  app.post(
    schedulePaths.carUnavailability(":id"),
    {
      schema: {
        tags,
        summary: "Add an unavailable period; `clashes` lists bookings already holding the car in it",
        params,
        body: CarUnavailabilityInputSchema,
        response: { 201: CarUnavailabilityCreatedSchema, ...errors },
      },
    },
    async (req, reply) => {
      const user = await currentUser(req);
      return reply.status(201).send(await addCarUnavailability(app.ctx, { userId: user.id }, req.params.id, req.body));
    },
  );
  app.delete(
    schedulePaths.carUnavailabilityItem(":id", ":periodId"),
    {
      schema: {
        tags,
        summary: "Remove an unavailable period",
        params: CarPeriodParamsSchema,
        response: { 200: ScheduleOkSchema, ...errors },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      return removeCarUnavailability(app.ctx, { userId: user.id }, req.params.id, req.params.periodId);
    },
  );
}
