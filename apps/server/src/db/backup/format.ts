import { createHash } from "node:crypto";
import { z } from "zod";

/**
 * The backup file (decision record 014): gzip-compressed lines of JSON, one format for PGlite and PostgreSQL.
 *   line 1           the header (BackupHeaderSchema): format, version, the migrations applied, tables in load order
 *                    (parents before children), sequences
 *   ["table", name]  starts a table's rows; each following line is one row, `to_jsonb(row)` as PostgreSQL wrote it
 *   ["end", trailer] closes the file: each table's row count and checksum (BackupTrailerSchema)
 * A row line is always a JSON object and a control line a JSON array, so they cannot be confused.
 */
export const BACKUP_FORMAT = "chauffeur-backup";
export const BACKUP_VERSION = 1;

export const SequenceStateSchema = z.object({
  name: z.string().min(1),
  lastValue: z.string().regex(/^-?\d+$/),
  isCalled: z.boolean(),
});
export type SequenceState = z.infer<typeof SequenceStateSchema>;

export const BackupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().positive(),
  createdAt: z.string(),
  source: z.enum(["pglite", "postgres"]),
  serverVersion: z.string(),
  migrations: z.array(z.string().regex(/^[\w.-]+\.sql$/)),
  tables: z.array(z.string().min(1)),
  sequences: z.array(SequenceStateSchema),
});
export type BackupHeader = z.infer<typeof BackupHeaderSchema>;

export const TableSummarySchema = z.object({
  name: z.string().min(1),
  rows: z.number().int().min(0),
  checksum: z.string().regex(/^[0-9a-f]{32}$/),
});
export type TableSummary = z.infer<typeof TableSummarySchema>;

export const BackupTrailerSchema = z.object({ tables: z.array(TableSummarySchema) });
export type BackupTrailer = z.infer<typeof BackupTrailerSchema>;

/** A file that is not a backup of this product, is damaged or cut short, or is newer than this code reads. */
export class BackupFileError extends Error {}
/** The restore's target holds data, and --force was not given. */
export class TargetNotEmptyError extends Error {}
/** The restored copy differs from the backup (rows or checksums): the restore was rolled back. */
export class VerificationError extends Error {
  constructor(
    message: string,
    readonly report: VerificationRow[],
  ) {
    super(message);
  }
}

/** One table's comparison, printed by the restore and the move (formatVerification). */
export interface VerificationRow {
  table: string;
  expectedRows: number;
  actualRows: number;
  expectedChecksum: string;
  actualChecksum: string;
  ok: boolean;
}

export const md5Hex = (s: string) => createHash("md5").update(s).digest("hex");

/**
 * A table's checksum from its rows' md5 digests (of each row's line, `to_jsonb(row)::text` in UTC): the digests
 * sorted, joined and hashed again, so it does not depend on the order rows are read in. tableChecksums (catalog.ts)
 * computes the same value inside the database.
 */
export const checksumOfDigests = (digests: string[]) => md5Hex([...digests].sort().join(""));

/** Quotes an identifier read from the catalog (table, sequence). */
export const qi = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function compareTables(expected: TableSummary[], actual: Map<string, { rows: number; checksum: string }>) {
  return expected.map((e): VerificationRow => {
    const a = actual.get(e.name) ?? { rows: -1, checksum: "missing" };
    return {
      table: e.name,
      expectedRows: e.rows,
      actualRows: a.rows,
      expectedChecksum: e.checksum,
      actualChecksum: a.checksum,
      ok: a.rows === e.rows && a.checksum === e.checksum,
    };
  });
}

/** The verification as a text table: table, rows in the backup and in the copy, both checksums (12 digits), result. */
export function formatVerification(rows: VerificationRow[]): string {
  const head = ["table", "rows (source)", "rows (copy)", "checksum (source)", "checksum (copy)", "result"];
  const body = rows.map((r) => [
    r.table,
    String(r.expectedRows),
    String(r.actualRows),
    r.expectedChecksum.slice(0, 12),
    r.actualChecksum.slice(0, 12),
    r.ok ? "ok" : "MISMATCH",
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join("  ");
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...body.map(line)].join("\n");
}
