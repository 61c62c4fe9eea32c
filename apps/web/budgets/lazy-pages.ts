/**
 * Budgets of console pages whose code is a lazy chunk (the owner's dashboard, docs/decisions/027-dashboard.md): the
 * JavaScript (gzip) the page needs to draw — the console's own files for its URL, then the feature's chunks and
 * everything they import statically — and code that must load on that page only (the charting library), never with
 * the console's other pages.
 */
import { closure, modulesMatching, routeScripts, scriptsOfHtml, type BuildFiles, type PageReport } from "./check";

export interface LazyPageBudget {
  /** the page's URL path */
  path: string;
  /** the feature's modules (its chunks are what the page loads lazily) */
  feature: RegExp;
  /** at most this many bytes of JavaScript (gzip) for the page with its lazy chunks */
  maxGzipBytes: number;
  /** at most this many bytes (gzip) in the files the page adds to the console's (its lazy chunks) */
  maxLazyGzipBytes: number;
  /** modules that must not be in the console's files before the page's chunk is asked for */
  onlyHere: RegExp[];
}

export function checkLazyPage(
  build: BuildFiles,
  budget: LazyPageBudget,
): { report: PageReport; lazyBytes: number; failures: string[] } {
  const start = [...scriptsOfHtml(build.htmlFor(budget.path)), ...routeScripts(build.manifest, budget.path)];
  const console = closure(build.graph, start, false);
  const chunks = Object.keys(build.graph).filter((f) => build.graph[f]!.modules.some((m) => budget.feature.test(m)));
  const files = closure(build.graph, [...console, ...chunks], false);
  const gzipBytes = files.reduce((sum, f) => sum + build.gzipSize(f), 0);
  const lazyBytes = files.filter((f) => !console.includes(f)).reduce((sum, f) => sum + build.gzipSize(f), 0);
  const early = modulesMatching(build.graph, console, budget.onlyHere);
  const failures: string[] = [];
  if (chunks.length === 0) failures.push(`${budget.path}: no chunk holds ${budget.feature} (renamed?)`);
  if (gzipBytes > budget.maxGzipBytes)
    failures.push(
      `${budget.path}: ${gzipBytes} bytes of JavaScript gzip with its lazy chunks, over its budget of ${budget.maxGzipBytes}`,
    );
  if (lazyBytes > budget.maxLazyGzipBytes)
    failures.push(
      `${budget.path}: its lazy chunks are ${lazyBytes} bytes of JavaScript gzip, over their budget of ${budget.maxLazyGzipBytes}`,
    );
  for (const m of early) failures.push(`${budget.path}: loads before the page asks for it: ${m}`);
  return {
    lazyBytes,
    report: { path: budget.path, files, gzipBytes, maxGzipBytes: budget.maxGzipBytes, forbidden: early },
    failures,
  };
}
