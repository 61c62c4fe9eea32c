import { createServer, type Server } from "node:http";
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Registry } from "prom-client";
import type { Database } from "../db/client.ts";
import { queryOperation } from "../db/query-hooks.ts";
import { liveStreams } from "../modules/live/index.ts";
import { createDomainGauges } from "./domain-gauges.ts";

/**
 * Prometheus metrics (decision record 013), loaded only when METRICS_TOKEN or METRICS_PORT is set: prom-client is
 * imported here on first use, so an installation without metrics never loads it.
 * - HTTP: requests and their latency by method, route pattern (never the raw URL: bounded) and status.
 * - Database: query latency by statement kind, errors, queries in flight, the pool's connections.
 * - Live streams open, the process (memory, CPU, event loop), and the business gauges (domain-gauges.ts).
 */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DB_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export interface AppMetrics {
  render(): Promise<{ contentType: string; body: string }>;
  close(): Promise<void>;
}

type Prom = typeof import("prom-client");

export async function createMetrics(app: FastifyInstance): Promise<AppMetrics> {
  const prom = await import("prom-client");
  const ctx = app.ctx;
  const registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry });
  httpMetrics(prom, registry, app);
  const removeHook = databaseMetrics(prom, registry, ctx.database);
  new prom.Gauge({
    name: "live_streams_open",
    help: "Live streams (Server-Sent Events) open on this instance",
    registers: [registry],
    collect() {
      this.set(liveStreams(ctx).size);
    },
  });
  const domain = createDomainGauges(prom, registry, ctx);
  return {
    async render() {
      await domain.refresh();
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
    async close() {
      removeHook();
      registry.clear();
    },
  };
}

function httpMetrics(prom: Prom, registry: Registry, app: FastifyInstance) {
  const httpLabels = ["method", "route", "status"];
  const requests = new prom.Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status (live streams: live_streams_open)",
    labelNames: httpLabels,
    registers: [registry],
  });
  const latency = new prom.Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method, route pattern and status",
    labelNames: httpLabels,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const started = new WeakMap<FastifyRequest, number>();
  // callback hooks, not async ones: every request passes here, and a promise per hook is measurable on small routes
  app.addHook("onRequest", (req, _reply, done) => {
    started.set(req, performance.now());
    done();
  });
  app.addHook("onResponse", (req: FastifyRequest, reply: FastifyReply, done) => {
    const t = started.get(req);
    const labels = {
      method: METHODS.has(req.method) ? req.method : "OTHER",
      route: routeLabel(req),
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    // a live stream takes over its reply (hijack) and never comes here: live_streams_open counts those
    if (t !== undefined) latency.observe(labels, (performance.now() - t) / 1000);
    done();
  });
}

/**
 * A request's route pattern; "(unmatched)" for a path no route knows, including an unknown API path that the web
 * app's catch-all (`/*`, plugins/web.ts, present once the web app is built) answers 404.
 */
function routeLabel(req: FastifyRequest): string {
  const route = req.routeOptions.url;
  if (!route || (route === "/*" && req.url.startsWith("/api/"))) return "(unmatched)";
  return route;
}

/** query latency, errors, queries in flight and the pool; returns the removal of its query hook */
function databaseMetrics(prom: Prom, registry: Registry, database: Database) {
  const queries = new prom.Histogram({
    name: "db_query_duration_seconds",
    help: "Database query latency by statement kind",
    labelNames: ["operation"],
    buckets: DB_BUCKETS,
    registers: [registry],
  });
  const queryErrors = new prom.Counter({
    name: "db_query_errors_total",
    help: "Database queries that failed, by statement kind",
    labelNames: ["operation"],
    registers: [registry],
  });
  let inFlight = 0;
  new prom.Gauge({
    name: "db_queries_in_flight",
    help: "Database queries started and not yet answered",
    registers: [registry],
    collect() {
      this.set(inFlight);
    },
  });
  new prom.Gauge({
    name: "db_pool_connections",
    help: `Database connections (${database.kind}): total, idle, and requests waiting for one`,
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const s = database.poolStats();
      this.set({ state: "total" }, s.total);
      this.set({ state: "idle" }, s.idle);
      this.set({ state: "waiting" }, s.waiting);
    },
  });
  return database.addQueryHook((sql) => {
    const operation = queryOperation(sql);
    const t = performance.now();
    inFlight++;
    return (error) => {
      inFlight--;
      queries.observe({ operation }, (performance.now() - t) / 1000);
      if (error) queryErrors.inc({ operation });
    };
  });
}

const digest = (s: string) => createHash("sha256").update(s).digest();
/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return m !== null && timingSafeEqual(digest(m[1]), digest(token));
}

/**
 * A loopback name in a Host header (`127.0.0.1`, `localhost`, `[::1]`, with or without a port). A page on another site
 * whose name an attacker points at 127.0.0.1 (DNS rebinding) sends its own name, so it is refused.
 */
export const isLoopbackHost = (host: string | undefined) =>
  /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i.test(host ?? "");

/** The loopback-only metrics listener of METRICS_PORT: GET /metrics with a loopback Host, nothing else. */
export async function listenMetricsPort(metrics: AppMetrics, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    if (!isLoopbackHost(req.headers.host)) {
      res.writeHead(421, { "content-type": "text/plain; charset=utf-8" }).end("Misdirected request\n");
      return;
    }
    const path = (req.url ?? "").split("?")[0];
    if (path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not found\n");
      return;
    }
    metrics.render().then(
      ({ contentType, body }) => res.writeHead(200, { "content-type": contentType }).end(body),
      () => res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("metrics failed\n"),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  return server;
}
