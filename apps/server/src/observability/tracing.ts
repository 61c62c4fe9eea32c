import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Span } from "@opentelemetry/api";
import { queryOperation } from "../db/query-hooks.ts";

/**
 * OpenTelemetry traces over OTLP/HTTP (JSON), only when OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set: the SDK is imported here, on that condition, so an installation without
 * it loads nothing (decision record 013). Spans: one per HTTP request (named by method and route pattern, never the
 * raw URL, which can hold a token), with a child per database query made while answering it. A `traceparent` header
 * (W3C Trace Context) from the proxy or the caller makes the request's span its child. The standard variables apply:
 * OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES, OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER, OTEL_BSP_*.
 */
export function tracesUrl(c: { OTEL_EXPORTER_OTLP_ENDPOINT?: string; OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?: string }) {
  if (c.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return c.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  if (c.OTEL_EXPORTER_OTLP_ENDPOINT) return `${c.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, "")}/v1/traces`;
  return undefined;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

export async function startTracing(app: FastifyInstance, url: string): Promise<() => Promise<void>> {
  const api = await import("@opentelemetry/api");
  const { BasicTracerProvider, BatchSpanProcessor } = await import("@opentelemetry/sdk-trace-base");
  const { OTLPTraceExporter } = await import("@opentelemetry/exporter-trace-otlp-http");
  const { resourceFromAttributes, detectResources, envDetector } = await import("@opentelemetry/resources");
  const { AsyncLocalStorageContextManager } = await import("@opentelemetry/context-async-hooks");
  const ctx = app.ctx;
  // one per process: a second application in the same process (tests) keeps the first
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  const resource = resourceFromAttributes({
    "service.name": ctx.config.OTEL_SERVICE_NAME,
    "service.instance.id": ctx.instanceId,
  }).merge(detectResources({ detectors: [envDetector] }));
  const provider = new BasicTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }))],
  });
  const tracer = provider.getTracer("chauffeur-server");

  const spans = new WeakMap<FastifyRequest, Span>();
  const finish = (req: FastifyRequest, status: number) => {
    const span = spans.get(req);
    if (!span) return;
    spans.delete(req);
    const route = req.routeOptions.url;
    if (route) {
      span.updateName(`${req.method} ${route}`);
      span.setAttribute("http.route", route);
    }
    span.setAttribute("http.response.status_code", status);
    if (status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
    span.end();
  };
  app.addHook("onRequest", (req, reply, done) => {
    let parent = api.ROOT_CONTEXT;
    const tp = TRACEPARENT.exec(String(req.headers.traceparent ?? "").trim());
    if (tp && !/^0+$/.test(tp[1]) && !/^0+$/.test(tp[2]))
      parent = api.trace.setSpanContext(parent, {
        traceId: tp[1],
        spanId: tp[2],
        traceFlags: parseInt(tp[3], 16) & 1,
        isRemote: true,
      });
    const span = tracer.startSpan(
      req.method,
      { kind: api.SpanKind.SERVER, attributes: { "http.request.method": req.method, "url.scheme": req.protocol } },
      parent,
    );
    spans.set(req, span);
    // a live stream takes over its reply and never reaches onResponse: its span ends when the stream closes
    reply.raw.once("close", () => finish(req, reply.raw.statusCode));
    // the rest of the request (hooks, handler, its queries) runs inside the span's context
    api.context.with(api.trace.setSpan(parent, span), done);
  });
  app.addHook("onResponse", (req, reply, done) => {
    finish(req, reply.statusCode);
    done();
  });

  const system = ctx.database.kind === "postgres" ? "postgresql" : "pglite";
  const removeHook = ctx.database.addQueryHook((sql) => {
    const active = api.context.active();
    // queries outside a request (jobs, start-up) would each make a trace of their own: only a request's are traced
    if (!api.trace.getSpan(active)) return () => {};
    const operation = queryOperation(sql);
    const span = tracer.startSpan(
      `db ${operation}`,
      {
        kind: api.SpanKind.CLIENT,
        attributes: { "db.system.name": system, "db.operation.name": operation, "db.query.text": sql.slice(0, 2000) },
      },
      active,
    );
    return (error) => {
      if (error) span.setStatus({ code: api.SpanStatusCode.ERROR, message: String((error as Error).message ?? error) });
      span.end();
    };
  });
  return async () => {
    removeHook();
    await provider.shutdown().catch(() => {}); // sends what is still batched
  };
}
