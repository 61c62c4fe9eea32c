/**
 * Runtime benchmark (decision record 012): the compiled server run with plain node, on PostgreSQL and on the
 * embedded database (PGlite). Prints, each beside its target: start-up time to the first 200 on /api/v1/health
 * (PostgreSQL on a migrated schema; PGlite on a fresh and on an existing data folder), resident memory (RSS) after
 * start, after a 60-second mixed load (fare quotes, My Bookings, logins) and after a soak at the same steady load,
 * the growth over the soak, and /api/v1/config throughput against bare node:http serving the same JSON (in the same
 * run twice: autocannon in a process of its own, the target's yardstick, and autocannon in the bench's process; each
 * alternates bare and product).
 *
 *   npm run bench:runtime                      (soak 10 minutes per database)
 *   SOAK_SECONDS=120 npm run bench:runtime     (a shorter soak; LOAD_SECONDS changes the 60-second load)
 *   RUNTIME_DATABASES=pglite npm run bench:runtime   (one database only)
 *   BENCH_NODE_ARGS=" " npm run bench:runtime   (the server's node flags: unset, the production ones in
 *                                               apps/server/build.mjs; a blank value, V8's defaults)
 *
 * 127.0.0.1 only; every load is bounded in time. Ports 4410-4413 (RUNTIME_PORT moves them: RUNTIME_PORT to +3).
 * SERVER_BUILD_DIR picks the server build folder under apps/server (built first when missing or stale).
 */
import { readFileSync } from "node:fs";
import { NODE_RUNTIME_ENV, NODE_RUNTIME_FLAGS } from "../apps/server/build.mjs";
import { freshPgSchema, startServer, tempDataDir, type LoadResult, type RunningServer } from "./lib.ts";
import { configVsBare, type ConfigVsBare } from "./config-vs-bare.ts";
import { mixedLoad, prepareRiders } from "./mixed-load.ts";

const LOAD_S = Number(process.env.LOAD_SECONDS ?? 60);
const SOAK_S = Number(process.env.SOAK_SECONDS ?? 600);
const PORT = Number(process.env.RUNTIME_PORT ?? 4410);
// a start slower than this fails the run (a shared machine can take tens of seconds; the figure is printed either way)
const START_TIMEOUT_MS = 180_000;
const env = { RATE_LIMIT_MULTIPLIER: "1000", LOG_LEVEL: "warn" };

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number | undefined): number {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
}

const settle = () => new Promise((r) => setTimeout(r, 2000));

interface Figures {
  startFreshMs: number;
  startMs: number;
  rssStart: number;
  rssLoad: number;
  rssSoak: number;
  growthPct: number;
  loadRuns: LoadResult[];
  /** GET /api/v1/config against bare node:http: the load generator in the bench's process, then in its own */
  config: ConfigVsBare;
  configOwnProcess: ConfigVsBare;
}

async function measure(
  label: string,
  start: () => Promise<RunningServer>,
  basePort: number,
  afterFirstStop?: () => void,
): Promise<Figures> {
  // the first start creates the database (a fresh data folder, or migrations on an empty schema)
  const first = await start();
  const startFreshMs = first.startMs;
  await first.stop();
  afterFirstStop?.();
  const s = await start();
  try {
    await settle();
    const rssStart = rssMb(s.proc.pid);
    const riders = await prepareRiders(s.url);
    const loadRuns = await mixedLoad(s.url, riders, LOAD_S);
    await settle();
    const rssLoad = rssMb(s.proc.pid);
    // the soak: the same mix in 60-second rounds, RSS sampled after each
    const samples: number[] = [];
    for (let left = SOAK_S; left > 0; left -= 60) {
      await mixedLoad(s.url, riders, Math.min(60, left));
      samples.push(rssMb(s.proc.pid));
    }
    await settle();
    const rssSoak = rssMb(s.proc.pid);
    console.log(`${label}: RSS through the soak (MB, per minute): ${samples.join(", ")}`);
    const config = await configVsBare(s.url, basePort + 1, 6, { ownProcess: true, serverPid: s.proc.pid });
    return {
      startFreshMs,
      startMs: s.startMs,
      rssStart,
      rssLoad,
      rssSoak,
      growthPct: ((rssSoak - rssLoad) / rssLoad) * 100,
      loadRuns,
      config,
      configOwnProcess: config.ownProcess!,
    };
  } finally {
    await s.stop();
  }
}

// RUNTIME_DATABASES=postgres or =pglite measures one of them only
const only = process.env.RUNTIME_DATABASES ?? "postgres,pglite";
const results: Array<[string, Figures | string]> = [];
if (only.includes("postgres"))
  try {
    const pg = await freshPgSchema();
    try {
      results.push([
        "PostgreSQL",
        await measure(
          "PostgreSQL",
          () => startServer({ port: PORT, env: { ...env, ...pg.env }, timeoutMs: START_TIMEOUT_MS }),
          PORT,
        ),
      ]);
    } finally {
      await pg.drop();
    }
  } catch (e) {
    results.push(["PostgreSQL", `skipped: ${(e as Error).message}`]);
  }
if (only.includes("pglite")) {
  const dataDir = tempDataDir("bench-runtime-");
  results.push([
    "PGlite",
    await measure("PGlite", () => startServer({ port: PORT + 2, env, dataDir, timeoutMs: START_TIMEOUT_MS }), PORT + 2),
  ]);
}

const ok = (v: number, max: number) => (v <= max ? "ok" : "over");
const configFigure = (c: ConfigVsBare) =>
  `${c.ratio.toFixed(2)}× (${c.product.rps} vs ${c.baseline.rps} req/s; p99 ${c.product.p99} vs ${c.baseline.p99} ms); ` +
  `CPU per request ${c.cpuRatio?.toFixed(2)}× (${c.productUs?.toFixed(0)} vs ${c.bareUs?.toFixed(0)} µs)`;
const sameFigure = (c: ConfigVsBare) =>
  c.sameResponse
    ? `${c.sameResponse.ratio.toFixed(2)}× (${c.product.rps} vs ${c.sameResponse.baseline.rps} req/s); ` +
      `CPU per request ${c.sameResponse.cpuRatio?.toFixed(2)}× (${c.productUs?.toFixed(0)} vs ${c.sameResponse.bareUs?.toFixed(0)} µs)`
    : "—";
console.log(
  `\n## Runtime: compiled server, ${
    process.env.BENCH_DEFAULT_MALLOC
      ? ""
      : Object.entries(NODE_RUNTIME_ENV)
          .map(([k, v]) => `${k}=${v} `)
          .join("")
  }plain node ${process.env.BENCH_NODE_ARGS ?? NODE_RUNTIME_FLAGS.join(" ")} (mixed load ${LOAD_S} s; soak ${SOAK_S} s${SOAK_S < 600 ? ", shortened with SOAK_SECONDS" : ""})`,
);
console.log("| measure | database | figure | target | |");
console.log("|---|---|---:|---:|---|");
for (const [db, f] of results) {
  if (typeof f === "string") {
    console.log(`| everything | ${db} | ${f} | | |`);
    continue;
  }
  const embedded = db === "PGlite";
  const rssTarget = embedded ? 300 : 150;
  const rows: Array<[string, string, string, string]> = embedded
    ? [
        [
          "start to healthy, fresh data folder",
          `${Math.round(f.startFreshMs)} ms`,
          "≤ 4000 ms",
          ok(f.startFreshMs, 4000),
        ],
        ["start to healthy, existing data folder", `${Math.round(f.startMs)} ms`, "≤ 2000 ms", ok(f.startMs, 2000)],
      ]
    : [
        ["start to healthy, empty schema (migrations)", `${Math.round(f.startFreshMs)} ms`, "—", ""],
        ["start to healthy, migrated schema", `${Math.round(f.startMs)} ms`, "≤ 1000 ms", ok(f.startMs, 1000)],
      ];
  rows.push(
    ["RSS after start", `${f.rssStart} MB`, `≤ ${rssTarget} MB`, ok(f.rssStart, rssTarget)],
    [`RSS after ${LOAD_S} s mixed load`, `${f.rssLoad} MB`, `≤ ${rssTarget} MB`, ok(f.rssLoad, rssTarget)],
    [`RSS after the ${SOAK_S} s soak`, `${f.rssSoak} MB`, `≤ ${rssTarget} MB`, ok(f.rssSoak, rssTarget)],
    ["RSS growth over the soak", `${f.growthPct.toFixed(1)} %`, "≤ 5 %", ok(f.growthPct, 5)],
    [
      "GET /api/v1/config vs bare node:http sending the same response (status, headers, body), load generator in a process of its own",
      sameFigure(f.configOwnProcess),
      "≥ 0.70×",
      (f.configOwnProcess.sameResponse?.ratio ?? 0) >= 0.7 ? "ok" : "under",
    ],
    [
      "GET /api/v1/config vs bare node:http sending the JSON alone (content-type and length), the same run",
      configFigure(f.configOwnProcess),
      "",
      "",
    ],
    [
      "the same two, load generator in the bench's process (shares its thread)",
      `${sameFigure(f.config)}; JSON alone ${configFigure(f.config)}`,
      "",
      "",
    ],
  );
  for (const [m, v, t, o] of rows) console.log(`| ${m} | ${db} | ${v} | ${t} | ${o} |`);
  console.log(
    `| mixed load (req/s, p99 ms) | ${db} | ${f.loadRuns.map((r) => `${r.label} ${r.rps}/s p99 ${r.p99}${r.non2xx ? ` non-2xx ${r.non2xx}` : ""}`).join("; ")} | | |`,
  );
}
