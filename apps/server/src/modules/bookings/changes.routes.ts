import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ApiErrorSchema,
  bookingTexts,
  CancellationPreviewResponseSchema,
  RescheduleRequestSchema,
  ReschedulePreviewResponseSchema,
  RescheduleResponseSchema,
  rescheduleTexts,
} from "@chauffeur/contracts";
import { currentUser, requireRider } from "../../plugins/session.ts";
import { publicBaseFor } from "../../config.ts";
import { cancellationPreview } from "./cancel.service.ts";
import { reschedulePreview, requestReschedule } from "./reschedule-rider.service.ts";

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
  503: ApiErrorSchema,
};
const IdParams = z.object({ id: z.uuid({ error: bookingTexts.bookingNotFound }) });

/**
 * Changing and cancelling with care: the cancellation's fee and refund before the rider confirms, and a
 * move to another time (its preview, then the move or the checkout of the difference). The rider's own bookings only.
 */
export const bookingChangesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/v1/bookings/:id/cancellation",
    {
      preHandler: requireRider,
      schema: {
        tags: ["bookings"],
        summary: "What cancelling now would cost and refund (the one cancellation rule; nothing changes)",
        params: IdParams,
        response: { 200: CancellationPreviewResponseSchema, ...errors },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      const data = await cancellationPreview(app.ctx, { userId: user.id, bookingId: req.params.id });
      return { success: true as const, message: "Cancellation terms", data };
    },
  );

  app.get(
    "/api/v1/bookings/:id/reschedule",
    {
      preHandler: requireRider,
      schema: {
        tags: ["bookings"],
        summary: "The new times and price of moving a booking to another time (nothing changes)",
        params: IdParams,
        querystring: RescheduleRequestSchema,
        response: { 200: ReschedulePreviewResponseSchema, ...errors },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      const data = await reschedulePreview(app.ctx, {
        userId: user.id,
        bookingId: req.params.id,
        startTime: req.query.startTime,
      });
      return { success: true as const, message: "Reschedule price", data };
    },
  );

  app.post(
    "/api/v1/bookings/:id/reschedule",
    {
      preHandler: requireRider,
      schema: {
        tags: ["bookings"],
        summary:
          "Move a booking to another time: at once (no charge, or the difference refunded) or after paying the difference",
        params: IdParams,
        body: RescheduleRequestSchema,
        response: { 200: RescheduleResponseSchema, ...errors },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      await app.ctx.rateLimiter.enforce(
        `reschedule:${user.id}`,
        { limit: 20, windowSeconds: 600 },
        "Too many changes. Please wait a few minutes.",
      );
      const r = await requestReschedule(app.ctx, {
        user,
        bookingId: req.params.id,
        startTime: req.body.startTime,
        returnBase: publicBaseFor(app.ctx.config, req.headers.host),
      });
      return {
        success: true as const,
        message: r.data.outcome === "moved" ? rescheduleTexts.moved : rescheduleTexts.pendingPayment,
        ...r,
      };
    },
  );
};
