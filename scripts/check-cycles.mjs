// Import cycles between our own files, per workspace (docs/ARCHITECTURE.md "Boundaries"): `npm run lint` runs it after
// ESLint. madge follows the imports the way each workspace's tsconfig resolves them (`~/…` in apps/web, `.ts`
// extensions, type-only imports skipped); packages in node_modules are not followed.
//   node scripts/check-cycles.mjs            the repository
//   node scripts/check-cycles.mjs --root D   another tree with the same layout (the lint-config test's fixtures)
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import madge from "madge";

const here = path.dirname(new URL(import.meta.url).pathname);
const { values } = parseArgs({ options: { root: { type: "string" } } });
const root = path.resolve(values.root ?? path.join(here, ".."));

const WORKSPACES = [
  { dirs: ["packages/contracts/src"], tsConfig: "packages/contracts/tsconfig.json" },
  { dirs: ["apps/server/src", "apps/server/test"], tsConfig: "apps/server/tsconfig.json" },
  { dirs: ["apps/web/app", "apps/web/hydrate-on-intent"], tsConfig: "apps/web/tsconfig.json" },
];

let cycles = 0;
for (const ws of WORKSPACES) {
  const dirs = ws.dirs.map((d) => path.join(root, d)).filter((d) => existsSync(d));
  if (dirs.length === 0) continue;
  const tsConfig = path.join(root, ws.tsConfig);
  const result = await madge(dirs, {
    baseDir: root,
    fileExtensions: ["ts", "tsx", "js", "mjs"],
    excludeRegExp: [/node_modules/, /\.react-router/, /build/],
    detectiveOptions: { ts: { skipTypeImports: true }, tsx: { skipTypeImports: true } },
    ...(existsSync(tsConfig) ? { tsConfig } : {}),
  });
  for (const cycle of result.circular()) {
    cycles++;
    console.error(`import cycle: ${[...cycle, cycle[0]].join(" → ")}`);
  }
}
if (cycles > 0) {
  console.error(
    `${cycles} import cycle(s): break each by moving the shared part into one side's public entry or a lower layer.`,
  );
  process.exit(1);
}
console.log("no import cycles");
