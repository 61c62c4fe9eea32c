import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import "./support/window";
import { holdRequests } from "./support/wait";
import { ENGLISH_PRERENDERED_ROUTES } from "../apps/web/public-pages";

/**
 * The prerendered pages carry their critical CSS inline (docs/decisions/019): they paint styled from the first
 * response, with no render-blocking stylesheet request; the whole stylesheet follows after load without blocking
 * anything and paints every element exactly as the critical CSS did; neither hydration nor a client-side navigation
 * downloads it again (React adopts the page's link). Pages not prerendered keep the external file.
 */

const PAGES = ["/outstation-trips", "/auth", "/luxury-cars/sedan", "/hourly-rental", "/payment-status"];
/** what the critical CSS must paint exactly as the whole sheet does: every English page at 375 px, a few at 1440 */
const EXACT = [
  ...ENGLISH_PRERENDERED_ROUTES.map((path) => [path, 375] as const),
  ...["/", "/faq", "/event-experience", "/outstation-trips", "/auth", "/luxury-cars/sedan", "/hi", "/or/auth"].map(
    (path) => [path, 1440] as const,
  ),
  ["/hi/outstation-trips", 375] as const,
  ["/or/luxury-cars", 375] as const,
];
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
  test("each page paints styled with no stylesheet request, loads the whole sheet after load without blocking, hydrates without fetching it again, and no CSP violation", async ({
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
      expect(first.blocking, `${path}: nothing render-blocking`).toEqual([]);
      // the whole sheet, enabled once the page has loaded: loaded, applied, and not render-blocking
      await expect.poll(async () => (await styled(page)).linked.filter((h) => APP_STYLESHEET.test(h)).length).toBe(1);
      expect(
        await page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .filter((e) => /\/assets\/core-[^/]+\.css/.test(e.name))
            .map((e) => (e as PerformanceResourceTiming).renderBlockingStatus),
        ),
        path,
      ).toEqual(["non-blocking"]);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated), { timeout: 20_000 })
        .toBe("true");
      // React adopted the page's link (and Vite's preloads found theirs): one enabled app stylesheet, no copy
      const appLinks = page.locator('head link[rel="stylesheet"]:not([href*="/assets/fonts-"])');
      await expect(appLinks.and(page.locator(":not([disabled])")), path).toHaveCount(1);
      expect((await styled(page)).body, `${path} hydrated`).toBe("rgb(253, 252, 249)");
      expect(await page.evaluate(() => window.cspViolations), path).toEqual([]);
    }
    // a client-side navigation from a hydrated page keeps the styles and fetches nothing either
    await page.goto("/outstation-trips");
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated), { timeout: 20_000 })
      .toBe("true");
    const before = sheets.length;
    await page.evaluate(() => ((window as Window).marker = 1));
    await page.locator('header a[href="/auth"]').first().click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await page.evaluate(() => (window as Window).marker)).toBe(1);
    expect((await styled(page)).h1).toContain("Playfair");
    expect(sheets.length).toBe(before);
  });

  test("a sign of intent before the page has loaded brings the whole sheet at once", async ({ page }) => {
    // the landing page's photographs held until the sheet has been asked for, so its load event waits
    const images = await holdRequests(page, /\/images\//);
    // the load event is held, so only the sign of intent can bring the sheet; the wait covers a loaded machine's page
    // start too (4 s from before the navigation failed under a load average of 15, before and after the hold)
    const sheet = page.waitForRequest((r) => /\/assets\/core-[^/]+\.css/.test(r.url()), { timeout: 15_000 });
    await page.goto("/", { waitUntil: "commit" });
    await expect(page.locator("main h1")).toBeVisible();
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    await page.keyboard.press("Tab");
    await sheet;
    images.release();
  });

  test("the critical CSS paints every element of each page exactly as the whole stylesheet does", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    // every element's box and the styles that show, once the page's fonts are in and its transitions have run out
    // (elements animated without end left out)
    const snapshot = (page: Page) =>
      page.evaluate(async () => {
        await document.fonts.ready;
        // transitions under way run out first (the landing header's, from dark to clear, once the hero is parsed)
        await Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        );
        const props = [
          "color",
          "background-color",
          "font-family",
          "font-size",
          "font-weight",
          "display",
          "visibility",
          "opacity",
          "border-top-color",
          "border-top-width",
          "box-shadow",
          "text-transform",
          "letter-spacing",
          "line-height",
          "position",
          "z-index",
          "transform",
          "border-radius",
        ];
        return [...document.body.querySelectorAll("*")].map((e, i) => {
          if (e.getAnimations().length) return `${i} animated`;
          const r = e.getBoundingClientRect();
          const cs = getComputedStyle(e);
          const box = [r.x, r.y, r.width, r.height].map(Math.round).join(",");
          return `${i} ${e.tagName.toLowerCase()}.${e.getAttribute("class") ?? ""} ${box} ${props.map((p) => cs.getPropertyValue(p)).join("|")}`;
        });
      });
    for (const [path, width] of EXACT) {
      const seen: string[][] = [];
      for (const whole of [false, true]) {
        // no app code (the page as painted before hydration); the web fonts' sheet left out of both
        const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
        try {
          await context.route(/\/assets\/.*\.js$/, (r) => r.abort());
          await context.route(/\/assets\/fonts-[^/]*\.css$/, (r) => r.abort());
          if (!whole) await context.route(/\/assets\/core-[^/]*\.css/, (r) => r.abort());
          const page = await context.newPage();
          await page.goto(path);
          if (whole)
            await page.waitForFunction(() =>
              [...document.styleSheets].some(
                (s) => s.href?.includes("/assets/core-") && !s.disabled && s.cssRules.length,
              ),
            );
          seen.push(await snapshot(page));
        } finally {
          await context.close();
        }
      }
      const [critical, full] = seen;
      expect(critical.length, `${path} at ${width} px`).toBeGreaterThan(100);
      const differ = critical.flatMap((line, i) =>
        line === full[i] ? [] : [`critical: ${line}\nwhole:    ${full[i]}`],
      );
      expect(differ.slice(0, 3), `${path} at ${width} px: ${differ.length} elements differ`).toEqual([]);
      expect(full.length, path).toBe(critical.length);
    }
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
