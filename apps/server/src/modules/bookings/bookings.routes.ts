import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ApiErrorSchema,
  apiPaths,
  BookingResponseSchema,
  BookingsListResponseSchema,
  BookingsQuerySchema,
  bookingMessages,
  bookingTexts,
  CancelResponseSchema,
  OrderRequestSchema,
  OrderResponseSchema,
  paymentMessages,
  SERVICE_VALUES,
  serviceLabel,
  VerifyPaymentTokenRequestSchema,
  VerifyPaymentTokenResponseSchema,
} from "@chauffeur/contracts";
import { sql } from "drizzle-orm";
import { currentUser, requireRider } from "../../plugins/session.ts";
import { notFound, unauthorized } from "../../lib/errors.ts";
import { consumePaymentToken } from "../payments/index.ts";
import { toBookingView } from "./booking-view.ts";
import { findBookingView, listBookings } from "./bookings.repository.ts";
import { cancelBooking } from "./cancel.service.ts";
import { ListCache } from "./list-cache.ts";
import { icsFor, invoiceAttachment } from "./notify.ts";
import { createOrder, resumePayment } from "./order.service.ts";
import type { InvoiceRow } from "./invoice.ts";
import { q1 } from "./sql.ts";
import { addressKey } from "../../lib/client-address.ts";

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const IdParams = z.object({ id: z.uuid({ error: bookingTexts.bookingNotFound }) });

/** Riders' bookings (seed 001 §7): order, list, details, cancel, payment verification, invoice and calendar file. */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const listCache = new ListCache(app.ctx.config.BOOKINGS_LIST_CACHE_ENTRIES);
  // booking creation needs a login; 401 reads as the booking-creation message (seed 001 §8)
  const requireRiderForBooking = async (request: Parameters<typeof requireRider>[0]) => {
    const s = await request.getSession();
    if (!s) throw unauthorized(bookingMessages.loginRequired);
  };

  app.post(
    "/api/v1/bookings/order/:service",
    {
      preHandler: requireRiderForBooking,
      schema: {
        tags: ["bookings"],
        summary: "Create a booking and its payment order from a stored quote (Idempotency-Key honoured)",
        params: z.object({ service: z.enum(SERVICE_VALUES, { error: bookingMessages.invalidDetails }) }),
        headers: z.object({ "idempotency-key": z.string().max(200).optional() }).loose(),
        body: OrderRequestSchema,
        response: { 200: OrderResponseSchema, ...errors },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      await app.ctx.rateLimiter.enforce(`order:${user.id}`, { limit: 30, windowSeconds: 600 }, "Too many booking attempts. Please wait a few minutes.");
      const r = await createOrder(app.ctx, {
        user,
        service: req.params.service,
        quoteId: req.body.quoteId,
        addOns: req.body.addOns,
        idempotencyKey: req.headers["idempotency-key"],
      });
      return { success: true as const, message: "Order created", options: r.options, bookingId: r.bookingId };
    },
  );

  app.post(
    "/api/v1/bookings/:id/pay",
    {
      preHandler: requireRiderForBooking,
      schema: { tags: ["bookings"], summary: "Complete payment of an unpaid pending booking (same order)", params: IdParams, response: { 200: OrderResponseSchema, ...errors } },
    },
    async (req) => {
      const user = await currentUser(req);
      const r = await resumePayment(app.ctx, { user, bookingId: req.params.id });
      return { success: true as const, message: "Order ready", options: r.options, bookingId: r.bookingId };
    },
  );

  app.get(
    apiPaths.bookings,
    {
      preHandler: requireRider,
      schema: { tags: ["bookings"], summary: "The rider's bookings: active and past, paginated", querystring: BookingsQuerySchema, response: { 200: BookingsListResponseSchema, 401: ApiErrorSchema } },
      // the hot path: views are built field by field by toBookingView (nothing extra can leak), so the answer is
      // serialised directly instead of being re-validated against the zod schema on every request (the answer is sent
      // as a JSON string, cached or fresh)
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (req, reply) => {
      const session = await req.getSession();
      if (!session) throw unauthorized();
      const user = session.user;
      const now = app.ctx.clock.now();
      const { page, limit } = req.query;
      // already-serialised JSON: Fastify sends a string under a JSON content type as it is
      reply.type("application/json; charset=utf-8");
      const sendJson = (json: string) => reply.send(json as unknown as z.infer<typeof BookingsListResponseSchema>);
      const cached = listCache.get(user.id, page, limit, session.bookingsVersion, now.getTime());
      if (cached !== undefined) return sendJson(cached);
      const r = await listBookings(app.ctx.database, user.id, now, page, limit);
      const body = JSON.stringify({
        success: true as const,
        message: "Bookings fetched",
        data: {
          active: r.active.map((b) => toBookingView(b, now)),
          past: r.past.map((b) => toBookingView(b, now)),
          statistics: { totalBookings: r.total, active: r.activeCount, past: r.pastCount, completed: r.completed },
          pagination: { page, limit, activePages: Math.max(1, Math.ceil(r.activeCount / limit)), pastPages: Math.max(1, Math.ceil(r.pastCount / limit)) },
        },
      } satisfies z.infer<typeof BookingsListResponseSchema>);
      listCache.set(user.id, page, limit, {
        version: r.version,
        computedAt: now.getTime(),
        validUntil: r.validUntil ? new Date(r.validUntil).getTime() : Number.POSITIVE_INFINITY,
        body,
      });
      return sendJson(body);
    },
  );

  const ownBooking = async (req: Parameters<typeof currentUser>[0], id: string) => {
    const user = await currentUser(req);
    const row = await findBookingView(app.ctx.db, id);
    // another rider's booking answers exactly like a missing one
    if (!row || row.user_id !== user.id) throw notFound(bookingTexts.bookingNotFound);
    return { user, row };
  };

  app.get(
    "/api/v1/bookings/:id",
    {
      preHandler: requireRider,
      schema: { tags: ["bookings"], summary: "One of the rider's bookings", params: IdParams, response: { 200: BookingResponseSchema, ...errors } },
    },
    async (req) => {
      const { row } = await ownBooking(req, req.params.id);
      return { success: true as const, message: "Booking fetched", data: toBookingView(row, app.ctx.clock.now()) };
    },
  );

  app.put(
    "/api/v1/bookings/cancel/:id",
    {
      preHandler: requireRider,
      schema: { tags: ["bookings"], summary: "Cancel a pending booking (refund through the gateway when paid)", params: IdParams, response: { 200: CancelResponseSchema, ...errors } },
    },
    async (req) => {
      const user = await currentUser(req);
      const data = await cancelBooking(app.ctx, { userId: user.id, bookingId: req.params.id });
      return { success: true as const, message: bookingMessages.cancelSuccess, data };
    },
  );

  app.get(
    "/api/v1/bookings/:id/invoice.pdf",
    { preHandler: requireRider, schema: { tags: ["bookings"], summary: "GST tax invoice (PDF) of a paid booking", params: IdParams } },
    async (req, reply) => {
      const { user, row } = await ownBooking(req, req.params.id);
      const invoice = await q1<InvoiceRow>(app.ctx.db, sql`SELECT * FROM invoices WHERE booking_id = ${row.id}`);
      if (!invoice) throw notFound("No invoice for this booking yet");
      const pdf = await invoiceAttachment(app.ctx, row, invoice, user);
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="invoice-${invoice.number.replace(/\//g, "-")}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    "/api/v1/bookings/:id/calendar.ics",
    { preHandler: requireRider, schema: { tags: ["bookings"], summary: "Add to calendar", params: IdParams } },
    async (req, reply) => {
      const { row } = await ownBooking(req, req.params.id);
      return reply.type("text/calendar; charset=utf-8").header("content-disposition", `attachment; filename="booking-${row.reference}.ics"`).send(icsFor(app.ctx, row));
    },
  );

  app.post(
    apiPaths.verifyPaymentToken,
    {
      schema: {
        tags: ["payments"],
        summary: "Exchange the payment-status token (single use, 15 minutes) for the payment result",
        body: VerifyPaymentTokenRequestSchema,
        response: { 200: VerifyPaymentTokenResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (req) => {
      await app.ctx.rateLimiter.enforce(`verify-token:${addressKey(req.ip)}`, { limit: 60, windowSeconds: 60 }, "Too many attempts. Please wait a minute.");
      // 400 for a bad, expired or used token; 404 for one never minted or bound to another rider (payment.service.ts)
      const paymentRowId = await consumePaymentToken(app.ctx, req.body.token, req);
      const p = await q1<{ booking_id: string; provider_order_id: string; provider_payment_id: string | null; amount_paise: number; status: string }>(
        app.ctx.db,
        sql`SELECT booking_id, provider_order_id, provider_payment_id, amount_paise, status FROM payments WHERE id = ${paymentRowId}`,
      );
      const row = p ? await findBookingView(app.ctx.db, p.booking_id) : undefined;
      if (!p || !row) throw notFound(paymentMessages.notFound);
      if (p.status !== "captured" || !p.provider_payment_id) return { success: true as const, message: bookingTexts.paymentConfirming };
      const v = toBookingView(row, app.ctx.clock.now());
      return {
        success: true as const,
        message: bookingTexts.paymentRecorded,
        data: {
          razorpay_payment_id: p.provider_payment_id,
          razorpay_order_id: p.provider_order_id,
          userId: row.user_id ?? "",
          bookingId: row.id,
          serviceType: serviceLabel(row.service_type),
          amount: p.amount_paise,
          pickupLocation: v.pickupLocation,
          dropLocation: v.dropLocation,
        },
      };
    },
  );
};
