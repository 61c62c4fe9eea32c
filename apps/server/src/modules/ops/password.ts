import type { Config } from "../../config.ts";
import { createPasswordHasher } from "../accounts/index.ts";

/**
 * Operators' passwords are hashed exactly like riders' (the accounts module's argon2id hasher at the configured
 * cost), so they sign in through the same login. Operator creation is rare: a hasher per call is enough.
 */
export function hashPassword(
  config: Pick<Config, "ARGON2_MEMORY_KIB" | "ARGON2_TIME_COST" | "HASH_CONCURRENCY">,
  password: string,
) {
  return createPasswordHasher({
    memoryKib: config.ARGON2_MEMORY_KIB,
    timeCost: config.ARGON2_TIME_COST,
    concurrency: config.HASH_CONCURRENCY,
  }).hash(password);
}
