import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

/**
 * The embedded database's folder (DATA_DIR: the PGlite cluster, whose write-ahead log holds the installation's
 * secrets, and the nightly backups) is private to the account that runs the server (docs/security.md §7 "The data
 * folder"): the folder 0700, everything in it 0700 (folders) or 0600 (files), whatever the umask or the build's
 * template. The process's umask keeps group and others out of what it creates later (new WAL segments, backups).
 */
export interface PrivateFolderReport {
  /** the folder's mode before, when it was open to group or others */
  widerMode?: number;
  /** files and folders inside whose mode was tightened */
  tightened: number;
}

export function makeFolderPrivate(root: string): PrivateFolderReport {
  process.umask(process.umask() | 0o077);
  mkdirSync(root, { recursive: true, mode: 0o700 });
  const mode = lstatSync(root).mode & 0o777;
  const report: PrivateFolderReport = { tightened: 0 };
  if (mode & 0o077) report.widerMode = mode;
  if (mode !== 0o700) chmodSync(root, 0o700);
  report.tightened = tightenTree(root);
  return report;
}

/** chmod 0700 / 0600 below `dir` wherever group or others have any right; symbolic links are left alone. */
export function tightenTree(dir: string): number {
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    const mode = lstatSync(p).mode & 0o777;
    if (entry.isDirectory()) {
      if (mode & 0o077) {
        chmodSync(p, 0o700);
        n++;
      }
      n += tightenTree(p);
    } else if (mode & 0o077) {
      chmodSync(p, 0o600);
      n++;
    }
  }
  return n;
}

/** The start-up line when the folder had been open to others. */
export const privateFolderNotice = (root: string, r: PrivateFolderReport) =>
  r.widerMode === undefined && r.tightened === 0
    ? undefined
    : `DATA_DIR ${root} was open to other accounts (folder ${r.widerMode === undefined ? "private" : `0${r.widerMode.toString(8)}`}, ${r.tightened} files or folders inside): now 0700 and 0600`;
