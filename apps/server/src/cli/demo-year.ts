/**
 * Fills an installation with a year of demo business (README "A year of demo data"):
 *   npm run demo:year -- [--seed 20261203] [--scale 1] [--force]
 * Opens the configured database like the server does (DATABASE_URL, or the PGlite folder in DATA_DIR: stop the
 * server first) with the migrations and the seed applied. Refuses an installation in production mode, and one that
 * already holds bookings unless --force.
 */
import { parseArgs } from "node:util";
import { installationMode } from "../config.ts";
import { seed } from "../db/seed/seed.ts";
import { countBookings, DEFAULT_DEMO_SEED, demoRiderLine, generateYear, openDemoRider } from "../modules/dev/index.ts";
import { openConfiguredDatabase } from "./configured-database.ts";

const USAGE = "Usage: npm run demo:year -- [--seed N] [--scale 0.05..1] [--force]";

async function main() {
  const { values } = parseArgs({
    options: {
      seed: { type: "string" },
      scale: { type: "string" },
      force: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return console.log(USAGE);
  const seedValue = values.seed === undefined ? DEFAULT_DEMO_SEED : Number(values.seed);
  const scale = values.scale === undefined ? 1 : Number(values.scale);
  if (!Number.isInteger(seedValue) || seedValue < 0 || !(scale > 0 && scale <= 2)) {
    console.error(`--seed takes a whole number and --scale a number above 0 and at most 2.\n${USAGE}`);
    process.exit(64);
  }
  const { config, database } = await openConfiguredDatabase();
  try {
    if (installationMode(config).mode === "production") {
      console.error("Refusing: this installation is in production mode. A year of demo data is for demos only.");
      process.exitCode = 65;
      return;
    }
    await seed(database);
    const existing = await countBookings(database);
    if (existing > 0 && !values.force) {
      console.error(
        `Refusing: the database already holds ${existing} bookings. Add --force to write the year beside them.`,
      );
      process.exitCode = 65;
      return;
    }
    const s = await generateYear(database, { seed: seedValue, scale, gstin: config.GSTIN, log: (l) => console.log(l) });
    console.log(
      `A year of demo data: ${s.riders} riders, ${s.bookings} bookings, ${s.rows} rows in ${s.seconds.toFixed(1)} s.`,
    );
    const rider = await openDemoRider(config, database);
    if (rider) console.log(demoRiderLine(rider));
  } finally {
    await database.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
