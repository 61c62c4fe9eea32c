import type { Config } from "@react-router/dev/config";
import path from "node:path";
import { deferHydrationOfPrerenderedPages } from "./hydrate-on-intent/transform";
import { generateDriverServiceWorker } from "./driver-sw/generate";

/**
 * SPA with prerendered marketing pages (decision record 004): ssr off, marketing routes rendered to static HTML at
 * build time, everything else served by the app shell (__spa-fallback.html).
 */
export const MARKETING_ROUTES = [
  "/",
  "/about-us",
  "/privacy-policy",
  "/cancellation-refund",
  "/terms-and-conditions",
  "/faq",
  "/event-experience",
];

export default {
  appDirectory: "app",
  // parallel builds (several test runs at once) can each use their own folder
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
  ssr: false,
  prerender: MARKETING_ROUTES,
  // the prerendered pages hydrate on the visitor's first sign of intent (docs/decisions/004)
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const clientDir = path.resolve(viteConfig.root, reactRouterConfig.buildDirectory, "client");
    const pages = deferHydrationOfPrerenderedPages(clientDir, MARKETING_ROUTES);
    viteConfig.logger.info(`hydrate on intent: ${pages.join(", ")}`);
    // the chauffeur app's offline shell (README "The day of the ride"): after the pages are final
    const sw = await generateDriverServiceWorker(clientDir);
    viteConfig.logger.info(`chauffeur app worker: ${sw.count} files precached (${Math.round(sw.size / 1024)} KiB)`);
  },
} satisfies Config;
