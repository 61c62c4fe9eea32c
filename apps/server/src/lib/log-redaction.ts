import { stdSerializers } from "pino";

/**
 * What the logs never hold (docs/security.md §6): passwords and their hashes, OTPs and second-factor codes, tokens,
 * secrets, cookies and authorization headers, wherever they appear in a logged object, and the parameter values of a
 * failed database query (drizzle and PGlite put them on the error and in drizzle's message; pg's `detail` quotes them).
 */

export const REDACTED = "[redacted]";

/** Keys (compared lower-case, without '-' and '_') whose values are always replaced. */
const SECRET_KEYS = new Set(
  [
    "password",
    "newPassword",
    "currentPassword",
    "oldPassword",
    "confirmPassword",
    "passwordHash",
    "hash",
    "codeHash",
    "otp",
    "otpCode",
    "phoneOtp",
    "totp",
    "totpSecret",
    "recoveryCode",
    "recoveryCodes",
    "token",
    "accessToken",
    "refreshToken",
    "resetToken",
    "paymentToken",
    "idToken",
    "secret",
    "clientSecret",
    "keySecret",
    "webhookSecret",
    "sessionSecret",
    "apiKey",
    "authKey",
    "accessKey",
    "privateKey",
    "authorization",
    "proxyAuthorization",
    "cookie",
    "setCookie",
    "sid",
    "signature",
    "razorpaySignature",
  ].map((k) => normalise(k)),
);
/** A `code` is a one-time code (OTP, TOTP) when it is digits only; an error's code ('23505', 'ECONNRESET') is kept. */
const ONE_TIME_CODE = /^\d{4,10}$/;
/** Properties of database errors that carry the statement's values. */
const DB_VALUE_KEYS = new Set(["params", "parameters", "values", "queryOptions", "bindings", "detail"]);

function normalise(key: string) {
  return key.toLowerCase().replace(/[-_]/g, "");
}

const isPlain = (v: unknown): v is Record<string, unknown> => {
  if (v === null || typeof v !== "object") return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/** drizzle's message is "Failed query: <sql>\nparams: <values>": the values go, the statement's first line stays. */
export function scrubQueryText(text: string): string {
  return text.replace(/\nparams: [^\n]*(?:\n(?! {4}at )[^\n]*)*/g, "\nparams: [redacted]");
}

/**
 * A copy of a plain object (or array) with secret values replaced; class instances (a request, an Error) are left to
 * their serializers, cycles and depth are bounded.
 */
export function redactDeep(value: unknown, seen = new WeakSet<object>(), depth = 0, isErrorLike = false): unknown {
  if (typeof value === "string") return redactUrl(value);
  if (Array.isArray(value)) {
    if (seen.has(value) || depth > 10) return "[…]";
    seen.add(value);
    return value.map((v) => redactDeep(v, seen, depth + 1));
  }
  if (!isPlain(value)) return value;
  if (seen.has(value) || depth > 10) return "[…]";
  seen.add(value);
  const errorLike = isErrorLike || typeof value.message === "string" || typeof value.stack === "string";
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const n = normalise(k);
    if (SECRET_KEYS.has(n) && v !== undefined && v !== null && v !== "") out[k] = REDACTED;
    else if (
      n === "code" &&
      !errorLike &&
      (typeof v === "number" || typeof v === "string") &&
      ONE_TIME_CODE.test(String(v))
    )
      out[k] = REDACTED;
    else if (errorLike && DB_VALUE_KEYS.has(k)) continue;
    else if (errorLike && k === "query" && typeof v === "string") out[k] = v.split("\n")[0].slice(0, 300);
    else if (errorLike && (k === "message" || k === "stack") && typeof v === "string")
      out[k] = redactUrl(scrubQueryText(v));
    else out[k] = redactDeep(v, seen, depth + 1, errorLike && k === "cause");
  }
  return out;
}

/** The error serializer: pino's standard one (message, stack, causes), then the values of failed queries removed. */
type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };
export function serializeError(err: Error): SerializedError {
  if (!(err instanceof Error)) return redactDeep(err) as SerializedError;
  // pino's result has its own prototype: spread it into a plain object so redactDeep walks it
  const base: Record<string, unknown> = { ...stdSerializers.err(err) };
  const cause = (err as { cause?: unknown }).cause;
  if (cause instanceof Error) {
    const c = stdSerializers.err(cause);
    base.cause = { type: c.type, message: c.message, code: (cause as { code?: unknown }).code };
  }
  return redactDeep(base, new WeakSet(), 0, true) as SerializedError;
}

/**
 * A request's address without the secrets some addresses carry (docs/security.md §7 "Logs"): the tokens in the path of
 * a password-reset or e-mail-confirmation link, of a share link (the page `/shared-trip/…`, its API and stream
 * `/api/v1/shared-trips/…`) and of a company's invitation (`/company/join/…`, `/api/v1/company-invitations/…`), and token/code/otp/signature/key values in the query string (`/payment-status?token=…`).
 * A route pattern (`/shared-trips/:token`) is kept. It also runs over every text a log line holds (messages, errors).
 */
export function redactUrl(url: string): string {
  if (!SECRET_PATH_HINT.test(url)) return url;
  return url
    .replace(
      /(\/(?:password\/reset|email\/confirm|confirm-email|shared-trips?|company\/join|company-invitations)\/)(?![:{])[^/?#\s"'`<>\\]+/gi,
      "$1[redacted]",
    )
    .replace(/([?&](?:[\w-]*token|code|otp|sig|signature|key|secret|password)=)[^&#\s"'`<>]*/gi, "$1[redacted]");
}
/** A quick test before the replacements: most texts hold no such address. */
const SECRET_PATH_HINT =
  /password\/reset|email\/confirm|confirm-email|shared-trip|company\/join|company-invitations|[?&][\w-]*(?:token|code|otp|sig|key|secret|password)/i;

/** The request as logged (at debug level, or when a line carries `req`): fastify's fields, the address redacted. */
function serializeRequest(req: {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: redactUrl(String(req.url ?? "")),
    host: req.host ?? req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** pino options that apply the above to every line: `formatters.log` for logged objects, serializers for errors. */
export const redactingLoggerOptions = {
  redact: {
    paths: [
      "req.headers.cookie",
      "req.headers.authorization",
      "req.headers['proxy-authorization']",
      "res.headers['set-cookie']",
    ],
    remove: true,
  },
  serializers: { err: serializeError, error: serializeError, req: serializeRequest },
  // the message itself (fastify's "Route GET:/api/v1/shared-trips/… not found", a message naming an address)
  hooks: {
    logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
      const redacted = args.map((a) => (typeof a === "string" ? redactUrl(a) : a));
      // an error logged alone lends pino its message: the redacted one
      if (args[0] instanceof Error && typeof args[1] !== "string") redacted.splice(1, 0, redactUrl(args[0].message));
      method.apply(this, redacted);
    },
  },
  formatters: {
    log(obj: Record<string, unknown>) {
      return redactDeep(obj) as Record<string, unknown>;
    },
  },
};
