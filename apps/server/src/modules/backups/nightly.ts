import { mkdirSync, readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import type { AppContext } from "../../context.ts";
import { writeBackupFile } from "../../db/backup/dump.ts";
import type { JobDefinition } from "../../jobs/scheduler.ts";

/** Nightly backups of the embedded database (README "Backups"): DATA_DIR/backups, the newest KEEP kept. */
export const BACKUPS_FOLDER = "backups";
export const KEEP = 7;
/** The night's backup is due from 02:00 in Asia/Kolkata (20:30 UTC the day before), a quiet hour for the business. */
const NIGHT_START_UTC_MINUTES = 20 * 60 + 30;
const NAME = /^backup-(\d{8}T\d{6}Z)\.gz$/;

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
export const backupFileName = (d: Date) => `backup-${stamp(d)}.gz`;

/** The most recent 02:00 IST at or before `now`. */
export function nightStart(now: Date): Date {
  const d = new Date(now);
  d.setUTCHours(0, NIGHT_START_UTC_MINUTES, 0, 0);
  if (d > now) d.setUTCDate(d.getUTCDate() - 1);
  return d;
}

/** The nightly backups in `dir`, newest first (by the time in their names). */
export function listBackups(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((n) => NAME.test(n))
    .sort()
    .reverse();
}

function timeOf(name: string): Date {
  const s = NAME.exec(name)![1];
  return new Date(
    `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`,
  );
}

/**
 * Hourly (jobs run once per slot: decision record 002); it writes a backup when none was written since the last 02:00
 * IST, so each night has one, and a server that was down at night makes up for it when it starts. Then it removes all
 * but the newest KEEP, and deletes what a crashed backup left half-written.
 */
export function nightlyBackupJob(ctx: AppContext, dataRoot: string): JobDefinition {
  const dir = path.join(dataRoot, BACKUPS_FOLDER);
  return {
    name: "backups.nightly",
    everyMs: 60 * 60 * 1000,
    async run() {
      const now = ctx.clock.now();
      const newest = listBackups(dir)[0];
      if (newest && timeOf(newest) >= nightStart(now)) return "tonight's backup exists";
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const name = backupFileName(now);
      const summary = await writeBackupFile(ctx.database, path.join(dir, name));
      for (const old of listBackups(dir).slice(KEEP)) await rm(path.join(dir, old), { force: true });
      for (const n of readdirSync(dir).filter((f) => f.endsWith(".partial")))
        await rm(path.join(dir, n), { force: true });
      return `${name}: ${summary.rows} rows`;
    },
  };
}
