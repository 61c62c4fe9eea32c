import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import "./support/window";

/**
 * The prerendered pages carry their stylesheet inline (docs/decisions/019): they paint styled from the first response,
 * with no render-blocking stylesheet request, and neither hydration nor a client-side navigation downloads the
 * stylesheet afterwards (React adopts the page's disabled link). Pages not prerendered keep the external file.
 */

const PAGES = ["/outstation-trips", "/auth", "/luxury-cars/sedan", "/hourly-rental", "/payment-status"];
const APP_STYLESHEET = /\/assets\/(?!fonts-)[^/]+\.css/;

async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = [];
    addEventListener("securitypolicyviolation", (e) =>
      window.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
}

/** The app's styles applied: the body in the brand's ivory, the heading in the serif faces, the form laid out. */
const styled = (page: Page) =>
  page.evaluate(() => {
    const h1 = document.querySelector("main h1");
    return {
      body: getComputedStyle(document.body).backgroundColor,
      h1: h1 ? getComputedStyle(h1).fontFamily : "",
      inlined: document.querySelectorAll("head style[data-inlined]").length,
      // the stylesheets that apply to the page, other than the web fonts' (added after the first paint)
      linked: [...document.styleSheets]
        .filter((s) => s.href && !s.href.includes("/assets/fonts-") && !s.disabled)
        .map((s) => s.href),
      blocking: performance
        .getEntriesByType("resource")
        .filter((e) => (e as PerformanceResourceTiming).renderBlockingStatus === "blocking")
        .map((e) => e.name)
        // a tab that has the web fonts already asks for their stylesheet at once, from its cache (root.tsx)
        .filter((name) => !name.includes("/assets/fonts-")),
    };
  });

test.describe("prerendered pages carry their styles inline", () => {
  test("each page paints styled with no stylesheet request, hydrates without fetching one, and no CSP violation", async ({
    page,
  }) => {
    await recordCspViolations(page);
    const sheets: string[] = [];
    page.on("request", (r) => {
      if (APP_STYLESHEET.test(r.url())) sheets.push(r.url());
    });
    for (const path of PAGES) {
      await page.goto(path);
      const first = await styled(page);
      expect(first.inlined, path).toBe(1);
      expect(first.body, path).toBe("rgb(253, 252, 249)");
      expect(first.h1, path).toContain("Playfair");
      expect(first.linked, path).toEqual([]);
      expect(first.blocking, `${path}: nothing render-blocking`).toEqual([]);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated), { timeout: 20_000 })
        .toBe("true");
      // React adopted the disabled link (and Vite's preloads found theirs): no enabled copy, none fetched
      const appLinks = page.locator('head link[rel="stylesheet"]:not([href*="/assets/fonts-"])');
      await expect(appLinks.and(page.locator(":not([disabled])")), path).toHaveCount(0);
      expect(await appLinks.count(), path).toBeGreaterThan(0);
      expect((await styled(page)).body, `${path} hydrated`).toBe("rgb(253, 252, 249)");
      expect(await page.evaluate(() => window.cspViolations), path).toEqual([]);
    }
    // a client-side navigation from a hydrated page keeps the styles and fetches nothing either
    await page.goto("/outstation-trips");
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated), { timeout: 20_000 })
      .toBe("true");
    await page.evaluate(() => ((window as Window).marker = 1));
    await page.locator('header a[href="/auth"]').first().click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => (window as Window).marker)).toBe(1);
    expect((await styled(page)).h1).toContain("Playfair");
    expect(sheets).toEqual([]);
  });

  test("the styles do not depend on a script, and Hindi and Odia pages keep their fonts", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
    try {
      const page = await context.newPage();
      await page.goto("/outstation-trips");
      const s = await styled(page);
      expect(s.body).toBe("rgb(253, 252, 249)");
      expect(s.h1).toContain("Playfair");
      for (const [path, family] of [
        ["/hi/outstation-trips", "Noto Sans Devanagari Web"],
        ["/or/auth", "Noto Sans Oriya Web"],
      ]) {
        const font = page.waitForRequest((r) => /\/assets\/noto-sans-[\w-]+\.woff2$/.test(r.url()));
        await page.goto(path);
        expect((await styled(page)).inlined).toBe(1);
        expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(family);
        // the preloaded script face arrives and is used
        await font;
        await expect.poll(() => page.evaluate((f) => document.fonts.check(`16px "${f}"`, "अ ଅ"), family)).toBe(true);
      }
    } finally {
      await context.close();
    }
  });

  test("a page that is not prerendered keeps the external stylesheet", async ({ page }) => {
    await page.goto("/user/bookings");
    const s = await styled(page);
    expect(s.inlined).toBe(0);
    expect(s.linked.some((h) => APP_STYLESHEET.test(h))).toBe(true);
    expect(s.body).toBe("rgb(253, 252, 249)");
  });
});
