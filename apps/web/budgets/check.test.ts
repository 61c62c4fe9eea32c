import { describe, expect, it } from "vitest";
import type { ChunkGraph } from "./chunk-graph";
import { moduleName } from "./chunk-graph";
import {
  checkPages,
  closure,
  describe as describeReports,
  routeScripts,
  scriptsOfHtml,
  type BuildFiles,
} from "./check";

const chunk = (modules: string[], imports: string[] = [], dynamicImports: string[] = []) => ({
  modules,
  imports,
  dynamicImports,
  isEntry: false,
});

// a small build: the framework, the root, a booking route with a lazy dialog, the console, a page reaching the console
const graph: ChunkGraph = {
  "assets/entry.client.js": chunk(["node_modules/react-dom/client.js"], ["assets/react.js"]),
  "assets/react.js": chunk(["node_modules/react/index.js"]),
  "assets/manifest.js": chunk([]),
  "assets/root.js": chunk(["app/root.tsx"], ["assets/react.js"]),
  "assets/outstation.js": chunk(["app/routes/booking/outstation-trips.tsx"], ["assets/react.js"], ["assets/dialog.js"]),
  "assets/dialog.js": chunk(["node_modules/@radix-ui/react-dialog/dist/index.mjs"], ["assets/react.js"]),
  "assets/maps.js": chunk(["node_modules/@vis.gl/react-google-maps/dist/index.modern.mjs"]),
  "assets/hourly.js": chunk(["app/routes/booking/hourly-rental.tsx"], ["assets/maps.js"]),
  "assets/ops.js": chunk(["app/routes/ops/ops-console.tsx", "app/features/ops-core/api.ts"], ["assets/react.js"]),
  "assets/bookings.js": chunk(["app/routes/account/bookings.tsx"], [], ["assets/ops.js"]),
};
const sizes: Record<string, number> = {
  "assets/entry.client.js": 60_000,
  "assets/react.js": 40_000,
  "assets/manifest.js": 4_000,
  "assets/root.js": 5_000,
  "assets/outstation.js": 6_000,
  "assets/dialog.js": 13_000,
  "assets/maps.js": 30_000,
  "assets/hourly.js": 2_000,
  "assets/ops.js": 90_000,
  "assets/bookings.js": 8_000,
};
const route = (id: string, path: string, module: string, imports: string[] = []) => ({
  id,
  parentId: "root",
  path,
  module,
  imports,
});
const manifest = {
  entry: { module: "/assets/entry.client.js", imports: ["/assets/react.js"] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/react.js"] },
    outstation: route("outstation", "outstation-trips", "/assets/outstation.js"),
    hourly: route("hourly", "hourly-rental", "/assets/hourly.js", ["/assets/maps.js"]),
    bookings: route("bookings", "user/bookings", "/assets/bookings.js"),
    ops: route("ops", "ops/*", "/assets/ops.js"),
  },
};
const prerendered =
  '<html><head><meta charSet="utf-8"/><script>loader()</script>' +
  '<script type="text/x-hydrate-on-intent" data-modulepreload="/assets/manifest.js /assets/entry.client.js">' +
  'import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>' +
  "</head><body></body></html>";
const shell = '<html><head><link rel="modulepreload" href="/assets/manifest.js"/></head><body></body></html>';
const build: BuildFiles = {
  graph,
  manifest,
  htmlFor: (p) => (p === "/outstation-trips" ? prerendered : shell),
  gzipSize: (f) => sizes[f] ?? 0,
};

describe("the build's JavaScript budgets", () => {
  it("reads the scripts a prerendered page names: preloads, the boot module's static and dynamic imports", () => {
    expect(scriptsOfHtml(prerendered).sort()).toEqual([
      "/assets/entry.client.js",
      "/assets/manifest.js",
      "/assets/root.js",
    ]);
    expect(scriptsOfHtml(shell)).toEqual(["/assets/manifest.js"]);
  });

  it("adds the modules of the routes the address matches, and only those", () => {
    const files = routeScripts(manifest, "/outstation-trips");
    expect(files).toContain("/assets/outstation.js");
    expect(files).toContain("/assets/root.js");
    expect(files).not.toContain("/assets/hourly.js");
    expect(routeScripts(manifest, "/ops/bookings")).toContain("/assets/ops.js");
  });

  it("follows static imports for what loads before interaction, dynamic ones too for what is reachable", () => {
    expect(closure(graph, ["/assets/outstation.js"], false)).toEqual(["assets/outstation.js", "assets/react.js"]);
    expect(closure(graph, ["/assets/outstation.js"], true)).toContain("assets/dialog.js");
  });

  it("sums a page's gzip bytes without its lazy chunks, and passes within budget", () => {
    const [r] = checkPages(build, [{ path: "/outstation-trips", maxGzipBytes: 120_000 }]);
    expect(r.gzipBytes).toBe(60_000 + 40_000 + 4_000 + 5_000 + 6_000);
    expect(r.files).not.toContain("assets/dialog.js");
    expect(describeReports([r]).failures).toEqual([]);
  });

  it("fails a page over its budget, naming the page and the bytes", () => {
    const { failures, lines } = describeReports(
      checkPages(build, [{ path: "/outstation-trips", maxGzipBytes: 100_000 }]),
      120 * 1024,
    );
    expect(failures).toEqual([
      "/outstation-trips: 115000 bytes (112.3 KB) of JavaScript gzip before interaction, over its budget of 100000 bytes (97.7 KB)",
    ]);
    expect(lines[0]).toMatch(/^\/outstation-trips\s+112\.3 KB gzip .*budget 97\.7 KB, target 120\.0 KB/);
  });

  it("fails a page that loads more files than its budget allows, and prints the count beside the bytes", () => {
    const within = checkPages(build, [{ path: "/outstation-trips", maxGzipBytes: 1e9, maxFiles: 5 }]);
    expect(within[0].files).toHaveLength(5);
    expect(describeReports(within).failures).toEqual([]);
    const { failures, lines } = describeReports(
      checkPages(build, [{ path: "/outstation-trips", maxGzipBytes: 1e9, maxFiles: 4 }]),
    );
    expect(failures).toEqual([
      "/outstation-trips: 5 JavaScript files before interaction, over its budget of 4 (each is a round trip on a slow phone: budgets/chunk-groups.ts)",
    ]);
    expect(lines[0]).toMatch(/\(5 files of 4, budget/);
  });

  it("fails a rider page from which the console's code is reachable, even through a lazy import", () => {
    const { failures } = describeReports(checkPages(build, [{ path: "/user/bookings", maxGzipBytes: 1e9 }]));
    expect(failures).toEqual([
      "/user/bookings: reaches code riders' pages must not load: assets/ops.js: app/routes/ops/ops-console.tsx",
      "/user/bookings: reaches code riders' pages must not load: assets/ops.js: app/features/ops-core/api.ts",
    ]);
  });

  it("fails a page that loads Google Maps before interaction", () => {
    const { failures } = describeReports(checkPages(build, [{ path: "/hourly-rental", maxGzipBytes: 1e9 }]));
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^\/hourly-rental: reaches code .*@vis\.gl\/react-google-maps/);
  });

  it("names modules by their package or by their path in the web app", () => {
    expect(moduleName("/w/node_modules/.pnpm/x/node_modules/react/index.js", "/w/apps/web")).toBe(
      "node_modules/react/index.js",
    );
    expect(moduleName("/w/apps/web/app/root.tsx?v=1", "/w/apps/web")).toBe("app/root.tsx");
    expect(moduleName("\0vite/preload-helper.js", "/w/apps/web")).toBe("vite/preload-helper.js");
  });
});
