import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "./process.ts";
import { PRODUCTION_TRANSPORTS } from "./production-config.ts";

/**
 * Start-up tests of the installation modes (docs/security.md §1), on the real server process started as `npm start`
 * starts it: the default listens on loopback only and is a demo; a public address with embedded transports and no
 * DEMO_MODE exits 78 naming what is missing; production mode has no dev routes and refuses the movable clock. Then `npm
 * run check:production`. The database does not matter here: once per run (PGlite).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..", "..");

/** The environment of a fresh machine: none of the variables these tests are about, whatever the runner has. */
function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of Object.keys(env))
    if (
      /^(HOST|DEMO_MODE|SMTP_URL|SMS_PROVIDER|MSG91_|RAZORPAY_|ENABLE_TEST_CLOCK|DATABASE_|TEST_DATABASE_URL|SESSION_SECRET|PUBLIC_BASE_URL|TRUST_PROXY|REDIS_URL|OPERATOR_BOOTSTRAP_|RATE_LIMIT_MULTIPLIER|LOG_LEVEL)/.test(
        k,
      )
    )
      delete env[k];
  return { ...env, NODE_ENV: "production", ...extra };
}

interface Run {
  proc: ChildProcess;
  out: () => string;
  exited: Promise<number | null>;
}
function run(args: string[], env: NodeJS.ProcessEnv): Run {
  const proc = spawn(process.execPath, ["--import", "tsx", ...args], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  proc.stdout?.on("data", (d) => (out += String(d)));
  proc.stderr?.on("data", (d) => (out += String(d)));
  const exited = new Promise<number | null>((resolve) => proc.on("exit", (code) => resolve(code)));
  return { proc, out: () => out, exited };
}

/** Starts the server and waits for health on 127.0.0.1; the caller stops it. */
async function startServer(extra: Record<string, string>) {
  const port = freePort();
  const r = run(["apps/server/src/server.ts"], baseEnv({ PORT: String(port), JOBS_ENABLED: "false", ...extra }));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000; // a busy machine (tests in parallel) can take long to start tsx and PGlite
  let exitCode: number | null | undefined;
  void r.exited.then((c) => (exitCode = c));
  for (;;) {
    if (exitCode !== undefined) throw new Error(`server exited (${exitCode}): ${r.out()}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).status === 200) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) {
      r.proc.kill("SIGKILL");
      throw new Error(`server did not become healthy: ${r.out()}`);
    }
    await new Promise((res) => setTimeout(res, 100));
  }
  return {
    url,
    port,
    out: r.out,
    stop: async () => {
      if (exitCode === undefined) r.proc.kill("SIGTERM");
      return r.exited;
    },
  };
}

/** Runs the server expecting a refusal; kills it after 30 s if it starts instead. */
async function startExpectingExit(extra: Record<string, string>) {
  const r = run(["apps/server/src/server.ts"], baseEnv({ PORT: String(freePort()), ...extra }));
  const timer = setTimeout(() => r.proc.kill("SIGKILL"), 30_000);
  const code = await r.exited;
  clearTimeout(timer);
  return { code, output: r.out() };
}

/** Whether a TCP connection to host:port is accepted. */
const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect({ host, port });
    s.setTimeout(3000);
    s.once("connect", () => (s.destroy(), resolve(true)));
    s.once("error", () => resolve(false));
    s.once("timeout", () => (s.destroy(), resolve(false)));
  });

/** This machine's own non-loopback IPv4 addresses (a container usually has one). */
const outwardAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .filter((a): a is os.NetworkInterfaceInfo => Boolean(a && a.family === "IPv4" && !a.internal))
    .map((a) => a.address);

describe.skipIf(process.env.DB_TARGET === "postgres")(
  "demo and production modes at start",
  { timeout: 300_000 },
  () => {
    const dirs: string[] = [];
    const dataDir = () => {
      const d = mkdtempSync(path.join(os.tmpdir(), "modes-"));
      dirs.push(d);
      return d;
    };
    afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

    it("with no settings listens on 127.0.0.1 only and runs as a demo", async () => {
      const s = await startServer({ DATA_DIR: dataDir(), LOG_LEVEL: "info" });
      try {
        const others = outwardAddresses();
        for (const address of others)
          expect(await connects(address, s.port), `connect to ${address}:${s.port}`).toBe(false);
        expect(await connects("127.0.0.1", s.port)).toBe(true);
        // Fastify names the address it listens on; never 0.0.0.0
        expect(s.out()).toContain(`http://127.0.0.1:${s.port}`);
        expect(s.out()).not.toContain("0.0.0.0");
        expect(s.out()).toMatch(/running in demo mode/);
        const cfg = await (await fetch(`${s.url}/api/v1/config`)).json();
        expect(cfg).toMatchObject({ demo: true, devOutbox: true });
        // the outbox stays open to this machine, as the README's first command promises
        expect((await fetch(`${s.url}/api/v1/dev/outbox`)).status).toBe(200);
      } finally {
        expect(await s.stop()).toBe(0);
      }
    });

    it("refuses HOST=0.0.0.0 with embedded transports and no DEMO_MODE (exit 78), naming each missing component in one message", async () => {
      const r = await startExpectingExit({ HOST: "0.0.0.0", DATA_DIR: dataDir() });
      expect(r.code).toBe(78);
      const lines = r.output.trim().split("\n");
      expect(lines, r.output).toHaveLength(1);
      expect(r.output).toMatch(/^Refusing to listen on 0\.0\.0\.0 with embedded transports/);
      for (const name of [
        "SMS provider (set SMS_PROVIDER=msg91",
        "mail (set SMTP_URL)",
        "payment gateway (set RAZORPAY_KEY_ID",
        "DEMO_MODE=true",
      ])
        expect(r.output).toContain(name);
      // only what is missing is named
      const smsOnly = await startExpectingExit({
        HOST: "0.0.0.0",
        DATA_DIR: dataDir(),
        ...PRODUCTION_TRANSPORTS,
        SMS_PROVIDER: "outbox",
      });
      expect(smsOnly.code).toBe(78);
      expect(smsOnly.output).toContain("SMS provider");
      expect(smsOnly.output).not.toContain("SMTP_URL");
      expect(smsOnly.output).not.toContain("payment gateway");
    });

    it("refuses DEMO_MODE=false while anything is embedded (production requested but incomplete)", async () => {
      const r = await startExpectingExit({ DEMO_MODE: "false", DATA_DIR: dataDir(), SMTP_URL: "smtp://127.0.0.1:9" });
      expect(r.code).toBe(78);
      expect(r.output).toContain("DEMO_MODE=false");
      expect(r.output).toContain("SMS provider");
      expect(r.output).toContain("payment gateway");
      expect(r.output).not.toContain("mail (set SMTP_URL)");
    });

    it("starts a public demo with HOST=0.0.0.0 DEMO_MODE=true, the outbox closed to guests", async () => {
      const s = await startServer({ HOST: "0.0.0.0", DEMO_MODE: "true", DATA_DIR: dataDir() });
      try {
        expect((await (await fetch(`${s.url}/api/v1/config`)).json()).demo).toBe(true);
        expect((await fetch(`${s.url}/api/v1/dev/outbox`)).status).toBe(401);
        const page = await (await fetch(`${s.url}/faq`)).text();
        if (!page.startsWith("The web app is not built"))
          expect(page).toMatch(/<body[^>]*><aside class="demo-ribbon" role="note"/);
      } finally {
        expect(await s.stop()).toBe(0);
      }
    });

    it("production mode (every real component) has no dev route, and refuses ENABLE_TEST_CLOCK (exit 78)", async () => {
      const dir = dataDir();
      const s = await startServer({ ...PRODUCTION_TRANSPORTS, HOST: "0.0.0.0", DATA_DIR: dir, LOG_LEVEL: "info" });
      try {
        expect(s.out()).toMatch(/running in production mode/);
        for (const [method, p] of [
          ["GET", "/api/v1/dev/outbox"],
          ["GET", "/api/v1/dev/outbox?to=%2B919437012345"],
          ["POST", "/api/v1/dev/clock"],
          ["POST", "/api/v1/dev/jobs/housekeeping"],
        ]) {
          const res = await fetch(`${s.url}${p}`, {
            method,
            headers: { "content-type": "application/json" },
            body: method === "POST" ? '{"offsetMs":1}' : undefined,
          });
          expect(res.status, `${method} ${p}`).toBe(404);
        }
        const cfg = await (await fetch(`${s.url}/api/v1/config`)).json();
        expect(cfg).toMatchObject({ demo: false, devOutbox: false, payments: { gateway: "razorpay" } });
        const page = await (await fetch(`${s.url}/faq`)).text();
        // no ribbon element (the stylesheet inlined in the page names its class whatever the mode)
        expect(page).not.toMatch(/<aside class="demo-ribbon"|data-demo-ribbon/);
        // nothing outside was called at start (the providers' addresses are a closed port: a call would have logged an error)
        expect(s.out()).not.toMatch(/"level":(50|60)/);
      } finally {
        expect(await s.stop()).toBe(0);
      }
      const r = await startExpectingExit({ ...PRODUCTION_TRANSPORTS, ENABLE_TEST_CLOCK: "true", DATA_DIR: dir });
      expect(r.code).toBe(78);
      expect(r.output).toMatch(/ENABLE_TEST_CLOCK=true .*refused in production mode/);
      // the movable clock stays available to a demo (the browser tests run on one)
      const demo = await startServer({ ENABLE_TEST_CLOCK: "true", DATA_DIR: dataDir() });
      try {
        const res = await fetch(`${demo.url}/api/v1/dev/clock`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: '{"offsetMs":0}',
        });
        expect(res.status).toBe(200);
      } finally {
        await demo.stop();
      }
    });
  },
);

describe("npm run check:production", { timeout: 60_000 }, () => {
  const check = async (extra: Record<string, string>) => {
    const r = run(["apps/server/src/cli/check-production.ts"], baseEnv(extra));
    return { code: await r.exited, output: r.out() };
  };
  const COMPLETE = {
    ...PRODUCTION_TRANSPORTS,
    DATABASE_URL: "postgres://app@127.0.0.1:5432/rides",
    SESSION_SECRET: "0123456789abcdef0123456789abcdef-session",
    PUBLIC_BASE_URL: "https://rides.example.in",
    TRUST_PROXY: "127.0.0.1",
    REDIS_URL: "redis://127.0.0.1:6379",
    FLIGHT_STATUS_PROVIDER: "aeroapi",
    AEROAPI_KEY: "aeroapi-key-for-the-check",
    METRICS_TOKEN: "0123456789abcdef-metrics-token",
  };

  it("lists what the defaults lack, one line each, and exits 1", async () => {
    const r = await check({});
    expect(r.code).toBe(1);
    const lines = r.output.trim().split("\n");
    for (const re of [
      /^missing: SMS provider/,
      /^missing: Mail/,
      /^missing: Payment gateway/,
      /^missing: DATABASE_URL/,
      /^missing: SESSION_SECRET/,
      /^missing: PUBLIC_BASE_URL/,
      /^advice: +REDIS_URL/,
      /^advice: +TRUST_PROXY/,
      /^advice: +Flight status: not tracked/,
      /^advice: +Metrics: off/,
    ])
      expect(
        lines.some((l) => re.test(l)),
        `${re} in\n${r.output}`,
      ).toBe(true);
    expect(lines.at(-1)).toBe("Not ready for production: 6 required items missing.");
  });

  it("names each remaining gap of an almost complete configuration", async () => {
    const r = await check({
      ...COMPLETE,
      DEMO_MODE: "true",
      RATE_LIMIT_MULTIPLIER: "10",
      PUBLIC_BASE_URL: "http://rides.example.in",
      OPERATOR_BOOTSTRAP_PASSWORD: "Operator#2025x",
    });
    expect(r.code).toBe(1);
    expect(r.output).toMatch(/^missing: DEMO_MODE=true/m);
    expect(r.output).toMatch(/^missing: RATE_LIMIT_MULTIPLIER=10/m);
    expect(r.output).toMatch(/^missing: PUBLIC_BASE_URL: http:\/\/rides\.example\.in is not https/m);
    expect(r.output).toMatch(/^advice: +OPERATOR_BOOTSTRAP_PASSWORD is still set/m);
    expect(r.output).not.toMatch(/SMS provider|SMTP_URL|DATABASE_URL|SESSION_SECRET/);
    expect(r.output).toMatch(/3 required items missing/);
  });

  it("names the movable clock (on the embedded database; with DATABASE_URL the server refuses it outright)", async () => {
    const { DATABASE_URL: _omitted, ...rest } = COMPLETE;
    const r = await check({ ...rest, ENABLE_TEST_CLOCK: "true" });
    expect(r.code).toBe(1);
    expect(r.output).toMatch(/^missing: ENABLE_TEST_CLOCK=true/m);
    expect(r.output).toMatch(/^missing: DATABASE_URL/m);
  });

  it("says 'ready for production' and exits 0 when nothing is missing", async () => {
    const r = await check(COMPLETE);
    expect(r.output.trim()).toBe("ready for production");
    expect(r.code).toBe(0);
  });

  it("fails on a value the server would refuse", async () => {
    const r = await check({ ...COMPLETE, SESSION_SECRET: "short" });
    expect(r.code).toBe(1);
    expect(r.output).toContain("SESSION_SECRET");
  });
});
