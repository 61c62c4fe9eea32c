/**
 * Company portal benchmark (npm run bench:company-portal; also part of npm run bench), in process through the real
 * app (app.inject), on the embedded database, bounded (about a minute): a company with 5,000 rides in one month and
 * another with 50 (bulk SQL), their admins' trips list — the first page, and a page deep in the month through the
 * cursor — p95 for both, the big company's beside the small one's measured in the same run (target: ratio ≤ 1.5,
 * the keyset page costs the same whatever the company's size); and the time to issue the big company's monthly
 * statement with its PDF and CSV (target ≤ 2 s). Also prints the plan of the first page's query (the index used).
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { ConfigSchema } from "../apps/server/src/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { migrate } from "../apps/server/src/db/migrate.ts";
import { seed } from "../apps/server/src/db/seed/seed.ts";
import { buildApp } from "../apps/server/src/app.ts";
import { sha256Hex } from "../apps/server/src/lib/crypto.ts";
import { q, q1 } from "../apps/server/src/lib/sql.ts";
import { companyPaths as P } from "../packages/contracts/src/index.ts";
import { seedCompanyRides } from "../apps/server/src/modules/companies/billing.test-support.ts";
import { istMonth, istMonthRange } from "../apps/server/src/modules/companies/csv.ts";
import { issueStatement, statementCsv } from "../apps/server/src/modules/companies/statements.service.ts";
import { statementPdf } from "../apps/server/src/modules/companies/statements.pdf.ts";
import { statementLines } from "../apps/server/src/modules/companies/statements.repository.ts";
import { tripsWhere } from "../apps/server/src/modules/companies/trips.repository.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const BIG = 5000;
const SMALL = 50;

const database = await openDatabase({ dataDir: "memory://" });
await migrate(database);
await seed(database);
const config = ConfigSchema.parse({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  JOBS_ENABLED: "false",
  PUBLIC_BASE_URL: "http://127.0.0.1:4000",
});
const clock = { now: () => new Date(), setOffsetMs: () => {}, offsetMs: () => 0 };
const app = await buildApp({ config, database, clock, logger: false });
await app.ready();
const db = app.ctx.db;
const period = istMonth(new Date(), -1);

let n = 0;
/** A company on monthly terms with an admin signed in; answers its id and the admin's cookie. */
async function company(rides: number) {
  const i = ++n;
  const user = await q1<{ id: string }>(
    db,
    sql`INSERT INTO users (name, status, phone, email) VALUES (${`Admin ${i}`}, 'active', ${`+9190000000${i}0`},
          ${`admin${i}@bench.example.in`}) RETURNING id`,
  );
  const c = await q1<{ id: string }>(
    db,
    sql`INSERT INTO companies (legal_name, gstin, state_code, billing_address, billing_email, payment_terms,
          credit_limit_paise)
        VALUES (${`Bench Company ${i} Pvt Ltd`}, ${`21AAAAA000${i}A1Z5`}, '21', 'Bhubaneswar', ${`billing${i}@bench.example.in`},
          'monthly', 100000000) RETURNING id`,
  );
  await q(db, sql`INSERT INTO company_members (company_id, user_id, role) VALUES (${c!.id}, ${user!.id}, 'admin')`);
  const token = randomBytes(32).toString("base64url");
  await q(
    db,
    sql`INSERT INTO sessions (id, user_id, expires_at) VALUES (${sha256Hex(token)}, ${user!.id}, now() + interval '1 day')`,
  );
  const t0 = performance.now();
  await seedCompanyRides(db, {
    companyId: c!.id,
    bookerId: user!.id,
    n: rides,
    monthStart: istMonthRange(period).from,
    prefix: `B${i}`,
  });
  console.log(
    `  seeded ${rides.toLocaleString("en-IN")} rides with invoices in ${(performance.now() - t0).toFixed(0)} ms`,
  );
  return { id: c!.id, userId: user!.id, cookie: `sid=${token}` };
}

const big = await company(BIG);
const small = await company(SMALL);
await database.exec("ANALYZE");

async function get(cookie: string, url: string) {
  const res = await app.inject({ method: "GET", url, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res;
}
/** The cursor after `skip` trips of the month (read once, not measured). */
async function cursorAfter(c: { id: string; cookie: string }, skip: number) {
  const res = await get(c.cookie, `${P.trips(c.id)}?month=${period}&limit=${Math.min(skip, 100)}`);
  let cursor = res.json().nextCursor as string;
  for (let done = Math.min(skip, 100); done < skip; done += 100) {
    cursor = (await get(c.cookie, `${P.trips(c.id)}?month=${period}&limit=100&cursor=${cursor}`)).json().nextCursor;
  }
  return cursor;
}
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

/** Interleaved requests (big, small, big, small…) so both see the same machine. */
async function measure(label: string, urlBig: string, urlSmall: string) {
  const tb: number[] = [];
  const ts: number[] = [];
  for (let i = 0; i < 20; i++) {
    await get(big.cookie, urlBig); // warm-up
    await get(small.cookie, urlSmall);
  }
  for (let i = 0; i < REQUESTS; i++) {
    let t = performance.now();
    await get(big.cookie, urlBig);
    tb.push(performance.now() - t);
    t = performance.now();
    await get(small.cookie, urlSmall);
    ts.push(performance.now() - t);
  }
  const ratio = p95(tb) / p95(ts);
  console.log(
    `  ${label.padEnd(28)} p95 ${BIG.toLocaleString("en-IN")} rides ${p95(tb).toFixed(2)} ms · ${SMALL} rides (baseline) ${p95(ts).toFixed(2)} ms · ratio ${ratio.toFixed(2)} (target ≤ 1.5)`,
  );
  return ratio;
}

console.log(`trips list, ${REQUESTS} requests each, limit 25, month ${period}:`);
await measure("first page", `${P.trips(big.id)}?month=${period}`, `${P.trips(small.id)}?month=${period}`);
await measure("first page, no filter", P.trips(big.id), P.trips(small.id));
const deepBig = await cursorAfter(big, 4000);
const deepSmall = await cursorAfter(small, 25);
await measure(
  "deep page (4,000 / 25 in)",
  `${P.trips(big.id)}?month=${period}&cursor=${deepBig}`,
  `${P.trips(small.id)}?month=${period}&cursor=${deepSmall}`,
);

const plan = await q<{ "QUERY PLAN": string }>(
  db,
  sql`EXPLAIN SELECT b.id FROM bookings b LEFT JOIN users tu ON tu.id = b.traveller_user_id
        LEFT JOIN users bu ON bu.id = b.user_id
      WHERE ${tripsWhere(big.id, { userId: big.userId, role: "admin", all: true }, { month: period })}
      ORDER BY b.start_time DESC, b.id DESC LIMIT 26`,
);
const lines = plan.map((r) => r["QUERY PLAN"]);
console.log(
  `  first page's plan uses bookings_company_start_idx: ${lines.some((l) => l.includes("bookings_company_start_idx"))}`,
);

const t0 = performance.now();
const s = await issueStatement(app.ctx, big.id, period);
const ms = performance.now() - t0;
const csv = await get(big.cookie, s.csvUrl);
console.log(
  `statement of ${BIG.toLocaleString("en-IN")} rides (PDF, CSV, e-mail in one transaction): ${ms.toFixed(0)} ms (target ≤ 2,000 ms); CSV ${csv.body.split("\r\n").length - 2} lines`,
);

// where the time goes: the lines' query, the PDF alone, the CSV alone
const tq = performance.now();
const lines2 = await statementLines(db, big.id, period);
const tp = performance.now();
await statementPdf(
  config,
  {
    id: big.id,
    legal_name: "Bench",
    gstin: "21AAAAA0001A1Z5",
    billing_address: "-",
    billing_email: "-",
    payment_terms: "monthly",
  },
  s,
  lines2,
);
const tc = performance.now();
statementCsv(lines2);
console.log(
  `  of which: lines' query ${(tp - tq).toFixed(0)} ms · PDF ${(tc - tp).toFixed(0)} ms · CSV ${(performance.now() - tc).toFixed(0)} ms`,
);

await app.close();
await database.close();
