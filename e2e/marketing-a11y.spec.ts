import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";
import type { Result } from "axe-core";
import { test, expect } from "./support/fixtures";
import { SWEPT_WHEN_LOADED } from "./support/axe";

/**
 * Every public page: the prerendered marketing pages, and the app's public pages with what shows they have loaded
 * (the fleet's prices, a trip form's Check Fare, the sign-in form).
 */
const ROUTES: { path: string; ready?: (page: Page) => Locator }[] = [
  { path: "/" },
  { path: "/about-us" },
  { path: "/privacy-policy" },
  { path: "/cancellation-refund" },
  { path: "/terms-and-conditions" },
  { path: "/faq" },
  { path: "/event-experience" },
  { path: "/luxury-cars", ready: (page) => page.getByTestId("from-price-luxury") },
  { path: "/luxury-cars/sedan", ready: (page) => page.getByRole("button", { name: "Check Fare" }) },
  { path: "/outstation-trips", ready: (page) => page.getByRole("button", { name: "Check Fare" }) },
  { path: "/hourly-rental", ready: (page) => page.getByRole("button", { name: "Check Fare" }) },
  { path: "/airport-transfers", ready: (page) => page.getByRole("button", { name: "Check Fare" }) },
  { path: "/auth", ready: (page) => page.getByRole("button", { name: "Login", exact: true }) },
];
// the pages other specs leave to this one once loaded (support/axe.ts) are all here, or in a11y-sweep.spec.ts
const FORMS_SWEPT_ELSEWHERE = ["/auth/password/forgot", "/user/recover-account"];
test("every page of SWEPT_WHEN_LOADED is swept here or by a11y-sweep.spec.ts", () => {
  expect([...ROUTES.map((r) => r.path), ...FORMS_SWEPT_ELSEWHERE].sort()).toEqual([...SWEPT_WHEN_LOADED].sort());
});
const WIDTHS = [
  { name: "375", width: 375, height: 812 },
  { name: "1440", width: 1440, height: 900 },
];
const SCREENS = path.join(path.dirname(fileURLToPath(import.meta.url)), "artifacts/screens");
mkdirSync(SCREENS, { recursive: true });
const slug = (p: string) => (p === "/" ? "home" : p.slice(1).replace(/\//g, "-"));
const axe = (page: Page) =>
  new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
/** Header links whose surface below (the first painted background under their centre) is not the dark ink. */
const headerBackdrop = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('[data-testid="site-header"]')!;
    const bad: string[] = [];
    for (const a of header.querySelectorAll("a")) {
      const r = a.getBoundingClientRect();
      // the closed phone menu's links are not drawn (content-visibility of a closed <details>)
      if (!a.checkVisibility() || !r.width || !r.height || getComputedStyle(a).color === "rgb(7, 8, 11)") continue;
      if (a.classList.contains("btn-primary")) continue; // a gold button carries its own background
      const stack = document
        .elementsFromPoint(r.x + r.width / 2, r.y + r.height / 2)
        .filter((e) => !header.contains(e));
      const under = stack.find((e) => {
        const bg = getComputedStyle(e).backgroundColor;
        return e.tagName === "IMG" || (bg !== "rgba(0, 0, 0, 0)" && bg !== "transparent");
      });
      const bg = under ? (under.tagName === "IMG" ? "image" : getComputedStyle(under).backgroundColor) : "none";
      if (bg !== "image" && bg !== "rgb(7, 8, 11)") bad.push(`${a.textContent?.trim()}: ${bg}`);
    }
    return bad;
  });

/** serious and critical violations, each with its elements and the reason */
const serious = (violations: Result[]) =>
  violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} (${n.failureSummary?.split("\n").slice(1, 2).join("").trim()})`).join(", ")}`,
    );

/**
 * axe-core: zero serious or critical violations on every public route at both widths, the header included (at the top
 * of a page it is drawn in the ink of the band under it, or transparent over a hero picture, so axe measures its links
 * against the surface they sit on); full-page screenshots.
 */
test.describe("marketing accessibility and screenshots", () => {
  for (const w of WIDTHS) {
    for (const { path: route, ready } of ROUTES) {
      test(`${route} at ${w.name} px`, async ({ page }) => {
        await page.setViewportSize({ width: w.width, height: w.height });
        await page.goto(route);
        await page.waitForLoadState("networkidle");
        // the app's pages load their code first: on a busy machine that takes a while
        if (ready) await expect(ready(page)).toBeVisible({ timeout: 30_000 });
        await expect(page).toHaveTitle(/\S/);
        await page.evaluate(() => document.fonts.ready);
        const results = await axe(page).analyze();
        expect(serious(results.violations)).toEqual([]);
        expect(await headerBackdrop(page)).toEqual([]);
        // nothing wider than the screen (no sideways scrolling on a phone)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w.width);
        await page.screenshot({ path: path.join(SCREENS, `${slug(route)}-${w.name}.png`), fullPage: true });
        await page.screenshot({ path: path.join(SCREENS, `${slug(route)}-${w.name}-fold.png`) });
      });
    }
  }

  test("the service request modal passes axe at 375 px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/");
    await page
      .locator("#services")
      .getByRole("button", { name: /Outstation Trips/ })
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    const results = await axe(page).include('[role="dialog"]').analyze();
    expect(serious(results.violations)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENS, "service-request-modal-375.png") });
  });
});
