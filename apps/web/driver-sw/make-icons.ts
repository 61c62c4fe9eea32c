/**
 * Draws the chauffeur app's home-screen icons (192 and 512 px PNG, apps/web/public/images/driver-icon-*.png) from the
 * site's mark (public/favicon.svg) with the machine's Chromium. The PNGs are committed; run this again only when the
 * mark changes: `node --import tsx apps/web/driver-sw/make-icons.ts`.
 *
 * The mark sits in the middle 60 % on a full-bleed ink background, so one image serves as both an ordinary and a
 * maskable icon (the maskable safe zone is the central 80 % circle).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<path d="M16 2 29 9.5v13L16 30 3 22.5v-13Z" fill="none" stroke="#c29a4a" stroke-width="1.6"/>
<path d="M10 19.5c1.6 1.7 3.6 2.5 6 2.5 3.2 0 5.5-1.6 5.5-4.2 0-5.4-10.5-3.1-10.5-7.6 0-1.7 1.9-3 4.6-3 2 0 3.6.6 4.9 1.8"
 fill="none" stroke="#e6cf9a" stroke-width="2" stroke-linecap="round"/></svg>`;

async function main() {
  // the favicon's colours are the source of truth; fail loudly if it changed shape entirely
  if (!readFileSync(path.join(web, "public/favicon.svg"), "utf8").includes("#c29a4a"))
    throw new Error("public/favicon.svg no longer uses the gold #c29a4a: update the mark here");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    for (const size of [192, 512]) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const mark = Math.round(size * 0.6);
      await page.setContent(
        `<html><body style="margin:0;background:#07080b;display:flex;align-items:center;justify-content:center;width:${size}px;height:${size}px">
<div style="width:${mark}px;height:${mark}px">${MARK.replace("<svg ", `<svg width="${mark}" height="${mark}" `)}</div></body></html>`,
      );
      await page.screenshot({ path: path.join(web, `public/images/driver-icon-${size}.png`), omitBackground: false });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

await main();
