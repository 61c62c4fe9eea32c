/**
 * `npm run bench:year`: the console, My Bookings, the company portal, the dashboard, a month's GSTR-1 and the backup on
 * two installations, each migrated, seeded and filled by the year's generator (npm run demo:year):
 * - "first days": an installation in its first days of use, small but holding at least one full page of every
 *   measured list (bench/year/prepare.ts FIRST_DAYS), so both sides serialise the same page and the ratio measures
 *   what a year of history costs, not an empty list against a full one;
 * - "a year": a year of demo data.
 * On PGlite (temporary DATA_DIRs) and on PostgreSQL (databases created for the run and dropped after). Each figure:
 * 200 sequential requests after a warm-up, to 127.0.0.1 only; the table shows the rows each list answered. Targets:
 * lists and the dashboard p95 ≤ 1.5× the first days' and ≤ 150 ms; a month's GSTR-1 ≤ 3 s; the server's RSS after
 * the dashboard ≤ 1.2× the first days'. Exit code 1 when a target is missed. BENCH_YEAR_DB=pglite|postgres runs one.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { pgUrl, ROOT, startServer, tempDataDir, type RunningServer } from "./lib.ts";
import { OPERATOR_ENV, signInOperator } from "./year/operator.ts";
import { measureSides, type Side } from "./year/pages.ts";
import { FIRST_DAYS, pgliteTarget, postgresTarget, prepare, type Target } from "./year/prepare.ts";
import { printComparison, type Phase } from "./year/report.ts";

const GSTIN = "21ABCDE1234F1ZC";
const PORT = Number(process.env.BENCH_PORT ?? 4391);

/** The backup command's duration (npm run db:backup), with the server running. */
function backupSeconds(t: Target): number {
  const out = path.join(os.tmpdir(), `bench-year-${Date.now()}.backup`);
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/cli/db-backup.ts", "--out", out], {
    cwd: ROOT,
    env: { ...process.env, ...t.env, LOG_LEVEL: "silent", NODE_ENV: "production" },
    encoding: "utf8",
  });
  const seconds = (performance.now() - t0) / 1000;
  rmSync(out, { force: true });
  if (r.status !== 0) throw new Error(`db:backup failed: ${r.stderr}`);
  return Math.round(seconds * 10) / 10;
}

/** An installation filled (timed) by the generator. */
async function fill(t: Target, name: string, how: Parameters<typeof prepare>[2]) {
  const subjects = await prepare(t, GSTIN, how);
  const load = `${subjects.rows} rows written in ${subjects.seconds.toFixed(1)} s`;
  console.log(`${t.name}, ${name}: ${subjects.bookings} bookings, ${load}`);
  return { t, subjects, load };
}

/**
 * The first days and the year filled, then both servers (the compiled build) running side by side, measured page by
 * page in turn (bench/year/pages.ts measureSides), then each one's backup.
 */
async function compare(db: string, targets: [Target, Target]): Promise<boolean> {
  const installations = [
    await fill(targets[0], "first days", FIRST_DAYS),
    await fill(targets[1], "a year", { scale: 1 }),
  ];
  const servers: RunningServer[] = [];
  try {
    for (const [i, { t }] of installations.entries())
      servers.push(await startServer({ port: PORT + i, env: { ...t.env, ...OPERATOR_ENV }, timeoutMs: 120_000 }));
    const sides: Side[] = [];
    for (const [i, server] of servers.entries())
      sides.push({ server, operator: await signInOperator(server.url), subjects: installations[i].subjects });
    const figures = await measureSides(sides);
    const phases: Phase[] = installations.map((x, i) => {
      figures[i].backupSeconds = backupSeconds(x.t);
      return { figures: figures[i], bookings: x.subjects.bookings, load: x.load };
    });
    return printComparison(db, phases[0], phases[1]);
  } finally {
    for (const server of servers) await server.stop();
  }
}

const which = process.env.BENCH_YEAR_DB;
let failed = false;
if (which !== "postgres") {
  const dirs = [tempDataDir("bench-first-days-"), tempDataDir("bench-year-")];
  try {
    failed = (await compare("PGlite", [pgliteTarget(dirs[0]), pgliteTarget(dirs[1])])) || failed;
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}
if (which !== "pglite") {
  const stamp = Date.now().toString(36);
  const names = [`bench_first_days_${stamp}`, `bench_year_${stamp}`];
  const admin = new pg.Client({ connectionString: pgUrl() });
  await admin.connect();
  const urlOf = (name: string) => {
    const url = new URL(pgUrl());
    url.pathname = `/${name}`;
    return url.toString();
  };
  try {
    for (const name of names) await admin.query(`CREATE DATABASE ${name}`);
    failed =
      (await compare("PostgreSQL", [postgresTarget(urlOf(names[0])), postgresTarget(urlOf(names[1]))])) || failed;
  } finally {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
process.exitCode = failed ? 1 : 0;
