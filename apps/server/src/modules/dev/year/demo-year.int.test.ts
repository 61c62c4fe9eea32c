import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inTransaction, tableChecksums } from "../../../db/backup/catalog.ts";
import type { Database } from "../../../db/client.ts";
import { openTestDatabase, createTestApp, type TestApp } from "../../../../test/helpers.ts";
import { randomToken, sha256Hex } from "../../../lib/crypto.ts";
import { createSignedInUser } from "../../../../test/factories.ts";
import { DEMO_RIDER_PASSWORD, demoRiderLine, openDemoRider } from "./demo-rider.ts";
import { generateYear } from "./index.ts";

/**
 * npm run demo:year at a small scale: the same seed writes the same rows (checksums of every table it fills, computed
 * like a backup's), another seed other rows; the rows pass the schema's checks and keys (they were inserted), the tax
 * documents are numbered without gaps, and the API serves a generated rider's bookings.
 */
const NOW = new Date("2026-11-20T06:30:00Z");
const SCALE = 0.02;
const GSTIN = "21ABCDE1234F1ZC";
const FILLED = [
  "users",
  "chauffeurs",
  "chauffeur_work_hours",
  "cars",
  "companies",
  "company_members",
  "company_cost_centres",
  "bookings",
  "payments",
  "invoices",
  "refunds",
  "credit_notes",
  "rides",
  "ride_positions",
  "ride_ratings",
  "outbox_messages",
  "audit_log",
  "events",
  "event_quotes",
  "event_documents",
  "invoice_counters",
  "credit_note_counters",
  "event_document_counters",
  "rider_booking_versions",
  "leads",
];

/** The seeded fleet's ids are random per installation: made the same (from the plate) before the year is written. */
async function generated(database: Database, seed: number) {
  await database.query("UPDATE cars SET id = md5(plate)::uuid, created_at = '2025-01-01'");
  await generateYear(database, { seed, scale: SCALE, now: NOW, gstin: GSTIN });
  return inTransaction(database, "snapshot", (sql) => tableChecksums(sql, FILLED));
}

const q = <T>(t: TestApp, text: string) => t.database.query<T>(text);

describe("a year of demo data", () => {
  let t: TestApp;
  let sums: Awaited<ReturnType<typeof generated>>;
  beforeAll(async () => {
    t = await createTestApp();
    sums = await generated(t.database, 7);
  }, 120_000);
  afterAll(() => t?.close());

  it("writes the same rows for the same seed and other rows for another", async () => {
    expect(sums.get("bookings")!.rows).toBeGreaterThan(400);
    for (const [seed, same] of [
      [7, true],
      [8, false],
    ] as const) {
      const other = await openTestDatabase();
      try {
        const again = await generated(other, seed);
        for (const table of FILLED) {
          if (same) expect({ table, ...again.get(table) }).toEqual({ table, ...sums.get(table) });
        }
        if (!same) expect(again.get("bookings")!.checksum).not.toBe(sums.get("bookings")!.checksum);
      } finally {
        await other.close();
      }
    }
  }, 240_000);

  it("has every status of a booking's life, refunds with credit notes, rides, ratings and events", async () => {
    const statuses = await q<{ status: string; payment_status: string }>(
      t,
      "SELECT DISTINCT status::text, payment_status::text FROM bookings",
    );
    const pairs = new Set(statuses.map((s) => `${s.status}/${s.payment_status}`));
    for (const p of [
      "completed/paid",
      "cancelled/refunded",
      "cancelled/expired",
      "confirmed/paid",
      "pending/paid",
      "cancelled/paid",
    ])
      expect(pairs).toContain(p);
    const [c] = await q<Record<string, number>>(
      t,
      `SELECT
      (SELECT count(*)::int FROM credit_notes) AS credit_notes, (SELECT count(*)::int FROM refunds) AS refunds,
      (SELECT count(*)::int FROM ride_ratings) AS ratings, (SELECT count(*)::int FROM events) AS events,
      (SELECT count(*)::int FROM invoices WHERE buyer_gstin IS NOT NULL) AS b2b,
      (SELECT count(*)::int FROM credit_notes n JOIN invoices i ON i.id = n.invoice_id WHERE n.total_paise > i.total_paise) AS over`,
    );
    expect(c.credit_notes).toBe(c.refunds);
    expect(c.credit_notes).toBeGreaterThan(0);
    expect(c.ratings).toBeGreaterThan(0);
    expect(c.events).toBeGreaterThan(0);
    expect(c.b2b).toBeGreaterThan(0);
    expect(c.over).toBe(0);
  });

  it("numbers invoices, credit notes and event documents without gaps, their counters where the next one follows", async () => {
    const series = await q<{ prefix: string; n: number; max: number; counter: number }>(
      t,
      `
      WITH docs AS (
        SELECT split_part(number, '/', 1) AS series, split_part(number, '/', 2) AS fy, split_part(number, '/', 3)::int AS k
          FROM (SELECT number FROM invoices UNION ALL SELECT number FROM credit_notes UNION ALL SELECT number FROM event_documents) d)
      SELECT series || '/' || fy AS prefix, count(*)::int AS n, max(k) AS max,
        coalesce((SELECT last_number FROM invoice_counters WHERE series = 'SL' AND substr(financial_year, 3) = fy),
          (SELECT last_number FROM credit_note_counters WHERE series = 'CN' AND substr(financial_year, 3) = fy),
          (SELECT last_number FROM event_document_counters c WHERE c.series = docs.series AND substr(financial_year, 3) = fy)) AS counter
        FROM docs GROUP BY series, fy`,
    );
    expect(series.length).toBeGreaterThanOrEqual(3);
    for (const s of series) expect(s).toEqual({ prefix: s.prefix, n: s.max, max: s.max, counter: s.max });
  });

  it("serves the busiest rider's bookings through My Bookings", async () => {
    const [busiest] = await q<{ user_id: string; n: number }>(
      t,
      "SELECT user_id, count(*)::int AS n FROM bookings GROUP BY user_id ORDER BY count(*) DESC, user_id LIMIT 1",
    );
    const token = randomToken(32);
    await t.database.query("INSERT INTO sessions (id, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')", [
      sha256Hex(token),
      busiest.user_id,
    ]);
    const res = await t.app.inject({ url: "/api/v1/bookings?page=1&limit=50", headers: { cookie: `sid=${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.statistics.totalBookings).toBe(busiest.n);
    expect(res.json().data.past.length + res.json().data.active.length).toBeGreaterThan(0);
  });

  it("gives the rider with the most trips the demo password: they sign in through the login and see their trips", async () => {
    const rider = await openDemoRider(t.config, t.database);
    expect(rider?.password).toBe(DEMO_RIDER_PASSWORD);
    expect(demoRiderLine(rider!)).toContain(`mobile number ${rider!.phone.slice(3)}, password ${DEMO_RIDER_PASSWORD}`);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/login",
      payload: { phone: rider!.phone, password: DEMO_RIDER_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = String(login.headers["set-cookie"]).match(/sid=[^;]+/)![0];
    const list = await t.app.inject({ url: "/api/v1/bookings?page=1&limit=10", headers: { cookie } });
    expect(list.json().data.statistics.totalBookings).toBeGreaterThan(0);
  });

  it("leaves the dashboard's figures built: the year's completed rides and revenue on the first read", async () => {
    const op = await createSignedInUser(t, { role: "operator" });
    const [done] = await q<{ n: number }>(
      t,
      `SELECT count(*)::int AS n FROM bookings WHERE status = 'completed'
        AND start_time >= now() - interval '400 days'`,
    );
    expect(done.n).toBeGreaterThan(0);
    const [{ n: days }] = await q<{ n: number }>(t, "SELECT count(*)::int AS n FROM dashboard_days");
    expect(days).toBeGreaterThan(100);
    const to = NOW.toISOString().slice(0, 10);
    const from = new Date(NOW.getTime() - 399 * 86_400_000).toISOString().slice(0, 10);
    const res = await t.app.inject({
      url: `/api/v1/ops/dashboard?from=${from}&to=${to}&grain=month`,
      headers: { cookie: op.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().headline.rides).toBeGreaterThan(0);
    expect(res.json().headline.revenuePaise).toBeGreaterThan(0);
  });

  it("pages the console's queue in its order, searched or filtered, as one sort of every booking would", async () => {
    const op = await createSignedInUser(t, { role: "operator" });
    const [someone] = await q<{ phone: string }>(
      t,
      "SELECT u.phone FROM bookings b JOIN users u ON u.id = b.user_id ORDER BY b.reference LIMIT 1",
    );
    const rank = `CASE WHEN b.status = 'pending' AND b.payment_status IN ('paid', 'on_account') THEN 0
      WHEN b.status IN ('confirmed', 'ongoing') THEN 1 WHEN b.status = 'pending' THEN 2 ELSE 3 END`;
    const order = `${rank}, CASE WHEN b.status = 'pending' AND b.payment_status IN ('paid', 'on_account') THEN b.updated_at END,
      CASE WHEN b.status IN ('confirmed', 'ongoing') THEN b.start_time END, b.start_time DESC, b.id`;
    const cases: Array<[string, string]> = [
      ["", "true"],
      ["&offset=120", "true"],
      ["&status=pending", "b.status = 'pending'"],
      ["&status=completed&offset=30", "b.status = 'completed'"],
      [
        `&q=${someone.phone.slice(-6)}`,
        `u.phone LIKE '%${someone.phone.slice(-6)}%' OR b.reference LIKE '%${someone.phone.slice(-6)}%'`,
      ],
    ];
    for (const [query, where] of cases) {
      const offset = Number(/offset=(\d+)/.exec(query)?.[1] ?? 0);
      const expected = await q<{ id: string }>(
        t,
        `SELECT b.id FROM bookings b LEFT JOIN users u ON u.id = b.user_id
        WHERE ${where} ORDER BY ${order} LIMIT 50 OFFSET ${offset}`,
      );
      const [{ n }] = await q<{ n: number }>(
        t,
        `SELECT count(*)::int AS n FROM bookings b LEFT JOIN users u ON u.id = b.user_id WHERE ${where}`,
      );
      const res = await t.app.inject({ url: `/api/v1/ops/bookings?limit=50${query}`, headers: { cookie: op.cookie } });
      expect(res.statusCode).toBe(200);
      expect({ query, ids: res.json().bookings.map((b: { id: string }) => b.id) }).toEqual({
        query,
        ids: expected.map((e) => e.id),
      });
      expect(res.json().total).toBe(n);
      expect(expected.length).toBeGreaterThan(0);
    }
  });
});
