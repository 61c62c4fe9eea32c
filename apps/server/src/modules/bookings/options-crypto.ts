import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * The order answer's `options: { encryptedData, iv }`: AES-256-CBC, hex, under the 32-character
 * PAYMENT_OPTIONS_KEY. The browser holds the same key, so this only obfuscates the options in transit logs; the
 * server's signature and amount checks are what protect payments (README "Payments and bookings").
 */
export function encryptOptions(key: string | undefined, options: unknown): { encryptedData: string; iv: string } {
  // unset only outside buildApp: the installation's key is generated at start (lib/server-secret.ts)
  if (!key || Buffer.byteLength(key) !== 32) throw new Error("PAYMENT_OPTIONS_KEY must be exactly 32 bytes");
  const iv = randomBytes(16);
  const cipher = createCipheriv("aes-256-cbc", Buffer.from(key, "utf8"), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(options), "utf8"), cipher.final()]);
  return { encryptedData: data.toString("hex"), iv: iv.toString("hex") };
}

export function decryptOptions(key: string | undefined, enc: { encryptedData: string; iv: string }): unknown {
  if (!key) throw new Error("PAYMENT_OPTIONS_KEY is not set");
  const decipher = createDecipheriv("aes-256-cbc", Buffer.from(key, "utf8"), Buffer.from(enc.iv, "hex"));
  const text = Buffer.concat([decipher.update(Buffer.from(enc.encryptedData, "hex")), decipher.final()]).toString(
    "utf8",
  );
  return JSON.parse(text);
}
