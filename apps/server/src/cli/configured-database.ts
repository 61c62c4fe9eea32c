import { loadConfigOrExit, type Config } from "../config.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";

/**
 * What every command-line tool starts with: the configuration read and validated like the server does (a wrong value
 * prints its message and exits 78), then the configured database opened (PGlite folder or DATABASE_URL) with the
 * migrations applied. A PGlite folder cannot be opened while the server runs on it: stop the server first.
 */
export async function openConfiguredDatabase(): Promise<{ config: Config; database: Database }> {
  const config = loadConfigOrExit();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    poolSize: 2,
    dataDir: config.DATA_DIR,
  });
  await migrate(database);
  return { config, database };
}
