import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";
import { eq, getTableColumns, lt } from "drizzle-orm";
import { sessions, users } from "../db/schema/index.ts";
import { randomToken, sha256Hex } from "../lib/crypto.ts";
import { AppError, forbidden, unauthorized } from "../lib/errors.ts";
import type { DbOrTx } from "../db/client.ts";
import { createBatcher } from "../lib/batcher.ts";
import { clearCookie, setCookie } from "../lib/cookies.ts";
import { OPS_BASE } from "@chauffeur/contracts";

export const SESSION_COOKIE = "sid";
/**
 * A readable companion cookie with no secret in it: it only tells the web app that a session may exist, so a guest's
 * page load skips the /me call (and its 401) entirely. The httpOnly `sid` cookie remains the only credential. Its value
 * is random per session, so the pages a device keeps for a rider (features/rider-cache) are shown only in the session
 * they were kept in, never to the next person who signs in on the same browser before the server has named them.
 */
export const SIGNED_IN_HINT_COOKIE = "signed_in";
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000; // 30 days, sliding
const SLIDE_AFTER_MS = 60 * 60 * 1000; // refresh expiry at most once an hour per session
/** Absolute lifetimes whatever the sliding expiry says (docs/security.md §4): riders 90 days, operators 12 hours. */
export const RIDER_SESSION_MAX_MS = 90 * 24 * 60 * 60 * 1000;
export const OPERATOR_SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** An operator's session dies after 30 minutes without a request; its last use is recorded at most once a minute. */
export const OPERATOR_IDLE_MS = 30 * 60 * 1000;
const OPERATOR_SLIDE_AFTER_MS = 60 * 1000;

export type SessionUser = typeof users.$inferSelect;
export interface CurrentSession {
  id: string;
  user: SessionUser;
  /** the rider's booking version at the start of this request (rider_booking_versions; "0" before any booking) */
  bookingsVersion: string;
  /** operators: 'pending' until the second factor (TOTP or a recovery code) passed; riders: null */
  secondFactor: "pending" | "passed" | null;
}

/** How long an operator has, after the password, to pass (or set up) the second factor. */
export const SECOND_FACTOR_PENDING_TTL_MS = 15 * 60 * 1000;
const secondFactorRequired = () =>
  new AppError(
    401,
    "Two-step verification is required: enter the code from your authenticator app.",
    "second_factor_required",
  );

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user's session, read lazily from the cookie (null for guests, and for an operator whose second
     * factor has not passed yet: such a session is good for the second-factor endpoints only). */
    getSession(): Promise<CurrentSession | null>;
    /** The session whatever its second-factor state (the second-factor endpoints only). */
    getAnySession(): Promise<CurrentSession | null>;
    sessionCache?: Promise<CurrentSession | null>;
  }
  interface FastifyReply {
    /** Starts a new session for the user and sets the cookie (an operator's starts 'pending' unless told it passed);
     * the session of the request's cookie, if any, ends first. */
    startSession(userId: string, opts?: { secondFactorPassed?: boolean }): Promise<void>;
    endSession(): Promise<void>;
  }
}

/** Authorization hooks for routes: `preHandler: requireRider`. */
export async function requireRider(request: FastifyRequest) {
  const s = await request.getSession();
  if (!s) throw (await request.getAnySession()) ? secondFactorRequired() : unauthorized();
  if (s.user.role === "chauffeur") throw forbidden("This is a chauffeur's sign-in: use the chauffeur app.");
}
/** The chauffeur app's endpoints (/api/v1/driver/*): chauffeurs only (decision record 010). */
export async function requireChauffeur(request: FastifyRequest) {
  const s = await request.getSession();
  if (!s) throw unauthorized("Sign in to the chauffeur app with your phone.");
  if (s.user.role !== "chauffeur") throw forbidden("Chauffeurs only: sign in to the chauffeur app.");
}
export async function requireOperator(request: FastifyRequest) {
  const s = await request.getSession();
  if (!s) throw (await request.getAnySession()) ? secondFactorRequired() : unauthorized();
  if (s.user.role !== "operator") throw forbidden("Operators only.");
}
/** The current user; only call after requireRider/requireOperator. */
export async function currentUser(request: FastifyRequest): Promise<SessionUser> {
  const s = await request.getSession();
  if (!s) throw unauthorized();
  return s.user;
}

/**
 * Sessions end here and nowhere else (the sign-in's own replacement is `startSession`): every session of a user (a
 * password reset, a deletion, a chauffeur's lost phone, a second factor reset, the purge); returns how many ended.
 */
export async function revokeAllSessions(db: DbOrTx, userId: string): Promise<number> {
  return (await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })).length;
}
/** One session by its id (the stored hash), e.g. a pending second factor locked after too many wrong codes. */
export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}
/** Ends the session of the request's cookie, if it names one. */
async function endCookieSession(db: DbOrTx, request: FastifyRequest): Promise<void> {
  const token = request.cookies?.[SESSION_COOKIE];
  if (token) await revokeSession(db, sha256Hex(token));
}
/** Sessions past their expiry (the hourly housekeeping job). */
export async function purgeExpiredSessions(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/**
 * Opaque random token in an httpOnly SameSite=Lax cookie; only its SHA-256 is stored, with a sliding
 * 30-day expiry. Sessions live in the database, so every instance behind a load balancer sees them.
 */
/**
 * The session lookup runs on every signed-in request, so it is one prepared statement (parsed and planned once per
 * connection) whose text is built once from the schema (every users column under its TypeScript name), and the
 * lookups of concurrent requests share one round trip (lib/batcher.ts).
 */
const SESSION_LOOKUP_SQL = `SELECT s.id AS "sessionId", s.created_at AS "sessionCreatedAt", s.last_seen_at AS "sessionLastSeenAt", s.second_factor AS "sessionSecondFactor",
  coalesce(v.version, 0)::text AS "sessionBookingsVersion", ${Object.entries(getTableColumns(users))
    .map(([key, col]) => `u.${col.name} AS "${key}"`)
    .join(", ")}
  FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN rider_booking_versions v ON v.user_id = s.user_id
  WHERE s.id = ANY($1::text[]) AND s.expires_at > $2`;
type SessionRow = SessionUser & {
  sessionId: string;
  sessionCreatedAt: Date;
  sessionLastSeenAt: Date;
  sessionBookingsVersion: string;
  sessionSecondFactor: "pending" | "passed" | null;
};

/**
 * Enforces the absolute lifetime (riders 90 days, operators 12 hours) and the operators' 30-minute idle timeout (an
 * expired session is deleted: false), and slides the expiry of a live one at most once per slide interval.
 */
async function keepAlive(
  db: DbOrTx,
  id: string,
  now: Date,
  s: { operator: boolean; createdAt: Date; lastSeenAt: Date; secondFactor: SessionRow["sessionSecondFactor"] },
): Promise<boolean> {
  const { operator } = s;
  const diesAt = s.createdAt.getTime() + (operator ? OPERATOR_SESSION_MAX_MS : RIDER_SESSION_MAX_MS);
  if (now.getTime() >= diesAt || (operator && now.getTime() - s.lastSeenAt.getTime() >= OPERATOR_IDLE_MS)) {
    await revokeSession(db, id);
    return false;
  }
  if (
    s.secondFactor !== "pending" &&
    now.getTime() - s.lastSeenAt.getTime() > (operator ? OPERATOR_SLIDE_AFTER_MS : SLIDE_AFTER_MS)
  ) {
    const slideTo = now.getTime() + (operator ? OPERATOR_IDLE_MS : SESSION_TTL_MS);
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(Math.min(slideTo, diesAt)) })
      .where(eq(sessions.id, id));
  }
  return true;
}

/** A new session's first expiry: a pending operator's short window, an operator's idle timeout, a rider's 30 days. */
function initialTtlMs(role: SessionUser["role"], secondFactor: CurrentSession["secondFactor"]): number {
  if (secondFactor === "pending") return SECOND_FACTOR_PENDING_TTL_MS;
  return role === "operator" ? OPERATOR_IDLE_MS : SESSION_TTL_MS;
}

export default fp(async (app) => {
  const { db, database, clock, config } = app.ctx;
  const secure = config.PUBLIC_BASE_URL.startsWith("https://");

  const lookups = createBatcher<string, SessionRow | undefined>(async (ids) => {
    const rows = await database.query<SessionRow>(
      SESSION_LOOKUP_SQL,
      [[...new Set(ids)], clock.now()],
      "session_lookup",
    );
    const byId = new Map(rows.map((r) => [r.sessionId, r]));
    return ids.map((id) => byId.get(id));
  });

  app.decorateRequest("getAnySession", function (this: FastifyRequest) {
    if (!this.sessionCache) this.sessionCache = loadSession(this);
    return this.sessionCache;
  });
  // an operator's session counts only once the second factor passed (a NULL state, e.g. a row from before
  // migration 0630, does not count either)
  app.decorateRequest("getSession", async function (this: FastifyRequest) {
    const s = await this.getAnySession();
    return s && s.user.role === "operator" && s.secondFactor !== "passed" ? null : s;
  });

  async function loadSession(request: FastifyRequest): Promise<CurrentSession | null> {
    const token = request.cookies?.[SESSION_COOKIE];
    if (!token || token.length > 200) return null;
    const id = sha256Hex(token);
    const now = clock.now();
    const row = await lookups.load(id);
    if (!row || row.status !== "active") return null;
    const {
      sessionId: _id,
      sessionCreatedAt,
      sessionLastSeenAt,
      sessionBookingsVersion,
      sessionSecondFactor,
      ...user
    } = row;
    const alive = await keepAlive(db, id, now, {
      operator: user.role === "operator",
      createdAt: sessionCreatedAt,
      lastSeenAt: sessionLastSeenAt,
      secondFactor: sessionSecondFactor,
    });
    if (!alive) return null;
    return { id, user, bookingsVersion: sessionBookingsVersion, secondFactor: sessionSecondFactor };
  }

  const cookieOptions = { path: "/", httpOnly: true, sameSite: "lax" as const, secure };

  app.decorateReply(
    "startSession",
    async function (this: FastifyReply, userId: string, opts?: { secondFactorPassed?: boolean }) {
      // the browser's previous session ends here for every sign-in route (session fixation, docs/security.md §4)
      await endCookieSession(db, this.request);
      const token = randomToken(32);
      const now = clock.now();
      // operators get a short 'pending' session after the password; the second-factor endpoints replace it
      const [{ role }] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      const secondFactor = role !== "operator" ? null : opts?.secondFactorPassed ? "passed" : "pending";
      await db.insert(sessions).values({
        id: sha256Hex(token),
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + initialTtlMs(role, secondFactor)),
        secondFactor,
        ip: this.request.ip,
        userAgent: String(this.request.headers["user-agent"] ?? "").slice(0, 300),
      });
      this.request.sessionCache = undefined;
      // the browser keeps the cookie for the session's absolute lifetime; the server's sliding expiry decides before that
      const maxAge = (role === "operator" ? OPERATOR_SESSION_MAX_MS : RIDER_SESSION_MAX_MS) / 1000;
      setCookie(this, SESSION_COOKIE, token, { ...cookieOptions, maxAge });
      // the hint's value names this session for the web app's kept pages (never a credential, never the rider): a page
      // kept under another session's hint is not painted (features/rider-cache/lib/store.ts)
      setCookie(this, SIGNED_IN_HINT_COOKIE, randomToken(12), { ...cookieOptions, httpOnly: false, maxAge });
    },
  );

  app.decorateReply("endSession", async function (this: FastifyReply) {
    await endCookieSession(db, this.request);
    this.request.sessionCache = Promise.resolve(null);
    clearCookie(this, SESSION_COOKIE, cookieOptions);
    clearCookie(this, SIGNED_IN_HINT_COOKIE, { ...cookieOptions, httpOnly: false });
  });

  // every console operation (/api/v1/ops/*), whichever module registers it, checks the role on the request itself,
  // before its params or body are validated: a guest gets 401, a rider 403 (docs/security.md §7 "The console's checks")
  app.addHook("onRequest", async (request) => {
    const route = request.routeOptions.url;
    if (route && (route === OPS_BASE || route.startsWith(`${OPS_BASE}/`))) await requireOperator(request);
  });
});
