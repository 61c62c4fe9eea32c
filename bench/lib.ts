/**
 * Shared helpers for the benchmarks: start the real server as a child process, a bare node:http baseline,
 * autocannon runs (127.0.0.1 only, bounded in time) and a printed table.
 */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { NODE_RUNTIME_ENV, NODE_RUNTIME_FLAGS, ensureServerBuild } from "../apps/server/build.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface RunningServer {
  url: string;
  port: number;
  /** ms from spawn to the first 200 on /api/v1/health (polled every 20 ms) */
  startMs: number;
  stop(): Promise<void>;
  proc: ChildProcess;
}

export function tempDataDir(prefix = "bench-data-"): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

let serverBuild: Promise<string> | undefined;

export async function startServer(opts: {
  port: number;
  env?: Record<string, string>;
  dataDir?: string;
  timeoutMs?: number;
}): Promise<RunningServer> {
  // the production artifact: the compiled server with plain node (built first when missing or stale, once per bench
  // process, so every start of one bench runs the same build)
  serverBuild ??= ensureServerBuild();
  const serverJs = path.join(await serverBuild, "server.js");
  const t0 = performance.now();
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=.tmp/prof", profiles the server under load
  // (the production flags when unset, NODE_RUNTIME_FLAGS in apps/server/build.mjs)
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? NODE_RUNTIME_FLAGS;
  const proc = spawn(process.execPath, [...nodeArgs, serverJs], {
    cwd: ROOT,
    env: {
      ...process.env,
      // the production allocator setting (BENCH_DEFAULT_MALLOC=1: glibc's defaults, for comparison)
      ...(process.env.BENCH_DEFAULT_MALLOC ? {} : NODE_RUNTIME_ENV),
      NODE_OPTIONS: "", // nothing inherited from the bench's own loader (tsx)
      PORT: String(opts.port),
      HOST: "127.0.0.1",
      DATA_DIR: opts.dataDir ?? tempDataDir(),
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PUBLIC_BASE_URL: `http://127.0.0.1:${opts.port}`,
      ...opts.env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  proc.stderr?.on("data", (d) => (stderr += String(d)));
  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited early (${proc.exitCode}): ${stderr}`);
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      proc.kill("SIGKILL");
      throw new Error(`server did not start: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const startMs = performance.now() - t0;
  return {
    url,
    port: opts.port,
    startMs,
    proc,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once("exit", () => resolve());
        proc.kill("SIGTERM");
      }),
  };
}

/** A bare node:http server answering `body` as JSON on every path: the floor every product route is compared to. */
export async function bareServer(body: unknown, port: number): Promise<{ url: string; close(): Promise<void> }> {
  const payload = JSON.stringify(body);
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(payload),
    });
    res.end(payload);
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

export interface LoadResult {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** CPU time per request of the server process and of all PostgreSQL processes (µs), when measured. */
  serverUs?: number;
  pgUs?: number;
}

/** user+system CPU time of a process in ms (Linux /proc; 0 elsewhere). */
export function processCpuMs(pid: number): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return 0;
  }
}

/** CPU time of every local PostgreSQL process in ms: the database's share of a run's work. */
export function postgresCpuMs(): number {
  let total = 0;
  for (const d of readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (readFileSync(`/proc/${d}/comm`, "utf8").startsWith("postgres")) total += processCpuMs(Number(d));
    } catch {
      /* process ended */
    }
  }
  return total;
}

export async function load(opts: {
  label: string;
  url: string;
  connections?: number;
  durationS?: number;
  method?: "GET" | "POST" | "PUT";
  headers?: Record<string, string>;
  body?: string;
  requests?: autocannon.Request[];
  /** the server's pid: CPU time per request is then measured for it and for PostgreSQL */
  serverPid?: number;
}): Promise<LoadResult> {
  const cpu0 = opts.serverPid ? { server: processCpuMs(opts.serverPid), pg: postgresCpuMs() } : undefined;
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(opts.url + "/"))
    throw new Error("benchmarks target 127.0.0.1 only");
  const instance = autocannon({
    url: opts.url,
    connections: opts.connections ?? 50,
    duration: opts.durationS ?? 10,
    method: opts.method ?? "GET",
    headers: opts.headers,
    body: opts.body,
    requests: opts.requests,
  });
  // autocannon's histogram keeps whole milliseconds; each response's own time (fractional ms) gives the percentiles
  const times: number[] = [];
  instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  const pct = (q: number) =>
    times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10 : 0;
  const done = result.requests.total || 1;
  return {
    label: opts.label,
    rps: Math.round(result.requests.average),
    p50: pct(0.5),
    p99: pct(0.99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...(cpu0 && opts.serverPid
      ? {
          serverUs: Math.round(((processCpuMs(opts.serverPid) - cpu0.server) * 1000) / done),
          pgUs: Math.round(((postgresCpuMs() - cpu0.pg) * 1000) / done),
        }
      : {}),
  };
}

export function printTable(title: string, rows: LoadResult[], baseline?: LoadResult) {
  const cpu = rows.some((r) => r.serverUs !== undefined);
  console.log(`\n## ${title}`);
  console.log(
    "| run | req/s | p50 ms | p99 ms | errors | non-2xx |" +
      (cpu ? " server CPU µs/req | PostgreSQL CPU µs/req |" : "") +
      (baseline ? " vs bare |" : ""),
  );
  console.log("|---|---:|---:|---:|---:|---:|" + (cpu ? "---:|---:|" : "") + (baseline ? "---:|" : ""));
  for (const r of rows) {
    const ratio = baseline ? ` ${((r.rps / baseline.rps) * 100).toFixed(0)}% |` : "";
    const c = cpu ? ` ${r.serverUs ?? ""} | ${r.pgUs ?? ""} |` : "";
    console.log(`| ${r.label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |${c}${ratio}`);
  }
}

export const pgUrl = () =>
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A fresh schema on the local PostgreSQL for one benchmark run; dropped by the returned function. */
export async function freshPgSchema(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const { default: pg } = await import("pg");
  const schema = `bench_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: pgUrl() });
  await client.connect();
  await client.query(`CREATE SCHEMA "${schema}"`);
  await client.end();
  return {
    env: { DATABASE_URL: pgUrl(), DATABASE_SCHEMA: schema },
    drop: async () => {
      const c = new pg.Client({ connectionString: pgUrl() });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await c.end();
    },
  };
}

// ---- riders and trips for the load benches (fares, runtime) ----

const istIn = (hours: number) => new Date(Date.now() + hours * 3600_000 + 330 * 60_000).toISOString().slice(0, 16);
/** the places as the web sends them: each with its gazetteer id (the server resolves the place from it) */
export const QUOTE_BODY = JSON.stringify({
  pickUp: {
    address: "Bhubaneswar Railway Station (BBS), Bhubaneswar, Odisha",
    location: { type: "Point", coordinates: [85.8434, 20.2664] },
    placeId: "gz:st-bbs",
  },
  stops: [
    {
      address: "Pipili, Puri, Odisha",
      location: { type: "Point", coordinates: [85.831, 20.114] },
      placeId: "gz:pipili",
    },
  ],
  dropOff: {
    address: "Shree Jagannath Temple, Puri, Odisha",
    location: { type: "Point", coordinates: [85.818, 19.8048] },
    placeId: "gz:jagannath",
  },
  startTime: istIn(24),
  isRoundTrip: false,
  passengerCount: 2,
  luggageCount: 2,
});

/** Registers a rider through the API and verifies the OTP from the development outbox; returns the cookie. */
export async function signIn(url: string): Promise<string> {
  return (await signUpRider(url)).cookie;
}

/** A new rider signed in: the session cookie, and the phone and password to log in again with. */
export async function signUpRider(url: string): Promise<{ cookie: string; phone: string; password: string }> {
  const password = "Bench#2025x";
  const phone = `+919${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const email = `bench-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.in`;
  const reg = await fetch(`${url}/api/v1/user/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Bench Rider", email, phone, password }),
  });
  if (reg.status !== 201) throw new Error(`register ${reg.status}: ${await reg.text()}`);
  let otp: string | undefined;
  for (let i = 0; i < 50 && !otp; i++) {
    const box = (await (await fetch(`${url}/api/v1/dev/outbox?to=${encodeURIComponent(phone)}`)).json()) as {
      messages: Array<{ text: string }>;
    };
    otp = box.messages.map((m) => m.text.match(/\b(\d{5})\b/)?.[1]).find(Boolean);
    if (!otp) await new Promise((r) => setTimeout(r, 100));
  }
  const ver = await fetch(`${url}/api/v1/user/otp-verify`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, phone, otp: Number(otp) }),
  });
  if (ver.status !== 200) throw new Error(`otp-verify ${ver.status}: ${await ver.text()}`);
  const cookie = (ver.headers.getSetCookie?.() ?? []).find((c) => c.startsWith("sid="));
  if (!cookie) throw new Error("no session cookie");
  return { cookie: cookie.split(";")[0], phone, password };
}
