import { eq } from "drizzle-orm";
import { authServerMessages as M, type User } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { users } from "../../db/schema/index.ts";
import { hmacHex, sha256Hex } from "../../lib/crypto.ts";
import type { RateLimitRule } from "../../lib/rate-limit.ts";
import { requireSecret } from "../../lib/server-secret.ts";
import type { SessionUser } from "../../plugins/session.ts";
import type { Brand } from "../notifications/index.ts";
import { scaled } from "./limits.ts";
import type { PasswordHasher } from "./password.ts";
import { localeOf } from "../../lib/i18n.ts";

export type UserRow = typeof users.$inferSelect;
export const HOUR_MS = 3600_000;
export const maskPhone = (p: string) => `${p.slice(0, 3)}•••••${p.slice(-3)}`;

/** What every accounts use case needs, built once from the application context. */
export interface AccountsDeps {
  ctx: AppContext;
  hasher: PasswordHasher;
  now: () => Date;
  /** Rate-limit keys carry a hash prefix of the phone or e-mail, never the identifier itself (purge leaves no trace). */
  idKey: (kind: string, value: string) => string;
  limit: (key: string, rule: RateLimitRule, message?: string) => Promise<void>;
  otpHash: (userId: string, code: string) => string;
  brand: () => Brand;
  fmt: (d: Date) => string;
  byPhone: (phone: string) => Promise<UserRow | undefined>;
}

export function accountsDeps(ctx: AppContext, hasher: PasswordHasher): AccountsDeps {
  const { db, clock, config, rateLimiter } = ctx;
  // OTP hashes are keyed: 90,000 possible codes would fall to a plain hash in milliseconds if the table leaked
  const otpKey = requireSecret(config.SESSION_SECRET, "SESSION_SECRET");
  return {
    ctx,
    hasher,
    now: () => clock.now(),
    idKey: (kind, value) => `acct:${kind}:${sha256Hex(value.toLowerCase()).slice(0, 32)}`,
    limit: (key, rule, message = M.tooManyAttempts) =>
      rateLimiter.enforce(key, scaled(rule, config.RATE_LIMIT_MULTIPLIER), message),
    otpHash: (userId, code) => hmacHex(otpKey, `${userId}:${code}`),
    brand: () => ({
      name: config.BUSINESS_NAME,
      supportPhone: config.BUSINESS_PHONE,
      supportEmail: config.BUSINESS_EMAIL,
      address: config.BUSINESS_ADDRESS,
      baseUrl: config.PUBLIC_BASE_URL.replace(/\/+$/, ""),
    }),
    fmt: (d) => d.toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" }),
    byPhone: async (phone) => (await db.select().from(users).where(eq(users.phone, phone)).limit(1))[0],
  };
}

export function toUser(u: UserRow | SessionUser, now: Date = new Date()): User {
  const pending =
    u.pendingEmail && u.pendingEmailExpiresAt && u.pendingEmailExpiresAt.getTime() > now.getTime()
      ? u.pendingEmail
      : null;
  return {
    _id: u.id,
    id: u.id,
    name: u.name ?? "",
    email: u.email ?? "",
    workEmail: u.workEmail ?? null,
    phone: u.phone ?? null,
    homecity: u.homecity ?? null,
    profilePicture: u.profilePicture ?? null,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
    pendingEmail: pending,
    emergencyContactName: u.emergencyContactName ?? null,
    emergencyContactPhone: u.emergencyContactPhone ?? null,
    language: localeOf(u.language),
  };
}

interface PgErrorShape {
  code?: string;
  constraint?: string;
  message?: string;
  cause?: { code?: string; constraint?: string };
}

/** Postgres unique violation → which identifier collided. */
export function uniqueViolation(e: unknown): "phone" | "email" | undefined {
  const err: PgErrorShape = typeof e === "object" && e !== null ? e : {};
  const code = err.code ?? err.cause?.code;
  if (code !== "23505") return undefined;
  const c = `${err.constraint ?? err.cause?.constraint ?? ""} ${err.message ?? ""}`;
  return c.includes("phone") ? "phone" : "email";
}
