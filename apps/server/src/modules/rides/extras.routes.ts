import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  driverPaths,
  DriverExtensionsSchema,
  ExtensionRequestSchema,
  ExtraResponseSchema,
  ExtrasInvoiceQuerySchema,
  extrasMessages,
  extrasPaths,
  ExtrasViewSchema,
  OrderResponseSchema,
  ridePaths,
  WaiveExtraRequestSchema,
} from "@chauffeur/contracts";
import { localizedValidationMessage, requestLocale } from "../../lib/i18n.ts";
import { currentUser, requireOperator } from "../../plugins/session.ts";
import { publicBaseFor } from "../../config.ts";
import { decideExtension, driverExtensions, requestExtension } from "./extension.service.ts";
import { createExtrasOrder, extrasInvoiceFor, extrasView } from "./extras-payment.service.ts";
import { waiveExtra } from "./extras-waive.service.ts";
import {
  answers,
  BookingIdParams,
  chauffeurTripRoute,
  riderBookingRoute,
  TripIdParams,
  type RoutesApp as App,
} from "./route-guards.ts";

const extraId = z.uuid({ error: extrasMessages.extraNotFound });

/**
 * Waiting, extensions and no-shows (README "The day of the ride", decision record 010): the rider's extras and 'Pay
 * extras', an hourly rental's extension asked by the rider and answered by the chauffeur, the supplementary invoice,
 * and the console's waiver. Riders see only their bookings, chauffeurs only their trips (404 otherwise).
 */
export const extrasRoutes: FastifyPluginAsyncZod = async (app) => {
  riderRoutes(app);
  chauffeurRoutes(app);
  operatorRoutes(app);
};

function riderRoutes(app: App) {
  const { ctx } = app;
  app.get(
    extrasPaths.list(":id"),
    riderBookingRoute("The booking's extras: each line, the total due, the supplementary invoices, extension options", {
      response: answers(ExtrasViewSchema),
    }),
    async (req) => extrasView(ctx, (await currentUser(req)).id, req.params.id),
  );

  app.post(
    ridePaths.extension(":id"),
    riderBookingRoute("An hourly rental on the trip asks for more hours (the chauffeur accepts or declines)", {
      body: ExtensionRequestSchema,
      response: answers(ExtraResponseSchema),
    }),
    async (req) => {
      const extra = await requestExtension(ctx, (await currentUser(req)).id, req.params.id, req.body.hours);
      return { success: true as const, message: extrasMessages.extensionRequested(req.body.hours), extra };
    },
  );

  app.post(
    ridePaths.extrasOrder(":id"),
    riderBookingRoute("'Pay extras': a gateway order for the extras due (the amount is the server's), like Pay Now", {
      response: answers(OrderResponseSchema),
    }),
    async (req) => {
      const user = await currentUser(req);
      await ctx.rateLimiter.enforce(
        `extras-order:${user.id}`,
        { limit: 30, windowSeconds: 600 },
        "Too many payment attempts. Please wait a few minutes.",
      );
      const r = await createExtrasOrder(ctx, user, req.params.id, publicBaseFor(ctx.config, req.headers.host));
      return { success: true as const, message: "Order ready", options: r.options, bookingId: r.bookingId };
    },
  );

  app.get(
    ridePaths.extrasInvoice(":id"),
    riderBookingRoute("Supplementary GST invoice (PDF) for paid extras", {
      querystring: ExtrasInvoiceQuerySchema,
    }),
    async (req, reply) => {
      const user = await currentUser(req);
      const { invoice, pdf } = await extrasInvoiceFor(ctx, user.id, req.params.id, req.query.invoice);
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="invoice-${invoice.number.replace(/\//g, "-")}.pdf"`)
        .send(pdf);
    },
  );
}

function chauffeurRoutes(app: App) {
  const { ctx } = app;
  app.get(
    extrasPaths.driverExtensions(":id"),
    chauffeurTripRoute("The chauffeur's trip: its extension requests, newest first", {
      response: answers(DriverExtensionsSchema),
    }),
    async (req) => ({ extensions: await driverExtensions(ctx, (await currentUser(req)).id, req.params.id) }),
  );

  app.post(
    driverPaths.extension(":id", ":extraId", ":decision" as "accept"),
    chauffeurTripRoute(
      "The chauffeur accepts (subject to availability) or declines the rider's extension",
      { response: answers(ExtraResponseSchema) },
      TripIdParams.extend({
        extraId,
        decision: z.enum(["accept", "decline"], { error: "Choose accept or decline." }),
      }),
    ),
    async (req) => {
      const { id, extraId: xid, decision } = req.params;
      const extra = await decideExtension(ctx, (await currentUser(req)).id, { tripId: id, extraId: xid, decision });
      const message = decision === "accept" ? extrasMessages.extensionAccepted : extrasMessages.extensionDeclined;
      // the chauffeur app shows this message: in the request's language (errors catalogue)
      return { success: true as const, message: localizedValidationMessage(message, await requestLocale(req)), extra };
    },
  );
}

function operatorRoutes(app: App) {
  const { ctx } = app;
  app.post(
    extrasPaths.waive(":id", ":extraId"),
    {
      preHandler: requireOperator,
      schema: {
        tags: ["ops"],
        summary: "Waive an extra that is due (audited with the reason)",
        params: BookingIdParams.extend({ extraId }),
        body: WaiveExtraRequestSchema,
        response: answers(ExtraResponseSchema),
      },
    },
    async (req) => {
      const operator = await currentUser(req);
      const extra = await waiveExtra(ctx, operator.id, {
        bookingId: req.params.id,
        extraId: req.params.extraId,
        reason: req.body.reason,
      });
      return { success: true as const, message: extrasMessages.waived, extra };
    },
  );
}
