import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export interface ServerProcess {
  url: string;
  proc: ChildProcess;
  output(): string;
  /** SIGTERM and wait; resolves with the exit code */
  stop(): Promise<number | null>;
}

let nextPort = 4400 + Math.floor(Math.random() * 500);
export const freePort = () => nextPort++;

/** Starts the real server (apps/server/src/server.ts) as its own process and waits for a healthy answer. */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const port = Number(env.PORT ?? freePort());
  const proc = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", HOST: "127.0.0.1", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  proc.stdout?.on("data", (d) => (out += String(d)));
  proc.stderr?.on("data", (d) => (out += String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}): ${out}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).status === 200) break;
    } catch {
      /* not yet */
    }
    if (Date.now() > deadline) {
      proc.kill("SIGKILL");
      throw new Error(`server did not become healthy: ${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    proc,
    output: () => out,
    stop: () =>
      new Promise((resolve) => {
        if (proc.exitCode !== null) return resolve(proc.exitCode);
        proc.once("exit", (code) => resolve(code));
        proc.kill("SIGTERM");
      }),
  };
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and output. */
export function runServerExpectingExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const proc = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: "test", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    proc.stdout?.on("data", (d) => (out += String(d)));
    proc.stderr?.on("data", (d) => (out += String(d)));
    const timer = setTimeout(() => proc.kill("SIGKILL"), 30_000);
    proc.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output: out });
    });
  });
}
