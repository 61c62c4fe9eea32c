import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/client.ts";
import { createPasswordHasher } from "../../accounts/index.ts";

/** The password of the demo's one signed-in rider, printed by `npm run demo:year` and at a DEMO_DATA=year start. */
export const DEMO_RIDER_PASSWORD = "Sarathi#Demo26";

/**
 * The year's generated riders have no password (an argon2 hash each would cost minutes); the rider with the most
 * trips of their own gets the demo password, so a newcomer can open My Bookings on a year of trips. Outside
 * `generateYear` (its rows stay the same per seed: the hash's salt is random).
 */
export async function openDemoRider(
  config: Pick<Config, "ARGON2_MEMORY_KIB" | "ARGON2_TIME_COST" | "HASH_CONCURRENCY">,
  database: Database,
): Promise<{ phone: string; name: string; password: string } | undefined> {
  const [rider] = await database.query<{ id: string; phone: string; name: string }>(
    `SELECT u.id, u.phone, u.name FROM users u JOIN bookings b ON b.user_id = u.id
      WHERE u.role = 'rider' AND b.company_id IS NULL AND u.phone IS NOT NULL
      GROUP BY u.id ORDER BY count(*) DESC, u.id LIMIT 1`,
  );
  if (!rider) return undefined;
  const hasher = createPasswordHasher({
    memoryKib: config.ARGON2_MEMORY_KIB,
    timeCost: config.ARGON2_TIME_COST,
    concurrency: config.HASH_CONCURRENCY,
  });
  await database.query("UPDATE users SET password_hash = $1 WHERE id = $2", [
    await hasher.hash(DEMO_RIDER_PASSWORD),
    rider.id,
  ]);
  return { phone: rider.phone, name: rider.name, password: DEMO_RIDER_PASSWORD };
}

/** The line telling a newcomer how to sign in as that rider. */
export const demoRiderLine = (r: { phone: string; name: string; password: string }) =>
  `Sign in as ${r.name}, a rider with a year of trips: mobile number ${r.phone.slice(3)}, password ${r.password}`;
