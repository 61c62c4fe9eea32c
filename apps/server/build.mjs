// The server's production build (decision record 012): esbuild bundles src/server.ts and each command-line tool in
// src/cli/ into one ES module each, with @chauffeur/contracts (TypeScript source) compiled in and every other package
// left to node_modules, so `node apps/server/dist/server.js` runs with plain Node, no TypeScript loader.
//
//   node apps/server/build.mjs            build into apps/server/$SERVER_BUILD_DIR (default dist)
//   node apps/server/build.mjs --if-stale build only when the output is missing or older than its sources
//
// The output is flat (dist/server.js, dist/migrate.js, dist/operator-create.js, …) beside dist/migrations/: every
// bundle then sits one folder below apps/server like src/, so the paths the code derives from import.meta.url (the
// migrations beside db/migrate.ts, the web build at ../../web/build/client) hold for the source and the build alike.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const src = path.join(here, "src");
const contractsSrc = path.join(root, "packages/contracts/src");
const migrationsSrc = path.join(src, "db/migrations");

/**
 * Node flags the production server runs with (decision record 012): a 1 MB young generation semi-space instead of
 * V8's 16 MB keeps the resident memory of a busy server ≈ 40 MB lower, and an old generation grown by 30 % at a time
 * (V8's default lets it grow to two or three times what is live: under the embedded database's steady load it went
 * from 34 to 68 MB between full collections). `npm start` and the benches pass them; a service manager's command line
 * should too: `node --max-semi-space-size=1 --heap-growing-percent=30 apps/server/dist/server.js`.
 * `--optimize-for-size` gave the same memory until session 12, and also made V8 compile for size rather than speed:
 * ≈ 1–4 µs of CPU more on each small request (decision record 012, last part).
 */
export const NODE_RUNTIME_FLAGS = ["--max-semi-space-size=1", "--heap-growing-percent=30"];

/**
 * The environment the production server runs with (decision record 012), read by glibc's allocator when the process
 * starts, so it must be set before node runs (`npm start`, the systemd unit, the benches). A fixed mmap threshold:
 * blocks of 128 KB and more get pages of their own, given back when freed. Without it glibc raises the threshold to
 * the largest block freed so far — argon2id's 19 MB per password hash — and from then on keeps such blocks in its
 * heaps, where they stay resident (the embedded server's RSS climbed in 13 MB steps through a soak).
 */
export const NODE_RUNTIME_ENV = { MALLOC_MMAP_THRESHOLD_: "131072" };

/** apps/server/<SERVER_BUILD_DIR>: one folder name, so parallel checkouts' runs can keep builds apart. */
export function serverBuildDir(dir = process.env.SERVER_BUILD_DIR || "dist") {
  if (!/^[\w.-]+$/.test(dir) || dir === "src" || dir === "test" || dir.startsWith("."))
    throw new Error(`SERVER_BUILD_DIR must be one folder name inside apps/server (got "${dir}")`);
  return path.join(here, dir);
}

/** Files of src/cli/ that the tools import and nobody runs. */
const CLI_HELPERS = new Set(["configured-database.ts", "backup-cli.ts"]);

/** The bundles: the server, and every command-line tool that runs on its own (helpers imported by them excluded). */
function entryPoints() {
  const entries = { server: path.join(src, "server.ts") };
  for (const f of readdirSync(path.join(src, "cli"))) {
    if (!f.endsWith(".ts") || f.endsWith(".test.ts") || CLI_HELPERS.has(f)) continue;
    entries[f.slice(0, -3)] = path.join(src, "cli", f);
  }
  return entries;
}

function newestMtime(dir) {
  let t = 0;
  if (!existsSync(dir)) return t; // an installation that ships only the build
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    const st = statSync(p);
    t = Math.max(t, st.isDirectory() ? newestMtime(p) : st.mtimeMs);
  }
  return t;
}

/** True when the build is missing or a source (server, contracts, migrations, this script) changed after it. */
export function isStale(outDir = serverBuildDir()) {
  const stamp = path.join(outDir, "server.js");
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  const sources = Math.max(
    newestMtime(src),
    newestMtime(contractsSrc),
    statSync(fileURLToPath(import.meta.url)).mtimeMs,
  );
  return sources > built;
}

/** Builds into outDir. Files are written to a temporary name and renamed, so a run starting beside a build never
 *  reads half a file. */
export async function buildServer(outDir = serverBuildDir()) {
  const { build } = await import("esbuild");
  const t0 = performance.now();
  const result = await build({
    entryPoints: entryPoints(),
    outdir: outDir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    sourcemap: "linked",
    write: false,
    logLevel: "warning",
    legalComments: "none",
    plugins: [
      {
        name: "externals-but-contracts",
        setup(b) {
          // packages stay in node_modules (their own files, native parts and lazy imports untouched); the contracts
          // package exports TypeScript source, so it is compiled in
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith("@chauffeur/") || args.path.startsWith("node:")) return undefined;
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  mkdirSync(outDir, { recursive: true });
  const tmp = `.tmp-${process.pid}`;
  for (const f of result.outputFiles) {
    mkdirSync(path.dirname(f.path), { recursive: true });
    writeFileSync(f.path + tmp, f.contents);
    renameSync(f.path + tmp, f.path);
  }
  const migrationsOut = path.join(outDir, "migrations");
  mkdirSync(migrationsOut, { recursive: true });
  const wanted = new Set(readdirSync(migrationsSrc).filter((f) => f.endsWith(".sql")));
  for (const f of readdirSync(migrationsOut)) if (!wanted.has(f)) rmSync(path.join(migrationsOut, f));
  for (const f of wanted) {
    copyFileSync(path.join(migrationsSrc, f), path.join(migrationsOut, f + tmp));
    renameSync(path.join(migrationsOut, f + tmp), path.join(migrationsOut, f));
  }
  ensureInitdbTemplate(outDir);
  // server.js last: its time stamps the whole build for isStale
  const now = new Date();
  utimesSync(path.join(outDir, "server.js"), now, now);
  return { ms: Math.round(performance.now() - t0), files: result.outputFiles.length };
}

/**
 * A cluster made by PGlite's initdb with the migrations and the first-start seed already applied (what
 * `npm run db:migrate` does), kept beside the bundle as pglite-initdb/pgdata: a new embedded data folder starts as a
 * copy (db/client.ts), seconds faster and hundreds of MB lighter than initdb and 18 migrations at start. Both run in
 * child processes (the compiled migrate.js for the migrations), so their memory goes with them. The stamp
 * pglite-initdb/.pglite-version holds the PGlite version on its first line (db/client.ts uses the template only for
 * that version) and a digest of the migrations: it is made again when either changes. The template holds no
 * installation secret (those are made at a server's first start, lib/server-secret.ts): the build checks.
 */
function ensureInitdbTemplate(outDir) {
  const require = createRequire(path.join(here, "package.json"));
  const pkg = path.join(path.dirname(require.resolve("@electric-sql/pglite")), "../package.json");
  const version = JSON.parse(readFileSync(pkg, "utf8")).version;
  const migrations = path.join(outDir, "migrations");
  const digest = createHash("sha256");
  for (const f of readdirSync(migrations).sort()) digest.update(`${f}\0${readFileSync(path.join(migrations, f))}\0`);
  const stampText = `${version}\nmigrations ${digest.digest("hex")}\n`;
  const dir = path.join(outDir, "pglite-initdb");
  const stamp = path.join(dir, ".pglite-version");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === stampText) return;
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  const data = path.join(tmp, "data"); // a DATA_DIR: the cluster is its pglite/ folder, as in an installation
  mkdirSync(path.join(data, "pglite"), { recursive: true });
  const run = (args, env = {}) => {
    // nothing of the environment's database settings: DATA_DIR is the template's
    const { DATABASE_URL: _url, DATABASE_SCHEMA: _schema, ...inherited } = process.env;
    const r = spawnSync(process.execPath, args, {
      cwd: here,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...inherited, NODE_OPTIONS: "", ...env },
    });
    if (r.status !== 0) throw new Error(`the build's PGlite template: ${args.at(-1)} failed`);
  };
  const initdb = `import { PGlite } from "@electric-sql/pglite"; const pg = await PGlite.create(process.argv[1]); await pg.close();`;
  run(["--input-type=module", "-e", initdb, path.join(data, "pglite")]);
  run([path.join(outDir, "migrate.js")], { DATA_DIR: data, NODE_ENV: "development", LOG_LEVEL: "warn" });
  const check = `import { PGlite } from "@electric-sql/pglite"; const pg = await PGlite.create(process.argv[1]);
    const { rows } = await pg.query("SELECT count(*)::int AS n FROM app_secrets"); await pg.close();
    if (rows[0].n !== 0) { console.error("the template holds secrets"); process.exit(1); }`;
  run(["--input-type=module", "-e", check, path.join(data, "pglite")]);
  renameSync(path.join(data, "pglite"), path.join(tmp, "pgdata"));
  rmSync(data, { recursive: true, force: true });
  writeFileSync(path.join(tmp, ".pglite-version"), stampText);
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
}

/** Builds when stale; returns the build folder. */
export async function ensureServerBuild(outDir = serverBuildDir()) {
  if (isStale(outDir)) {
    const { ms } = await buildServer(outDir);
    console.log(`Server built into ${path.relative(root, outDir)} (${ms} ms)`);
  }
  return outDir;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = serverBuildDir();
  if (process.argv.includes("--if-stale")) await ensureServerBuild(outDir);
  else {
    const { ms, files } = await buildServer(outDir);
    console.log(`Server built into ${path.relative(root, outDir)}: ${files} files in ${ms} ms`);
  }
}
