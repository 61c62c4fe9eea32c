import fp from "fastify-plugin";
import type { Server } from "node:http";
import type { FastifyInstance } from "fastify";
import type { AddressInfo } from "node:net";
import { bearerMatches, createMetrics, listenMetricsPort } from "./metrics.ts";
import { startTracing, tracesUrl } from "./tracing.ts";

/** METRICS_PORT's listener per application (tests read the port it took when given 0) */
const metricsServers = new WeakMap<FastifyInstance, Server>();
export const metricsAddressOf = (app: FastifyInstance) => metricsServers.get(app)?.address() as AddressInfo | undefined;

/**
 * Metrics and traces (decision record 013), each only when configured; with neither, this plugin adds nothing and
 * loads nothing. /metrics answers on the public port only to `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise;
 * 404 when no token is set), and on METRICS_PORT (127.0.0.1 only) to anyone who can reach that loopback port.
 */
export default fp(async (app) => {
  const config = app.ctx.config;
  const url = tracesUrl(config);
  if (url) {
    const stop = await startTracing(app, url);
    app.addHook("onClose", stop);
  }
  const token = config.METRICS_TOKEN;
  const metrics = token || config.METRICS_PORT !== undefined ? await createMetrics(app) : undefined;
  // on the public port: to the token's bearer only; without a token, 404 (never the web app's fallback page)
  app.get("/metrics", { schema: { hide: true } }, async (req, reply) => {
    if (!metrics || !token) return reply.status(404).send({ success: false, message: "Not found", code: "not_found" });
    if (!bearerMatches(req.headers.authorization, token))
      return reply
        .status(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ success: false, message: "A metrics token is required.", code: "unauthorized" });
    const { contentType, body } = await metrics.render();
    return reply.header("cache-control", "no-store").type(contentType).send(body);
  });
  if (!metrics) return;
  app.addHook("onClose", async () => {
    const server = metricsServers.get(app);
    if (server) await new Promise((r) => server.close(r));
    await metrics.close();
  });
  const port = config.METRICS_PORT;
  if (port !== undefined)
    app.addHook("onReady", async () => {
      metricsServers.set(app, await listenMetricsPort(metrics, port));
    });
});
