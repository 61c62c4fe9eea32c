import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import type { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { PassThrough } from "node:stream";
import type { Database } from "../client.ts";
import { redactUrl } from "../../lib/log-redaction.ts";
import { inTransaction, sequenceStates, tablesInLoadOrder, type TxSql } from "./catalog.ts";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  checksumOfDigests,
  md5Hex,
  qi,
  type BackupHeader,
  type TableSummary,
} from "./format.ts";

const FETCH_ROWS = 500; // measured faster than 2000 on PGlite (rows with large jsonb: outbox attachments, invoice PDFs)

export interface BackupSummary {
  tables: TableSummary[];
  rows: number;
  migrations: number;
}

async function write(out: Writable, text: string) {
  if (!out.write(text)) await once(out, "drain");
}

/**
 * Tables whose texts hold links with live secrets: the messages sent (share links, password-reset and e-mail
 * confirmation links, payment-status tokens). A backup keeps each message with those tokens replaced by
 * "[redacted]" (lib/log-redaction.ts redactUrl; docs/security.md §7 "Message texts in backups"); the checksums are of
 * what the file holds, so a restore verifies as before.
 */
const REDACTED_TABLES = new Set(["outbox_messages"]);

/** Streams one table through a cursor: each row as its JSON, its digest kept for the table's checksum. */
async function dumpTable(sql: TxSql, table: string, out: Writable): Promise<TableSummary> {
  const redact = REDACTED_TABLES.has(table) ? redactUrl : (j: string) => j;
  await write(out, `${JSON.stringify(["table", table])}\n`);
  await sql.exec(`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS j FROM ${qi(table)} t`);
  const digests: string[] = [];
  for (;;) {
    const rows = await sql.query<{ j: string }>(`FETCH ${FETCH_ROWS} FROM backup_rows`);
    if (rows.length === 0) break;
    let chunk = "";
    for (const r of rows) {
      const j = redact(r.j);
      chunk += `${j}\n`;
      digests.push(md5Hex(j));
    }
    await write(out, chunk);
  }
  await sql.exec("CLOSE backup_rows");
  return { name: table, rows: digests.length, checksum: checksumOfDigests(digests) };
}

/**
 * Writes a backup of `database` (the current schema) to `out` as uncompressed lines (format.ts), from one consistent
 * snapshot: a REPEATABLE READ, read-only transaction on PostgreSQL (writers carry on), PGlite's transaction on the
 * embedded database (its other queries wait until the read ends). Ends `out` when done.
 */
export async function writeBackup(database: Database, out: Writable): Promise<BackupSummary> {
  const summary = await inTransaction(database, "snapshot", async (sql) => {
    const hasMigrations = await sql.query(
      "SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename = 'schema_migrations'",
    );
    if (hasMigrations.length === 0)
      throw new Error("the database has no schema_migrations table: nothing of this product to back up");
    const migrations = (await sql.query<{ name: string }>("SELECT name FROM schema_migrations ORDER BY name")).map(
      (r) => r.name,
    );
    const tables = await tablesInLoadOrder(sql);
    const [{ v }] = await sql.query<{ v: string }>("SELECT current_setting('server_version') AS v");
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      source: database.kind,
      serverVersion: v,
      migrations,
      tables,
      sequences: await sequenceStates(sql),
    };
    await write(out, `${JSON.stringify(header)}\n`);
    const summaries: TableSummary[] = [];
    for (const t of tables) summaries.push(await dumpTable(sql, t, out));
    await write(out, `${JSON.stringify(["end", { tables: summaries }])}\n`);
    return { tables: summaries, rows: summaries.reduce((n, s) => n + s.rows, 0), migrations: migrations.length };
  });
  out.end();
  return summary;
}

/**
 * Writes a gzip-compressed backup to `file` (mode 0600: it holds personal data and the installation's secrets).
 * It is written beside as `file.partial` and renamed when complete, so a file under the final name is always whole.
 */
export async function writeBackupFile(database: Database, file: string): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  const lines = new PassThrough({ highWaterMark: 1 << 20 });
  const done = pipeline(lines, createGzip({ level: 6 }), createWriteStream(partial, { mode: 0o600 }));
  try {
    const summary = await writeBackup(database, lines);
    await done;
    await rename(partial, file);
    return summary;
  } catch (e) {
    lines.destroy();
    await done.catch(() => {});
    await rm(partial, { force: true });
    throw e;
  }
}
