/**
 * Writes a backup of the configured database: `npm run db:backup -- --out FILE` (README "Backups", decision record
 * 014). PostgreSQL (DATABASE_URL): read from one REPEATABLE READ snapshot while the server keeps writing. Embedded
 * (DATA_DIR): through the running server's control socket, or from the folder when no server runs.
 */
import { parseArgs } from "node:util";
import { loadConfigOrExit } from "../config.ts";
import { backupCommand } from "../db/backup/commands.ts";
import { runBackupCli, UsageError } from "./backup-cli.ts";

const USAGE =
  "Usage: npm run db:backup -- --out FILE   (a gzip-compressed backup; the file holds secrets and personal data)";
await runBackupCli(USAGE, async () => {
  const { values } = parseArgs({ options: { out: { type: "string" }, help: { type: "boolean", short: "h" } } });
  if (values.help) return console.log(USAGE);
  if (!values.out) throw new UsageError("--out FILE is required.");
  await backupCommand(loadConfigOrExit(), values.out, (l) => console.log(l));
});
