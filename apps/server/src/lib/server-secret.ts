import type { Database } from "../db/client.ts";
import { randomToken } from "./crypto.ts";

/**
 * The key for OTP hashes and signed payment-status tokens. SESSION_SECRET wins when set; otherwise a random secret is
 * generated once and kept in the database, so instances sharing a database agree and restarts keep it.
 */
export async function ensureServerSecret(database: Database): Promise<string> {
  await database.query("INSERT INTO app_secrets (name, value) VALUES ('server', $1) ON CONFLICT (name) DO NOTHING", [randomToken(48)]);
  const rows = await database.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'server'");
  return rows[0].value;
}
