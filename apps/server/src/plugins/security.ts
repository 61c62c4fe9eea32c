import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { forbidden } from "../lib/errors.ts";

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
  // Helmet computes the headers once; setting the precomputed set is far cheaper than running it per request.
  app.addHook("onRequest", (request, reply, done) => {
    const api = request.url.startsWith("/api/");
    // the API's documentation (/api/docs, plugins/docs.ts) is a page with its own scripts
    reply.headers(api && !request.url.startsWith("/api/docs") ? apiHeaders : headers);
    reply.header("x-request-id", request.id);
    // API answers are private by default (docs/security.md §6): sessions, bookings, invoices, calendar files, payment
    // status. The few public, cacheable ones (GET /api/v1/config, places search and details) set their own
    // Cache-Control.
    if (api) reply.header("cache-control", "no-store");
    done();
  });

  const publicOrigin = new URL(config.PUBLIC_BASE_URL).origin;
  // Cross-site request protection beside SameSite=Lax: a browser's state-changing request must come from our origin.
  app.addHook("onRequest", (request, _reply, done) => {
    if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return done();
    if (!request.url.startsWith("/api/")) return done();
    const pathOnly = request.url.split("?")[0];
    if (CROSS_SITE_ALLOWED.has(pathOnly)) return done();
    const origin = request.headers.origin;
    if (!origin) return done(); // non-browser clients; browsers always send Origin on cross-site POST/PUT/DELETE
    if (origin === publicOrigin) return done();
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined;
    }
    if (host && host === request.headers.host) return done();
    done(forbidden("Cross-site request refused."));
  });
});

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
