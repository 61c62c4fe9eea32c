/**
 * `npm run bench:year`: the console, My Bookings, the company portal, the dashboard, a month's GSTR-1 and the backup on a
 * fresh installation and on a year of demo data (npm run demo:year), on PGlite (a temporary DATA_DIR) and on
 * PostgreSQL (a database created for the run and dropped after). Each figure: 200 sequential requests after a warm-up,
 * to 127.0.0.1 only. Targets: lists and the dashboard p95 ≤ 1.5× fresh and ≤ 150 ms; a month's GSTR-1 ≤ 3 s; the
 * server's RSS after the dashboard ≤ 1.2× fresh. BENCH_YEAR_DB=pglite|postgres runs one of the two.
 */
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { pgUrl, ROOT, startServer, tempDataDir } from "./lib.ts";
import { OPERATOR_ENV, signInOperator } from "./year/operator.ts";
import { measureAll, type Figures } from "./year/pages.ts";
import { pgliteTarget, postgresTarget, prepareFresh, prepareYear, type Target } from "./year/prepare.ts";
import { printComparison } from "./year/report.ts";

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

async function phase(t: Target, subjects: Parameters<typeof measureAll>[2], cookie?: string) {
  const server = await startServer({ port: PORT, env: { ...t.env, ...OPERATOR_ENV }, timeoutMs: 120_000 });
  try {
    const operator = cookie ?? (await signInOperator(server.url));
    const figures = await measureAll(server, operator, subjects);
    figures.backupSeconds = backupSeconds(t);
    return { figures, operator };
  } finally {
    await server.stop();
  }
}

async function run(t: Target): Promise<{ fresh: Figures; year: Figures; load: string }> {
  const fresh = await phase(t, await prepareFresh(t));
  const year = await prepareYear(t, GSTIN);
  const load = `${year.rows} rows in ${year.seconds.toFixed(1)} s`;
  console.log(`${t.name}: the year written, ${load}`);
  const after = await phase(t, year, fresh.operator);
  return { fresh: fresh.figures, year: after.figures, load };
}

const which = process.env.BENCH_YEAR_DB;
let failed = false;
if (which !== "postgres") {
  const dir = tempDataDir("bench-year-");
  try {
    const r = await run(pgliteTarget(dir));
    failed = printComparison("PGlite", r.fresh, r.year, r.load) || failed;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (which !== "pglite") {
  const name = `bench_year_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: pgUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl());
  url.pathname = `/${name}`;
  try {
    const r = await run(postgresTarget(url.toString()));
    failed = printComparison("PostgreSQL", r.fresh, r.year, r.load) || failed;
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
process.exitCode = failed ? 1 : 0;
