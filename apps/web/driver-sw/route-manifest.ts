import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** One route of React Router's browser manifest, with the files it loads. */
interface ManifestPart {
  module: string;
  imports?: string[];
  css?: string[];
}
export interface RouteManifest {
  entry: ManifestPart;
  routes: Record<string, ManifestPart & { id: string }>;
}

/**
 * React Router's browser manifest (assets/manifest-<hash>.js) as the service workers' build steps read it (chauffeur
 * app and riders): its file name and its parsed content. `who` names the worker in the error.
 */
export function readRouteManifest(assetsDir: string, who: string): { name: string; manifest: RouteManifest } {
  const prefix = "window.__reactRouterManifest=";
  for (const name of readdirSync(assetsDir)) {
    if (!/^manifest-[\w-]+\.js$/.test(name)) continue;
    const text = readFileSync(path.join(assetsDir, name), "utf8");
    if (!text.startsWith(prefix)) continue;
    return { name, manifest: JSON.parse(text.slice(prefix.length).replace(/;\s*$/, "")) as RouteManifest };
  }
  throw new Error(`${who}: React Router's manifest-*.js was not found in the build`);
}

/** The files the given manifest parts load: each module, its imports and its CSS. */
export const partFiles = (parts: ManifestPart[]) =>
  parts.flatMap((p) => [p.module, ...(p.imports ?? []), ...(p.css ?? [])]);
