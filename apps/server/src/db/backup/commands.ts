import { createReadStream, createWriteStream, existsSync, statSync } from "node:fs";
import { mkdtemp, rename, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Config } from "../../config.ts";
import { openDatabase, type Database } from "../client.ts";
import { runningServer, requestBackup } from "./control-socket.ts";
import { writeBackupFile } from "./dump.ts";
import { formatVerification, TargetNotEmptyError } from "./format.ts";
import { readBackupSummary, restoreBackup, type RestoreReport } from "./restore.ts";

/**
 * What `npm run db:backup`, `db:restore` and `db:move-to-postgres` do (apps/server/src/cli/db-*.ts), as functions the
 * integration tests call with their own configuration. Messages go to `say`.
 */
export type Say = (line: string) => void;

const openEmbedded = (dataRoot: string) => openDatabase({ dataDir: dataRoot });
const openPostgres = (url: string, schema?: string) => openDatabase({ databaseUrl: url, schema, poolSize: 2 });
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  via: "postgres" | "embedded folder" | "running server";
  tables: number;
  rows: number;
}

/** Writes the configured database's backup to `file`: PostgreSQL directly, the embedded one through its server. */
export async function backupCommand(config: Config, file: string, say: Say): Promise<BackupResult> {
  const started = Date.now();
  const out = path.resolve(file);
  let via: BackupResult["via"];
  if (config.DATABASE_URL) {
    via = "postgres";
    await withDatabase(openPostgres(config.DATABASE_URL, config.DATABASE_SCHEMA), (db) => writeBackupFile(db, out));
  } else {
    const root = path.resolve(config.DATA_DIR);
    if (await runningServer(root)) {
      via = "running server";
      const partial = `${out}.partial`;
      await requestBackup(root, createWriteStream(partial, { mode: 0o600 }));
      await rename(partial, out);
    } else {
      if (!existsSync(path.join(root, "pglite")))
        throw new Error(`there is no embedded database in ${root} (DATA_DIR)`);
      via = "embedded folder";
      await withDatabase(openEmbedded(root), (db) => writeBackupFile(db, out));
    }
  }
  const { trailer } = await readBackupSummary(createReadStream(out));
  const result: BackupResult = {
    file: out,
    bytes: statSync(out).size,
    ms: Date.now() - started,
    via,
    tables: trailer.tables.length,
    rows: trailer.tables.reduce((n, t) => n + t.rows, 0),
  };
  say(
    `Backup written to ${out}: ${mb(result.bytes)}, ${result.tables} tables, ${result.rows} rows, ${result.ms} ms ` +
      `(${via}).\nIt holds riders' personal data and the installation's secrets: keep it as private as the database.`,
  );
  return result;
}

/** Restores `file` into the configured database (refused while a server runs on the embedded one). */
export async function restoreCommand(
  config: Config,
  file: string,
  opts: { force?: boolean },
  say: Say,
): Promise<RestoreReport> {
  if (!existsSync(file)) throw new Error(`no such file: ${file}`);
  let database: Promise<Database>;
  if (config.DATABASE_URL) database = openPostgres(config.DATABASE_URL, config.DATABASE_SCHEMA);
  else {
    const root = path.resolve(config.DATA_DIR);
    const pid = await runningServer(root);
    if (pid) throw new Error(`a server (pid ${pid}) is running on ${root}: stop it before restoring into it`);
    database = openEmbedded(root);
  }
  const started = Date.now();
  const report = await withDatabase(database, (db) => restoreBackup(db, createReadStream(file), opts)).catch((e) => {
    throw e instanceof TargetNotEmptyError
      ? new TargetNotEmptyError(
          `${e.message}. Restore into an empty database, or add --force to delete everything in it first.`,
        )
      : e;
  });
  say(formatReport(report));
  say(
    `Restored ${path.resolve(file)} (made ${report.header.createdAt} on ${report.header.source}) in ${Date.now() - started} ms; every table verified.` +
      (report.migratedAfter.length ? ` Newer migrations applied: ${report.migratedAfter.join(", ")}.` : ""),
  );
  return report;
}

/**
 * Copies the embedded installation in DATA_DIR into the empty PostgreSQL database at `url` and verifies it. With the
 * server running, the copy is its snapshot at that moment: later writes are not copied (stop the server for the move).
 */
export async function moveToPostgresCommand(config: Config, url: string, say: Say): Promise<RestoreReport> {
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error("--to must be a postgres:// connection URL");
  const root = path.resolve(config.DATA_DIR);
  const tmp = await mkdtemp(path.join(os.tmpdir(), "chauffeur-move-"));
  const file = path.join(tmp, "embedded.backup.gz");
  try {
    if (await runningServer(root)) {
      say(
        "The server is running on the embedded database: copying its snapshot of this moment. Writes after it are NOT copied; stop the server and run the move again for the final copy.",
      );
      await requestBackup(root, createWriteStream(file, { mode: 0o600 }));
    } else {
      if (!existsSync(path.join(root, "pglite")))
        throw new Error(`there is no embedded database in ${root} (DATA_DIR)`);
      await withDatabase(openEmbedded(root), (db) => writeBackupFile(db, file));
    }
    const report = await withDatabase(openPostgres(url), (db) => restoreBackup(db, createReadStream(file))).catch(
      (e) => {
        throw e instanceof TargetNotEmptyError
          ? new TargetNotEmptyError(`${e.message}. The move needs an empty database: CREATE DATABASE a new one for it.`)
          : e;
      },
    );
    say(formatReport(report));
    say(
      `The embedded installation in ${root} is now in PostgreSQL; every table verified. Start the server with DATABASE_URL set to it.`,
    );
    return report;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

async function withDatabase<T>(opening: Promise<Database>, fn: (db: Database) => Promise<T>): Promise<T> {
  const db = await opening;
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

const formatReport = (r: RestoreReport) => formatVerification(r.verification);
