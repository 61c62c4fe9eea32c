import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest } from "fastify";
import { and, eq, gt } from "drizzle-orm";
import { sessions, users } from "../db/schema/index.ts";
import { randomToken, sha256Hex } from "../lib/crypto.ts";
import { forbidden, unauthorized } from "../lib/errors.ts";
import type { DbOrTx } from "../db/client.ts";

export const SESSION_COOKIE = "sid";
/**
 * A readable companion cookie with no secret in it: it only tells the web app that a session may exist, so a guest's
 * page load skips the /me call (and its 401) entirely. The httpOnly `sid` cookie remains the only credential.
 */
export const SIGNED_IN_HINT_COOKIE = "signed_in";
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000; // 30 days, sliding
const SLIDE_AFTER_MS = 60 * 60 * 1000; // refresh expiry at most once an hour per session

export type SessionUser = typeof users.$inferSelect;
export interface CurrentSession {
  id: string;
  user: SessionUser;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user's session, read lazily from the cookie (null for guests). */
    getSession(): Promise<CurrentSession | null>;
    sessionCache?: Promise<CurrentSession | null>;
  }
  interface FastifyReply {
    /** Starts a new session for the user and sets the cookie. */
    startSession(userId: string): Promise<void>;
    endSession(): Promise<void>;
  }
}

/** Authorization hooks for routes: `preHandler: requireRider`. */
export async function requireRider(request: FastifyRequest) {
  const s = await request.getSession();
  if (!s) throw unauthorized();
}
export async function requireOperator(request: FastifyRequest) {
  const s = await request.getSession();
  if (!s) throw unauthorized();
  if (s.user.role !== "operator") throw forbidden("Operators only.");
}
/** The current user; only call after requireRider/requireOperator. */
export async function currentUser(request: FastifyRequest): Promise<SessionUser> {
  const s = await request.getSession();
  if (!s) throw unauthorized();
  return s.user;
}

export async function revokeAllSessions(db: DbOrTx, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/**
 * Opaque random token in an httpOnly SameSite=Lax cookie; only its SHA-256 is stored, with a sliding
 * 30-day expiry. Sessions live in the database, so every instance behind a load balancer sees them.
 */
export default fp(async (app) => {
  const { db, clock, config } = app.ctx;
  const secure = config.PUBLIC_BASE_URL.startsWith("https://");

  app.decorateRequest("getSession", function (this: FastifyRequest) {
    if (!this.sessionCache) this.sessionCache = loadSession(this);
    return this.sessionCache;
  });

  async function loadSession(request: FastifyRequest): Promise<CurrentSession | null> {
    const token = request.cookies?.[SESSION_COOKIE];
    if (!token || token.length > 200) return null;
    const id = sha256Hex(token);
    const now = clock.now();
    const rows = await db
      .select({ s: sessions, u: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
      .limit(1);
    const row = rows[0];
    if (!row || row.u.status !== "active") return null;
    if (now.getTime() - row.s.lastSeenAt.getTime() > SLIDE_AFTER_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
        .where(eq(sessions.id, id));
    }
    return { id, user: row.u };
  }

  const cookieOptions = { path: "/", httpOnly: true, sameSite: "lax" as const, secure };

  app.decorateReply("startSession", async function (this: FastifyReply, userId: string) {
    const token = randomToken(32);
    const now = clock.now();
    await db.insert(sessions).values({
      id: sha256Hex(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      ip: this.request.ip,
      userAgent: String(this.request.headers["user-agent"] ?? "").slice(0, 300),
    });
    this.request.sessionCache = undefined;
    this.setCookie(SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_TTL_MS / 1000 });
    this.setCookie(SIGNED_IN_HINT_COOKIE, "1", { ...cookieOptions, httpOnly: false, maxAge: SESSION_TTL_MS / 1000 });
  });

  app.decorateReply("endSession", async function (this: FastifyReply) {
    const token = this.request.cookies?.[SESSION_COOKIE];
    if (token) await db.delete(sessions).where(eq(sessions.id, sha256Hex(token)));
    this.request.sessionCache = Promise.resolve(null);
    this.clearCookie(SESSION_COOKIE, cookieOptions);
    this.clearCookie(SIGNED_IN_HINT_COOKIE, { ...cookieOptions, httpOnly: false });
  });
});
