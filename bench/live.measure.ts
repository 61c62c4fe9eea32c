/**
 * Live updates benchmark (npm run bench:live; also part of npm run bench), on PostgreSQL, 127.0.0.1 only, bounded in
 * time:
 * 1. 1,000 riders' trip streams (GET /api/v1/bookings/:id/stream) open on one instance; each car's position is sent
 *    through the chauffeur app's endpoint (POST /api/v1/driver/trips/:id/positions) every 10 s (100 positions/s in
 *    all), and the time from sending a position to its arrival on the rider's stream is measured (target: p99 ≤
 *    500 ms). Baseline: a bare node:http SSE server fanning the same posts out to the same 1,000 streams.
 * 2. Position ingest throughput through that endpoint, 50 connections, one position per request (a phone online) and
 *    ten (a phone catching up), with the streams still open (target ≥ 2,000 positions/s). Baseline: bare INSERTs of
 *    the same rows through a pool.
 * Settings: BENCH_LIVE_STREAMS (1000), BENCH_LIVE_RATE (streams / 10 per s), BENCH_DURATION_S (10), BENCH_DATABASE_URL,
 * BENCH_LIVE_PARTS (delivery,ingest), BENCH_NODE_ARGS (e.g. --cpu-prof for the server).
 */
import { driverPaths, ridePaths } from "@chauffeur/contracts";
import { SseClient } from "../apps/server/src/modules/live/sse-client.test-support.ts";
import { bareInserts, bareSseServer } from "./live-bare.ts";
import { fillTrips, type Trip } from "./live-fill.ts";
import { freshPgSchema, load, printTable, startServer, type LoadResult } from "./lib.ts";

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 1000);
// every car sends a position every 10 s (the chauffeur app's fastest interval): 1,000 cars make 100 positions/s
const RATE = Number(process.env.BENCH_LIVE_RATE ?? STREAMS / 10);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 50;

interface Delivery {
  label: string;
  sent: number;
  delivered: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Opens one stream per trip, `concurrency` at a time, each waiting for its snapshot. */
async function openStreams(urls: string[], headers: (i: number) => Record<string, string>, concurrency = 50) {
  const streams: SseClient[] = new Array(urls.length);
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < urls.length) {
        const i = next++;
        const c = await SseClient.open(urls[i]!, headers(i));
        if (c.status !== 200) throw new Error(`stream ${i} answered ${c.status}: ${c.body}`);
        await c.next((e) => e.event === "snapshot", 30_000);
        streams[i] = c;
      }
    }),
  );
  return { streams, ms: performance.now() - t0 };
}

/**
 * Sends positions round-robin over the streams' cars at RATE per second for DURATION_S and times each one's arrival
 * on its stream (matched by its latitude, unique per send).
 */
async function deliveryLatency(
  label: string,
  streams: SseClient[],
  post: (i: number, position: Record<string, unknown>) => Promise<number>,
): Promise<Delivery> {
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  streams.forEach((s, i) =>
    s.onEvent((e) => {
      if (e.event !== "position") return;
      const key = `${i}:${(JSON.parse(e.data) as { position: { lat: number } }).position.lat}`;
      const t = sentAt.get(key);
      if (t === undefined) return;
      latencies.push(e.at - t);
      sentAt.delete(key);
    }),
  );
  let seq = 0;
  let failed = 0;
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  const until = start + DURATION_S * 1000;
  while (performance.now() < until) {
    // what is due by now at RATE per second (a late timer sends what it owes at once)
    for (const due = Math.floor(((performance.now() - start) / 1000) * RATE); seq < due;) {
      const i = seq % streams.length;
      const lat = 20.2 + ++seq * 1e-6;
      const position = { lat, lng: 85.82, accuracy: 8, heading: 90, speed: 10, recordedAt: new Date().toISOString() };
      sentAt.set(`${i}:${lat}`, performance.now());
      const p = post(i, position)
        .then((status) => void (status === 200 || failed++))
        .catch(() => void failed++)
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  await Promise.all(inFlight);
  await new Promise((r) => setTimeout(r, 2000)); // stragglers
  for (const s of streams) s.onEvent(() => {});
  latencies.sort((a, b) => a - b);
  const pct = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN);
  if (failed) console.log(`  ${label}: ${failed} posts failed`);
  return { label, sent: seq, delivered: latencies.length, p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), max: pct(1) };
}

function printDeliveries(rows: Delivery[]) {
  console.log(
    `\n## A position delivered to its rider's stream (${STREAMS} streams open, ${RATE} positions/s for ${DURATION_S} s)`,
  );
  console.log("| run | sent | delivered | p50 ms | p95 ms | p99 ms | max ms |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const r of rows)
    console.log(`| ${r.label} | ${r.sent} | ${r.delivered} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} |`);
}

/** autocannon against the positions endpoint, rotating over the chauffeurs, `batch` positions per request. */
async function ingest(url: string, trips: Trip[], batch: number, pid?: number): Promise<LoadResult> {
  let k = 0;
  const r = await load({
    label: `POST positions, ${batch} per request`,
    url,
    connections: CONNECTIONS,
    durationS: DURATION_S,
    serverPid: pid,
    requests: [
      {
        method: "POST",
        setupRequest: (req) => {
          const t = trips[k++ % trips.length]!;
          const now = Date.now();
          const positions = Array.from({ length: batch }, (_, j) => ({
            lat: 20.25 + (k % 997) * 1e-5 + j * 1e-6,
            lng: 85.82,
            accuracy: 8,
            heading: 90,
            speed: 11,
            recordedAt: new Date(now - (batch - 1 - j) * 1000).toISOString(),
          }));
          return {
            ...req,
            path: driverPaths.positions(t.bookingId),
            headers: { ...req.headers, cookie: t.chauffeurCookie, "content-type": "application/json" },
            body: JSON.stringify({ positions }),
          };
        },
      },
    ],
  });
  return { ...r, label: `${r.label} (${(r.rps * batch).toLocaleString("en-IN")} positions/s)` };
}

/** Part 1: the same positions through the bare SSE server and through the product, timed to their streams. */
async function measureDelivery(serverUrl: string, bareUrl: string, trips: Trip[], appStreams: SseClient[]) {
  const base = await openStreams(
    trips.map((t) => `${bareUrl}/stream/${t.bookingId}`),
    () => ({}),
  );
  const postApp = async (i: number, position: Record<string, unknown>) => {
    const t = trips[i]!;
    const res = await fetch(`${serverUrl}${driverPaths.positions(t.bookingId)}`, {
      method: "POST",
      headers: { cookie: t.chauffeurCookie, "content-type": "application/json" },
      body: JSON.stringify({ positions: [position] }),
    });
    await res.arrayBuffer();
    return res.status;
  };
  const postBare = async (i: number, position: Record<string, unknown>) => {
    const res = await fetch(`${bareUrl}/position/${trips[i]!.bookingId}`, {
      method: "POST",
      body: JSON.stringify(position),
    });
    await res.arrayBuffer();
    return res.status;
  };
  const deliveries = [
    await deliveryLatency("bare node:http SSE fan-out", base.streams, postBare),
    await deliveryLatency("product: positions endpoint → rider's stream", appStreams, postApp),
  ];
  for (const s of base.streams) s.close();
  printDeliveries(deliveries);
  console.log(`\nproduct p99 ${deliveries[1]!.p99} ms (target ≤ 500 ms)`);
}

/** Part 2: bare INSERTs, then the positions endpoint with one and with ten positions per request. */
async function measureIngest(
  env: { DATABASE_URL: string; DATABASE_SCHEMA: string },
  url: string,
  trips: Trip[],
  pid?: number,
) {
  const bare = await bareInserts({ env, trips, concurrency: CONNECTIONS, durationS: DURATION_S });
  const baseline: LoadResult = {
    label: "bare INSERTs, one position each (pool of 10)",
    rps: bare.rate,
    p50: bare.p50,
    p99: bare.p99,
    errors: 0,
    non2xx: 0,
  };
  // the PostgreSQL column is left out: other work on a shared machine's database makes it meaningless
  const one = { ...(await ingest(url, trips, 1, pid)), pgUs: undefined };
  const ten = { ...(await ingest(url, trips, 10, pid)), pgUs: undefined };
  printTable(
    `Position ingest, ${CONNECTIONS} connections, ${DURATION_S} s each, ${STREAMS} rider streams open (req/s column: positions/s; server CPU per request)`,
    [baseline, one, { ...ten, rps: ten.rps * 10 }],
    baseline,
  );
  console.log(
    `\nproduct ingest ${one.rps} positions/s one per request, ${ten.rps * 10} ten per request (target ≥ 2,000 positions/s)`,
  );
}

const PARTS = (process.env.BENCH_LIVE_PARTS ?? "delivery,ingest").split(",");
const schema = await freshPgSchema();
const env = { DATABASE_URL: schema.env.DATABASE_URL!, DATABASE_SCHEMA: schema.env.DATABASE_SCHEMA! };
const t0 = performance.now();
const trips = await fillTrips(env, STREAMS);
console.log(
  `filled ${STREAMS} trips on the way (riders, chauffeurs, cars, bookings, rides, sessions) in ${Math.round(performance.now() - t0)} ms`,
);
const server = await startServer({
  port: 4351,
  env: { ...env, JOBS_ENABLED: "false", RATE_LIMIT_MULTIPLIER: "1000000", LIVE_MAX_STREAMS: String(STREAMS + 100) },
});
const bare = await bareSseServer(4352);
try {
  const app = await openStreams(
    trips.map((t) => `${server.url}${ridePaths.stream(t.bookingId)}`),
    (i) => ({ cookie: trips[i]!.riderCookie }),
  );
  console.log(`opened ${STREAMS} rider streams on one instance (each with its snapshot) in ${Math.round(app.ms)} ms`);
  if (PARTS.includes("delivery")) await measureDelivery(server.url, bare.url, trips, app.streams);
  if (PARTS.includes("ingest")) await measureIngest(env, server.url, trips, server.proc.pid);
  for (const s of app.streams) s.close();
} finally {
  await bare.close();
  await server.stop();
  await schema.drop();
}
