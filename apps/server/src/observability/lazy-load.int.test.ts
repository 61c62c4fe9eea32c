import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DB_TARGET } from "../../test/helpers.ts";

/**
 * Metrics and traces cost nothing when they are off (decision record 013): the real server, started without
 * METRICS_TOKEN, METRICS_PORT or OTEL_EXPORTER_OTLP_ENDPOINT, never resolves prom-client or an OpenTelemetry module;
 * started with them, it does. A resolve hook (apps/server/test/record-imports.mjs) lists what is resolved.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function importsOfServer(env: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "chauffeur-lazy-"));
  const log = path.join(dir, "imports.log");
  const port = await freePort();
  const database: Record<string, string> =
    DB_TARGET === "postgres"
      ? { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_SCHEMA: `lazy_${randomUUID().slice(0, 8)}` }
      : { DATA_DIR: dir };
  const proc = spawn(
    process.execPath,
    ["--import", "tsx", "--import", "./apps/server/test/record-imports.mjs", "apps/server/src/server.ts"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "test",
        LOG_LEVEL: "warn",
        HOST: "127.0.0.1",
        PORT: String(port),
        JOBS_ENABLED: "false",
        IMPORT_LOG: log,
        ...database,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let out = "";
  proc.stdout?.on("data", (d) => (out += String(d)));
  proc.stderr?.on("data", (d) => (out += String(d)));
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}): ${out}`);
      const ok = await fetch(`http://127.0.0.1:${port}${"/api/v1/health/ready"}`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`server did not become ready: ${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${env.METRICS_TOKEN}` } });
    return existsSync(log) ? readFileSync(log, "utf8").split("\n").filter(Boolean) : [];
  } finally {
    await new Promise((r) => {
      if (proc.exitCode !== null) return r(null);
      proc.once("exit", r);
      proc.kill("SIGTERM");
    });
    if (DB_TARGET === "postgres") {
      const { openDatabase } = await import("../db/client.ts");
      const db = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
      await db.exec(`DROP SCHEMA IF EXISTS "${database.DATABASE_SCHEMA}" CASCADE`).catch(() => {});
      await db.close();
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("metrics and traces are loaded only when configured", { timeout: 120_000 }, () => {
  it("without their settings the server resolves no prom-client and no OpenTelemetry module", async () => {
    expect(await importsOfServer({})).toEqual([]);
  });

  it("with them, it does (the hook sees what the server loads)", async () => {
    const imports = await importsOfServer({
      METRICS_TOKEN: `metrics-${randomUUID()}`,
      OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:9", // nothing listens: spans are dropped, the server goes on
    });
    expect(imports.some((u) => u.includes("/prom-client/"))).toBe(true);
    expect(imports.some((u) => u.includes("/@opentelemetry/sdk-trace-base/"))).toBe(true);
  });
});
