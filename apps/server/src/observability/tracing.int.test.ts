import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "@chauffeur/contracts";
import { randomUUID } from "node:crypto";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { startLiveApp, TEST_STREAM_PATH } from "../modules/live/live-app.test-support.ts";
import { SseClient } from "../modules/live/sse-client.test-support.ts";

/** What the exporter posts (OTLP/HTTP JSON), reduced to the parts the test reads. */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: Array<{ key: string; value: { stringValue?: string; intValue?: string | number } }>;
}
interface OtlpBody {
  resourceSpans: Array<{
    resource?: { attributes?: OtlpSpan["attributes"] };
    scopeSpans: Array<{ spans: OtlpSpan[] }>;
  }>;
}

/** A fake OTLP/HTTP collector on 127.0.0.1: keeps every POST /v1/traces it receives. */
async function fakeCollector() {
  const posts: Array<{ contentType: string; body: OtlpBody }> = [];
  const server: Server = createServer((req, res) => {
    let data = "";
    req.on("data", (d) => (data += String(d)));
    req.on("end", () => {
      if (req.method === "POST" && req.url === "/v1/traces") {
        posts.push({ contentType: String(req.headers["content-type"]), body: JSON.parse(data) as OtlpBody });
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      } else res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    posts,
    spans: () => posts.flatMap((p) => p.body.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans))),
    close: () => new Promise((r) => server.close(r)),
  };
}
const attr = (s: OtlpSpan, key: string) => {
  const v = s.attributes?.find((a) => a.key === key)?.value;
  return v?.stringValue ?? (v?.intValue === undefined ? undefined : Number(v.intValue));
};

describe("OpenTelemetry traces over OTLP/HTTP", () => {
  let collector: Awaited<ReturnType<typeof fakeCollector>>;
  let t: TestApp;
  beforeAll(async () => {
    collector = await fakeCollector();
    t = await createTestApp({
      config: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_SERVICE_NAME: "chauffeur-test" },
    });
  });
  afterAll(async () => {
    await t?.close().catch(() => {});
    await collector?.close();
  });

  it("sends a request's span (method and route pattern, status) with its database queries as children", async () => {
    const parentTrace = "4bf92f3577b34da6a3ce929d0e0e4736";
    const res = await t.app.inject({
      url: apiPaths.health,
      headers: { traceparent: `00-${parentTrace}-00f067aa0ba902b7-01` },
    });
    expect(res.statusCode).toBe(200);
    await t.app.close(); // shuts the provider down, which sends what is batched
    expect(collector.posts.length).toBeGreaterThan(0);
    expect(collector.posts[0].contentType).toMatch(/^application\/json/);
    const resource = collector.posts[0].body.resourceSpans[0].resource?.attributes ?? [];
    expect(resource).toContainEqual({ key: "service.name", value: { stringValue: "chauffeur-test" } });

    const spans = collector.spans();
    const request = spans.find((s) => s.name === `GET ${apiPaths.health}`);
    expect(request, JSON.stringify(spans.map((s) => s.name))).toBeDefined();
    expect(request!.kind).toBe(2); // SERVER
    expect(attr(request!, "http.route")).toBe(apiPaths.health);
    expect(attr(request!, "http.response.status_code")).toBe(200);
    // the caller's trace continues (W3C traceparent)
    expect(request!.traceId).toBe(parentTrace);
    expect(request!.parentSpanId).toBe("00f067aa0ba902b7");
    const queries = spans.filter((s) => s.parentSpanId === request!.spanId);
    expect(queries.map((s) => s.name)).toContain("db select");
    const q = queries.find((s) => s.name === "db select")!;
    expect(q.kind).toBe(3); // CLIENT
    expect(q.traceId).toBe(parentTrace);
    expect(attr(q, "db.query.text")).toBe("SELECT 1");
    expect(attr(q, "db.system.name")).toBe(t.database.kind === "postgres" ? "postgresql" : "pglite");
  });
});

describe("traces of live streams", () => {
  it("a stream's span ends when the stream closes (its reply never reaches onResponse)", async () => {
    const collector = await fakeCollector();
    const t = await startLiveApp({ config: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url } });
    try {
      const client = await SseClient.open(t.streamUrl(`booking:${randomUUID()}`));
      await client.next((e) => e.event === "snapshot");
      client.close();
      await new Promise((r) => setTimeout(r, 200));
      await t.close(); // flushes
      const span = collector.spans().find((s) => s.name === `GET ${TEST_STREAM_PATH}/:topic`);
      expect(span, JSON.stringify(collector.spans().map((s) => s.name))).toBeDefined();
      expect(attr(span!, "http.response.status_code")).toBe(200);
    } finally {
      await t.close().catch(() => {});
      await collector.close();
    }
  });
});
