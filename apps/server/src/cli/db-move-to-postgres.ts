/**
 * Copies the embedded installation (DATA_DIR) into an empty PostgreSQL database and verifies every table:
 * `npm run db:move-to-postgres -- --to postgres://user@host/db` (README "Going to production", decision record 014).
 * Run it with the server stopped; with the server running it copies the server's snapshot of that moment and says so.
 */
import { parseArgs } from "node:util";
import { loadConfigOrExit } from "../config.ts";
import { moveToPostgresCommand } from "../db/backup/commands.ts";
import { runBackupCli, UsageError } from "./backup-cli.ts";

const USAGE = "Usage: npm run db:move-to-postgres -- --to postgres://user:password@host:5432/database";
await runBackupCli(USAGE, async () => {
  const { values } = parseArgs({ options: { to: { type: "string" }, help: { type: "boolean", short: "h" } } });
  if (values.help) return console.log(USAGE);
  if (!values.to) throw new UsageError("--to postgres://… is required.");
  await moveToPostgresCommand(loadConfigOrExit(), values.to, (l) => console.log(l));
});
