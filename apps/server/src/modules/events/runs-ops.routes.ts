import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ApiErrorSchema,
  EventAssignRunInputSchema,
  EventRunsSchema,
  EventRunViewSchema,
  eventPaths,
} from "@chauffeur/contracts";
import { currentUser } from "../../plugins/session.ts";
import { assignRun } from "./runs-assign.service.ts";
import { listRuns } from "./runs-view.ts";

const tags = ["events"];
const EventParams = z.object({ id: z.string().uuid("Unknown event") });
const RunParams = z.object({ id: z.string().uuid("Unknown event"), bookingId: z.string().uuid("Unknown run") });
const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/**
 * The day of an event in the console (README "Weddings and events"): its runs, and assigning a chauffeur and a car
 * (ours or a partner's) to each. Registered behind requireOperator (events/index.ts).
 */
export const opsEventRunRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    eventPaths.opsRuns(":id"),
    {
      schema: {
        tags,
        summary: "An event's runs (one per car per day), the active chauffeurs, our cars and the partner cars",
        params: EventParams,
        response: { 200: EventRunsSchema, 404: ApiErrorSchema },
      },
    },
    async (req) => listRuns(ctx, req.params.id),
  );

  app.post(
    eventPaths.opsAssignRun(":id", ":bookingId"),
    {
      schema: {
        tags,
        summary: "Assign a chauffeur and a car (ours or a partner car of the event) to a run; 409 when either is busy",
        params: RunParams,
        body: EventAssignRunInputSchema,
        response: { 200: EventRunViewSchema, ...errors },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      const after = await assignRun(
        ctx,
        { userId: user.id },
        { eventId: req.params.id, bookingId: req.params.bookingId },
        req.body,
      );
      const view = (await listRuns(ctx, req.params.id)).runs.find((r) => r.bookingId === after.id);
      return view!;
    },
  );
};
