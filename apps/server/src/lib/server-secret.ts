import webpush from "web-push";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { randomToken } from "./crypto.ts";

/**
 * A secret generated once per installation and kept in the database (table app_secrets): the first instance to ask
 * stores a random value, every other instance on the same database reads that value, and restarts keep it.
 */
export async function ensureGeneratedSecret(
  database: Database,
  name: string,
  make: () => string = () => randomToken(48),
): Promise<string> {
  await database.query("INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING", [
    name,
    make(),
  ]);
  const rows = await database.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = $1", [name]);
  return rows[0].value;
}

/**
 * The key for OTP hashes and signed payment-status tokens. SESSION_SECRET wins when set; otherwise a random secret is
 * generated once and kept in the database, so instances sharing a database agree and restarts keep it.
 */
export const ensureServerSecret = (database: Database) => ensureGeneratedSecret(database, "server");

/** The secrets the configuration may leave unset: after `withGeneratedSecrets` each of them is a string. */
export type GeneratedSecretName =
  "SESSION_SECRET" | "SANDBOX_SECRET" | "PAYMENT_OPTIONS_KEY" | "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY";
export type ConfigWithSecrets = Config & { [K in GeneratedSecretName]: string };

/**
 * Fills every secret the environment leaves unset with the installation's own random value (no constant secret
 * exists in the source): an explicit env value always wins. SANDBOX_SECRET signs the embedded gateway's checkout
 * results and webhooks; PAYMENT_OPTIONS_KEY (exactly 32 characters) encrypts the checkout options.
 */
export async function withGeneratedSecrets(config: Config, database: Database): Promise<ConfigWithSecrets> {
  const vapid = await vapidKeys(config, database);
  return {
    ...config,
    ...vapid,
    SESSION_SECRET: config.SESSION_SECRET ?? (await ensureServerSecret(database)),
    SANDBOX_SECRET: config.SANDBOX_SECRET ?? (await ensureGeneratedSecret(database, "sandbox")),
    // 24 random bytes are 32 base64url characters: the AES-256 key length the checkout expects
    PAYMENT_OPTIONS_KEY:
      config.PAYMENT_OPTIONS_KEY ?? (await ensureGeneratedSecret(database, "payment_options", () => randomToken(24))),
  };
}

/**
 * The web push (VAPID) key pair: both from the environment, or one pair generated once with web-push and kept as one
 * secret, so every instance signs with the same key the browsers subscribed with.
 */
async function vapidKeys(config: Config, database: Database) {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { VAPID_PUBLIC_KEY: config.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: config.VAPID_PRIVATE_KEY };
  const pair = JSON.parse(
    await ensureGeneratedSecret(database, "vapid", () => JSON.stringify(webpush.generateVAPIDKeys())),
  ) as { publicKey: string; privateKey: string };
  return { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };
}

/** A secret that `withGeneratedSecrets` has filled: missing only when code runs outside buildApp by mistake. */
export function requireSecret(value: string | undefined, name: GeneratedSecretName): string {
  if (!value)
    throw new Error(`${name} is not resolved: build the app with withGeneratedSecrets (lib/server-secret.ts)`);
  return value;
}
