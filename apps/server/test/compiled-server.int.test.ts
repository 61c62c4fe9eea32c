import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { builtinModules } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./process.ts";

/**
 * The production artifact (decision record 012): apps/server/dist/server.js run with plain node —
 * no TypeScript loader, nothing from development dependencies — becomes healthy, and the heavy optional modules
 * (PDF, Redis, mail, Razorpay, QR codes, metrics, tracing) are not loaded at start.
 */
const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ROOT = path.resolve(SERVER, "../..");
const BUILD = path.join(SERVER, process.env.SERVER_BUILD_DIR || "dist");
const HEAVY = ["pdfkit", "ioredis", "nodemailer", "razorpay", "qrcode", "prom-client", "@opentelemetry/"];
const dependenciesOf = (dir: string) =>
  (JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { dependencies: Record<string, string> })
    .dependencies;
// the contracts are compiled into the bundle, so their own dependencies (zod, i18next, …) are the server's too
const runtimeDependencies = { ...dependenciesOf(SERVER), ...dependenciesOf(path.join(ROOT, "packages/contracts")) };
const packageOf = (spec: string) =>
  (spec.startsWith("@") ? spec.split("/").slice(0, 2) : spec.split("/").slice(0, 1)).join("/");

beforeAll(() => {
  // the build is made by `npm run build`; a test run before it builds (or refreshes) it here
  const r = spawnSync(process.execPath, [path.join(SERVER, "build.mjs"), "--if-stale"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "" },
  });
  if (r.status !== 0) throw new Error(`server build failed: ${r.stderr}`);
}, 180_000);

describe("the compiled server", () => {
  it("imports only node's modules and runtime dependencies, and the heavy ones only on first use", () => {
    const bundles = readdirSync(BUILD).filter((f) => f.endsWith(".js"));
    expect(bundles).toContain("server.js");
    expect(existsSync(path.join(BUILD, "migrations", "0001_core.sql"))).toBe(true);
    for (const file of bundles) {
      const code = readFileSync(path.join(BUILD, file), "utf8");
      const staticImports = [...code.matchAll(/^import\s(?:[^;]*?\sfrom\s*)?"([^"]+)";/gms)].map((m) => m[1]);
      const dynamicImports = [...code.matchAll(/\bimport\("([^"]+)"\)/g)].map((m) => m[1]);
      for (const spec of [...staticImports, ...dynamicImports]) {
        const builtin = spec.startsWith("node:") || builtinModules.includes(spec);
        // a relative import or a .ts file would need the sources or a loader; a development dependency (tsx, esbuild,
        // vitest) is not installed in production
        expect(builtin || packageOf(spec) in runtimeDependencies, `${file} imports "${spec}"`).toBe(true);
      }
      for (const heavy of HEAVY)
        expect(
          staticImports.filter((s) => s.startsWith(heavy)),
          `${file} loads ${heavy} at start`,
        ).toEqual([]);
      if (file === "server.js") for (const lazy of ["pdfkit", "qrcode"]) expect(dynamicImports).toContain(lazy);
    }
  });

  describe("run with plain node", () => {
    const port = freePort();
    const log = path.join(mkdtempSync(path.join(os.tmpdir(), "compiled-")), "modules.log");
    const onPostgres = process.env.DB_TARGET === "postgres" && !!process.env.TEST_DATABASE_URL;
    const schema = `compiled_${process.pid}_${Date.now().toString(36)}`;
    let proc: ReturnType<typeof spawn>;
    let output = "";

    beforeAll(async () => {
      // NODE_OPTIONS cleared: nothing inherited from the test runner's own loaders; the probe only records modules
      proc = spawn(
        process.execPath,
        ["--import", path.join(SERVER, "test/fixtures/module-probe.mjs"), path.join(BUILD, "server.js")],
        {
          cwd: ROOT,
          env: {
            PATH: process.env.PATH ?? "",
            NODE_OPTIONS: "",
            MODULE_PROBE_LOG: log,
            PORT: String(port),
            HOST: "127.0.0.1",
            NODE_ENV: "production",
            LOG_LEVEL: "warn",
            PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
            DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "compiled-data-")),
            ...(onPostgres
              ? {
                  DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
                  DATABASE_SCHEMA: schema,
                }
              : {}),
          },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      proc.stdout?.on("data", (d) => (output += String(d)));
      proc.stderr?.on("data", (d) => (output += String(d)));
      const deadline = Date.now() + 90_000;
      for (;;) {
        if (proc.exitCode !== null) throw new Error(`compiled server exited (${proc.exitCode}): ${output}`);
        try {
          if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status === 200) break;
        } catch {
          /* not listening yet */
        }
        if (Date.now() > deadline) throw new Error(`compiled server not healthy: ${output}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    }, 120_000);

    afterAll(async () => {
      if (proc && proc.exitCode === null) {
        proc.kill("SIGKILL");
        await new Promise((r) => proc.once("exit", r));
      }
      if (onPostgres) {
        const { default: pg } = await import("pg");
        const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await c.connect();
        await c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
        await c.end();
      }
    });

    it("is healthy without tsx or any TypeScript source, and loads no heavy optional module at start", async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/config`);
      expect(res.status).toBe(200);
      const loaded = readFileSync(log, "utf8").split("\n").filter(Boolean);
      expect(loaded).toContain(`file://${path.join(BUILD, "server.js")}`);
      expect(loaded.filter((u) => u.includes("/node_modules/tsx/") || u.endsWith(".ts"))).toEqual([]);
      for (const heavy of HEAVY) expect(loaded.filter((u) => u.includes(`/node_modules/${heavy}`))).toEqual([]);
      // every route validates and serializes with zod: fastify's ajv and fast-json-stringify compilers are not loaded
      // (app.ts lazyCompilersFactory; about 250 CommonJS files)
      for (const unused of ["/node_modules/ajv/", "/node_modules/@fastify/ajv-compiler/", "-stringify-compiler/"])
        expect(loaded.filter((u) => u.includes(unused))).toEqual([]);
      // only the database in use has its driver loaded
      const other = onPostgres ? "/node_modules/@electric-sql/pglite/" : "/node_modules/pg/";
      expect(loaded.filter((u) => u.includes(other))).toEqual([]);
    });

    it("stops cleanly on SIGTERM", async () => {
      const code = await new Promise<number | null>((resolve) => {
        proc.once("exit", (c) => resolve(c));
        proc.kill("SIGTERM");
      });
      expect(code, output).toBe(0);
    });
  });
});
