import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "./process.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * `npm run dev` (scripts/dev.mjs): the API with reload and the web app's Vite dev server proxying /api, as a developer
 * starts them. Once per run (the database target does not matter here).
 */
describe.skipIf(process.env.DB_TARGET === "postgres")("npm run dev", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "dev-mode-"));
  const apiPort = freePort();
  const webPort = freePort();
  const proc = spawn(process.execPath, ["scripts/dev.mjs"], {
    cwd: ROOT,
    detached: true, // its own process group, so the test can stop tsx, Vite and the server together
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      WEB_DEV_PORT: String(webPort),
      API_PROXY_TARGET: `http://127.0.0.1:${apiPort}`,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  proc.stdout?.on("data", (d) => (out += String(d)));
  proc.stderr?.on("data", (d) => (out += String(d)));
  afterAll(() => {
    try {
      process.kill(-proc.pid!, "SIGTERM");
    } catch {
      /* already gone */
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function waitFor(url: string, ok: (r: Response) => Promise<boolean> | boolean, timeoutMs = 90_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        const r = await fetch(url);
        if (await ok(r)) return r;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error(`${url} did not answer in time:\n${out.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it("serves the web app with hot reload and proxies the API to the reloading server", async () => {
    const page = await waitFor(`http://127.0.0.1:${webPort}/`, (r) => r.status === 200);
    const html = await page.text();
    // served by Vite's dev server with React Router's hot module reload runtime
    expect(html.includes("inject-hmr-runtime"), "the page is served with the HMR runtime").toBe(true);
    const health = await waitFor(`http://127.0.0.1:${webPort}/api/v1/health`, (r) => r.status === 200);
    expect(await health.json()).toMatchObject({ status: "ok" });
    const config = await fetch(`http://127.0.0.1:${webPort}/api/v1/config`);
    expect(config.status).toBe(200);
  }, 120_000);
});
