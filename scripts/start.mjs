// `npm start`: build the web app if it is missing or older than its sources, then run the server.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const built = path.join(root, "apps/web/build/client/index.html");

function newest(dir) {
  let t = 0;
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "build" || name.startsWith(".")) continue;
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
const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
  cwd: root,
  stdio: "inherit",
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
