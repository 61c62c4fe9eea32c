import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "@chauffeur/contracts";
import type { Database } from "../../db/client.ts";
import { sha256Hex } from "../../lib/crypto.ts";

/** The second factor's secrets: the installation's TOTP key, the stored secret's encryption, recovery codes. */
export const ISSUER = "Sarathi Luxe Operations";
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"; // no 0/o, 1/l/i: read aloud and typed from paper

export async function ensureTotpKey(database: Database): Promise<Buffer> {
  await database.query("INSERT INTO app_secrets (name, value) VALUES ('totp_key', $1) ON CONFLICT (name) DO NOTHING", [
    randomBytes(32).toString("base64"),
  ]);
  const rows = await database.query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'totp_key'");
  return Buffer.from(rows[0].value, "base64");
}

export function encrypt(key: Buffer, userId: string, plain: string) {
  const iv = randomBytes(12);
  const c = createCipheriv("aes-256-gcm", key, iv);
  c.setAAD(Buffer.from(userId));
  const ct = Buffer.concat([c.update(plain, "utf8"), c.final()]);
  return ["v1", iv.toString("base64url"), c.getAuthTag().toString("base64url"), ct.toString("base64url")].join(".");
}

export function decrypt(key: Buffer, userId: string, stored: string) {
  const [v, iv, tag, ct] = stored.split(".");
  if (v !== "v1") throw new Error("unknown TOTP secret format");
  const d = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  d.setAAD(Buffer.from(userId));
  d.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([d.update(Buffer.from(ct, "base64url")), d.final()]).toString("utf8");
}

export const totpFor = (base32: string, account: string) =>
  new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  });

export function newRecoveryCode() {
  const bytes = randomBytes(10);
  let s = "";
  for (const b of bytes) s += RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]; // 31 symbols: bias < 1 %, ≈ 49.5 bits
  return `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8)}`;
}
const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]+/g, "").toLowerCase();
export const hashRecoveryCode = (code: string) => sha256Hex(`recovery:${normaliseRecoveryCode(code)}`);
