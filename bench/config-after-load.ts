/**
 * Where the `/api/v1/config` figure is lost (decision record 012, session 14): the compiled server's CPU time
 * per `/api/v1/config` request on a fresh process, after the runtime bench's mixed load (bench/mixed-load.ts) and after a restart on the same data, beside bare `node:http` sending the same response in the same run.
 * `npm run bench:runtime` measures only the second state; this one shows what the mixed load leaves behind.
 *
 *   node --import tsx bench/config-after-load.ts                    (PGlite; CONFIG_DB=postgres for PostgreSQL)
 *   MIX=quotes|list|logins node --import tsx bench/config-after-load.ts    (parts of the mixed load, comma-separated)
 *   PERF_OUT=.tmp/perf node --import tsx bench/config-after-load.ts (with BENCH_NODE_ARGS="… --perf-basic-prof":
 *     `perf record -e cpu-clock -g` of the server for 5 s in each state, into PERF_OUT.fresh and PERF_OUT.after)
 *
 * BENCH_NODE_ARGS sets the server's node flags (the production ones when unset). 127.0.0.1 only, every load bounded
 * in time; ports 4700 (the server) and 4701 (bare).
 */
import { spawn } from "node:child_process";
import { NODE_RUNTIME_FLAGS } from "../apps/server/build.mjs";
import { bareServerProcess, loadInOwnProcess, productConfigAnswer } from "./config-vs-bare.ts";
import { freshPgSchema, processCpuMs, startServer, tempDataDir } from "./lib.ts";
import { MIX_PARTS, mixedLoad, prepareRiders, type MixPart } from "./mixed-load.ts";

const PORT = 4700;
const ROUNDS = 3;
const ROUND_S = 5;
const MIX_S = Number(process.env.MIX_SECONDS ?? 20);
const mix = process.env.MIX ? (process.env.MIX.split(",") as MixPart[]) : MIX_PARTS;
if (mix.some((p) => !MIX_PARTS.includes(p))) throw new Error(`MIX takes ${MIX_PARTS.join(", ")}`);
/** after a start: the web plugin compresses every built file at brotli 11 in the background for about 15 s */
const afterStart = () => new Promise((r) => setTimeout(r, 20_000));

/** CPU time per request (µs) of the process answering `url`, one figure per round of ROUND_S seconds. */
async function cpuPerRequest(url: string, pid: number): Promise<number[]> {
  await loadInOwnProcess({ label: "warm-up", url, durationS: 3 });
  const out: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const cpu0 = processCpuMs(pid);
    const r = await loadInOwnProcess({ label: "config", url, durationS: ROUND_S });
    out.push(((processCpuMs(pid) - cpu0) * 1000) / Math.max(1, r.rps * ROUND_S));
  }
  return out;
}

/** `perf record` of the process for 5 s while `/api/v1/config` is under load (PERF_OUT only). */
async function perfRecord(url: string, pid: number, out: string): Promise<void> {
  const perf = spawn("perf", ["record", "-e", "cpu-clock", "-F", "4000", "-g", "-p", String(pid), "-o", out, "--"], {
    stdio: "ignore",
  });
  const ended = new Promise((r) => perf.once("exit", r));
  setTimeout(() => perf.kill("SIGINT"), 5000);
  await loadInOwnProcess({ label: "perf", url, durationS: 6 });
  await ended;
}

const pg = process.env.CONFIG_DB === "postgres" ? await freshPgSchema() : undefined;
const env = { RATE_LIMIT_MULTIPLIER: "1000", LOG_LEVEL: "warn", ...pg?.env };
const dataDir = tempDataDir("bench-config-after-load-");
const rows: Array<[string, number[]]> = [];
try {
  let server = await startServer({ port: PORT, env, dataDir });
  await afterStart();
  const config = `${server.url}/api/v1/config`;
  const answer = await productConfigAnswer(server.url);
  const bare = await bareServerProcess(answer.body, PORT + 1, answer.headers);
  const bareUrl = `${bare.url}/api/v1/config`;
  try {
    rows.push(["bare node:http, same response", await cpuPerRequest(bareUrl, bare.pid)]);
    rows.push(["product, fresh process", await cpuPerRequest(config, server.proc.pid!)]);
    if (process.env.PERF_OUT) await perfRecord(config, server.proc.pid!, `${process.env.PERF_OUT}.fresh`);
    const ran = await mixedLoad(server.url, await prepareRiders(server.url), MIX_S, mix);
    console.log(`mixed load (${mix.join(", ")}, ${MIX_S} s): ${ran.map((r) => `${r.label} ${r.rps}/s`).join(", ")}`);
    await new Promise((r) => setTimeout(r, 2000));
    rows.push([`product, after the mixed load (${mix.join(", ")})`, await cpuPerRequest(config, server.proc.pid!)]);
    if (process.env.PERF_OUT) await perfRecord(config, server.proc.pid!, `${process.env.PERF_OUT}.after`);
    await server.stop();
    server = await startServer({ port: PORT, env, dataDir });
    await afterStart();
    rows.push(["product, restarted on the same data", await cpuPerRequest(config, server.proc.pid!)]);
    rows.push(["bare node:http, same response, again", await cpuPerRequest(bareUrl, bare.pid)]);
  } finally {
    await server.stop();
    await bare.close();
  }
} finally {
  await pg?.drop();
}

const flags = process.env.BENCH_NODE_ARGS ?? NODE_RUNTIME_FLAGS.join(" ");
console.log(`\n## GET /api/v1/config, CPU time per request (${pg ? "PostgreSQL" : "PGlite"}; node ${flags})`);
console.log("| server | µs per request, each round | best |");
console.log("|---|---|---:|");
for (const [label, us] of rows)
  console.log(`| ${label} | ${us.map((u) => u.toFixed(1)).join(", ")} | ${Math.min(...us).toFixed(1)} |`);
