import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "./process.ts";

/**
 * `npm start` as a newcomer runs it (scripts/start.mjs, README's first screen): with the server's build missing it
 * builds it, says so in a line or two, ends with "Open http://…" at the port it was given, prints no build tool's
 * chatter or deprecation warning, and once it serves, nothing but the server is left running (esbuild keeps a service
 * process alive in whatever process imported it).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** Every process below `pid` (Linux: /proc/<pid>/stat), with its command line. */
function descendants(pid: number): string[] {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      /* ended meanwhile */
    }
  }
  const below = (p: number): number[] =>
    [...parentOf].filter(([, parent]) => parent === p).flatMap(([child]) => [child, ...below(child)]);
  return below(pid).map((p) => {
    try {
      return `${p} ${readFileSync(`/proc/${p}/cmdline`, "utf8").replace(/\0/g, " ").trim()}`;
    } catch {
      return `${p} (ended)`;
    }
  });
}

describe("npm start", () => {
  const port = Number(process.env.TEST_START_PORT) || freePort();
  const buildDir = `dist-start-test-${process.pid}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "start-data-"));
  let proc: ChildProcess | undefined;
  let stdout = "";
  let stderr = "";

  afterAll(async () => {
    if (proc && proc.exitCode === null) {
      proc.kill("SIGTERM");
      await new Promise((r) => proc!.once("exit", r));
    }
    rmSync(path.join(ROOT, "apps/server", buildDir), { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("builds what is missing in a few short lines, ends with 'Open http://…', and leaves only the server running", async () => {
    proc = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? os.tmpdir(),
        NODE_OPTIONS: "",
        PORT: String(port),
        DATA_DIR: dataDir,
        // a build folder of its own, missing: the server is built in this run
        SERVER_BUILD_DIR: buildDir,
        JOBS_ENABLED: "false",
        BACKUPS_NIGHTLY: "false",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    proc.stdout?.on("data", (d) => (stdout += String(d)));
    proc.stderr?.on("data", (d) => (stderr += String(d)));
    const deadline = Date.now() + 280_000;
    while (!stdout.includes("Open http")) {
      if (proc.exitCode !== null) throw new Error(`npm start exited (${proc.exitCode}): ${stdout}${stderr}`);
      if (Date.now() > deadline) throw new Error(`no "Open" line: ${stdout}${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status).toBe(200);

    const lines = stdout.split("\n").filter((l) => l.trim() !== "");
    expect(lines.at(-1)).toBe(`Open http://localhost:${port}`);
    expect(lines).toContain("Building the server… (details in .tmp/start-build.log)");
    expect(lines.length, stdout).toBeLessThanOrEqual(7);
    expect(stdout + stderr).not.toMatch(/deprecat|warning/i);
    expect(descendants(proc.pid!)).toEqual([]);
  }, 300_000);
});
