// `npm start`: build the web app and the server when missing or older than their sources, then run the compiled
// server (apps/server/dist/server.js) in this same process with plain Node: no TypeScript loader.
// Each build runs in a child process that has ended before the server starts (no build tool stays behind: esbuild
// keeps a service process alive in whatever process imports it); their output goes to .tmp/start-build.log and is
// printed only when a build fails. What is left on screen: one line per step, then "Open http://…".
// apps/server/test/start-script.int.test.ts checks all of it.
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const built = path.join(root, "apps/web/build/client/index.html");
const logFile = path.join(root, ".tmp", "start-build.log");
const shownLog = path.relative(process.cwd(), logFile) || logFile;

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

/** Runs one build step with its output in the log file; on failure prints that output and exits with its code. */
async function step(label, command, args) {
  const t0 = Date.now();
  console.log(`${label}… (details in ${shownLog})`);
  mkdirSync(path.dirname(logFile), { recursive: true });
  const fd = openSync(logFile, "a");
  const code = await new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ["ignore", fd, fd],
      env: { ...process.env, FORCE_COLOR: "0" },
    });
    child.on("error", () => resolve(1));
    child.on("exit", (c, signal) => resolve(c ?? (signal ? 1 : 0)));
  });
  closeSync(fd);
  if (code !== 0) {
    process.stderr.write(readFileSync(logFile, "utf8"));
    console.error(`\n${label} failed (exit code ${code}). The output above is kept in ${shownLog}.`);
    process.exit(code);
  }
  console.log(`  done in ${Math.round((Date.now() - t0) / 1000)} s`);
}

const sourcesTime = Math.max(newest(path.join(root, "apps/web")), newest(path.join(root, "packages/contracts")));
if (!existsSync(built) || statSync(built).mtimeMs < sourcesTime)
  await step("Building the web app (a minute or two the first time)", "npm", ["run", "build", "-w", "apps/web"]);
// the build script only reads time stamps here; esbuild is loaded in the child that builds
const { isStale, serverBuildDir } = await import(pathToFileURL(path.join(root, "apps/server/build.mjs")).href);
const serverDir = serverBuildDir();
if (isStale(serverDir))
  await step("Building the server", process.execPath, [path.join(root, "apps/server/build.mjs"), "--if-stale"]);
console.log("Starting the server…");
// apps/server/src/server.ts announces its address once it listens
process.once("chauffeur:listening", (url) => console.log(`\nOpen ${url}\n`));
await import(pathToFileURL(path.join(serverDir, "server.js")).href);
