import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  OpsActionResultSchema,
  OpsAssignSchema,
  OpsBookingDetailSchema,
  OpsBookingListSchema,
  OpsBookingQuerySchema,
  OpsDeclineSchema,
  OpsNoteSchema,
  opsPaths,
  OpsBookingIdParamsSchema,
} from "@chauffeur/contracts";
import { currentUser } from "../../plugins/session.ts";
import { bookingDetail, bookingQueue } from "./booking-detail.service.ts";
import {
  completeTrip,
  confirmBooking,
  declineBooking,
  markNoShow,
  reassignBooking,
  startTrip,
} from "./lifecycle.service.ts";

type App = Parameters<FastifyPluginAsyncZod>[0];
const IdParams = OpsBookingIdParamsSchema;
const tags = ["ops"];

const result = (status: string, message: string) => ({
  success: true as const,
  status: status as "confirmed",
  message,
});
const actionSchema = <B extends z.ZodType>(summary: string, body: B) => ({
  schema: { tags, summary, params: IdParams, body, response: { 200: OpsActionResultSchema } },
});

/** The lifecycle actions: each checks the transition, writes the audit row and tells the rider (lifecycle.service.ts). */
function actionRoutes(app: App) {
  app.post(
    "/api/v1/ops/bookings/:id/confirm",
    actionSchema("Confirm with a chauffeur and a car", OpsAssignSchema),
    async (req) => {
      const user = await currentUser(req);
      const b = await confirmBooking(app.ctx, { userId: user.id }, req.params.id, req.body);
      return result(b.status, `Booking ${b.reference} confirmed; the rider has been told.`);
    },
  );
  app.post(
    "/api/v1/ops/bookings/:id/reassign",
    actionSchema("Change the chauffeur or car", OpsAssignSchema),
    async (req) => {
      const user = await currentUser(req);
      const b = await reassignBooking(app.ctx, { userId: user.id }, req.params.id, req.body);
      return result(b.status, `Booking ${b.reference} reassigned; the rider has been told.`);
    },
  );
  app.post(
    "/api/v1/ops/bookings/:id/decline",
    actionSchema("Decline with a reason (full refund)", OpsDeclineSchema),
    async (req) => {
      const user = await currentUser(req);
      const b = await declineBooking(app.ctx, { userId: user.id }, req.params.id, req.body.reason);
      return result(b.status, `Booking ${b.reference} declined and refunded; the rider has been told.`);
    },
  );
  app.post("/api/v1/ops/bookings/:id/start", actionSchema("Start the trip", OpsNoteSchema.optional()), async (req) => {
    const user = await currentUser(req);
    const b = await startTrip(app.ctx, { userId: user.id }, req.params.id);
    return result(b.status, `Trip ${b.reference} started.`);
  });
  app.post(
    "/api/v1/ops/bookings/:id/complete",
    actionSchema("Complete the trip", OpsNoteSchema.optional()),
    async (req) => {
      const user = await currentUser(req);
      const b = await completeTrip(app.ctx, { userId: user.id }, req.params.id);
      return result(b.status, `Trip ${b.reference} completed; the invoice has been sent.`);
    },
  );
  app.post(
    "/api/v1/ops/bookings/:id/no-show",
    actionSchema("Mark a no-show (full amount chargeable)", OpsNoteSchema.optional()),
    async (req) => {
      const user = await currentUser(req);
      const b = await markNoShow(app.ctx, { userId: user.id }, req.params.id, req.body?.note);
      return result(b.status, `Booking ${b.reference} closed as a no-show.`);
    },
  );
}

/** The bookings queue, a booking's detail and the lifecycle actions. */
export const opsBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    opsPaths.bookings,
    {
      schema: {
        tags,
        summary: "Bookings queue with filters",
        querystring: OpsBookingQuerySchema,
        response: { 200: OpsBookingListSchema },
      },
    },
    async (req) => bookingQueue(app.ctx, req.query),
  );
  app.get(
    "/api/v1/ops/bookings/:id",
    {
      schema: { tags, summary: "A booking's full detail", params: IdParams, response: { 200: OpsBookingDetailSchema } },
    },
    async (req) => bookingDetail(app.ctx, req.params.id),
  );
  // the confirm dialog's candidates and the allocator's advice: modules/dispatch (dispatch.routes.ts)
  actionRoutes(app);
};
