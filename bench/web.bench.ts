/**
 * Web figures: Lighthouse (mobile defaults, Debian chromium) on the production build served by the real
 * server — `/` and `/faq` — beside a plain static HTML page with the same hero text and image (the floor), plus the
 * pages' JavaScript and CSS bytes (gzip) read from the built HTML: before any interaction, and what the first
 * interaction loads (the prerendered pages hydrate on intent, docs/decisions/004).
 *
 *   node --import tsx bench/web.bench.ts          builds apps/web into build-bench first
 *   WEB_BUILD_DIR=build-b node --import tsx bench/web.bench.ts    measures an existing build folder
 *   LH_RUNS=3 …                                   median of 3 Lighthouse runs per page (default 1)
 *   WEB_BENCH_PAGES=floor,home,faq,outstation,auth,luxury   Lighthouse pages (default: these six; `none` skips;
 *                                                          home-hi, home-or: the landing page in Hindi and Odia)
 *   WEB_BENCH_MOBILE=0 …                          skips the slow-4G phone table (bench/web-mobile-table.ts);
 *   WEB_BENCH_ROUTES=/,/auth …                    limits that table to these routes
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { CHROMIUM_FLAGS } from "../scripts/find-browser.mjs";
import { ROOT, startServer } from "./lib.ts";
import { mobileTable } from "./web-mobile-table.ts";

const CHROME_FLAGS = ["--headless", ...CHROMIUM_FLAGS].join(" ");
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 1));
const PORT = Number(process.env.BENCH_WEB_PORT ?? 4392);
const FLOOR_PORT = PORT + 1;

interface LhFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** bytes over the wire as Lighthouse saw them */
  scriptTransfer: number;
  cssTransfer: number;
  failed: string[];
}

/** One Lighthouse run as a child process (asynchronous: the floor server lives in this process and must keep answering). */
async function lighthouse(url: string): Promise<LhFigures> {
  const bin = path.join(ROOT, "node_modules/.bin/lighthouse");
  const dir = mkdtempSync(path.join(os.tmpdir(), "lh-"));
  const out = path.join(dir, "report.json");
  const child = spawn(
    bin,
    [url, "--output=json", `--output-path=${out}`, "--quiet", `--chrome-flags=${CHROME_FLAGS}`],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr.on("data", (d) => (stderr += String(d)));
  const timer = setTimeout(() => child.kill("SIGKILL"), 240_000);
  const status = await new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  clearTimeout(timer);
  if (!existsSync(out)) throw new Error(`lighthouse failed on ${url} (exit ${status}): ${stderr.slice(-1500)}`);
  const lhr = JSON.parse(readFileSync(out, "utf8"));
  rmSync(dir, { recursive: true, force: true });
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const num = (a: string) => Number(lhr.audits[a]?.numericValue ?? NaN);
  const items: { resourceType: string; transferSize: number }[] = lhr.audits["resource-summary"]?.details?.items ?? [];
  const transfer = (t: string) => items.find((i) => i.resourceType === t)?.transferSize ?? 0;
  // audits that lost points in the four categories, to say why a score is below 100
  const failed = Object.values(lhr.categories as Record<string, { auditRefs: { id: string; weight: number }[] }>)
    .flatMap((c) => c.auditRefs.filter((a) => a.weight > 0).map((a) => a.id))
    .filter((id) => {
      const a = lhr.audits[id];
      return (
        a &&
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== "informative" &&
        a.scoreDisplayMode !== "notApplicable"
      );
    });
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: num("largest-contentful-paint"),
    tbtMs: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    scriptTransfer: transfer("script"),
    cssTransfer: transfer("stylesheet"),
    failed: [...new Set(failed)],
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function measure(url: string): Promise<LhFigures> {
  const runs: LhFigures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(url));
  const pick = (k: keyof LhFigures) => median(runs.map((r) => r[k] as number));
  return {
    performance: pick("performance"),
    accessibility: pick("accessibility"),
    bestPractices: pick("bestPractices"),
    seo: pick("seo"),
    lcpMs: pick("lcpMs"),
    tbtMs: pick("tbtMs"),
    cls: pick("cls"),
    scriptTransfer: pick("scriptTransfer"),
    cssTransfer: pick("cssTransfer"),
    failed: [...new Set(runs.flatMap((r) => r.failed))],
  };
}

/**
 * JS and CSS of a built page (gzip -9): what it loads before any interaction (scripts, modulepreloads, stylesheets and
 * inline scripts that run) and what it loads on the visitor's first interaction — the prerendered marketing pages keep
 * React Router's boot module inert, with its module list, until then (docs/decisions/004).
 */
function pageBytes(clientDir: string, htmlFile = "index.html") {
  const html = readFileSync(path.join(clientDir, htmlFile), "utf8");
  const refs = (re: RegExp) => [...new Set([...html.matchAll(re)].map((m) => m[1]))];
  const js = refs(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g);
  // a disabled link is never fetched: its stylesheet is inline, in the HTML's bytes (docs/decisions/019)
  const css = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"(?! disabled)/g);
  const size = (files: string[]) =>
    files.reduce(
      (acc, f) => {
        const buf = readFileSync(path.join(clientDir, f.replace(/^\//, "")));
        return { raw: acc.raw + buf.length, gzip: acc.gzip + gzipSync(buf, { level: 9 }).length };
      },
      { raw: 0, gzip: 0 },
    );
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
  // inline scripts that run at load (the loader, the route manifest bootstrap, React's stream scripts)
  const running = inlineScripts
    .filter((m) => !/type="(?!module")[^"]*"/.test(m[1]))
    .map((m) => m[2])
    .join("");
  // the inert boot module and the modules it starts on the first interaction
  const inert = inlineScripts.find((m) => /type="text\/x-hydrate-on-intent"/.test(m[1]));
  const onIntentFiles = inert
    ? [...new Set((/data-modulepreload="([^"]*)"/.exec(inert[1])?.[1] ?? "").split(" ").filter(Boolean))] // once each
    : [];
  const onIntent = size(onIntentFiles);
  const jsSize = size(js);
  return {
    jsFiles: js.length,
    jsGzip: jsSize.gzip + gzipSync(running, { level: 9 }).length,
    jsRaw: jsSize.raw + running.length,
    onIntentFiles: onIntentFiles.length,
    onIntentGzip: onIntent.gzip + (inert ? gzipSync(inert[2], { level: 9 }).length : 0),
    cssGzip: size(css).gzip,
    htmlGzip: gzipSync(html, { level: 9 }).length,
  };
}

/**
 * What-if: the same server behind a gzip-compressing proxy (the server does not compress yet), to show how much of
 * the gap to the floor is plain transfer size.
 */
function gzipProxy(target: string, port: number) {
  const server = http.createServer(async (req, res) => {
    const upstream = await fetch(`${target}${req.url}`, { headers: { cookie: req.headers.cookie ?? "" } });
    const body = Buffer.from(await upstream.arrayBuffer());
    const type = upstream.headers.get("content-type") ?? "";
    const headers: Record<string, string> = {};
    for (const h of ["content-type", "cache-control", "content-security-policy", "location"]) {
      const v = upstream.headers.get(h);
      if (v) headers[h] = v;
    }
    if (/text|javascript|json|svg|css/.test(type) && /gzip/.test(String(req.headers["accept-encoding"]))) {
      res.writeHead(upstream.status, { ...headers, "content-encoding": "gzip", vary: "accept-encoding" });
      return res.end(gzipSync(body, { level: 6 }));
    }
    res.writeHead(upstream.status, headers);
    res.end(body);
  });
  return {
    listen: () => new Promise<void>((r) => server.listen(port, "127.0.0.1", () => r())),
    close: () => new Promise<void>((r) => server.close(() => r())),
    url: `http://127.0.0.1:${port}`,
  };
}

/** The floor: one static HTML file with the landing hero's text and image, system fonts, inline CSS, no JS. */
export function floorServer(clientDir: string) {
  const svg = readFileSync(path.join(clientDir, "images/hero-night-drive.svg"));
  const html = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sarathi Luxe | Chauffeur-Driven Luxury Cars in Bhubaneswar</title><meta name="description" content="Pre-scheduled chauffeur-driven luxury cars in Bhubaneswar and Odisha.">
<style>body{margin:0;font-family:system-ui,sans-serif;background:#07080b;color:#fdfcf9}section{position:relative;min-height:640px;display:flex;align-items:flex-end;overflow:hidden}
img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;z-index:-1}div{padding:128px 16px 64px;max-width:48rem}h1{font-family:Georgia,serif;font-size:2.75rem;line-height:1.05;font-weight:400;margin:16px 0 0}
p{line-height:1.75;color:#eceef2}a{display:inline-block;margin-top:36px;padding:14px 28px;border-radius:999px;background:#c29a4a;color:#07080b;font-weight:600;text-decoration:none}</style></head>
<body><main><section><img src="/hero.svg" alt="" width="1600" height="900" fetchpriority="high"><div><h1>Experience Luxury In Every Ride</h1>
<p>Pre-scheduled luxury cars with professional chauffeurs for city hours, airport runs, outstation journeys and the days that matter most.</p>
<a href="#services">Services We Provide</a></div></section></main></body></html>`;
  const server = http.createServer((req, res) => {
    if (req.url === "/hero.svg") {
      res.writeHead(200, { "content-type": "image/svg+xml", "cache-control": "max-age=3600" });
      return res.end(svg);
    }
    if (req.url === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain" });
      return res.end("User-agent: *\nAllow: /\n");
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(html);
  });
  return {
    listen: () => new Promise<void>((r) => server.listen(FLOOR_PORT, "127.0.0.1", () => r())),
    close: () => new Promise<void>((r) => server.close(() => r())),
    url: `http://127.0.0.1:${FLOOR_PORT}/`,
    bytes: gzipSync(html, { level: 9 }).length,
  };
}

async function main() {
  const buildDir = process.env.WEB_BUILD_DIR ?? "build-bench";
  const clientDir = path.join(ROOT, "apps/web", buildDir, "client");
  if (!process.env.WEB_BUILD_DIR) {
    console.log(`building the web app into apps/web/${buildDir} …`);
    const b = spawnSync("npm", ["run", "build", "-w", "apps/web"], {
      cwd: ROOT,
      env: { ...process.env, WEB_BUILD_DIR: buildDir },
      stdio: "ignore",
    });
    if (b.status !== 0) throw new Error("web build failed");
  }
  const bytes = pageBytes(clientDir);
  const faqBytes = pageBytes(clientDir, "faq/index.html");
  const server = await startServer({ port: PORT, env: { WEB_DIST_DIR: clientDir, JOBS_ENABLED: "false" } });
  const floor = floorServer(clientDir);
  await floor.listen();
  const proxy = gzipProxy(server.url, PORT + 2);
  await proxy.listen();
  try {
    // warm the server (first file reads) so the first Lighthouse run is not penalised for it
    for (const p of ["/", "/faq"]) await fetch(`${server.url}${p}`).then((r) => r.text());
    // WEB_BENCH_PAGES=floor,home,faq[,gzip] picks pages; gzip (a compressing proxy in front) is a what-if kept from before the server compressed
    const pages = (process.env.WEB_BENCH_PAGES ?? "floor,home,faq,outstation,auth,luxury").split(",");
    const targets: [string, string, string][] = [
      ["floor", "static floor", floor.url],
      ["home", "/ (product)", `${server.url}/`],
      // the landing page in Hindi and Odia: its prerendered twins, with their fonts
      ["home-hi", "/hi (product)", `${server.url}/hi`],
      ["home-or", "/or (product)", `${server.url}/or`],
      ["faq", "/faq (product)", `${server.url}/faq`],
      ["outstation", "/outstation-trips (product)", `${server.url}/outstation-trips`],
      ["auth", "/auth (product)", `${server.url}/auth`],
      ["luxury", "/luxury-cars (product)", `${server.url}/luxury-cars`],
      ["gzip", "/ (product, what-if gzip)", `${proxy.url}/`],
    ];
    const rows: [string, LhFigures][] = [];
    for (const [key, label, url] of targets) if (pages.includes(key)) rows.push([label, await measure(url)]);
    console.log(`\n## Lighthouse, mobile defaults (median of ${RUNS} run${RUNS > 1 ? "s" : ""})`);
    console.log(
      "| page | performance | accessibility | best-practices | SEO | LCP ms | TBT ms | CLS | JS transferred | CSS transferred |",
    );
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (const [label, f] of rows)
      console.log(
        `| ${label} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${Math.round(f.lcpMs)} | ${Math.round(f.tbtMs)} | ${f.cls.toFixed(3)} | ${(f.scriptTransfer / 1024).toFixed(1)} KB | ${(f.cssTransfer / 1024).toFixed(1)} KB |`,
      );
    const lcp = (label: string) => rows.find(([l]) => l === label)?.[1].lcpMs;
    const [home, base] = [lcp("/ (product)"), lcp("static floor")];
    if (home && base) console.log(`\nlanding LCP / floor LCP: ${(home / base).toFixed(2)}× (target ≤ 1.3×)`);
    for (const [label, f] of rows)
      if (f.failed.length) console.log(`audits below 0.9 on ${label}: ${f.failed.join(", ")}`);

    console.log(
      "\n## Page bytes (gzip -9, from the built HTML; fonts load after the first paint, the service request modal on first open)",
    );
    console.log(
      "| page | JS gzip before interaction | JS files | JS raw | JS gzip on first interaction (hydration) | files | CSS gzip | HTML gzip |",
    );
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    for (const [label, b] of [
      ["/ (product)", bytes],
      ["/faq (product)", faqBytes],
    ] as const)
      console.log(
        `| ${label} | ${kb(b.jsGzip)} | ${b.jsFiles} | ${kb(b.jsRaw)} | ${kb(b.onIntentGzip)} | ${b.onIntentFiles} | ${kb(b.cssGzip)} | ${kb(b.htmlGzip)} |`,
      );
    console.log(`| static floor | 0 KB | 0 | 0 KB | — | — | inline | ${kb(floor.bytes)} |`);
    console.log(`\ntargets: performance ≥ 95, accessibility 100, SEO 100, CLS < 0.02, landing JS ≤ 90 KB gzip`);
    if (process.env.WEB_BENCH_MOBILE !== "0") await mobileTable(server.url, floor.url);
  } finally {
    await floor.close();
    await proxy.close();
    await server.stop();
  }
}

// run as a script (bench/web-first-paint.ts imports the floor)
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href)
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
