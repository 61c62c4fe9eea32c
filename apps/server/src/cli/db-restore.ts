/**
 * Restores a backup made by db:backup into the configured database: `npm run db:restore -- --from FILE [--force]`
 * (README "Backups", decision record 014). All or nothing, verified table by table; an embedded database is restored
 * with its server stopped; a database holding data is refused unless --force (which deletes everything in it first).
 */
import { parseArgs } from "node:util";
import { loadConfigOrExit } from "../config.ts";
import { restoreCommand } from "../db/backup/commands.ts";
import { runBackupCli, UsageError } from "./backup-cli.ts";

const USAGE =
  "Usage: npm run db:restore -- --from FILE [--force]   (--force deletes everything in the target database first)";
await runBackupCli(USAGE, async () => {
  const { values } = parseArgs({
    options: { from: { type: "string" }, force: { type: "boolean" }, help: { type: "boolean", short: "h" } },
  });
  if (values.help) return console.log(USAGE);
  if (!values.from) throw new UsageError("--from FILE is required.");
  await restoreCommand(loadConfigOrExit(), values.from, { force: values.force }, (l) => console.log(l));
});
