import { createHmac, timingSafeEqual } from "node:crypto";

/** Our own HMAC checks (the SDK's helpers compare with ===, not in constant time). */
export const hmacSha256Hex = (secret: string, data: Buffer | string) =>
  createHmac("sha256", secret).update(data).digest("hex");

export function safeHexEqual(expectedHex: string, given: string): boolean {
  if (typeof given !== "string" || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expectedHex, "hex");
  const b = Buffer.from(given.toLowerCase(), "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

export const checkoutSignature = (secret: string, orderId: string, paymentId: string) =>
  hmacSha256Hex(secret, `${orderId}|${paymentId}`);

export const verifyCheckoutSignature = (secret: string, orderId: string, paymentId: string, signature: string) =>
  safeHexEqual(checkoutSignature(secret, orderId, paymentId), signature);

export const verifyBodySignature = (secret: string, rawBody: Buffer | string, signature: string) =>
  safeHexEqual(hmacSha256Hex(secret, rawBody), signature);
