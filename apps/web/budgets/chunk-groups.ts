/**
 * How the client build groups modules into files (docs/decisions/020). A booking page loaded 55 files before
 * interaction, 30 of them under 1 KB: over HTTP/1.1 with 150 ms round trips (six connections per host) their
 * requests, not their bytes, set when the page could hydrate. Rolldown's `output.codeSplitting.groups`
 * (vite.config.ts, client build only) makes a few files per page instead:
 * - `framework`: React, React DOM, the scheduler, React Router and Rolldown's runtime — every page runs them;
 * - `core`: everything the entry, the root route and the site's layout import statically — every site page runs it;
 * - one file per set of page families that share a module (`booking`, `auth`, `account`, `public`, or e.g.
 *   `auth+booking`), for the code two or more pages share outside the core.
 * A module only one page uses stays in that page's file, a module only lazily loaded code uses stays with it, and
 * the operations console's, the chauffeur app's and Google Maps' code is never captured: Rolldown's own splitting
 * keeps it apart, so none of it can land in a file a rider's page loads (budgets/check.ts fails the build if it does).
 * Families are monotone along static imports (a module's importee is used by at least the same pages), so the
 * groups import each other in one direction only: no cycles between files, modules run in their import order.
 */
import type { Rolldown } from "vite";

type Group = NonNullable<Exclude<Rolldown.OutputOptions["codeSplitting"], boolean | undefined>["groups"]>[number];
type Ctx = Parameters<Extract<Group["name"], (...a: never[]) => unknown>>[1];

/** The framework every page runs: one file. */
export const FRAMEWORK =
  /(?:[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]|^\0?rolldown[\\/]runtime)/;
/** Code no group captures: the staff apps, and Google Maps (loaded only with a key). */
export const UNGROUPED = [
  /[\\/]app[\\/]routes[\\/](?:ops|driver)[\\/]/,
  /[\\/]app[\\/]features[\\/](?:ops-|driver-app[\\/])/,
  /[\\/]node_modules[\\/]@vis\.gl[\\/]/,
  /[\\/]app[\\/]features[\\/]places[\\/]google-kit/,
];
/**
 * Validation (zod) and the modules calling it: the walk below follows whole modules, but the bundler drops a module's
 * unused statements — a booking form takes constants from a module that also defines schemas, and runs no zod. Left
 * to Rolldown's own splitting, they load only with the pages (or the lazy code) that really use them.
 */
export const LEFT_TO_ROLLDOWN = /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]contracts[\\/]src[\\/]z\.ts$/;
/** React Router's client build names each route module with this query. */
const ROUTE_QUERY = "?__react-router-build-client-route";

/**
 * The pages a group is made for. Pages a visitor moves between, with much code in common, form a family: the
 * marketing pages, the sign-in pages, the booking forms, the company portal; every other page (the fare summary, payment status, My
 * Bookings, a trip, a shared trip…) is its own, so its code does not ride along on the pages before it.
 */
const FAMILIES: [RegExp, string][] = [
  [
    /^public\/(?:home|about-us|privacy-policy|cancellation-refund|terms-and-conditions|faq|event-experience)\.tsx$/,
    "site",
  ],
  [/^(?:auth\/.*|account\/recover-account\.tsx)$/, "auth"],
  [/^booking\/(?:outstation-trips|hourly-rental|services-screen)\.tsx$/, "forms"],
  // the company portal and an approver's link to one ride (one label also keeps the names of the files the signed-in
  // pages share within the file system's 255 characters)
  [/^account\/company(?:-approval)?\.tsx$/, "company"],
  // an event's client: the quote page by its signed link and the event page (one label, for the file names' length)
  [/^(?:account\/event|public\/event-quote)\.tsx$/, "events"],
  // the signed-out live pages: a share link's trip and a coordinator's event (its screen lazy, README "Weddings and
  // events"), so the event page's route adds no group to the pages that share the share page's code
  [/^public\/(?:shared-trip|event-live)\.tsx$/, "live"],
];

/** What a module is as a starting point of the graph: the core, a page of a family, staff, or lazily loaded code. */
export function rootLabel(id: string): string {
  const file = id.replace(/\\/g, "/").replace(/\?.*$/, "");
  if (/\/app\/(?:entry\.client|root)\.tsx$/.test(file) || /\/app\/routes\/site-layout\.tsx$/.test(file)) return "core";
  const route = /\/app\/routes\/(.+)$/.exec(file);
  if (!id.includes(ROUTE_QUERY) || !route) return "lazy";
  if (/^(?:ops|driver)\//.test(route[1])) return "staff";
  return FAMILIES.find(([p]) => p.test(route[1]))?.[1] ?? route[1].replace(/\.tsx?$/, "").replace(/\//g, "-");
}

/** Whether a module may join a group: not the framework's, not ungrouped, not the entry or a route module itself. */
export function groupable(id: string): boolean {
  if (FRAMEWORK.test(id) || LEFT_TO_ROLLDOWN.test(id) || UNGROUPED.some((p) => p.test(id))) return false;
  // the entry stays a file of its own: a page's boot script imports the root route, which must not wait for it
  if (/[\\/]app[\\/]entry\.client\.tsx$/.test(id)) return false;
  return !id.includes("?");
}

/**
 * A module's group from the roots that reach it through static imports: `core` when the core reaches it; null
 * (Rolldown decides) when a single page, only lazy code or only the staff apps reach it; else the families' names.
 */
export function groupName(roots: Map<string, string>): string | null {
  const labels = new Set(roots.values());
  if (labels.has("core")) return "core";
  const pages = [...roots].filter(([, label]) => label !== "lazy" && label !== "staff");
  if (pages.length < 2) return null;
  return [...new Set(pages.map(([, label]) => label))].sort().join("+");
}

/** One module's static imports and re-exports, read from its code. ALL: every export (a namespace, a star). */
const ALL = "*";
interface Edges {
  /** the module's own code needs these (import statements): target id → names */
  imports: [string, Set<string>][];
  /** exported name → [target id, its name there] */
  reexports: Map<string, [string, string]>;
  /** `export * from` targets */
  stars: string[];
}

const STATEMENT =
  /\b(import|export)\s*((?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?)?)\s*from\s*["']([^"']+)["']|\bimport\s*["']([^"']+)["']/g;

/**
 * Parses a module's import and export-from statements and pairs them, in order, with Rolldown's resolved ids. Returns
 * null when they do not pair up (then every import counts as fully used: more bytes grouped, never fewer).
 */
export function readEdges(code: string, importedIds: string[]): Edges | null {
  const statements = [...code.matchAll(STATEMENT)].map((m) => ({
    kind: m[4] ? "import" : m[1],
    clause: (m[2] ?? "").trim(),
    spec: m[3] ?? m[4],
  }));
  const specs = [...new Set(statements.map((st) => st.spec))];
  // imports a plugin adds after the code's own (Vite's preload helper, for a module with a dynamic import): all used
  const added = importedIds.filter((id) => id.startsWith("\0"));
  const own = importedIds.filter((id) => !id.startsWith("\0"));
  if (specs.length !== own.length) return null;
  const idOf = new Map(specs.map((spec, i) => [spec, own[i]]));
  const edges: Edges = { imports: added.map((id) => [id, new Set([ALL])]), reexports: new Map(), stars: [] };
  for (const { kind, clause, spec } of statements) {
    const id = idOf.get(spec) as string;
    const braces = /\{([^}]*)\}/.exec(clause)?.[1];
    const pairs = (braces ?? "")
      .split(",")
      .map((p) => p.trim().split(/\s+as\s+/))
      .filter((p) => p[0]);
    if (kind === "import") {
      const names = new Set<string>();
      if (/^[\w$]+/.test(clause) && !clause.startsWith("{")) names.add("default");
      if (clause.includes("*") || !clause) names.add(ALL); // a namespace, or a bare import for its side effects
      for (const [name] of pairs) names.add(name);
      edges.imports.push([id, names]);
    } else if (clause === "*") edges.stars.push(id);
    else if (clause.startsWith("*")) edges.reexports.set(clause.split(/\s+as\s+/)[1], [id, ALL]);
    else for (const [name, as] of pairs) edges.reexports.set(as ?? name, [id, name]);
  }
  return edges;
}

/** Every module of the build, found from any one of them. */
function everyModule(start: string, ctx: Ctx): Set<string> {
  const all = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const id = queue.pop() as string;
    if (all.has(id)) continue;
    all.add(id);
    const info = ctx.getModuleInfo(id);
    if (info)
      queue.push(...info.importers, ...info.importedIds, ...info.dynamicImporters, ...info.dynamicallyImportedIds);
  }
  return all;
}

/**
 * The roots (route modules, the entry, lazily imported modules) reaching each module through static imports, the
 * way tree-shaking sees it: a name taken from a module that only re-exports it (a barrel such as lucide-react's
 * index or @chauffeur/contracts) reaches the module that defines it, not every module the barrel names.
 */
function rootsByModule(start: string, ctx: Ctx): Map<string, Map<string, string>> {
  const all = everyModule(start, ctx);
  const edgeCache = new Map<string, Edges>();
  const edgesOf = (id: string): Edges => {
    let e = edgeCache.get(id);
    if (!e) {
      const info = ctx.getModuleInfo(id);
      const ids = info?.importedIds ?? [];
      e = (info?.code != null && readEdges(info.code, ids)) || {
        imports: ids.map((i) => [i, new Set([ALL])]),
        reexports: new Map(),
        stars: [],
      };
      edgeCache.set(id, e);
    }
    return e;
  };
  // a module's exported names, those of its `export *` targets included
  const exportCache = new Map<string, Set<string>>();
  const exportsOf = (id: string): Set<string> => {
    let names = exportCache.get(id);
    if (names) return names;
    names = new Set(ctx.getModuleInfo(id)?.exports ?? []);
    exportCache.set(id, names);
    const e = edgesOf(id);
    for (const n of e.reexports.keys()) names.add(n);
    for (const t of e.stars) for (const n of exportsOf(t)) if (n !== "default") names.add(n);
    return names;
  };
  const reached = new Map<string, Map<string, string>>();
  for (const root of all) {
    const info = ctx.getModuleInfo(root);
    if (!info || !(info.isEntry || info.dynamicImporters.length > 0)) continue;
    const label = rootLabel(root);
    // per module: whether its own code is in, and the names asked of it so far
    const done = new Map<string, { own: boolean; names: Set<string> }>();
    const work: [string, string][] = [[root, ALL]];
    while (work.length) {
      const [id, name] = work.pop() as [string, string];
      const d = done.get(id) ?? { own: false, names: new Set<string>() };
      done.set(id, d);
      if (d.names.has(name) || d.names.has(ALL)) continue;
      d.names.add(name);
      const e = edgesOf(id);
      const own = () => {
        if (d.own) return;
        d.own = true;
        for (const [target, names] of e.imports) for (const n of names) work.push([target, n]);
      };
      if (name === ALL) {
        own();
        for (const [target, n] of e.reexports.values()) work.push([target, n]);
        for (const target of e.stars) work.push([target, ALL]);
        continue;
      }
      const re = e.reexports.get(name);
      if (re) {
        work.push(re);
        continue;
      }
      const stars = e.stars.filter((t) => exportsOf(t).has(name));
      if (stars.length && name !== "default") for (const t of stars) work.push([t, name]);
      else {
        // not found: its own code, and every star as well (more bytes grouped, never a needed module missed)
        own();
        for (const t of e.stars) work.push([t, name]);
      }
    }
    for (const [id, d] of done) {
      if (!d.own) continue; // a barrel passed through: none of its code is needed
      const m = reached.get(id) ?? new Map<string, string>();
      m.set(root, label);
      reached.set(id, m);
    }
  }
  return reached;
}

/** The groups, for vite.config.ts. The graph is read once per build, on the first module named. */
export function chunkGroups(): Group[] {
  let reached: Map<string, Map<string, string>> | null = null;
  return [
    { name: "framework", test: FRAMEWORK, priority: 20 },
    {
      name: (id, ctx) => {
        reached ??= rootsByModule(id, ctx);
        if (ctx.getModuleInfo(id)?.importedIds.some((i) => LEFT_TO_ROLLDOWN.test(i))) return null;
        return groupName(reached.get(id) ?? new Map());
      },
      debugName: "riders",
      test: groupable,
      includeDependenciesRecursively: false,
      priority: 10,
    },
  ];
}
