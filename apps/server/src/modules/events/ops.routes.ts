import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  EventCreateSchema,
  EventFromLeadSchema,
  EventPartnerCarInputSchema,
  EventPatchSchema,
  eventPaths,
  EventQuoteInputSchema,
  OpsEventCapacitySchema,
  OpsEventDetailSchema,
  OpsEventIdParamsSchema,
  OpsEventLeadParamsSchema,
  OpsEventListQuerySchema,
  OpsEventListSchema,
  OpsEventPartnerCarParamsSchema,
  OpsEventPricePreviewSchema,
  OpsEventQuoteParamsSchema,
  OpsEventQuoteSchema,
  OpsPartnerCarSchema,
} from "@chauffeur/contracts";
import { z } from "zod";
import { currentUser } from "../../plugins/session.ts";
import { eventCapacity } from "./capacity.service.ts";
import { createEvent, createEventFromLead, eventDetail, listEvents, patchEvent } from "./ops.service.ts";
import { addPartnerCar, removePartnerCar } from "./partner-cars.service.ts";
import { createDraft, previewQuote, saveQuote, sendQuote, withdrawQuote } from "./quotes.service.ts";

type App = Parameters<FastifyPluginAsyncZod>[0];
const tags = ["ops", "events"];
const P = {
  event: eventPaths.opsEvent(":id"),
  quotes: eventPaths.opsQuotes(":id"),
  quote: eventPaths.opsQuote(":id", ":quoteId"),
  send: eventPaths.opsSendQuote(":id", ":quoteId"),
  withdraw: eventPaths.opsWithdrawQuote(":id", ":quoteId"),
  capacity: eventPaths.opsCapacity(":id"),
  partnerCars: eventPaths.opsPartnerCars(":id"),
  partnerCar: eventPaths.opsPartnerCar(":id", ":partnerCarId"),
  fromLead: eventPaths.opsFromLead(":leadId"),
};

function eventRoutes(app: App) {
  app.get(
    eventPaths.opsEvents,
    {
      schema: {
        tags,
        summary: "Events: status, dates, total, received and due, partner costs and margin (optionally one status)",
        querystring: OpsEventListQuerySchema,
        response: { 200: OpsEventListSchema },
      },
    },
    async (req) => listEvents(app.ctx, req.query.status),
  );
  app.post(
    eventPaths.opsEvents,
    {
      schema: {
        tags,
        summary: "A new event (draft)",
        body: EventCreateSchema,
        response: { 201: OpsEventDetailSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createEvent(app.ctx, { userId: (await currentUser(req)).id }, req.body)),
  );
  app.post(
    P.fromLead,
    {
      schema: {
        tags,
        summary: "A new event from an event enquiry (its name, phone, e-mail, type and words copied in)",
        params: OpsEventLeadParamsSchema,
        body: EventFromLeadSchema,
        response: { 201: OpsEventDetailSchema },
      },
    },
    async (req, reply) => {
      const user = await currentUser(req);
      return reply
        .status(201)
        .send(await createEventFromLead(app.ctx, { userId: user.id }, req.params.leadId, req.body));
    },
  );
  app.get(
    P.event,
    {
      schema: {
        tags,
        summary: "An event: details, money, quote versions, partner cars, payments and runs",
        params: OpsEventIdParamsSchema,
        response: { 200: OpsEventDetailSchema },
      },
    },
    async (req) => eventDetail(app.ctx, req.params.id),
  );
  app.patch(
    P.event,
    {
      schema: {
        tags,
        summary: "Change an event's details",
        params: OpsEventIdParamsSchema,
        body: EventPatchSchema,
        response: { 200: OpsEventDetailSchema },
      },
    },
    async (req) => patchEvent(app.ctx, { userId: (await currentUser(req)).id }, req.params.id, req.body),
  );
}

function quoteRoutes(app: App) {
  app.post(
    eventPaths.opsPricePreview,
    {
      schema: {
        tags,
        summary: "Price a quote's lines and terms by the current tariff (nothing is stored)",
        body: EventQuoteInputSchema,
        response: { 200: OpsEventPricePreviewSchema },
      },
    },
    async (req) => previewQuote(app.ctx, req.body),
  );
  app.post(
    P.quotes,
    {
      schema: {
        tags,
        summary: "A new draft quote version (a copy of the latest version's lines and terms)",
        params: OpsEventIdParamsSchema,
        response: { 201: OpsEventQuoteSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createDraft(app.ctx, (await currentUser(req)).id, req.params.id)),
  );
  app.put(
    P.quote,
    {
      schema: {
        tags,
        summary: "A draft's lines and terms, priced on the server by the current tariff and stored",
        params: OpsEventQuoteParamsSchema,
        body: EventQuoteInputSchema,
        response: { 200: OpsEventQuoteSchema },
      },
    },
    async (req) =>
      saveQuote(
        app.ctx,
        (await currentUser(req)).id,
        { eventId: req.params.id, quoteId: req.params.quoteId },
        req.body,
      ),
  );
  const action = (path: string, summary: string, run: typeof sendQuote) =>
    app.post(
      path,
      { schema: { tags, summary, params: OpsEventQuoteParamsSchema, response: { 200: OpsEventQuoteSchema } } },
      async (req) => run(app.ctx, (await currentUser(req)).id, { eventId: req.params.id, quoteId: req.params.quoteId }),
    );
  action(P.send, "Send a draft quote to the client (SMS and e-mail with the signed link)", sendQuote);
  action(P.withdraw, "Withdraw a sent quote (its link then says so)", withdrawQuote);
}

function fleetRoutes(app: App) {
  app.get(
    P.capacity,
    {
      schema: {
        tags,
        summary: "Each car line's cars against the fleet for its dates and times, partner cars, the shortfall",
        params: OpsEventIdParamsSchema,
        querystring: z.object({ quoteId: z.string().uuid("Unknown quote").optional() }),
        response: { 200: OpsEventCapacitySchema },
      },
    },
    async (req) => eventCapacity(app.ctx, req.params.id, req.query.quoteId),
  );
  app.post(
    P.partnerCars,
    {
      schema: {
        tags,
        summary: "Record a partner owner's car on the event (never offered to the public fleet)",
        params: OpsEventIdParamsSchema,
        body: EventPartnerCarInputSchema,
        response: { 201: OpsPartnerCarSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await addPartnerCar(app.ctx, (await currentUser(req)).id, req.params.id, req.body)),
  );
  app.delete(
    P.partnerCar,
    {
      schema: {
        tags,
        summary: "Remove a partner car from the event",
        params: OpsEventPartnerCarParamsSchema,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (req) => {
      await removePartnerCar(app.ctx, (await currentUser(req)).id, req.params.id, req.params.partnerCarId);
      return { success: true as const };
    },
  );
}

/** The console's events (README "Weddings and events"): behind requireOperator (index.ts). */
export const opsEventRoutes: FastifyPluginAsyncZod = async (app) => {
  eventRoutes(app);
  quoteRoutes(app);
  fleetRoutes(app);
};
