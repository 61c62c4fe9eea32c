import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ApiErrorSchema,
  EventCancelPreviewSchema,
  EventCancelRequestSchema,
  EventCancelResponseSchema,
  eventMoneyPaths,
  EventMoneyViewSchema,
  eventPaths,
} from "@chauffeur/contracts";
import { currentUser } from "../../plugins/session.ts";
import { cancelEvent, cancelPreview } from "./cancel.service.ts";
import { eventDocumentPdf } from "./document-pdf.ts";
import { eventMoneyView } from "./money-view.service.ts";

const tags = ["ops", "events"];
const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const EventParams = z.object({ id: z.uuid({ error: "Event not found" }) });

/** The console's money of an event (operators only: registered behind requireOperator, index.ts). */
export const opsEventMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    eventMoneyPaths.opsMoney(":id"),
    {
      schema: {
        tags,
        summary: "An event's money: payments received, refunds, due, documents",
        params: EventParams,
        response: { 200: EventMoneyViewSchema, ...errors },
      },
    },
    async (req) => eventMoneyView(ctx.db, req.params.id, "ops"),
  );
  app.get(
    eventPaths.opsCancelPreview(":id"),
    {
      schema: {
        tags,
        summary: "What cancelling the event now keeps and refunds (its schedule)",
        params: EventParams,
        response: { 200: EventCancelPreviewSchema, ...errors },
      },
    },
    async (req) => cancelPreview(ctx, req.params.id),
  );
  app.post(
    eventPaths.opsCancel(":id"),
    {
      schema: {
        tags,
        summary: "Cancel the event: keep what the schedule keeps, refund the rest, a refund voucher or credit note",
        params: EventParams,
        body: EventCancelRequestSchema,
        response: { 200: EventCancelResponseSchema, ...errors },
      },
    },
    async (req) => {
      const user = await currentUser(req);
      const r = await cancelEvent(ctx, user.id, req.params.id, req.body.reason);
      return { success: true as const, message: "Event cancelled", ...r };
    },
  );
  app.get(
    eventMoneyPaths.opsDocumentPdf(":id", ":documentId"),
    {
      schema: {
        tags,
        summary: "An event's document (PDF, as issued)",
        params: EventParams.extend({ documentId: z.uuid({ error: "Document not found" }) }),
        response: { 200: z.any().describe("the document's PDF, as issued"), 404: ApiErrorSchema },
      },
    },
    async (req, reply) => {
      const doc = await eventDocumentPdf(ctx, req.params.id, req.params.documentId);
      return reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${doc.number.replace(/\//g, "-")}.pdf"`)
        .send(doc.pdf);
    },
  );
};
