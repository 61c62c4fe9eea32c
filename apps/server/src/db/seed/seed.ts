import type { Database } from "../client.ts";
import { seedFleet } from "./fleet.ts";
import { seedTariff } from "./tariff.ts";

/**
 * Reference data every installation needs, inserted idempotently at start (never overwriting an operator's edits):
 * the vehicle classes, a starting fleet and the first tariff version. Each area adds its own seed step here.
 */
export async function seed(database: Database): Promise<void> {
  for (const step of SEED_STEPS) await step(database);
}

type SeedStep = (database: Database) => Promise<void>;
export const SEED_STEPS: SeedStep[] = [seedFleet, seedTariff];
