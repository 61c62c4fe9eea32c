/**
 * FCP and LCP of a few pages beside the static floor on the slow-4G phone of bench/web-mobile.ts, interleaved: each
 * round loads the floor, then each route from one build and, when WEB_BUILD_DIR_BEFORE names a second build folder, from
 * that build too (two servers, a fresh context per visit). On a shared, busy machine the floor itself swings between
 * runs; visits interleaved in one process are compared under the same load (docs/decisions/019).
 *
 *   WEB_BUILD_DIR=build-x [WEB_BUILD_DIR_BEFORE=build-y] BENCH_WEB_PORT=4702 [RUNS=5] \
 *     node --import tsx bench/web-first-paint.ts /outstation-trips /auth
 *
 * Ports: BENCH_WEB_PORT (server), +1 (floor), +2 (the second build's server).
 */
import path from "node:path";
import { ROOT, startServer } from "./lib.ts";
import { floorServer } from "./web.bench.ts";
import { launchPhone, phoneContext, throttledPage } from "./web-mobile.ts";

const port = Number(process.env.BENCH_WEB_PORT ?? 4392);
const runs = Math.max(1, Number(process.env.RUNS ?? 5));
const routes = process.argv.slice(2);
const client = (dir: string) => path.join(ROOT, "apps/web", dir, "client");
const after = process.env.WEB_BUILD_DIR ?? "build";
const before = process.env.WEB_BUILD_DIR_BEFORE;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  if (!routes.length) throw new Error("name the routes to measure, e.g. /outstation-trips /auth");
  const floor = floorServer(client(after));
  await floor.listen();
  const env = { JOBS_ENABLED: "false" };
  const servers = [{ label: "", server: await startServer({ port, env: { ...env, WEB_DIST_DIR: client(after) } }) }];
  if (before)
    servers.unshift({
      label: "before ",
      server: await startServer({ port: port + 2, env: { ...env, WEB_DIST_DIR: client(before) } }),
    });
  const browser = await launchPhone();
  const figures = new Map<string, { fcp: number[]; lcp: number[] }>();
  const visit = async (key: string, url: string) => {
    const context = await phoneContext(browser);
    try {
      const { page } = await throttledPage(context);
      await page.goto(url, { waitUntil: "load", timeout: 60_000 });
      await page.waitForTimeout(1000);
      const b = await page.evaluate(() => (window as unknown as { __bench: { fcp: number; lcp: number } }).__bench);
      const f = figures.get(key) ?? { fcp: [], lcp: [] };
      f.fcp.push(b.fcp);
      f.lcp.push(b.lcp);
      figures.set(key, f);
    } finally {
      await context.close();
    }
  };
  try {
    for (let i = 0; i < runs; i++) {
      await visit("static floor", floor.url);
      for (const route of routes)
        for (const { label, server } of servers) await visit(`${label}${route}`, `${server.url}${route}`);
    }
  } finally {
    await browser.close();
    for (const { server } of servers) await server.stop();
    await floor.close();
  }
  const base = figures.get("static floor")!;
  const [fcp0, lcp0] = [median(base.fcp), median(base.lcp)];
  console.log(`\n## First paint beside the floor, slow-4G phone, median of ${runs} interleaved visits`);
  console.log("| page | FCP ms | ×floor | LCP ms | ×floor | FCP visits | LCP visits |");
  console.log("|---|---:|---:|---:|---:|---|---|");
  for (const [key, f] of figures) {
    const [fcp, lcp] = [median(f.fcp), median(f.lcp)];
    const all = (xs: number[]) => xs.map(Math.round).join(", ");
    console.log(
      `| ${key} | ${Math.round(fcp)} | ${(fcp / fcp0).toFixed(2)} | ${Math.round(lcp)} | ${(lcp / lcp0).toFixed(2)} | ${all(f.fcp)} | ${all(f.lcp)} |`,
    );
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
