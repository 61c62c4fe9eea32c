import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ApiErrorSchema, ClassPricesResponseSchema, classPricePaths } from "@chauffeur/contracts";
import { classPrices } from "./class-prices.service.ts";

/**
 * GET /api/v1/vehicle-classes/prices (public, like the vehicle classes): each class's 'from ₹' price, computed from the
 * current published tariff (class-prices.service.ts). Cached by browsers and proxies for 5 minutes, as the classes are.
 */
export const classPricesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    classPricePaths.prices,
    {
      schema: {
        tags: ["fares"],
        summary: "Each vehicle class's 'from' price: the lowest city-ride fare (minimum fare by day, GST included)",
        response: { 200: ClassPricesResponseSchema, 503: ApiErrorSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return { success: true as const, data: await classPrices(app.ctx) };
    },
  );
};
