/**
 * The build's JavaScript budgets (docs/decisions/015), run by react-router.config.ts' buildEnd after
 * the pages are final. For each rider page it computes the JavaScript loaded before any interaction — the scripts its
 * HTML names (modulepreloads, the boot module's imports, the inert boot script's preloads), the modules of the routes
 * its URL matches in React Router's manifest, and everything those import statically — and fails when:
 * - a page's total (gzip, level 9 as the server sends it) is over its budget, or it loads more files than its budget
 *   allows (each file is a round trip over HTTP/1.1 on a slow phone: budgets/chunk-groups.ts);
 * - code of the operations console or the chauffeur app is reachable from a rider page, even through a lazy import;
 * - Google Maps code is loaded before interaction (it is fetched only with a key, after the page asked for it).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { matchRoutes, type RouteObject } from "react-router";
import { CHUNK_GRAPH_FILE, type ChunkGraph } from "./chunk-graph";

export interface PageBudget {
  /** a URL path, e.g. /outstation-trips */
  path: string;
  /** at most this many bytes of JavaScript (gzip) before interaction */
  maxGzipBytes: number;
  /** at most this many JavaScript files before interaction (each costs a round trip on a slow phone) */
  maxFiles?: number;
}

export interface PageReport {
  path: string;
  files: string[];
  gzipBytes: number;
  maxGzipBytes: number;
  maxFiles?: number;
  /** forbidden modules reachable from the page (ops, driver) or loaded before interaction (maps) */
  forbidden: string[];
}

/** Code riders' pages must never reach (even lazily). */
export const STAFF_ONLY = [
  /^app\/routes\/ops\//,
  /^app\/features\/ops-/,
  /^app\/routes\/driver\//,
  /^app\/features\/driver-app\//,
];
/** Code that must not load before interaction: Google Maps comes only with a key, after the page asked for it. */
export const NOT_BEFORE_INTERACTION = [
  /^node_modules\/@vis\.gl\/react-google-maps\//,
  /^app\/features\/places\/google-kit/,
];

interface RrRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}
export interface RrManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, RrRoute>;
}

/** The assets named by a built HTML page: modulepreloads, the boot module's imports, the inert boot's preloads. */
export function scriptsOfHtml(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) found.add(m[1]);
  for (const m of html.matchAll(/data-modulepreload="([^"]*)"/g)) for (const h of m[1].split(" ")) if (h) found.add(h);
  for (const s of html.matchAll(/<script type="(?:module|text\/x-hydrate-on-intent)"[^>]*>([\s\S]*?)<\/script>/g))
    for (const m of s[1].matchAll(/(?:import\s*(?:[^"'()]*?from\s*)?|import\()\s*"([^"]+\.js)"/g)) found.add(m[1]);
  return [...found];
}

/** The route modules (and their imports) React Router loads for a URL path. */
export function routeScripts(manifest: RrManifest, urlPath: string): string[] {
  const byParent = new Map<string | undefined, RrRoute[]>();
  for (const r of Object.values(manifest.routes)) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
  const build = (parent: string | undefined): RouteObject[] =>
    (byParent.get(parent) ?? []).map((r) =>
      r.index ? { id: r.id, index: true } : { id: r.id, path: r.path, children: build(r.id) },
    );
  const matches = matchRoutes(build(undefined), urlPath) ?? [];
  const files = [manifest.entry.module, ...manifest.entry.imports];
  for (const m of matches) {
    const r = manifest.routes[m.route.id as string];
    files.push(r.module, ...(r.imports ?? []));
  }
  return files;
}

/** Files reachable from `start` through static imports (and dynamic ones too when `lazy`). */
export function closure(graph: ChunkGraph, start: string[], lazy: boolean): string[] {
  const seen = new Set<string>();
  const stack = start.map((f) => f.replace(/^\//, ""));
  while (stack.length) {
    const f = stack.pop() as string;
    if (seen.has(f)) continue;
    seen.add(f);
    const c = graph[f];
    if (!c) continue;
    stack.push(...c.imports);
    if (lazy) stack.push(...c.dynamicImports);
  }
  return [...seen].filter((f) => f.endsWith(".js")).sort();
}

/** Modules of `files` matching any of `patterns`, named `file: module`. */
export function modulesMatching(graph: ChunkGraph, files: string[], patterns: RegExp[]): string[] {
  const out: string[] = [];
  for (const f of files)
    for (const m of graph[f]?.modules ?? []) if (patterns.some((p) => p.test(m))) out.push(`${f}: ${m}`);
  return out;
}

export interface BuildFiles {
  graph: ChunkGraph;
  manifest: RrManifest;
  /** the HTML served for a URL path (its prerendered page or the app shell) */
  htmlFor(urlPath: string): string;
  /** gzip size of a file under the client folder */
  gzipSize(file: string): number;
}

export function checkPages(build: BuildFiles, pages: PageBudget[]): PageReport[] {
  return pages.map((page) => {
    const start = [...scriptsOfHtml(build.htmlFor(page.path)), ...routeScripts(build.manifest, page.path)];
    const files = closure(build.graph, start, false);
    const reachable = closure(build.graph, start, true);
    const forbidden = [
      ...modulesMatching(build.graph, reachable, STAFF_ONLY),
      ...modulesMatching(build.graph, files, NOT_BEFORE_INTERACTION),
    ];
    const gzipBytes = files.reduce((sum, f) => sum + build.gzipSize(f), 0);
    return { path: page.path, files, gzipBytes, maxGzipBytes: page.maxGzipBytes, maxFiles: page.maxFiles, forbidden };
  });
}

/** Human lines for the build log, and the failures (empty when every page is within its budget). */
export function describe(reports: PageReport[], targetGzipBytes?: number): { lines: string[]; failures: string[] } {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const target = targetGzipBytes ? `, target ${kb(targetGzipBytes)}` : "";
  const lines = reports.map(
    (r) =>
      `${r.path.padEnd(34)} ${kb(r.gzipBytes).padStart(9)} gzip  (${r.files.length} files${r.maxFiles ? ` of ${r.maxFiles}` : ""}, budget ${kb(r.maxGzipBytes)}${target})`,
  );
  const failures: string[] = [];
  for (const r of reports) {
    if (r.gzipBytes > r.maxGzipBytes)
      failures.push(
        `${r.path}: ${r.gzipBytes} bytes (${kb(r.gzipBytes)}) of JavaScript gzip before interaction, over its budget of ${r.maxGzipBytes} bytes (${kb(r.maxGzipBytes)})`,
      );
    if (r.maxFiles !== undefined && r.files.length > r.maxFiles)
      failures.push(
        `${r.path}: ${r.files.length} JavaScript files before interaction, over its budget of ${r.maxFiles} (each is a round trip on a slow phone: budgets/chunk-groups.ts)`,
      );
    for (const f of r.forbidden) failures.push(`${r.path}: reaches code riders' pages must not load: ${f}`);
  }
  return { lines, failures };
}

/** Reads a client build folder (and the chunk graph beside it). */
export function readBuild(clientDir: string): BuildFiles {
  const graphFile = path.join(clientDir, "..", CHUNK_GRAPH_FILE);
  if (!existsSync(graphFile))
    throw new Error(`budgets: ${graphFile} not found (is chunkGraphPlugin in vite.config.ts?)`);
  const graph = JSON.parse(readFileSync(graphFile, "utf8")) as ChunkGraph;
  const manifestFile = readdirSync(path.join(clientDir, "assets")).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!manifestFile) throw new Error("budgets: React Router's assets/manifest-*.js not found");
  const text = readFileSync(path.join(clientDir, "assets", manifestFile), "utf8");
  const json = /^window\.__reactRouterManifest=(\{[\s\S]*\});?\s*$/.exec(text);
  if (!json) throw new Error(`budgets: ${manifestFile} does not have the expected shape`);
  const sizes = new Map<string, number>();
  return {
    graph,
    manifest: JSON.parse(json[1]) as RrManifest,
    htmlFor(urlPath) {
      const page = path.join(clientDir, urlPath, "index.html");
      const shell = path.join(clientDir, "__spa-fallback.html");
      return readFileSync(existsSync(page) ? page : shell, "utf8");
    },
    gzipSize(file) {
      let n = sizes.get(file);
      if (n === undefined) {
        n = gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
        sizes.set(file, n);
      }
      return n;
    },
  };
}

/** The build step: logs every page's figure and throws (failing the build) naming each page over budget. */
export function enforceBudgets(
  clientDir: string,
  pages: PageBudget[],
  log: (line: string) => void,
  targetGzipBytes?: number,
): PageReport[] {
  const reports = checkPages(readBuild(clientDir), pages);
  const { lines, failures } = describe(reports, targetGzipBytes);
  for (const line of lines) log(line);
  if (failures.length) throw new Error(`JavaScript budgets exceeded:\n  ${failures.join("\n  ")}`);
  return reports;
}
