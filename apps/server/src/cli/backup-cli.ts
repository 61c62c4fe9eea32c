import { BackupFileError, formatVerification, TargetNotEmptyError, VerificationError } from "../db/backup/format.ts";

/**
 * How the backup commands end (README "Backups"): 0 done; 1 failed (message on stderr); 64 wrong arguments;
 * 65 the file is not a usable backup; 73 the target database is not empty; 78 wrong configuration.
 */
export async function runBackupCli(usage: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`${e.message}\n${usage}`);
      process.exitCode = 64;
    } else if (e instanceof BackupFileError) {
      console.error(`Not a usable backup: ${e.message}.`);
      process.exitCode = 65;
    } else if (e instanceof TargetNotEmptyError) {
      console.error(`Refused: ${e.message}`);
      process.exitCode = 73;
    } else if (e instanceof VerificationError) {
      console.error(`${formatVerification(e.report)}\nVerification failed: ${e.message}.`);
      process.exitCode = 1;
    } else {
      console.error(`Failed: ${(e as Error).message}`);
      process.exitCode = 1;
    }
  }
}

export class UsageError extends Error {}
