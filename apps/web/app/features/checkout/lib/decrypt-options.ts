import { bookingMessages, CheckoutOptionsSchema, type CheckoutOptions } from "@chauffeur/contracts";

const hexToBytes = (hex: string) => {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) throw new Error("not hex");
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
};

export class CheckoutOptionsError extends Error {}

/**
 * Decrypts the order's `options` (AES-256-CBC, hex, 32-character key) with Web Crypto and checks
 * key, amount and order id. The key ships to the browser, so this only obfuscates; the server's signature
 * checks protect the payment.
 */
export async function decryptCheckoutOptions(
  enc: { encryptedData: string; iv: string },
  key: string | undefined,
): Promise<CheckoutOptions> {
  if (!key || key.length !== 32) throw new CheckoutOptionsError(bookingMessages.decryptFailed);
  let text = "";
  try {
    const cryptoKey = await crypto.subtle.importKey("raw", new TextEncoder().encode(key), { name: "AES-CBC" }, false, [
      "decrypt",
    ]);
    const plain = await crypto.subtle.decrypt(
      { name: "AES-CBC", iv: hexToBytes(enc.iv) },
      cryptoKey,
      hexToBytes(enc.encryptedData),
    );
    text = new TextDecoder().decode(plain);
  } catch {
    throw new CheckoutOptionsError(bookingMessages.decryptFailed);
  }
  if (!text) throw new CheckoutOptionsError(bookingMessages.decryptFailed);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CheckoutOptionsError(bookingMessages.invalidPaymentConfig);
  }
  const o = parsed as Partial<CheckoutOptions> | null;
  if (!o || !o.key || !o.amount || !o.order_id) throw new CheckoutOptionsError(bookingMessages.invalidPaymentConfig);
  const checked = CheckoutOptionsSchema.safeParse(o);
  if (!checked.success) throw new CheckoutOptionsError(bookingMessages.invalidPaymentConfig);
  return checked.data;
}
