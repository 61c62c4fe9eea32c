import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ApiErrorSchema,
  QuoteResponseSchema,
  QuoteClassesRequestSchema,
  QuoteClassesResponseSchema,
  fareClassTexts,
  PlacesSearchQuerySchema,
  PlacesSearchResponseSchema,
  RoutePreviewRequestSchema,
  RoutePreviewResponseSchema,
  apiPaths,
  quoteRequestSchemas,
  fareApiPaths,
  VehicleClassesResponseSchema,
  fareRuleMessages,
  type Service,
} from "@chauffeur/contracts";
import { currentUser, requireRider } from "../../plugins/session.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { requestLocale } from "../../lib/i18n.ts";
import { createQuote, getQuoteForUser } from "./quote.service.ts";
import { bookedTrip, liveBookingOfQuote } from "./quote-booking.ts";
import { quoteClasses } from "./quote-classes.service.ts";
import { searchPlaces } from "./places.service.ts";
import { loadVehicleClasses } from "./tariff.repository.ts";
import { previewRoute } from "./route-preview.service.ts";

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 429: ApiErrorSchema, 503: ApiErrorSchema };
const FARE_MESSAGE = "Fare calculated successfully";

type App = Parameters<FastifyPluginAsyncZod>[0];

/** Charges (quotes), stored quotes and their classes, vehicle classes, place search and route preview. */
export const faresRoutes: FastifyPluginAsyncZod = async (app) => {
  chargeRoutes(app);
  quoteRoute(app);
  quoteClassesRoute(app);
  catalogueRoutes(app);
};

function chargeRoutes(app: App) {
  // one route per service path, each validating its own request schema
  for (const service of Object.keys(quoteRequestSchemas) as Service[]) {
    app.post(
      apiPaths.charges(service),
      {
        // the session is checked before the body, so a signed-out rider always gets the login-required 401
        onRequest: requireRider,
        schema: {
          tags: ["fares"],
          summary: `Fare quote for ${service} (stores a quote valid for 30 minutes)`,
          security: [{ session: [] }],
          body: quoteRequestSchemas[service],
          response: { 200: QuoteResponseSchema, ...errors },
        },
        // the hot path: the answer is built field by field by toQuoteData from the typed quote (nothing extra can
        // leak), so it is serialised directly instead of being re-validated against the zod schema on every request
        serializerCompiler: () => (data) => JSON.stringify(data),
      },
      async (request) => {
        const user = await currentUser(request);
        const data = await createQuote(app.ctx, user.id, service, request.body, await requestLocale(request));
        return { success: true as const, message: FARE_MESSAGE, data };
      },
    );
  }
  app.post(
    apiPaths.charges(":service"),
    {
      schema: {
        tags: ["fares"],
        summary: "Unknown service path",
        hide: true,
        params: z.object({ service: z.string() }),
      },
    },
    async () => {
      throw badRequest(fareRuleMessages.unknownService);
    },
  );
}

function quoteRoute(app: App) {
  app.get(
    apiPaths.quote(":id"),
    {
      onRequest: requireRider,
      schema: {
        tags: ["fares"],
        summary: "A stored quote of the signed-in rider (the fare summary re-reads it after a reload)",
        security: [{ session: [] }],
        params: z.object({ id: z.string().max(64) }),
        response: { 200: QuoteResponseSchema, 401: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      const data = await getQuoteForUser(app.ctx, user.id, request.params.id, await requestLocale(request));
      if (!data) throw notFound(fareRuleMessages.quoteNotFound);
      // one trip, one payment: a quote that led to a booking names it (the fare summary offers it, not Pay Now)
      const booking = await liveBookingOfQuote(app.ctx.db, data.quoteId);
      const booked = booking ? bookedTrip(booking) : null;
      return {
        success: true as const,
        message: data.expired ? fareRuleMessages.quoteExpired : "Quote found",
        data: { ...data, booked },
      };
    },
  );
}

function quoteClassesRoute(app: App) {
  app.post(
    fareApiPaths.quoteClasses,
    {
      onRequest: requireRider,
      schema: {
        tags: ["fares"],
        summary:
          "The fare of each vehicle class for the rider's own quote: same trip, route, add-ons, tariff version and expiry; a new stored quote per other class, or why a class cannot seat the guests or their suitcases",
        security: [{ session: [] }],
        body: QuoteClassesRequestSchema,
        response: { 200: QuoteClassesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await currentUser(request);
      const data = await quoteClasses(app.ctx, user.id, request.body.quoteId, await requestLocale(request));
      return { success: true as const, message: fareClassTexts.found, data };
    },
  );
}

function catalogueRoutes(app: App) {
  app.get(
    fareApiPaths.vehicleClasses,
    {
      schema: {
        tags: ["fares"],
        summary: "The fleet's vehicle classes (seats, luggage, amenities)",
        response: { 200: VehicleClassesResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { success: true as const, data: await loadVehicleClasses(app.ctx) };
    },
  );

  app.get(
    apiPaths.placesSearch,
    {
      schema: {
        tags: ["places"],
        summary: "Search the built-in gazetteer (towns, landmarks, stations, airports)",
        querystring: PlacesSearchQuerySchema,
        response: { 200: PlacesSearchResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return { success: true as const, data: searchPlaces(request.query.q, request.query.limit) };
    },
  );

  app.post(
    apiPaths.routePreview,
    {
      schema: {
        tags: ["places"],
        summary: "Route preview between points (the server's routing; an estimate without a maps provider)",
        body: RoutePreviewRequestSchema,
        response: { 200: RoutePreviewResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => ({ success: true as const, data: await previewRoute(app.ctx, request.body.points, request.ip) }),
  );
}
