import fp from "fastify-plugin";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI generated from the shared zod schemas, browsable at /api/docs (JSON at /api/docs/json). */
export default fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${app.ctx.config.BUSINESS_NAME} API`,
        version: "1.0.0",
        description: "Riders, fares, bookings, payments, leads and operations.",
      },
      servers: [{ url: app.ctx.config.PUBLIC_BASE_URL }],
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "sid" } } },
    },
    transform: jsonSchemaTransform,
  });
  const https = app.ctx.config.PUBLIC_BASE_URL.startsWith("https://");
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    // over plain http (local runs) upgrading the UI's own assets to https would break it
    transformStaticCSP: (header) => (https ? header : header.replace(/\s*upgrade-insecure-requests;?/, "")),
    uiConfig: { docExpansion: "list" },
  });
});
