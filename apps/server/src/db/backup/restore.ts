import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import type { Database } from "../client.ts";
import { migrate, MIGRATIONS_DIR } from "../migrate.ts";
import {
  dropSchemaObjects,
  inTransaction,
  tableChecksums,
  tablesWithRows,
  tablesWithUserTriggers,
  type TxSql,
} from "./catalog.ts";
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupFileError,
  BackupHeaderSchema,
  BackupTrailerSchema,
  compareTables,
  qi,
  TargetNotEmptyError,
  VerificationError,
  type BackupHeader,
  type BackupTrailer,
  type VerificationRow,
} from "./format.ts";

const BATCH_ROWS = 500;
const BATCH_CHARS = 4 << 20;

export interface RestoreReport {
  header: BackupHeader;
  verification: VerificationRow[];
  /** migrations newer than the backup, applied after it was restored */
  migratedAfter: string[];
}

/** The decompressed lines of a backup; gzip errors become BackupFileError. */
async function* backupLines(input: Readable): AsyncGenerator<string> {
  const gunzip = createGunzip();
  input.on("error", (e) => gunzip.destroy(e));
  input.pipe(gunzip).setEncoding("utf8");
  let rest = "";
  try {
    for await (const chunk of gunzip as AsyncIterable<string>) {
      rest += chunk;
      let nl: number;
      while ((nl = rest.indexOf("\n")) >= 0) {
        yield rest.slice(0, nl);
        rest = rest.slice(nl + 1);
      }
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code?.startsWith("Z_"))
      throw new BackupFileError(
        `the file is not a backup made by db:backup, or it is damaged (${(e as Error).message})`,
      );
    throw e;
  }
  if (rest) yield rest;
}

function parseHeader(line: string | undefined): BackupHeader {
  let raw: unknown;
  try {
    raw = JSON.parse(line ?? "");
  } catch {
    throw new BackupFileError("the file is not a backup made by db:backup (no backup header)");
  }
  const format = (raw as { format?: unknown })?.format;
  if (format !== BACKUP_FORMAT)
    throw new BackupFileError("the file is not a backup made by db:backup (unknown format)");
  const version = (raw as { version?: unknown }).version;
  if (typeof version === "number" && version > BACKUP_VERSION)
    throw new BackupFileError(
      `the backup uses format version ${version}; this version reads up to ${BACKUP_VERSION}: upgrade first`,
    );
  const parsed = BackupHeaderSchema.safeParse(raw);
  if (!parsed.success) throw new BackupFileError("the backup's header is damaged");
  const known = new Set(readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith(".sql")));
  const unknown = parsed.data.migrations.filter((m) => !known.has(m));
  if (unknown.length > 0)
    throw new BackupFileError(
      `the backup was made by a newer version of the server (migration ${unknown[0]} is unknown here): upgrade the code first`,
    );
  return parsed.data;
}

/** Creates the backup's schema: exactly its migrations, in the restore's transaction; then empties every table. */
async function createSchema(sql: TxSql, header: BackupHeader) {
  await sql.exec(
    "CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  for (const m of [...header.migrations].sort()) {
    await sql.exec(readFileSync(path.join(MIGRATIONS_DIR, m), "utf8"));
  }
  // a migration may insert rows (data fixes); the backup's rows replace them
  await sql.exec(`TRUNCATE ${header.tables.map(qi).join(", ")} CASCADE`);
}

async function loadRows(sql: TxSql, lines: AsyncGenerator<string>, header: BackupHeader): Promise<BackupTrailer> {
  const expected = new Set(header.tables);
  let table: string | undefined;
  let batch: string[] = [];
  let chars = 0;
  const flush = async () => {
    if (!table || batch.length === 0) return;
    const into = table;
    await sql
      .query(`INSERT INTO ${qi(into)} SELECT * FROM jsonb_populate_recordset(NULL::${qi(into)}, $1::jsonb)`, [
        `[${batch.join(",")}]`,
      ])
      .catch((e: Error) => {
        throw new BackupFileError(`the backup is damaged: the rows of ${into} do not load (${e.message})`);
      });
    batch = [];
    chars = 0;
  };
  for await (const line of lines) {
    if (line.startsWith("{")) {
      if (!table) throw new BackupFileError("the backup is damaged (a row outside any table)");
      batch.push(line);
      chars += line.length;
      if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
      continue;
    }
    await flush();
    let control: unknown;
    try {
      control = JSON.parse(line);
    } catch {
      throw new BackupFileError("the backup is damaged (a line is not JSON)");
    }
    if (Array.isArray(control) && control[0] === "table" && expected.has(control[1])) table = control[1];
    else if (Array.isArray(control) && control[0] === "end") {
      const trailer = BackupTrailerSchema.safeParse(control[1]);
      if (!trailer.success) throw new BackupFileError("the backup's closing summary is damaged");
      return trailer.data;
    } else throw new BackupFileError("the backup is damaged (an unknown line)");
  }
  throw new BackupFileError("the backup is incomplete: it ends before its closing summary (cut short?)");
}

/**
 * Restores a backup into `database` (its current schema), all or nothing: one transaction creates the backup's schema
 * (its own migrations), loads every row with the tables' own triggers off, sets the sequences, and compares every
 * table's row count and checksum with the backup's before committing. A target holding rows is refused unless
 * `force` (then everything in the schema is dropped first). Migrations newer than the backup run after the commit.
 */
export async function restoreBackup(
  database: Database,
  input: Readable,
  opts: { force?: boolean } = {},
): Promise<RestoreReport> {
  const lines = backupLines(input);
  const header = parseHeader((await lines.next()).value ?? undefined);
  const verification = await inTransaction(database, "write", async (sql) => {
    const filled = await tablesWithRows(sql);
    if (filled.length > 0 && !opts.force) {
      const list = filled
        .slice(0, 5)
        .map((f) => `${f.table}: ${f.rows} row${f.rows === 1 ? "" : "s"}`)
        .join(", ");
      throw new TargetNotEmptyError(`the target database is not empty (${list}${filled.length > 5 ? ", …" : ""})`);
    }
    await dropSchemaObjects(sql);
    await createSchema(sql, header);
    await sql.exec("SET CONSTRAINTS ALL DEFERRED");
    const triggered = await tablesWithUserTriggers(sql);
    for (const t of triggered) await sql.exec(`ALTER TABLE ${qi(t)} DISABLE TRIGGER USER`);
    const trailer = await loadRows(sql, lines, header);
    for (const t of triggered) await sql.exec(`ALTER TABLE ${qi(t)} ENABLE TRIGGER USER`);
    for (const s of header.sequences)
      await sql.query("SELECT setval($1::regclass, $2::bigint, $3)", [qi(s.name), s.lastValue, s.isCalled]);
    const report = compareTables(trailer.tables, await tableChecksums(sql, header.tables));
    const bad = report.filter((r) => !r.ok);
    if (bad.length > 0 || trailer.tables.length !== header.tables.length)
      throw new VerificationError(
        `the restored copy differs from the backup in ${bad.map((b) => b.table).join(", ") || "its table list"}: nothing was restored`,
        report,
      );
    return report;
  });
  const migratedAfter = await migrate(database);
  return { header, verification, migratedAfter };
}

/** Reads a backup file through to its end without restoring it: its header and closing summary (or the error). */
export async function readBackupSummary(input: Readable): Promise<{ header: BackupHeader; trailer: BackupTrailer }> {
  const lines = backupLines(input);
  const header = parseHeader((await lines.next()).value ?? undefined);
  for await (const line of lines) {
    if (!line.startsWith('["end"')) continue;
    const trailer = BackupTrailerSchema.safeParse((JSON.parse(line) as unknown[])[1]);
    if (!trailer.success) throw new BackupFileError("the backup's closing summary is damaged");
    return { header, trailer: trailer.data };
  }
  throw new BackupFileError("the backup is incomplete: it ends before its closing summary (cut short?)");
}
