import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ApiErrorSchema,
  apiPaths,
  bookingChangePaths,
  BookingResponseSchema,
  BookingsListResponseSchema,
  BookingsQuerySchema,
  bookingMessages,
  bookingTexts,
  CancelResponseSchema,
  OrderRequestSchema,
  BookedTripSchema,
  OrderResponseSchema,
  PlacedOrderResponseSchema,
  SERVICE_VALUES,
  VerifyPaymentTokenRequestSchema,
  VerifyPaymentTokenResponseSchema,
} from "@chauffeur/contracts";
import { currentUser, requireRider } from "../../plugins/session.ts";
import { publicBaseFor } from "../../config.ts";
import { notFound, unauthorized } from "../../lib/errors.ts";
import { addressKey } from "../../lib/client-address.ts";
import { flightTrackingOf, toBookingView } from "./booking-view.ts";
import { findBookingView } from "./bookings.repository.ts";
import { cancelBooking } from "./cancel.service.ts";
import { approvalsRoutes } from "./approvals.routes.ts";
import { bookingChangesRoutes } from "./changes.routes.ts";
import { creditNoteDocument, findCreditNotes } from "./credit-notes.ts";
import { findInvoice } from "./invoice.ts";
import { ListCache } from "./list-cache.ts";
import { bookingsListJson } from "./list.service.ts";
import { icsFor, invoiceAttachment } from "./notify.ts";
import { requestLocale } from "../../lib/i18n.ts";
import { createOrder, resumePayment } from "./order.service.ts";
import { paymentResult } from "./payment-status.service.ts";
import { paymentCallerOf } from "../payments/index.ts";

type App = Parameters<FastifyPluginAsyncZod>[0];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
/** The order call's refusals; an `already_booked` one names the booking (README "Payments and bookings"). */
const OrderErrorSchema = ApiErrorSchema.extend({ booked: BookedTripSchema.optional() });
const IdParams = z.object({ id: z.uuid({ error: bookingTexts.bookingNotFound }) });
const CreditNoteParams = IdParams.extend({ creditNoteId: z.uuid({ error: "No such credit note for this booking" }) });

// booking creation needs a login; 401 reads as the booking-creation message
const requireRiderForBooking = async (request: Parameters<typeof requireRider>[0]) => {
  const s = await request.getSession();
  if (!s) throw unauthorized(bookingMessages.loginRequired);
};

/** Riders' bookings: order, list, details, cancel, payment verification, invoice, credit notes and calendar file. */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  orderRoutes(app);
  listRoute(app, new ListCache(app.ctx.config.BOOKINGS_LIST_CACHE_ENTRIES));
  bookingRoutes(app);
  paymentStatusRoute(app);
  await app.register(bookingChangesRoutes); // cancellation terms, reschedule
  await app.register(approvalsRoutes); // a company's approvers decide its rides (approvals.routes.ts)
};

function orderRoutes(app: App) {
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
        response: { 200: PlacedOrderResponseSchema, ...errors, 409: OrderErrorSchema },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      await app.ctx.rateLimiter.enforce(
        `order:${user.id}`,
        { limit: 30, windowSeconds: 600 },
        "Too many booking attempts. Please wait a few minutes.",
      );
      const r = await createOrder(app.ctx, {
        user,
        service: req.params.service,
        quoteId: req.body.quoteId,
        addOns: req.body.addOns,
        idempotencyKey: req.headers["idempotency-key"],
        returnBase: publicBaseFor(app.ctx.config, req.headers.host),
        bookFor: req.body.bookFor,
        billTo: req.body.billTo,
      });
      if (r.payment === "on_account")
        return { success: true as const, message: "Booked on your company's account", ...r };
      return { success: true as const, message: "Order created", ...r };
    },
  );

  app.post(
    "/api/v1/bookings/:id/pay",
    {
      preHandler: requireRiderForBooking,
      schema: {
        tags: ["bookings"],
        summary: "Complete payment of an unpaid pending booking (same order)",
        params: IdParams,
        response: { 200: OrderResponseSchema, ...errors },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      const r = await resumePayment(app.ctx, {
        user,
        bookingId: req.params.id,
        returnBase: publicBaseFor(app.ctx.config, req.headers.host),
      });
      return { success: true as const, message: "Order ready", options: r.options, bookingId: r.bookingId };
    },
  );
}

/**
 * Sends already-serialised JSON as it is: Fastify sends a string under a JSON content type unchanged. Typed as the
 * plain FastifyReply, whose send takes any payload (the route's typed reply only knows the parsed shape).
 */
function sendJsonString(reply: FastifyReply, json: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json);
}

function listRoute(app: App, listCache: ListCache) {
  app.get(
    apiPaths.bookings,
    {
      preHandler: requireRider,
      schema: {
        tags: ["bookings"],
        summary: "The rider's bookings: active and past, paginated",
        querystring: BookingsQuerySchema,
        response: { 200: BookingsListResponseSchema, 401: ApiErrorSchema },
      },
      // the hot path: views are built field by field by toBookingView (nothing extra can leak), so the answer is
      // serialised directly instead of being re-validated against the zod schema on every request (the answer is sent
      // as a JSON string, cached or fresh; hot-responses.int.test.ts checks it against the schema)
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (req, reply) => {
      const session = await req.getSession();
      if (!session) throw unauthorized();
      const { page, limit } = req.query;
      const json = await bookingsListJson(app.ctx, listCache, {
        userId: session.user.id,
        bookingsVersion: session.bookingsVersion,
        page,
        limit,
      });
      return sendJsonString(reply, json);
    },
  );
}

/** The signed-in rider's own booking; another rider's answers exactly like a missing one (404). */
async function ownBookingOf(app: App, req: Parameters<typeof currentUser>[0], id: string) {
  const user = await currentUser(req);
  const row = await findBookingView(app.ctx.db, id);
  if (!row || row.user_id !== user.id) throw notFound(bookingTexts.bookingNotFound);
  return { user, row };
}

function bookingRoutes(app: App) {
  const ownBooking = (req: Parameters<typeof currentUser>[0], id: string) => ownBookingOf(app, req, id);

  app.get(
    "/api/v1/bookings/:id",
    {
      preHandler: requireRider,
      schema: {
        tags: ["bookings"],
        summary: "One of the rider's bookings",
        params: IdParams,
        response: { 200: BookingResponseSchema, ...errors },
      },
    },
    async (req) => {
      const { row } = await ownBooking(req, req.params.id);
      const creditNotes = (await findCreditNotes(app.ctx.db, row.id)).map((n) => ({
        number: n.number,
        issuedAt: new Date(n.issued_at).toISOString(),
        totalPaise: n.total_paise,
        downloadUrl: bookingChangePaths.creditNote(row.id, n.id),
      }));
      return {
        success: true as const,
        message: "Booking fetched",
        data: { ...toBookingView(row, app.ctx.clock.now(), flightTrackingOf(app.ctx)), creditNotes },
      };
    },
  );

  app.put(
    "/api/v1/bookings/cancel/:id",
    {
      preHandler: requireRider,
      schema: {
        tags: ["bookings"],
        summary: "Cancel a pending booking (refund through the gateway when paid)",
        params: IdParams,
        response: { 200: CancelResponseSchema, ...errors },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      const data = await cancelBooking(app.ctx, { userId: user.id, bookingId: req.params.id });
      return { success: true as const, message: bookingMessages.cancelSuccess, data };
    },
  );

  documentRoutes(app);
}

/** The booking's documents (owner only): the tax invoice, its credit notes, the calendar file. */
function documentRoutes(app: App) {
  const ownBooking = (req: Parameters<typeof currentUser>[0], id: string) => ownBookingOf(app, req, id);
  app.get(
    "/api/v1/bookings/:id/invoice.pdf",
    {
      preHandler: requireRider,
      schema: { tags: ["bookings"], summary: "GST tax invoice (PDF) of a paid booking", params: IdParams },
    },
    async (req, reply) => {
      const { user, row } = await ownBooking(req, req.params.id);
      const invoice = await findInvoice(app.ctx.db, row.id);
      if (!invoice) throw notFound("No invoice for this booking yet");
      const pdf = await invoiceAttachment(app.ctx, row, invoice, user);
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="invoice-${invoice.number.replace(/\//g, "-")}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    "/api/v1/bookings/:id/credit-notes/:creditNoteId",
    {
      preHandler: requireRider,
      schema: {
        tags: ["bookings"],
        summary: "A GST credit note (PDF) of the booking: a refund of an invoiced payment",
        params: CreditNoteParams,
      },
    },
    async (req, reply) => {
      const { row } = await ownBooking(req, req.params.id);
      const found = await creditNoteDocument(app.ctx, row.id, req.params.creditNoteId);
      if (!found) throw notFound("No such credit note for this booking");
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="credit-note-${found.note.number.replace(/\//g, "-")}.pdf"`)
        .send(found.pdf);
    },
  );

  app.get(
    "/api/v1/bookings/:id/calendar.ics",
    { preHandler: requireRider, schema: { tags: ["bookings"], summary: "Add to calendar", params: IdParams } },
    async (req, reply) => {
      const { row } = await ownBooking(req, req.params.id);
      return reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="booking-${row.reference}.ics"`)
        .send(icsFor(app.ctx, row, await requestLocale(req)));
    },
  );
}

function paymentStatusRoute(app: App) {
  app.post(
    apiPaths.verifyPaymentToken,
    {
      schema: {
        tags: ["payments"],
        summary: "Exchange the payment-status token (single use, 15 minutes) for the payment result",
        body: VerifyPaymentTokenRequestSchema,
        response: {
          200: VerifyPaymentTokenResponseSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (req) => {
      await app.ctx.rateLimiter.enforce(
        `verify-token:${addressKey(req.ip)}`,
        { limit: 60, windowSeconds: 60 },
        "Too many attempts. Please wait a minute.",
      );
      return paymentResult(app.ctx, req.body.token, paymentCallerOf(req));
    },
  );
}
