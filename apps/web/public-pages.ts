/**
 * The pages prerendered to static HTML at build time (docs/decisions/004 and 015). Each paints its complete HTML —
 * forms included — before any script, then hydrates at idle or on the visitor's first sign of intent
 * (hydrate-on-intent/loader.ts). Pages with a dynamic segment are prerendered once as a shell at a placeholder path
 * (`_` for each segment); the server serves that shell for every value (apps/server/src/plugins/web.ts).
 */
import { VEHICLE_CLASSES } from "@chauffeur/contracts";
import { inEveryLanguage } from "./languages/pages";

export const MARKETING_ROUTES = [
  "/",
  "/about-us",
  "/privacy-policy",
  "/cancellation-refund",
  "/terms-and-conditions",
  "/faq",
  "/event-experience",
];

/** The placeholder a shell page has for a dynamic segment. */
export const SHELL_SEGMENT = "_";

/** Riders' public pages beyond the marketing site: the sign-in pages, the booking forms, payment status. */
export const PUBLIC_APP_ROUTES = [
  "/auth",
  `/auth/otp-verify/${SHELL_SEGMENT}/${SHELL_SEGMENT}`,
  "/auth/password/forgot",
  `/auth/password/reset/${SHELL_SEGMENT}`,
  "/outstation-trips",
  "/hourly-rental",
  "/airport-transfers",
  "/luxury-cars",
  ...VEHICLE_CLASSES.map((code) => `/luxury-cars/${code}`),
  "/payment-status",
  "/user/recover-account",
];

/** The English pages prerendered. */
export const ENGLISH_PRERENDERED_ROUTES = [...MARKETING_ROUTES, ...PUBLIC_APP_ROUTES];

/** Every prerendered page: each English page and its Hindi and Odia twins (`/faq`, `/hi/faq`, `/or/faq`). */
export const PRERENDERED_ROUTES = inEveryLanguage(ENGLISH_PRERENDERED_ROUTES);
