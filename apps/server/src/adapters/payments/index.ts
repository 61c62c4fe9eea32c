import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { requireSecret } from "../../lib/server-secret.ts";
import { razorpayGateway } from "./razorpay.ts";
import { sandboxGateway } from "./sandbox.ts";
import type { PaymentGateway } from "./types.ts";

export type { PaymentGateway } from "./types.ts";

/**
 * Razorpay when all three RAZORPAY_* are set, else the embedded sandbox (needs the database for its ledger, and the
 * installation's SANDBOX_SECRET: pass a config resolved by withGeneratedSecrets).
 */
export function createPaymentGateway(config: Config, database?: Database): PaymentGateway {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET && config.RAZORPAY_WEBHOOK_SECRET)
    return razorpayGateway({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      apiBase: config.RAZORPAY_API_BASE,
    });
  if (!database) throw new Error("the sandbox payment gateway needs the database");
  return sandboxGateway({ secret: requireSecret(config.SANDBOX_SECRET, "SANDBOX_SECRET"), database });
}
