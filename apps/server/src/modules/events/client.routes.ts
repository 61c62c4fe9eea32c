import formbody from "@fastify/formbody";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { FastifyRequest } from "fastify";
import {
  ApiErrorSchema,
  isLocale,
  LOCALE_PATH_PREFIX,
  PAGE_LANGUAGE_HEADER,
  EventAcceptRequestSchema,
  eventMoneyPaths,
  EventMoneyViewSchema,
  eventPaths,
  EventPaymentOpenSchema,
  EventQuoteViewSchema,
} from "@chauffeur/contracts";
import { sql } from "drizzle-orm";
import { publicBaseFor } from "../../config.ts";
import { q1 } from "../../lib/sql.ts";
import { currentUser, requireRider } from "../../plugins/session.ts";
import { paymentCallerOf, processCallback } from "../payments/index.ts";
import { acceptQuote } from "./accept.service.ts";
import { payBalance } from "./balance.service.ts";
import { eventDocumentPdf } from "./document-pdf.ts";
import { eventMoneyView, ownEvent } from "./money-view.service.ts";
import { quoteView } from "./quote-view.service.ts";

const tags = ["events"];
/** The page's language as a path segment ('hi', 'or'; none for English), from the header every page's call sends. */
const langOf = (req: FastifyRequest) => {
  const h = req.headers[PAGE_LANGUAGE_HEADER];
  return typeof h === "string" && isLocale(h) ? LOCALE_PATH_PREFIX[h].slice(1) || undefined : undefined;
};
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
const QuoteParams = z.object({ quoteId: z.uuid({ error: "This quote link is not valid" }) });
const EventParams = z.object({ id: z.uuid({ error: "Event not found" }) });
const DocumentParams = EventParams.extend({ documentId: z.uuid({ error: "Document not found" }) });
const pdf = { 200: z.any().describe("the document's PDF, as issued"), 404: ApiErrorSchema };

/**
 * The client's side of an event (README "Weddings and events"): the quote by its signed link (no account needed),
 * accepting it and paying (a signed-in rider), the event's page with its payments and documents, the balance, and the
 * checkout's return for an event's payment.
 */
export const clientEventRoutes: FastifyPluginAsyncZod = async (app) => {
  quoteRoutes(app);
  eventRoutes(app);
  await app.register(async (scope) => {
    await scope.register(formbody);
    registerCallback(scope.withTypeProvider<ZodTypeProvider>());
  });
};

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The quote by its signed link, and accepting it. */
function quoteRoutes(app: App) {
  const { ctx } = app;
  app.get(
    eventPaths.quote(":quoteId"),
    {
      schema: {
        tags,
        summary: "The client's quote by its signed link (?t=)",
        params: QuoteParams,
        querystring: z.object({ t: z.string().max(200).optional() }),
        response: { 200: EventQuoteViewSchema, ...errors },
      },
    },
    async (req) => quoteView(ctx, req.params.quoteId, req.query.t),
  );
  app.post(
    eventPaths.acceptQuote(":quoteId"),
    {
      preHandler: requireRider,
      schema: {
        tags,
        summary: "Accept the quote and open what is due (the deposit, or a revision's difference)",
        params: QuoteParams,
        body: EventAcceptRequestSchema,
        response: { 200: EventPaymentOpenSchema, ...errors },
      },
    },
    async (req) =>
      acceptQuote(ctx, await currentUser(req), {
        quoteId: req.params.quoteId,
        token: req.body.token,
        returnBase: publicBaseFor(ctx.config, req.headers.host),
        lang: langOf(req),
      }),
  );
}

/** The client's event, its balance and its documents. */
function eventRoutes(app: App) {
  const { ctx } = app;
  app.get(
    eventPaths.event(":id"),
    {
      preHandler: requireRider,
      schema: {
        tags,
        summary: "The client's event: payments, documents, due",
        params: EventParams,
        response: { 200: EventMoneyViewSchema, ...errors },
      },
    },
    async (req) => {
      await ownEvent(ctx.db, (await currentUser(req)).id, req.params.id);
      return eventMoneyView(ctx.db, req.params.id, "client");
    },
  );
  app.post(
    eventPaths.payBalance(":id"),
    {
      preHandler: requireRider,
      schema: {
        tags,
        summary: "Open the balance's payment",
        params: EventParams,
        response: { 200: EventPaymentOpenSchema, ...errors },
      },
    },
    async (req) =>
      payBalance(ctx, await currentUser(req), req.params.id, publicBaseFor(ctx.config, req.headers.host), langOf(req)),
  );
  app.get(
    eventPaths.documentPdf(":id", ":documentId"),
    {
      preHandler: requireRider,
      schema: { tags, summary: "An event's document (PDF)", params: DocumentParams, response: pdf },
    },
    async (req, reply) => {
      await ownEvent(ctx.db, (await currentUser(req)).id, req.params.id);
      const doc = await eventDocumentPdf(ctx, req.params.id, req.params.documentId);
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${doc.number.replace(/\//g, "-")}.pdf"`)
        .send(doc.pdf);
    },
  );
}

/** The checkout's return for an event's payment: verified like a ride's (payments), then the client's event page. */
function registerCallback(app: App) {
  app.post(
    eventMoneyPaths.paymentCallback,
    {
      schema: {
        tags,
        summary: "Checkout callback of an event's payment (form post); redirects to the event's page",
        querystring: z.object({ lang: z.enum(["hi", "or"]).optional() }),
        body: z.record(z.string(), z.unknown()).optional(),
      },
    },
    async (req, reply) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const result = await processCallback(app.ctx, paymentCallerOf(req), body);
      const orderId = body["razorpay_order_id"] ?? body["error[metadata][order_id]"];
      const p =
        typeof orderId === "string"
          ? await q1<{ event_id: string | null }>(
              app.ctx.db,
              sql`SELECT event_id FROM payments WHERE provider_order_id = ${orderId}`,
            )
          : undefined;
      if (!p?.event_id)
        return reply.redirect(
          `/payment-status?${new URLSearchParams("error" in result ? result : { error: "Payment not found" })}`,
          303,
        );
      const q: Record<string, string> =
        "error" in result ? { payment: "error", message: result.error } : { payment: "done" };
      const prefix = req.query.lang ? `/${req.query.lang}` : "";
      return reply.redirect(`${prefix}/events/${p.event_id}?${new URLSearchParams(q)}`, 303);
    },
  );
}
