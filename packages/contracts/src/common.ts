import { z } from "./z.ts";
import { AppErrorCodeSchema } from "./errors.ts";

/** The one error shape every endpoint answers with (decision record 009). */
export const ApiErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  code: AppErrorCodeSchema.optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const SuccessMessageSchema = z.object({ success: z.literal(true), message: z.string() });
export type SuccessMessage = z.infer<typeof SuccessMessageSchema>;

export const HealthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  time: z.string(),
});

/** Liveness: the process answers (nothing else is checked). */
export const LivenessSchema = z.object({ status: z.literal("live"), uptimeSeconds: z.number() });

/** Readiness: 200 when every check is ok, 503 naming each failing check in `problems`. */
export const ReadinessSchema = z.object({
  status: z.enum(["ready", "not_ready"]),
  checks: z.object({
    database: z.enum(["ok", "unreachable"]),
    migrations: z.enum(["ok", "pending", "unknown"]),
    jobs: z.enum(["ok", "stalled", "not_running", "disabled"]),
  }),
  problems: z.array(z.string()),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

/** What the server exposes to the browser: nothing secret. */
export const AppConfigSchema = z.object({
  business: z.object({
    name: z.string(),
    legalName: z.string(),
    phone: z.string(),
    phoneDisplay: z.string(),
    email: z.string(),
    whatsapp: z.string(),
    instagram: z.string(),
    twitter: z.string(),
    linkedin: z.string(),
    address: z.string(),
  }),
  /** optionsKey: the PAYMENT_OPTIONS_KEY the checkout decrypts the order options with (obfuscation only, see README) */
  payments: z.object({
    gateway: z.enum(["sandbox", "razorpay"]),
    keyId: z.string(),
    optionsKey: z.string().optional(),
  }),
  maps: z.object({ provider: z.enum(["gazetteer", "google"]), googleMapsApiKey: z.string().optional() }),
  /** whether a flight status provider follows airport transfers' flights (false: operations update them by hand) */
  flightTracking: z.boolean().optional(),
  devOutbox: z.boolean(),
  /** a loopback demo (README, "Trying it as a demo"): the development mailbox (/dev/outbox) is open to this machine without signing in */
  devOutboxOpen: z.boolean().optional(),
  /** a demo installation (embedded transports or DEMO_MODE=true): every page shows the Demo ribbon (docs/security.md §1) */
  demo: z.boolean(),
  /** the ribbon's sentence in demo mode, e.g. "Demo — payments, SMS and e-mail are simulated; nothing is charged or sent." */
  demoNotice: z.string().optional(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

/** Indian mobile: exactly 10 digits after +91. */
export const E164_IN = /^\+91\d{10}$/;
export const TEN_DIGITS = /^\d{10}$/;
