/**
 * The budgets the build enforces (issue 16 item 4, docs/decisions/015): JavaScript (gzip) each rider page loads before
 * any interaction, the framework included. Every prerendered page, and the signed-in pages riders reach most.
 */
import { PRERENDERED_ROUTES } from "../public-pages";
import type { PageBudget } from "./check";

/** A booking page's JavaScript before interaction, framework included (issue 16). */
export const RIDER_PAGE_MAX_GZIP = 240 * 1024;

export const RIDER_PAGE_BUDGETS: PageBudget[] = [
  ...PRERENDERED_ROUTES,
  "/outstation-trips/fare-summary",
  "/user/bookings",
  "/user/profile",
].map((path) => ({ path, maxGzipBytes: RIDER_PAGE_MAX_GZIP }));
