import type { FastifyReply } from "fastify";
import { parseCookie, stringifySetCookie, type SetCookie } from "cookie";

declare module "fastify" {
  interface FastifyRequest {
    /** the request's cookies, parsed once per request by the security plugin's onRequest hook (plugins/security.ts) */
    cookies: Record<string, string | undefined>;
  }
}

/**
 * Cookies without a plugin (decision record 012): the two the server sets (the session and its signed-in hint,
 * plugins/session.ts) are written straight into `Set-Cookie` when they are set, so no `onSend` hook runs on every
 * request to write them later. fastify keeps every `Set-Cookie` value it is given, in order.
 */
export type CookieOptions = Omit<SetCookie, "name" | "value">;

/** the cookies of a `Cookie` header (none when there is no header) */
export function parseCookies(header: string | undefined): Record<string, string | undefined> {
  return header ? parseCookie(header) : {};
}

export function setCookie(reply: FastifyReply, name: string, value: string, opts: CookieOptions): FastifyReply {
  return reply.header("set-cookie", stringifySetCookie({ path: "/", sameSite: "lax", ...opts, name, value }));
}

/** removes a cookie: the same name and path, empty, expired */
export function clearCookie(reply: FastifyReply, name: string, opts: CookieOptions): FastifyReply {
  return setCookie(reply, name, "", { ...opts, expires: new Date(0), maxAge: 0 });
}
