// Integration tests (README "Testing"). Every file runs once, on the database that matters for it:
//
// - With TEST_DATABASE_URL (CI, and any machine with PostgreSQL): every file on PostgreSQL, the database production runs
//   on; the files that name DB_TARGET (they test what differs between the two databases: backups, the compiled
//   server's start, the move to PostgreSQL, several instances, `npm run dev`…) run on PGlite too. The rest of PGlite,
//   the embedded default, is what every browser test runs on.
// - Without it: every file on PGlite, and the PostgreSQL pass is skipped with a line saying so; with EXPECT_POSTGRES=1
//   (.ci/run) a missing or silent database fails instead, so CI cannot lose the pass without anyone noticing.
//
// Running the whole suite on both databases took 1,601 s on two cores, most of CI's 90 minutes with the browser tests
// (docs/decisions/021-a-test-suite-inside-ci.md).
//
//   node scripts/test-int.mjs [--only=pglite|--only=postgres] [--all-on-pglite] [vitest arguments…]
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

const argv = process.argv.slice(2);
const only = argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);
const allOnPglite = argv.includes("--all-on-pglite");
const vitestArgs = argv.filter((a) => !a.startsWith("--only=") && a !== "--all-on-pglite");
if (only && only !== "pglite" && only !== "postgres") throw new Error(`--only=pglite or --only=postgres, not ${only}`);
const expectPostgres = process.env.EXPECT_POSTGRES === "1";

const run = (env, files = []) =>
  spawnSync("npx", ["vitest", "run", "--project", "int", ...vitestArgs, ...files], {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });

/** Whether something answers at the URL's host and port within three seconds. */
function answers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || "127.0.0.1", port: Number(port || 5432) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(3000, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

/** The integration test files under `dir` (paths relative to the root), node_modules and build folders left out. */
function intFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) return /^(node_modules|dist|build.*)$/.test(e.name) ? [] : intFiles(file);
      return e.name.endsWith(".int.test.ts") ? [file] : [];
    })
    .sort();
}

/** The files that decide for themselves what they do on each database (they name DB_TARGET): they run on both. */
const bothDatabaseFiles = (files) => files.filter((f) => /\bDB_TARGET\b/.test(readFileSync(f, "utf8")));

// file filters given on the command line choose the files themselves
const filtered = vitestArgs.some((a) => !a.startsWith("-"));
if (only !== "postgres") {
  // where PostgreSQL runs every file, PGlite runs the ones that differ between the two
  const files = process.env.TEST_DATABASE_URL && !allOnPglite && !filtered ? bothDatabaseFiles(intFiles("apps")) : [];
  if (files.length)
    console.log(
      `integration tests on PGlite: the ${files.length} files that name DB_TARGET (the others run on PostgreSQL)`,
    );
  const r = run({ DB_TARGET: "pglite" }, files);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (only !== "pglite") {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    if (expectPostgres) {
      console.error("EXPECT_POSTGRES=1 but TEST_DATABASE_URL is not set: the PostgreSQL pass cannot run");
      process.exit(1);
    }
    console.log("integration tests on PostgreSQL: skipped (set TEST_DATABASE_URL to run them there too)");
    process.exit(0);
  }
  if (expectPostgres && !(await answers(url))) {
    console.error(`EXPECT_POSTGRES=1 but nothing answers at ${new URL(url).host}: the PostgreSQL pass cannot run`);
    process.exit(1);
  }
  console.log("\n== integration tests on PostgreSQL ==");
  const r = run({ DB_TARGET: "postgres" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
