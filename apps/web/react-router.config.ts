import type { Config } from "@react-router/dev/config";
import path from "node:path";
import { deferHydrationOfPrerenderedPages } from "./hydrate-on-intent/transform";
import { inlineStylesheetsOfPrerenderedPages } from "./hydrate-on-intent/inline-css";
import { generateDriverServiceWorker } from "./driver-sw/generate";
import { generateRiderServiceWorker } from "./rider-sw/generate";
import { addSnapshotScript } from "./rider-sw/snapshot";
import { addEarlyRequestsScript } from "./rider-sw/early-requests";
import { enforceBudgets } from "./budgets/check";
import { DASHBOARD_PAGE_BUDGET, RIDER_PAGE_BUDGETS, RIDER_PAGE_TARGET_GZIP } from "./budgets/pages";
import { checkLazyPage } from "./budgets/lazy-pages";
import { readBuild } from "./budgets/check";
import { PRERENDERED_ROUTES } from "./public-pages";
import { addLanguageHeads, writeSitemap } from "./languages/pages";

export { MARKETING_ROUTES, PRERENDERED_ROUTES } from "./public-pages";

/**
 * SPA with prerendered public pages (decision records 004 and 015): ssr off, the marketing pages and riders' public
 * pages (sign-in, booking forms, payment status) rendered to static HTML at build time, everything else served by the
 * app shell (__spa-fallback.html).
 */
export default {
  appDirectory: "app",
  // parallel builds (several test runs at once) can each use their own folder
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
  ssr: false,
  prerender: PRERENDERED_ROUTES,
  // the prerendered pages hydrate at idle or on the visitor's first sign of intent (docs/decisions/004, 015)
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const clientDir = path.resolve(viteConfig.root, reactRouterConfig.buildDirectory, "client");
    const pages = deferHydrationOfPrerenderedPages(clientDir, PRERENDERED_ROUTES);
    viteConfig.logger.info(`hydrate at idle or on intent: ${pages.join(", ")}`);
    // their critical CSS inlined, the rest after the first paint: the first paint waits for no second request
    // (docs/decisions/019)
    const inlined = await inlineStylesheetsOfPrerenderedPages(clientDir, PRERENDERED_ROUTES);
    viteConfig.logger.info(`stylesheet inlined into ${inlined.pages} pages: ${inlined.css.join(", ")}`);
    // every page in three languages (docs/decisions/018): hreflang alternates, an English page's redirect to the
    // visitor's language when a cache or worker serves it, and the sitemap listing the three
    addLanguageHeads(clientDir, PRERENDERED_ROUTES);
    viteConfig.logger.info(`sitemap: ${writeSitemap(clientDir)} pages in English, Hindi and Odia`);
    // JavaScript budgets (docs/decisions/015): fails the build over budget or when staff code reaches a rider page.
    // WEB_NO_MINIFY=1 (vite.config.ts) builds a copy that keeps its names, for reading profiles with
    // bench/web-trace.ts: never served, so its sizes are not checked
    if (process.env.WEB_NO_MINIFY) viteConfig.logger.warn("WEB_NO_MINIFY: a build for profiling; budgets not checked");
    else
      enforceBudgets(
        clientDir,
        RIDER_PAGE_BUDGETS,
        (line) => viteConfig.logger.info(`budget ${line}`),
        RIDER_PAGE_TARGET_GZIP,
      );
    if (!process.env.WEB_NO_MINIFY) {
      // the console's dashboard: its lazy chunk with the charting library, and that library nowhere else
      const { report, lazyBytes, failures } = checkLazyPage(readBuild(clientDir), DASHBOARD_PAGE_BUDGET);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      viteConfig.logger.info(
        `budget ${report.path} ${kb(report.gzipBytes)} gzip with its lazy chunks of ${kb(lazyBytes)} (${report.files.length} files, budget ${kb(report.maxGzipBytes)}, chunks ${kb(DASHBOARD_PAGE_BUDGET.maxLazyGzipBytes)})`,
      );
      if (failures.length) throw new Error(`JavaScript budgets exceeded:\n  ${failures.join("\n  ")}`);
    }
    // the shell paints a signed-in rider's kept page before any script (docs/decisions/016): before both workers
    addSnapshotScript(clientDir);
    // and starts a signed-in rider's /me and first bookings page before the app's code
    addEarlyRequestsScript(clientDir);
    // the chauffeur app's offline shell (README "The day of the ride"): after the pages are final
    const sw = await generateDriverServiceWorker(clientDir);
    viteConfig.logger.info(`chauffeur app worker: ${sw.count} files precached (${Math.round(sw.size / 1024)} KiB)`);
    // the riders' offline shell and code (docs/decisions/016): last, after every page is final
    const rider = await generateRiderServiceWorker(clientDir);
    viteConfig.logger.info(`rider worker: ${rider.count} files precached (${Math.round(rider.size / 1024)} KiB)`);
  },
} satisfies Config;
