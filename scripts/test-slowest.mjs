// The slowest browser tests of the last run (README "Testing"), from the JSON report e2e/playwright.config.ts writes
// to e2e/artifacts/report-<E2E_PORT>.json: a Markdown table of the N slowest (default 20), their times, and whether a
// retry was needed anywhere.
//
//   npm run test:slowest [-- N] [-- path/to/report.json]
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const artifacts = path.join(root, "e2e/artifacts");

function newestReport() {
  if (!existsSync(artifacts)) return undefined;
  const reports = readdirSync(artifacts)
    .filter((f) => /^report-\d+\.json$/.test(f))
    .map((f) => path.join(artifacts, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return reports[0];
}

/** Every test of the report with its project, final status, total time over its tries and number of tries. */
export function testsOf(report) {
  const out = [];
  const walk = (suite, titles) => {
    const here = suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) {
        const results = t.results ?? [];
        out.push({
          file: spec.file ?? suite.file,
          title: [...here, spec.title].join(" › "),
          project: t.projectName,
          status: results.at(-1)?.status ?? "skipped",
          ms: results.reduce((sum, r) => sum + (r.duration ?? 0), 0),
          tries: results.length,
        });
      }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return out;
}

const args = process.argv.slice(2);
const n = Number(args.find((a) => /^\d+$/.test(a)) ?? 20);
const file = args.find((a) => a.endsWith(".json")) ?? newestReport();
if (!file || !existsSync(file)) {
  console.error(
    "No browser-test report yet: run `npm test` or `npm run test:e2e` first (it writes e2e/artifacts/report-<port>.json).",
  );
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, "utf8"));
const tests = testsOf(report);
const slowest = tests
  .filter((t) => t.tries > 0)
  .sort((a, b) => b.ms - a.ms)
  .slice(0, n);
const retried = tests.filter((t) => t.tries > 1);
const wall = (report.stats?.duration ?? 0) / 1000;
const ran = tests.filter((t) => t.tries > 0).length;
console.log(
  `${path.relative(root, file)}: ${ran} of ${tests.length} tests ran, ${(wall / 60).toFixed(1)} min wall clock, ` +
    `${retried.length ? `${retried.length} retried (${retried.map((t) => t.title).join("; ")})` : "no retry"}\n`,
);
console.log("| # | test | file | s |\n|---:|---|---|---:|");
slowest.forEach((t, i) =>
  console.log(`| ${i + 1} | ${t.title.replaceAll("|", "\\|")} | ${t.file} | ${(t.ms / 1000).toFixed(1)} |`),
);
