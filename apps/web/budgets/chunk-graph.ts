/**
 * Vite plugin (client build only) that records the chunk graph the budget check reads (budgets/check.ts): for each
 * emitted JavaScript file, its static and dynamic imports and the source modules it contains (paths relative to the
 * web app's folder, node_modules kept as `node_modules/<package>/…`). Written beside the client folder
 * (`<build>/chunk-graph.json`), never inside it, so the server does not serve it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export interface ChunkInfo {
  imports: string[];
  dynamicImports: string[];
  modules: string[];
  isEntry: boolean;
}
export type ChunkGraph = Record<string, ChunkInfo>;

export const CHUNK_GRAPH_FILE = "chunk-graph.json";

/** A module id as the graph keeps it: relative to `root`, query strings and the \0 prefix removed. */
export function moduleName(id: string, root: string): string {
  const clean = id.replace(/^\0/, "").replace(/\?.*$/, "");
  const nm = clean.lastIndexOf("/node_modules/");
  if (nm >= 0) return clean.slice(nm + 1);
  return path.isAbsolute(clean) ? path.relative(root, clean) : clean;
}

export function chunkGraphPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: "chauffeur:chunk-graph",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    writeBundle(options, bundle) {
      if (this.environment?.name !== "client" || !options.dir) return;
      const graph: ChunkGraph = {};
      for (const out of Object.values(bundle)) {
        if (out.type !== "chunk") continue;
        graph[out.fileName] = {
          imports: out.imports,
          dynamicImports: out.dynamicImports,
          modules: out.moduleIds.map((id) => moduleName(id, root)),
          isEntry: out.isEntry,
        };
      }
      const file = path.join(options.dir, "..", CHUNK_GRAPH_FILE);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(graph));
    },
  };
}
