import { hash } from "@node-rs/argon2";
import type { Config } from "../../config.ts";

// argon2id (Algorithm.Argon2id = 2; the enum is a const enum, not importable under isolatedModules) at the
// configured cost, the same parameters the accounts module uses for riders.
const ARGON2ID = 2;

export function hashPassword(config: Pick<Config, "ARGON2_MEMORY_KIB" | "ARGON2_TIME_COST">, password: string) {
  return hash(password, { algorithm: ARGON2ID, memoryCost: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST, parallelism: 1 });
}
