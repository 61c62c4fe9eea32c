// `npm start`: build the web app and the server when missing or older than their sources, then run the compiled
// server (apps/server/dist/server.js) in this same process with plain Node: no TypeScript loader, no second process.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const built = path.join(root, "apps/web/build/client/index.html");

function newest(dir) {
  let t = 0;
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name.startsWith("build") || name.startsWith(".")) continue;
    const p = path.join(dir, name);
    const st = statSync(p);
    t = Math.max(t, st.isDirectory() ? newest(p) : st.mtimeMs);
  }
  return t;
}

const sourcesTime = Math.max(newest(path.join(root, "apps/web")), newest(path.join(root, "packages/contracts")));
if (!existsSync(built) || statSync(built).mtimeMs < sourcesTime) {
  console.log("Building the web app…");
  const r = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
// esbuild (a development dependency) is loaded only when the server's build is missing or stale
const { ensureServerBuild } = await import(pathToFileURL(path.join(root, "apps/server/build.mjs")).href);
const serverDir = await ensureServerBuild();
await import(pathToFileURL(path.join(serverDir, "server.js")).href);
