import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The data folder is private (docs/security.md §7 "The data folder"): the production build started with plain node under
 * umask 000 (the worst a newcomer's shell can have) creates DATA_DIR 0700 and every file of the embedded database 0600
 * (the build's PGlite template included), and a folder left open by an older version is tightened at start, with a
 * log line.
 */
const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ROOT = path.resolve(SERVER, "../..");
const BUILD = path.join(SERVER, process.env.SERVER_BUILD_DIR || "dist");
const PORTS = [4336, 4337];

beforeAll(() => {
  const r = spawnSync(process.execPath, [path.join(SERVER, "build.mjs"), "--if-stale"], {
    cwd: ROOT,
    encoding: "utf8",
    env: { ...process.env, NODE_OPTIONS: "" },
  });
  if (r.status !== 0) throw new Error(`server build failed: ${r.stderr}`);
}, 240_000);

/** Every entry below `dir` with its permission bits. */
function modesBelow(dir: string): Array<[string, number]> {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).map((e) => {
    const p = path.join(e.parentPath, e.name);
    return [path.relative(dir, p), statSync(p).mode & 0o777];
  });
}

/** `node dist/server.js` under umask 000, until healthy; its output. */
async function startUnderUmask000(dataDir: string, port: number): Promise<{ proc: ChildProcess; out: () => string }> {
  const proc = spawn("/bin/sh", ["-c", `umask 000; exec "${process.execPath}" "${path.join(BUILD, "server.js")}"`], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_OPTIONS: "",
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  proc.stdout?.on("data", (d) => (out += String(d)));
  proc.stderr?.on("data", (d) => (out += String(d)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}): ${out}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server not healthy: ${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { proc, out: () => out };
}

async function stop(proc: ChildProcess) {
  if (proc.exitCode !== null) return;
  proc.kill("SIGTERM");
  await new Promise((r) => proc.once("exit", r));
}

describe("the data folder under umask 000", () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "private-data-"));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it("a first start creates DATA_DIR 0700 and every database file 0600, folders inside 0700", async () => {
    const dataDir = path.join(tmp, "fresh", "data");
    const { proc } = await startUnderUmask000(dataDir, PORTS[0]);
    try {
      // a request that writes (the write-ahead log grows)
      await fetch(`http://127.0.0.1:${PORTS[0]}/api/v1/health/ready`);
      // while it runs, nobody else can even reach the files
      for (const folder of [dataDir, path.join(dataDir, "pglite")])
        expect((statSync(folder).mode & 0o777).toString(8), folder).toBe("700");
    } finally {
      await stop(proc);
    }
    expect((statSync(dataDir).mode & 0o777).toString(8)).toBe("700");
    const open = modesBelow(dataDir).filter(([, mode]) => mode & 0o077);
    expect(open.map(([p, m]) => `${p} 0${m.toString(8)}`)).toEqual([]);
    const walFiles = modesBelow(dataDir).filter(([p]) => p.includes("pg_wal"));
    expect(walFiles.length).toBeGreaterThan(0);
  }, 120_000);

  it("tightens a folder left open to others (and its files), with a line in the log", async () => {
    const dataDir = path.join(tmp, "old");
    mkdirSync(path.join(dataDir, "backups"), { recursive: true });
    writeFileSync(path.join(dataDir, "backups", "old.dump"), "rows");
    chmodSync(path.join(dataDir, "backups", "old.dump"), 0o666);
    chmodSync(path.join(dataDir, "backups"), 0o777);
    chmodSync(dataDir, 0o755);
    const { proc, out } = await startUnderUmask000(dataDir, PORTS[1]);
    await stop(proc);
    expect((statSync(dataDir).mode & 0o777).toString(8)).toBe("700");
    expect((statSync(path.join(dataDir, "backups")).mode & 0o777).toString(8)).toBe("700");
    expect((statSync(path.join(dataDir, "backups", "old.dump")).mode & 0o777).toString(8)).toBe("600");
    expect(modesBelow(dataDir).filter(([, mode]) => mode & 0o077)).toEqual([]);
    expect(out()).toMatch(/DATA_DIR .* was open to other accounts \(folder 0755/);
  }, 120_000);
});
