import { createCipheriv, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptCheckoutOptions } from "./decrypt-options";

// a key of 32 characters, random per run as each installation's is
const KEY = randomBytes(24).toString("base64url");
/** What the server sends (apps/server/src/modules/bookings/options-crypto.ts): AES-256-CBC, hex. */
function encrypt(plain: string, key = KEY) {
  const iv = randomBytes(16);
  const c = createCipheriv("aes-256-cbc", Buffer.from(key), iv);
  return { encryptedData: Buffer.concat([c.update(plain, "utf8"), c.final()]).toString("hex"), iv: iv.toString("hex") };
}
const options = {
  key: "rzp_sandbox_local",
  amount: 234600,
  currency: "INR",
  order_id: "order_OStT7q6RE2D5Hw",
  name: "Sarathi Luxe",
  description: "Booking SL-5CM2L37Q",
  callback_url: "http://localhost:4000/api/v1/payments/callback",
  prefill: { name: "Test Rider" },
  notes: { bookingId: "b" },
  gateway: "sandbox",
};

describe("checkout options decryption (Web Crypto)", () => {
  it("decrypts what the server encrypts", async () => {
    expect(await decryptCheckoutOptions(encrypt(JSON.stringify(options)), KEY)).toMatchObject({
      amount: 234600,
      order_id: "order_OStT7q6RE2D5Hw",
    });
  });
  it("refuses options without key, amount or order id", async () => {
    await expect(decryptCheckoutOptions(encrypt(JSON.stringify({ ...options, order_id: "" })), KEY)).rejects.toThrow(
      "Invalid payment configuration received",
    );
    await expect(decryptCheckoutOptions(encrypt(JSON.stringify({ ...options, amount: 0 })), KEY)).rejects.toThrow(
      "Invalid payment configuration received",
    );
  });
  it("reports an empty or undecryptable result", async () => {
    await expect(decryptCheckoutOptions(encrypt(""), KEY)).rejects.toThrow("Failed to decrypt payment options");
    await expect(
      decryptCheckoutOptions(encrypt(JSON.stringify(options)), "another-key-of-32-characters-abc"),
    ).rejects.toThrow(/Failed to decrypt payment options|Invalid payment configuration received/);
    await expect(decryptCheckoutOptions(encrypt(JSON.stringify(options)), "short")).rejects.toThrow(
      "Failed to decrypt payment options",
    );
  });
});
