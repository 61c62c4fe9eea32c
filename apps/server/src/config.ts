import { z } from "zod";
import * as wa from "./config-whatsapp.ts";
import { isLoopbackHost } from "./config-hosts.ts";
import { DEFAULT_BUSINESS as B, gstinField, ON_MY_WAY_OPENS_MIN } from "@chauffeur/contracts";
import { defaultChannels, notificationConfigFields, optionalStr } from "./config-notifications.ts";
import { usesEmbeddedMail, usesEmbeddedSms, usesRazorpayFully } from "./config-mode.ts";

/**
 * Every setting comes from the environment and is validated once, at start (README "Configuration").
 * A wrong value stops the process with a message naming the variable.
 * Keep .env.example and the README's configuration table in step with this file.
 */
const bool = z.enum(["true", "false", "1", "0", ""]).transform((v) => v === "true" || v === "1");
const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));

const httpUrl = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z
    .string()
    .regex(/^https?:\/\/[^\s/]+/, "must be an http:// or https:// address such as http://127.0.0.1:4318")
    .optional(),
);

export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    // loopback by default: a public address with the embedded transports needs DEMO_MODE=true (installationMode below)
    HOST: z.string().min(1).default("127.0.0.1"),
    // true: a demo (allowed beyond loopback with embedded transports); false: production requested, so every
    // embedded transport is refused; unset: demo iff an embedded transport is in use
    DEMO_MODE: z
      .enum(["true", "false", "1", "0", ""])
      .transform((v) => (v === "" ? undefined : v === "true" || v === "1"))
      .optional(),
    // unset: http://localhost:<PORT> (defaultPublicBaseUrl below), the address `npm start` prints
    PUBLIC_BASE_URL: z
      .string()
      .url("must be an absolute URL such as https://rides.example.in")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    LOG_PRETTY: bool.optional(),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection URL")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    DATABASE_SCHEMA: optionalStr,
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    REDIS_URL: optionalUrl,
    TRUST_PROXY: z.string().default(""),
    SESSION_SECRET: z
      .string()
      .min(32, "must be at least 32 characters")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(64 * 1024),
    WEB_DIST_DIR: optionalStr,
    // payments
    // unset: a random key generated once per installation and kept in the database (lib/server-secret.ts)
    PAYMENT_OPTIONS_KEY: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.string().length(32, "must be exactly 32 characters (AES-256 key for the payment options)").optional(),
    ),
    RAZORPAY_KEY_ID: optionalStr,
    RAZORPAY_KEY_SECRET: optionalStr,
    RAZORPAY_WEBHOOK_SECRET: optionalStr,
    RAZORPAY_API_BASE: z.string().url().default("https://api.razorpay.com"),
    // unset: generated once per installation, like PAYMENT_OPTIONS_KEY (no constant secret in the source)
    SANDBOX_SECRET: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.string().min(16, "must be at least 16 characters").optional(),
    ),
    // messages
    SMTP_URL: optionalStr,
    MAIL_FROM: z.string().default(`${B.name} <${B.email}>`),
    ...notificationConfigFields, // the SMS provider, the channels messages go out on, web push's settings
    // WhatsApp Business Cloud API: the embedded outbox, or Meta's Graph API (config-whatsapp.ts)
    ...wa.whatsappConfigFields,
    // maps
    GOOGLE_MAPS_API_KEY: optionalStr,
    GOOGLE_MAPS_API_BASE: z.string().url().default("https://maps.googleapis.com"),
    GOOGLE_ROUTES_API_BASE: z.string().url().default("https://routes.googleapis.com"),
    /** Places API (New): Place Details and Text Search, used to resolve the places of a fare request on the server */
    GOOGLE_PLACES_API_BASE: z.string().url().default("https://places.googleapis.com"),
    OSRM_URL: optionalUrl,
    ROAD_FACTOR: z.coerce.number().min(1).max(2).default(1.3),
    // leads
    WEB3FORMS_ACCESS_KEY: optionalStr,
    // flight status (decision record 011): none (embedded: nothing tracked, the console records changes) or aeroapi
    FLIGHT_STATUS_PROVIDER: z.enum(["none", "aeroapi"]).default("none"),
    AEROAPI_KEY: optionalStr,
    AEROAPI_API_BASE: z.string().url().default("https://aeroapi.flightaware.com/aeroapi"),
    WEB3FORMS_URL: z.string().url().default("https://api.web3forms.com/submit"),
    // business details shown on the site
    BUSINESS_NAME: z.string().default(B.name),
    BUSINESS_LEGAL_NAME: z.string().default(B.legalName),
    BUSINESS_PHONE: z
      .string()
      .regex(/^\+91\d{10}$/, "must be +91 followed by 10 digits")
      .default(B.phone),
    BUSINESS_EMAIL: z.string().email().default(B.email),
    BUSINESS_WHATSAPP: z
      .string()
      .regex(/^\+91\d{10}$/, "must be +91 followed by 10 digits")
      .default(B.phone),
    BUSINESS_INSTAGRAM: z.string().url().default(B.instagram),
    BUSINESS_TWITTER: z.string().url().default(B.twitter),
    BUSINESS_LINKEDIN: z.string().url().default(B.linkedin),
    BUSINESS_ADDRESS: z.string().default(B.address),
    // the supplier's GSTIN on every invoice, checked (shape, state, check character); its state code (first two
    // digits) is the supplier's state for the place-of-supply rule (packages/contracts/src/gst.ts)
    GSTIN: gstinField.default("21ABCDE1234F1ZC"),
    // live updates (Server-Sent Events): streams one instance serves at most, and the keep-alive comment's interval
    // (under the idle timeout of every proxy in front)
    LIVE_MAX_STREAMS: z.coerce.number().int().min(1).max(100_000).default(5000),
    LIVE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
    // the day of the ride: 'On my way' opens this many minutes before pickup (README "The day of the ride")
    ON_MY_WAY_OPENS_MINUTES: z.coerce
      .number()
      .int("must be whole minutes")
      .min(15, "must be at least 15 minutes")
      .max(24 * 60, "must be at most 1440 minutes (a day)")
      .default(ON_MY_WAY_OPENS_MIN),
    // jobs
    JOBS_ENABLED: bool.default(true),
    JOB_TICK_MS: z.coerce.number().int().min(50).default(5000),
    // readiness fails when this instance's job scheduler has not finished a tick for this long
    JOBS_STALL_SECONDS: z.coerce.number().int().min(1).default(120),
    // the embedded database's nightly backup (modules/backups); off where a test moves the clock through nights
    BACKUPS_NIGHTLY: bool.default(true),
    // observability (decision record 013): /metrics to a bearer token on the public port, or on a loopback port
    METRICS_TOKEN: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .min(16, "must be at least 16 characters (e.g. openssl rand -hex 32)")
        .regex(/^[\x21-\x7e]+$/, "must be printable characters without spaces (it is sent as a bearer token)")
        .optional(),
    ),
    METRICS_PORT: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.coerce.number().int().min(0).max(65535, "must be a port number (1–65535)").optional(),
    ),
    // OpenTelemetry traces over OTLP/HTTP (the standard variables): nothing is loaded unless an endpoint is set
    OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl,
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: httpUrl,
    OTEL_SERVICE_NAME: z.string().min(1).default("chauffeur"),
    // testing aids: a movable clock, only honoured outside production
    ENABLE_TEST_CLOCK: bool.default(false),
    // demo data written at start into a database without bookings: 'year' (npm run demo:year); refused in production
    DEMO_DATA: z
      .enum(["", "year"], { error: "must be empty or 'year' (a year of demo business, npm run demo:year)" })
      .optional()
      .transform((v) => (v === "" ? undefined : v)),
    ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19456),
    ARGON2_TIME_COST: z.coerce.number().int().min(1).default(2),
    HASH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    // first operator created at start when none exists (see README "Operations console")
    OPERATOR_BOOTSTRAP_PHONE: z
      .string()
      .regex(/^\+91\d{10}$/, "must be +91 followed by 10 digits")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    OPERATOR_BOOTSTRAP_EMAIL: z
      .string()
      .email()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    OPERATOR_BOOTSTRAP_PASSWORD: z
      .string()
      .min(10, "must be at least 10 characters")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    OPERATOR_BOOTSTRAP_NAME: optionalStr,
    // accounts rate limits multiplied by this (benchmarks and load tests only; 1 in production)
    RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).default(1),
    // My Bookings pages kept per instance, served while the rider's booking version is unchanged (0 turns it off)
    BOOKINGS_LIST_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(2000),
  })
  .superRefine((c, ctx) => {
    const rz = [c.RAZORPAY_KEY_ID, c.RAZORPAY_KEY_SECRET, c.RAZORPAY_WEBHOOK_SECRET].filter(Boolean).length;
    if (rz !== 0 && rz !== 3)
      ctx.addIssue({
        code: "custom",
        path: ["RAZORPAY_KEY_ID"],
        message: "set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together",
      });
    if (c.FLIGHT_STATUS_PROVIDER === "aeroapi" && !c.AEROAPI_KEY)
      ctx.addIssue({
        code: "custom",
        path: ["AEROAPI_KEY"],
        message: "FLIGHT_STATUS_PROVIDER=aeroapi needs AEROAPI_KEY (FlightAware AeroAPI key)",
      });
    if (c.SMS_PROVIDER === "msg91" && (!c.MSG91_AUTH_KEY || !c.MSG91_TEMPLATE_ID))
      ctx.addIssue({
        code: "custom",
        path: ["MSG91_AUTH_KEY"],
        message: "SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID",
      });
    wa.checkWhatsAppConfig(c, ctx);
    if (c.METRICS_PORT !== undefined && c.METRICS_PORT !== 0 && c.METRICS_PORT === c.PORT)
      ctx.addIssue({
        code: "custom",
        path: ["METRICS_PORT"],
        message: "must differ from PORT: metrics are served on their own loopback port",
      });
    if (c.NODE_ENV === "production" && c.ENABLE_TEST_CLOCK && c.DATABASE_URL)
      ctx.addIssue({
        code: "custom",
        path: ["ENABLE_TEST_CLOCK"],
        message: "must not be enabled with a production database",
      });
  })
  .transform((c) => ({
    ...c,
    PUBLIC_BASE_URL: c.PUBLIC_BASE_URL ?? defaultPublicBaseUrl(c.HOST, c.PORT),
    // unset: the default channels, where WhatsApp follows the rest of the installation (defaultChannels)
    NOTIFICATION_CHANNELS_DEFAULTED: c.NOTIFICATION_CHANNELS === undefined,
    NOTIFICATION_CHANNELS:
      c.NOTIFICATION_CHANNELS ??
      defaultChannels({
        ...c,
        otherEmbedded: usesEmbeddedMail(c) || usesEmbeddedSms(c) || !usesRazorpayFully(c),
      }),
  }));

export type Config = z.infer<typeof ConfigSchema>;

/**
 * PUBLIC_BASE_URL when unset: this machine at the port the server listens on (README "Configuration"), so a demo
 * started on another port builds its links and the checkout's return for that port. A host named in HOST that is
 * neither loopback nor a wildcard address is the address riders reach.
 */
export function defaultPublicBaseUrl(host: string, port: number): string {
  const wildcard = host === "0.0.0.0" || host === "::" || host === "[::]";
  const name = isLoopbackHost(host) || wildcard ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "(config)"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/** For processes (the server, the command-line tools): the configuration, or its message on stderr and exit 78. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78); // EX_CONFIG
    }
    throw e;
  }
}

// which adapters the configuration selects, demo or production, the start refusal, the ribbon's sentence
export * from "./config-mode.ts";
