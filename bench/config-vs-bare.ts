/**
 * GET /api/v1/config of the product against a bare node:http server answering the same JSON (decision record
 * 012): the runtime and platform benches' yardstick, with the load generator in the bench's process or in its own.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { load, processCpuMs, type LoadResult } from "./lib.ts";

/**
 * The same bare node:http server in a process of its own: the floor for a server that has a process to itself (a
 * bare server inside the bench's process shares one thread with the load generator and is starved).
 */
export async function bareServerProcess(
  body: unknown,
  port: number,
  /**
   * the response headers to send besides content-type and content-length (the product's own, for the same response
   * byte for byte); a header given as "x-request-id" gets a fresh random UUID per request, as the product's does
   */
  headers: Record<string, string> = {},
): Promise<{ url: string; pid: number; close(): Promise<void> }> {
  const script = `const http = require("node:http"); const { randomUUID } = require("node:crypto");
    const p = process.env.BARE_BODY; const h = JSON.parse(process.env.BARE_HEADERS); const id = "x-request-id" in h;
    h["content-type"] = "application/json; charset=utf-8"; h["content-length"] = Buffer.byteLength(p);
    http.createServer((q, r) => { if (id) h["x-request-id"] = randomUUID(); r.writeHead(200, h); r.end(p); })
      .listen(Number(process.env.BARE_PORT), "127.0.0.1", () => process.send("up"));`;
  const proc = spawn(process.execPath, ["-e", script], {
    env: {
      PATH: process.env.PATH ?? "",
      BARE_BODY: JSON.stringify(body),
      BARE_HEADERS: JSON.stringify(headers),
      BARE_PORT: String(port),
    },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  await new Promise<void>((resolve, reject) => {
    proc.once("message", () => resolve());
    proc.once("exit", (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: proc.pid!,
    close: () =>
      new Promise<void>((resolve) => {
        proc.once("exit", () => resolve());
        proc.kill("SIGTERM");
      }),
  };
}

/**
 * The same load as `load`, from autocannon in a process of its own (its command-line tool, `-j`): a load generator
 * that shares no thread with the bench, as a reverse proxy in front of the server would. 127.0.0.1 only, bounded.
 */
export async function loadInOwnProcess(opts: {
  label: string;
  url: string;
  connections?: number;
  durationS?: number;
}): Promise<LoadResult> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(opts.url + "/"))
    throw new Error("benchmarks target 127.0.0.1 only");
  const cli = path.join(path.dirname(createRequire(import.meta.url).resolve("autocannon")), "autocannon.js");
  const args = [cli, "-j", "-c", String(opts.connections ?? 50), "-d", String(opts.durationS ?? 10), opts.url];
  const proc = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? "" },
    stdio: ["ignore", "pipe", "ignore"],
  });
  let out = "";
  proc.stdout?.on("data", (d) => (out += String(d)));
  const code = await new Promise<number | null>((r) => proc.once("exit", r));
  if (code !== 0) throw new Error(`autocannon exited (${code})`);
  const r = JSON.parse(out) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return {
    label: opts.label,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

export interface ConfigVsBare {
  baseline: LoadResult;
  product: LoadResult;
  ratio: number;
  /**
   * CPU time per request of the bare server over the product's (both runs of each; user + system, /proc, 10 ms
   * ticks): what the throughput ratio would be if each had a core to itself. Less sensitive than req/s to what else
   * runs on a shared machine; undefined without the product's pid.
   */
  cpuRatio?: number;
  /** the server CPU time per request, µs, mean of both runs */
  productUs?: number;
  bareUs?: number;
  /**
   * The same comparison against a bare node:http server sending the product's response byte for byte: its status,
   * its headers (the security headers, Cache-Control, a fresh X-Request-Id) and its body. The product's answer carries
   * 13 headers that the JSON-only bare server does not send, and node:http's own cost of writing them is no part of
   * the runtime's overhead; this is the yardstick of the ≥ 0.7× target (decision record 012, 2026-11-27, third part).
   */
  sameResponse?: { baseline: LoadResult; ratio: number; cpuRatio?: number; bareUs?: number };
}

/**
 * The product's answer to GET /api/v1/config: its JSON body and its own headers, less those node:http writes itself
 * (date, connection, keep-alive) or the bare server sets (content-type, content-length) — what `bareServerProcess`
 * needs to send the same response byte for byte.
 */
export async function productConfigAnswer(
  serverUrl: string,
): Promise<{ body: unknown; headers: Record<string, string> }> {
  const res = await fetch(`${serverUrl}/api/v1/config`);
  const skip = ["date", "connection", "keep-alive", "content-type", "content-length", "transfer-encoding"];
  return { body: await res.json(), headers: Object.fromEntries([...res.headers].filter(([k]) => !skip.includes(k))) };
}

/**
 * GET /api/v1/config of the product against a bare node:http server answering the same JSON from a process of its
 * own, like the product's (50 connections, alternated twice, best of each kept: the machine is shared, so noise is
 * one-sided). The load generator runs in the bench's process (`load`); with `ownProcess: true` the same comparison is
 * made a second time, in the same run, with autocannon in a process of its own (`loadInOwnProcess`), alternating
 * bare and product as well (decision record 012, 2026-11-27). With `serverPid`, each run's server CPU time per
 * request is measured too (`serverUs`, `cpuRatio`).
 */
export async function configVsBare(
  serverUrl: string,
  barePort: number,
  durationS = 6,
  opts: { ownProcess?: boolean; serverPid?: number } = {},
): Promise<ConfigVsBare & { ownProcess?: ConfigVsBare }> {
  const { body: config, headers: own } = await productConfigAnswer(serverUrl);
  const bare = await bareServerProcess(config, barePort);
  const same = await bareServerProcess(config, barePort + 50, own);
  const best = (a: LoadResult, b: LoadResult) => (a.rps >= b.rps ? a : b);
  const compare = async (run: typeof load): Promise<ConfigVsBare> => {
    const timed = async (label: string, url: string, pid: number | undefined) => {
      const cpu0 = pid ? processCpuMs(pid) : 0;
      const r = await run({ label, url, durationS });
      return pid ? { ...r, serverUs: ((processCpuMs(pid) - cpu0) * 1000) / Math.max(1, r.rps * durationS) } : r;
    };
    await run({ label: "warm", url: `${serverUrl}/api/v1/config`, durationS: 2 });
    await run({ label: "warm", url: `${bare.url}/api/v1/config`, durationS: 2 });
    await run({ label: "warm", url: `${same.url}/api/v1/config`, durationS: 2 });
    const b1 = await timed("bare node:http", `${bare.url}/api/v1/config`, bare.pid);
    const s1 = await timed("bare node:http, same response", `${same.url}/api/v1/config`, same.pid);
    const p1 = await timed("GET /api/v1/config (product)", `${serverUrl}/api/v1/config`, opts.serverPid);
    const b2 = await timed("bare node:http", `${bare.url}/api/v1/config`, bare.pid);
    const s2 = await timed("bare node:http, same response", `${same.url}/api/v1/config`, same.pid);
    const p2 = await timed("GET /api/v1/config (product)", `${serverUrl}/api/v1/config`, opts.serverPid);
    const baseline = best(b1, b2);
    const product = best(p1, p2);
    const sameBaseline = best(s1, s2);
    const us = (a: LoadResult, b: LoadResult) => ((a.serverUs ?? NaN) + (b.serverUs ?? NaN)) / 2;
    return {
      baseline,
      product,
      ratio: product.rps / baseline.rps,
      ...(opts.serverPid ? { cpuRatio: us(b1, b2) / us(p1, p2), productUs: us(p1, p2), bareUs: us(b1, b2) } : {}),
      sameResponse: {
        baseline: sameBaseline,
        ratio: product.rps / sameBaseline.rps,
        ...(opts.serverPid ? { cpuRatio: us(s1, s2) / us(p1, p2), bareUs: us(s1, s2) } : {}),
      },
    };
  };
  try {
    const inProcess = await compare(load);
    return opts.ownProcess ? { ...inProcess, ownProcess: await compare(loadInOwnProcess) } : inProcess;
  } finally {
    await bare.close();
    await same.close();
  }
}
