import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { MARKETING_ROUTES } from "../../apps/web/public-pages";

/**
 * The serious and critical WCAG 2.1 A/AA violations on the page (or inside `include`), as 'rule: targets' lines; the
 * issue's bar is none. The toasts are left out: their colours are checked with the toasts themselves.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).exclude(".Toastify");
  const result = await (include ? builder.include(include) : builder).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * Public pages swept by axe once loaded and hydrated, at 375 and 1440 px, by their own specs: the marketing and booking
 * pages and /auth by marketing-a11y.spec.ts (its ROUTES), the signed-out forms by a11y-sweep.spec.ts. Other specs that
 * open them (prerendered-pages.spec.ts) check them before hydration, or in states of their own, not again as loaded.
 */
export const SWEPT_WHEN_LOADED: ReadonlySet<string> = new Set([
  ...MARKETING_ROUTES,
  "/luxury-cars",
  "/luxury-cars/sedan",
  "/outstation-trips",
  "/hourly-rental",
  "/airport-transfers",
  "/auth",
  "/auth/password/forgot",
  "/user/recover-account",
]);
