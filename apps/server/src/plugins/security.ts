import fp from "fastify-plugin";
import type { FastifyReply, FastifyRequest, onSendHookHandler, RouteOptions } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { apiPaths, companyPages, companyPaths } from "@chauffeur/contracts";
import { forbidden } from "../lib/errors.ts";
import { parseCookies } from "../lib/cookies.ts";
import { addressRefusal } from "./input-guard.ts";

/** The policy of the API's answers: nothing may load or frame them as a page (OWASP REST Security Cheat Sheet). */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Paths that accept cross-site posts by design: they stand on a provider signature, not on a session. */
const CROSS_SITE_ALLOWED = new Set([
  "/api/v1/payments/callback",
  "/api/v1/payments/webhook",
  "/api/v1/payments/sandbox/webhook-relay",
]);

export interface SecurityOptions {
  /** sha256 hashes ('sha256-…') of the inline scripts in the prerendered HTML. */
  inlineScriptHashes: string[];
}

/**
 * Security headers with a content security policy allowing exactly the third-party origins the configured
 * providers need (Razorpay Checkout, Google Maps), and the Origin check for state-changing requests.
 */
export default fp<SecurityOptions>(async (app, opts) => {
  const { config } = app.ctx;
  const razorpay = Boolean(config.RAZORPAY_KEY_ID);
  const google = Boolean(config.GOOGLE_MAPS_API_KEY);
  const scriptSrc = ["'self'", ...opts.inlineScriptHashes];
  const connectSrc = ["'self'"];
  const frameSrc: string[] = [];
  // profile pictures are rider-supplied https URLs
  const imgSrc = ["'self'", "data:", "blob:", "https:"];
  const styleSrc = ["'self'", "'unsafe-inline'"];
  const fontSrc = ["'self'", "data:"];
  if (razorpay) {
    scriptSrc.push("https://checkout.razorpay.com");
    connectSrc.push("https://api.razorpay.com", "https://lumberjack.razorpay.com");
    frameSrc.push("https://api.razorpay.com", "https://checkout.razorpay.com");
    imgSrc.push("https://*.razorpay.com");
  }
  if (google) {
    scriptSrc.push("https://maps.googleapis.com");
    connectSrc.push("https://maps.googleapis.com", "https://places.googleapis.com");
    imgSrc.push(
      "https://maps.gstatic.com",
      "https://maps.googleapis.com",
      "https://*.googleapis.com",
      "https://*.ggpht.com",
    );
    styleSrc.push("https://fonts.googleapis.com");
    fontSrc.push("https://fonts.gstatic.com");
  }
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc,
        styleSrc,
        imgSrc,
        fontSrc,
        connectSrc,
        frameSrc: frameSrc.length ? frameSrc : ["'none'"],
        formAction: razorpay ? ["'self'", "https://api.razorpay.com"] : ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        ...(config.PUBLIC_BASE_URL.startsWith("https://") ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // Razorpay Checkout opens a popup for some payment methods (UPI intent, 3-D Secure) and needs its opener
    crossOriginOpenerPolicy: razorpay ? { policy: "same-origin-allow-popups" } : { policy: "same-origin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: config.PUBLIC_BASE_URL.startsWith("https://"),
  });
  // The API's answers are data (JSON, PDF, calendar files), never a document that runs scripts: the page policy above
  // (2–3 KB with the inline scripts' hashes) only costs bytes there, so they carry the OWASP REST policy instead.
  const apiHeaders = { ...headers, "content-security-policy": API_CSP };
  const publicOrigin = new URL(config.PUBLIC_BASE_URL).origin;
  app.decorateRequest("cookies", null as never); // the same shape for every request object (set in the hook below)
  // One onRequest hook for everything every request needs before routing's hooks (a hook per concern costs a call
  // through fastify's hook runner on every request, the smallest ones included; decision record 012).
  app.addHook("onRequest", (request, reply, done) => {
    const url = request.url;
    const api = url.startsWith("/api/");
    // Helmet computes the headers once; setting the precomputed set is far cheaper than running it per request.
    // The API's documentation (/api/docs, plugins/docs.ts) is a page with its own scripts.
    reply.headers(api && !url.startsWith("/api/docs") ? apiHeaders : headers);
    reply.header("x-request-id", request.id);
    // API answers are private by default (docs/security.md §6): sessions, bookings, invoices, calendar files, payment
    // status. The few public, cacheable ones (GET /api/v1/config, places search and details) set their own
    // Cache-Control.
    if (api) reply.header("cache-control", "no-store");
    // the request's cookies, parsed here once (lib/cookies.ts; no cookie plugin, no hook of its own)
    request.cookies = parseCookies(request.headers.cookie);
    // then the address's control characters (plugins/input-guard.ts: the input guard's check of the address)
    done(crossSiteRefusal(request, api, publicOrigin) ?? addressRefusal(request));
  });
  app.addHook("onRoute", guardTokenPages);
});

/**
 * Cross-site request protection beside SameSite=Lax: a browser's state-changing API request must come from our origin.
 * The refusal, or undefined when the request may go on.
 */
function crossSiteRefusal(request: FastifyRequest, api: boolean, publicOrigin: string) {
  const method = request.method;
  if (!api || method === "GET" || method === "HEAD" || method === "OPTIONS") return undefined;
  const pathOnly = request.url.split("?")[0];
  if (CROSS_SITE_ALLOWED.has(pathOnly)) return undefined;
  const origin = request.headers.origin;
  if (!origin) return undefined; // non-browser clients; browsers always send Origin on cross-site POST/PUT/DELETE
  if (origin === publicOrigin) return undefined;
  let host: string | undefined;
  try {
    host = new URL(origin).host;
  } catch {
    host = undefined;
  }
  if (host && host === request.headers.host) return undefined;
  return forbidden("Cross-site request refused.");
}

/** The pages and API paths that hold a one-time token (a password reset, an e-mail confirmation, a company's
 * invitation) in their path. */
const TOKEN_PATH_PREFIXES = [
  "/auth/password/reset/",
  apiPaths.passwordReset(""),
  "/user/confirm-email/",
  apiPaths.emailConfirm(""),
  companyPages.join(""),
  companyPaths.invitationByToken(""),
];

/**
 * A token page's answer never leaks its token to another site through the Referer header, is never stored, and runs
 * our own scripts only, whatever providers the rest of the site allows.
 */
function tokenPageHeaders(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: OnSendDone) {
  const url = request.url;
  if (TOKEN_PATH_PREFIXES.some((prefix) => url.startsWith(prefix))) {
    reply.header("referrer-policy", "no-referrer");
    reply.header("cache-control", "no-store");
    const csp = reply.getHeader("content-security-policy");
    if (typeof csp === "string")
      reply.header(
        "content-security-policy",
        csp.replace(
          /script-src ([^;]*)/,
          (_m, list: string) =>
            `script-src ${list
              .split(" ")
              .filter((x) => !/^https?:/.test(x))
              .join(" ")}`,
        ),
      );
  }
  done(null, payload);
}
type OnSendDone = (err: Error | null, payload?: unknown) => void;

/**
 * Adds `tokenPageHeaders` as a route hook to every route that can answer a token path: a route whose path, up to its
 * first parameter or wildcard, is a beginning of a token prefix or starts with one (the web app's catch-all `/*`, the
 * reset and confirmation API routes). The other routes (GET /api/v1/config among them) run no onSend hook for it.
 */
export function guardTokenPages(route: RouteOptions) {
  const fixed = route.url.split(/[:*]/)[0];
  if (!TOKEN_PATH_PREFIXES.some((prefix) => prefix.startsWith(fixed) || fixed.startsWith(prefix))) return;
  const own = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
  route.onSend = [...own, tokenPageHeaders as onSendHookHandler];
}

/**
 * Whether a request comes from our own pages or a typed address, not from another site (docs/security.md §6): the
 * browser's Sec-Fetch-Site ('same-origin' or 'none'), else Origin, else Referer matching PUBLIC_BASE_URL (or the Host).
 * A request with none of them comes from a client that is not a browser (curl, the specification's tests) and is
 * accepted.
 */
export function isSameOriginRequest(request: FastifyRequest, publicBaseUrl: string): boolean {
  const publicOrigin = new URL(publicBaseUrl).origin;
  const ours = (value: string) => {
    try {
      const u = new URL(value);
      return u.origin === publicOrigin || u.host === request.headers.host;
    } catch {
      return false;
    }
  };
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site === "same-origin" || site === "none";
  const origin = request.headers.origin;
  if (typeof origin === "string") return ours(origin);
  const referer = request.headers.referer;
  if (typeof referer === "string") return ours(referer);
  return true;
}

/** Runs helmet once against a recording response and returns the headers it would set. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const out: Record<string, string> = {};
  const res = {
    setHeader: (k: string, v: string | number | string[]) => {
      out[k.toLowerCase()] = Array.isArray(v) ? v.join(", ") : String(v);
    },
    removeHeader: (k: string) => {
      delete out[k.toLowerCase()];
    },
    getHeader: (k: string) => out[k.toLowerCase()],
  };
  helmet(options)({} as never, res as never, () => {});
  return out;
}
