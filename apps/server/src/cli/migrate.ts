/**
 * Applies the checked-in migrations and the first-start seed (tariff v1, vehicle classes) to the configured database
 * without starting the server: `npm run db:migrate`. The server does the same at every start; this is for a deploy
 * step that prepares the database before the instances start (decision record 001).
 */
import { seed } from "../db/seed/seed.ts";
import { openConfiguredDatabase } from "./configured-database.ts";

const { config, database } = await openConfiguredDatabase();
try {
  await seed(database);
  console.log(
    `Migrations applied to ${config.DATABASE_URL ? "PostgreSQL" : `the embedded database in ${config.DATA_DIR}`}.`,
  );
} finally {
  await database.close();
}
