import { createReadStream, existsSync, mkdirSync } from "node:fs";
import { chmod, rm, unlink } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Database } from "../client.ts";
import { writeBackupFile } from "./dump.ts";

/**
 * The embedded database's control socket (decision record 014). PGlite runs inside the server and a data folder can be
 * opened by one process only, so `db:backup` cannot read the folder while the server runs: it asks the server over a
 * Unix socket in DATA_DIR instead. The socket is a file with mode 0600 in the data folder, so only the account that
 * owns the data can connect (anyone who can connect could read the database files themselves); it is not reachable
 * over the network and nothing in front of the server (a reverse proxy) can forward to it.
 */
export const CONTROL_SOCKET = "control.sock";
export const controlSocketPath = (dataRoot: string) => path.join(path.resolve(dataRoot), CONTROL_SOCKET);
/** Unix socket paths are limited to 107 bytes on Linux. */
const MAX_SOCKET_PATH = 100;

/** The data root (DATA_DIR) of an embedded database in a folder, or undefined (PostgreSQL, in-memory PGlite). */
export function embeddedDataRoot(database: Database): string | undefined {
  const dir =
    "__pglite" in database ? (database as unknown as { __pglite: { dataDir?: string } }).__pglite.dataDir : undefined;
  if (!dir || dir.startsWith("memory://")) return undefined;
  return path.dirname(path.resolve(dir));
}

export interface ControlSocket {
  close(): Promise<void>;
}

/** Starts the control socket of a server running on the embedded database in `dataRoot`. */
export async function startControlSocket(
  dataRoot: string,
  database: Database,
  log: { warn(o: object, msg: string): void; error(o: object, msg: string): void },
): Promise<ControlSocket | undefined> {
  const socket = controlSocketPath(dataRoot);
  if (socket.length > MAX_SOCKET_PATH) {
    log.warn({ socket }, "DATA_DIR's path is too long for the control socket: db:backup needs the server stopped");
    return undefined;
  }
  if (await runningServer(dataRoot)) {
    log.error({ socket }, "another server answers on this data folder's control socket: two servers on one folder");
    return undefined;
  }
  await rm(socket, { force: true }); // left by a server that did not stop cleanly
  const server = http.createServer((req, res) => void handle(req, res, dataRoot, database, log));
  await new Promise<void>((resolve, reject) => server.once("error", reject).listen(socket, resolve));
  await chmod(socket, 0o600);
  return {
    close: async () => {
      await new Promise((r) => server.close(r));
      await unlink(socket).catch(() => {});
    },
  };
}

async function handle(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  dataRoot: string,
  database: Database,
  log: { error(o: object, msg: string): void },
) {
  if (req.method === "GET" && req.url === "/status") {
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ pid: process.pid }));
    return;
  }
  if (req.method !== "POST" || req.url !== "/backup") {
    res.writeHead(404).end();
    return;
  }
  // written to a file first, so the snapshot (which holds PGlite) never waits for a slow reader
  const dir = path.join(dataRoot, "backups");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `.online-${randomUUID()}.gz`);
  try {
    await writeBackupFile(database, file);
    res.writeHead(200, { "content-type": "application/gzip" });
    await pipeline(createReadStream(file), res);
  } catch (e) {
    log.error({ err: e }, "online backup failed");
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" }).end((e as Error).message);
    else res.destroy();
  } finally {
    await rm(file, { force: true });
  }
}

function request(dataRoot: string, method: string, urlPath: string, timeoutMs: number) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.request({ socketPath: controlSocketPath(dataRoot), method, path: urlPath, timeout: timeoutMs });
    req
      .on("response", resolve)
      .on("error", reject)
      .on("timeout", () => req.destroy(new Error("timed out")));
    req.end();
  });
}

/** The pid of the server running on `dataRoot`'s embedded database, or undefined when none answers. */
export async function runningServer(dataRoot: string): Promise<number | undefined> {
  if (!existsSync(controlSocketPath(dataRoot))) return undefined;
  try {
    const res = await request(dataRoot, "GET", "/status", 5000);
    let body = "";
    for await (const chunk of res) body += String(chunk);
    return res.statusCode === 200 ? (JSON.parse(body) as { pid: number }).pid : undefined;
  } catch {
    return undefined; // a socket file nobody listens on: the server stopped without removing it
  }
}

/** Asks the running server for a backup and writes the gzip-compressed file to `out`. */
export async function requestBackup(dataRoot: string, out: Writable): Promise<void> {
  const res = await request(dataRoot, "POST", "/backup", 30 * 60_000);
  if (res.statusCode !== 200) {
    let body = "";
    for await (const chunk of res) body += String(chunk);
    throw new Error(`the running server could not write the backup: ${body || res.statusCode}`);
  }
  await pipeline(res, out);
}
