import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "@chauffeur/contracts";
import { ConfigError, loadConfig } from "../config.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { metricsAddressOf } from "./plugin.ts";
import { parseMetrics } from "./prometheus-text.test-support.ts";
import { startLiveApp, TEST_STREAM_PATH } from "../modules/live/live-app.test-support.ts";
import { SseClient } from "../modules/live/sse-client.test-support.ts";

type Sample = ReturnType<typeof parseMetrics>[number];
const find = (s: Sample[], name: string, labels: Record<string, string> = {}) =>
  s.filter((x) => x.name === name && Object.entries(labels).every(([k, v]) => x.labels[k] === v));
const value = (s: Sample[], name: string, labels: Record<string, string> = {}) => {
  const found = find(s, name, labels);
  expect(found, `${name} ${JSON.stringify(labels)}`).toHaveLength(1);
  return found[0].value;
};

const TOKEN = `metrics-${randomUUID()}`;

describe("/metrics with METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => t?.close());
  const scrape = async () => {
    const res = await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    return { text: res.body, samples: parseMetrics(res.body) };
  };

  it("refuses a scrape without the token, or with another one (401)", async () => {
    const none = await t.app.inject({ url: "/metrics" });
    expect(none.statusCode).toBe(401);
    expect(none.headers["www-authenticate"]).toMatch(/^Bearer/);
    for (const authorization of [`Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN, "Bearer "])
      expect((await t.app.inject({ url: "/metrics", headers: { authorization } })).statusCode).toBe(401);
  });

  it("shows a request in its route's histogram (the route pattern, never the raw URL), queries, jobs and the business", async () => {
    await t.app.ctx.scheduler.tick(); // every job runs its slot once: job lag 0
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: apiPaths.appConfig })).statusCode).toBe(200);
    const id = randomUUID();
    expect((await t.app.inject({ url: apiPaths.booking(id) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/v1/no-such-thing/${id}` })).statusCode).toBe(404);
    const { text, samples } = await scrape();

    const cfg = { method: "GET", route: apiPaths.appConfig, status: "200" };
    expect(value(samples, "http_requests_total", cfg)).toBe(3);
    expect(value(samples, "http_request_duration_seconds_count", cfg)).toBe(3);
    expect(value(samples, "http_request_duration_seconds_bucket", { ...cfg, le: "+Inf" })).toBe(3);
    expect(value(samples, "http_request_duration_seconds_sum", cfg)).toBeGreaterThan(0);
    expect(value(samples, "http_requests_total", { route: "/api/v1/bookings/:id", status: "401" })).toBe(1);
    expect(value(samples, "http_requests_total", { route: "(unmatched)", status: "404" })).toBe(1);
    expect(text).not.toContain(id); // bounded cardinality: no raw path anywhere

    expect(value(samples, "db_query_duration_seconds_count", { operation: "select" })).toBeGreaterThan(0);
    expect(value(samples, "db_query_duration_seconds_count", { operation: "insert" })).toBeGreaterThan(0);
    expect(value(samples, "db_pool_connections", { state: "total" })).toBeGreaterThanOrEqual(1);
    expect(find(samples, "db_pool_connections")).toHaveLength(3);
    expect(value(samples, "db_queries_in_flight")).toBeGreaterThanOrEqual(0);
    expect(value(samples, "live_streams_open")).toBe(0);
    expect(value(samples, "process_resident_memory_bytes")).toBeGreaterThan(0);

    for (const job of t.app.ctx.scheduler.jobs()) {
      // 0 right after the tick, unless a slot boundary passed between the tick and the scrape (a loaded machine)
      expect(value(samples, "job_lag_seconds", { job })).toBeLessThan(30);
      expect(value(samples, "job_last_run_ok", { job })).toBe(1);
      expect(value(samples, "job_last_run_timestamp_seconds", { job })).toBeGreaterThan(Date.now() / 1000 - 120);
    }
    const [ob] = await t.database.query<{ pending: number; failed: number }>(
      "SELECT count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'failed')::int AS failed FROM outbox_messages",
    );
    expect(value(samples, "outbox_messages", { status: "pending" })).toBe(ob.pending);
    expect(value(samples, "outbox_messages", { status: "failed" })).toBe(ob.failed);
    expect(value(samples, "outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(0);
    for (const status of ["created", "attempted", "captured", "failed"])
      expect(value(samples, "payments", { status })).toBeGreaterThanOrEqual(0);
    expect(value(samples, "bookings_awaiting_confirmation")).toBe(0);
    expect(value(samples, "bookings_awaiting_confirmation_overdue")).toBe(0);
    expect(value(samples, "metrics_domain_refresh_failures_total")).toBe(0);
  });

  it("counts a failing query by its kind", async () => {
    await expect(t.database.query("SELECT * FROM no_such_table")).rejects.toThrow();
    const { samples } = await scrape();
    expect(value(samples, "db_query_errors_total", { operation: "select" })).toBeGreaterThanOrEqual(1);
  });
});

describe("/metrics without METRICS_TOKEN", () => {
  it("is 404 on the public port when neither a token nor a metrics port is set", async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ url: "/metrics" })).statusCode).toBe(404);
      expect((await t.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(
        404,
      );
    } finally {
      await t.close();
    }
  });

  it("METRICS_PORT: served on 127.0.0.1 at that port to anyone there, and still 404 on the public port", async () => {
    const t = await createTestApp({ config: { METRICS_PORT: "0" } });
    try {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      // loopback only: the listener is bound to 127.0.0.1, not to every address
      const { address, port } = metricsAddressOf(t.app)!;
      expect(address).toBe("127.0.0.1");
      expect(port).toBeGreaterThan(0);
      expect((await t.app.inject({ url: apiPaths.health })).statusCode).toBe(200);
      expect((await t.app.inject({ url: "/metrics" })).statusCode).toBe(404);
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      const samples = parseMetrics(await res.text());
      expect(value(samples, "http_requests_total", { route: apiPaths.health, status: "200" })).toBe(1);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      // DNS rebinding: a page on another name pointed at 127.0.0.1 sends its own Host, and is refused
      for (const host of ["evil.example", `evil.example:${port}`, "127.0.0.1.evil.example", "localhost.evil.example"])
        expect(await statusWithHost(port, host), host).toBe(421);
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, "[::1]", "localhost"])
        expect(await statusWithHost(port, host), host).toBe(200);
    } finally {
      await t.close();
    }
  });
});

/** GET /metrics on the loopback port with the given Host header (fetch would send the address's own). */
function statusWithHost(port: number, host: string): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: "/metrics", headers: { host } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("configuration of metrics and traces", () => {
  const refused = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      return (e as Error).message;
    }
    throw new Error("accepted");
  };
  it("names a short token, a metrics port equal to PORT and an endpoint that is not http(s)", () => {
    expect(refused({ METRICS_TOKEN: "short" })).toMatch(/METRICS_TOKEN: must be at least 16 characters/);
    expect(refused({ METRICS_TOKEN: "with a space in it!!" })).toMatch(/METRICS_TOKEN: must be printable/);
    expect(refused({ PORT: "4000", METRICS_PORT: "4000" })).toMatch(/METRICS_PORT: must differ from PORT/);
    expect(refused({ METRICS_PORT: "70000" })).toMatch(/METRICS_PORT/);
    expect(refused({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector:4318" })).toMatch(
      /OTEL_EXPORTER_OTLP_ENDPOINT: must be an http:\/\/ or https:\/\/ address/,
    );
    expect(loadConfig({ METRICS_TOKEN: "", METRICS_PORT: "", OTEL_EXPORTER_OTLP_ENDPOINT: "" })).toMatchObject({
      METRICS_TOKEN: undefined,
      METRICS_PORT: undefined,
      OTEL_EXPORTER_OTLP_ENDPOINT: undefined,
    });
  });
});

describe("live streams in /metrics", () => {
  it("counts the streams open on this instance (a stream is not an HTTP request with a latency: not in the request metrics)", async () => {
    const t = await startLiveApp({ config: { METRICS_TOKEN: TOKEN } });
    const scrape = async () =>
      parseMetrics(await (await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text());
    try {
      const client = await SseClient.open(t.streamUrl(`booking:${randomUUID()}`));
      await client.next((e) => e.event === "snapshot");
      expect(value(await scrape(), "live_streams_open")).toBe(1);
      client.close();
      const deadline = Date.now() + 5000;
      let samples = await scrape();
      while (value(samples, "live_streams_open") !== 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        samples = await scrape();
      }
      expect(value(samples, "live_streams_open")).toBe(0);
      const route = `${TEST_STREAM_PATH}/:topic`;
      expect(find(samples, "http_requests_total", { route })).toHaveLength(0);
      expect(find(samples, "http_request_duration_seconds_count", { route })).toHaveLength(0);
      // a stream refused before it starts is an ordinary answer, counted as one
      expect((await fetch(t.streamUrl("missing"))).status).toBe(404);
      expect(value(await scrape(), "http_requests_total", { route, status: "404" })).toBe(1);
    } finally {
      await t.close();
    }
  });
});
