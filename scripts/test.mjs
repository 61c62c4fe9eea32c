// `npm test` (README "Testing"): every stage in turn, each timed, a table of the times at the end.
//
//   typecheck ∥ lint → unit → build → int PGlite → int PostgreSQL → e2e
//
// - typecheck and lint read the same sources and write nothing: on two cores they run side by side (each one's output
//   printed whole when it ends).
// - The production build is made once, before the integration tests: the tests that start the compiled server
//   (`build.mjs --if-stale`) and the browser tests' web server then find it fresh and build nothing.
// - The PostgreSQL pass runs when TEST_DATABASE_URL is set (scripts/test-int.mjs). Without it the pass is skipped with a
//   line saying so, unless EXPECT_POSTGRES=1 (set by .ci/run): then a missing database fails the run.
// - Before the build, the browser the tests will drive is looked for (scripts/find-browser.mjs): without one the run
//   stops there with one line saying how to get one.
// - CI_INSTALL_SECONDS (set by .ci/run around `npm ci`) adds the install to the table and the whole run.
//
// Arguments: stage names to run only those (`node scripts/test.mjs unit int-pglite`).
import { spawn } from "node:child_process";
import { browserCheckLine, findBrowser } from "./find-browser.mjs";

const npx = (...args) => ["npx", args];
const npmRun = (script) => ["npm", ["run", "--silent", script]];

/** @type {Array<{ name: string, label: string, cmd?: [string, string[]], env?: object, parallelWith?: string }>} */
const STAGES = [
  { name: "typecheck", label: "typecheck", cmd: npmRun("typecheck"), parallelWith: "lint" },
  { name: "lint", label: "lint", cmd: npmRun("lint") },
  { name: "unit", label: "unit", cmd: npx("vitest", "run", "--project", "unit") },
  { name: "build", label: "build", cmd: npmRun("build") },
  { name: "int-pglite", label: "int PGlite", cmd: ["node", ["scripts/test-int.mjs", "--only=pglite"]] },
  { name: "int-postgres", label: "int PostgreSQL", cmd: ["node", ["scripts/test-int.mjs", "--only=postgres"]] },
  { name: "e2e", label: "e2e", cmd: npx("playwright", "test", "-c", "e2e/playwright.config.ts") },
];

const seconds = (ms) => (ms / 1000).toFixed(1);

/** Runs one command; with `quiet` its output is kept and printed whole at the end (for stages run side by side). */
function run([cmd, args], { quiet = false, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    let out = "";
    if (quiet) {
      child.stdout.on("data", (d) => (out += d));
      child.stderr.on("data", (d) => (out += d));
    }
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out }));
  });
}

const results = [];
const started = Date.now();

async function timed(stage, runIt) {
  const t0 = Date.now();
  const { code, note } = await runIt();
  const s = seconds(Date.now() - t0);
  results.push({ label: stage.label, s, status: note ?? (code === 0 ? "ok" : `failed (exit ${code})`) });
  console.log(`stage ${stage.label}: ${s} s${note ? ` (${note})` : code === 0 ? "" : ` — FAILED (exit ${code})`}`);
  return code;
}

function summary() {
  const install = Number(process.env.CI_INSTALL_SECONDS);
  const rows =
    Number.isFinite(install) && process.env.CI_INSTALL_SECONDS
      ? [{ label: "install", s: install.toFixed(1), status: "ok" }]
      : [];
  rows.push(...results);
  const whole = (Date.now() - started) / 1000 + (rows[0]?.label === "install" ? install : 0);
  const width = Math.max(...rows.map((r) => r.label.length), 9);
  console.log("\n| stage | seconds | result |\n|---|---:|---|");
  for (const r of rows) console.log(`| ${r.label.padEnd(width)} | ${r.s.padStart(7)} | ${r.status} |`);
  console.log(
    `| ${"whole run".padEnd(width)} | ${whole.toFixed(1).padStart(7)} | ${Math.floor(whole / 60)} min ${Math.round(whole % 60)} s |`,
  );
}

async function main() {
  const only = process.argv.slice(2);
  const wanted = (name) => only.length === 0 || only.includes(name);
  const unknown = only.filter((n) => !STAGES.some((s) => s.name === n));
  if (unknown.length)
    throw new Error(`unknown stage ${unknown.join(", ")}; stages: ${STAGES.map((s) => s.name).join(", ")}`);
  const done = new Set();
  for (const stage of STAGES) {
    if (done.has(stage.name) || !wanted(stage.name)) continue;
    // before the first stage that serves the browser tests (the build, or the browser tests when run alone)
    if (wanted("e2e") && (stage.name === "build" || (stage.name === "e2e" && !wanted("build")))) {
      const found = findBrowser();
      if (!found) {
        console.error(`\n${browserCheckLine(found)}`);
        return 1;
      }
      console.log(browserCheckLine(found));
    }
    // scripts/test-int.mjs decides (skips with a line, or fails under EXPECT_POSTGRES=1); the table says which
    const pgSkipped =
      stage.name === "int-postgres" && !process.env.TEST_DATABASE_URL && process.env.EXPECT_POSTGRES !== "1";
    const partner =
      stage.parallelWith && wanted(stage.parallelWith) ? STAGES.find((s) => s.name === stage.parallelWith) : undefined;
    if (partner) {
      done.add(partner.name);
      console.log(`\n== ${stage.label} ∥ ${partner.label} ==`);
      const codes = await Promise.all(
        [stage, partner].map((s) =>
          timed(s, async () => {
            const r = await run(s.cmd, { quiet: true });
            process.stdout.write(`\n-- ${s.label} --\n${r.out}`);
            return r;
          }),
        ),
      );
      if (codes.some((c) => c !== 0)) return 1;
      continue;
    }
    console.log(`\n== ${stage.label} ==`);
    const code = await timed(stage, async () => ({
      ...(await run(stage.cmd, { env: stage.env })),
      note: pgSkipped ? "skipped: no TEST_DATABASE_URL" : undefined,
    }));
    if (code !== 0) return code;
  }
  return 0;
}

const code = await main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  return 1;
});
summary();
process.exit(code);
