import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpsEventSummary } from "@chauffeur/contracts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { generateYear } from "../dev/index.ts";

/**
 * The console's events list reads every event's money in one statement: its content must be what the event's own rows
 * say, computed here one event at a time (the working quote: the accepted one, else the newest draft or sent version;
 * received: captured payments minus refunds that have not failed; partner costs; due and margin), in its order:
 * events under way soonest first, then cancelled and completed ones latest first.
 */
const NOW = new Date("2026-11-20T06:30:00Z");

type Ev = { id: string; status: string; accepted_quote_id: string | null; starts_on: string; reference: string };
type Quote = { id: string; event_id: string; status: string; version: number; total: number; taxable: number };

async function expectedList(t: TestApp, status?: string): Promise<Array<Partial<OpsEventSummary>>> {
  const q = <T>(text: string) => t.database.query<T>(text);
  const events = await q<Ev>(
    `SELECT id, status, accepted_quote_id, starts_on::text AS starts_on, reference FROM events
      ${status ? `WHERE status = '${status}'` : ""}`,
  );
  const quotes = await q<Quote>(
    "SELECT id, event_id, status, version, total_paise AS total, taxable_paise AS taxable FROM event_quotes",
  );
  const sums = async (text: string) => new Map((await q<{ id: string; n: number }>(text)).map((r) => [r.id, r.n]));
  const paid = await sums(
    "SELECT event_id AS id, sum(amount_paise)::int AS n FROM payments WHERE status = 'captured' AND event_id IS NOT NULL GROUP BY 1",
  );
  const back = await sums(
    "SELECT event_id AS id, sum(amount_paise)::int AS n FROM refunds WHERE status <> 'failed' AND event_id IS NOT NULL GROUP BY 1",
  );
  const partner = await sums("SELECT event_id AS id, sum(cost_paise)::int AS n FROM event_partner_cars GROUP BY 1");
  const closed = (e: Ev) => (e.status === "cancelled" || e.status === "completed" ? 1 : 0);
  const when = (a: Ev, b: Ev) =>
    closed(a) ? b.starts_on.localeCompare(a.starts_on) : a.starts_on.localeCompare(b.starts_on);
  events.sort((a, b) => closed(a) - closed(b) || when(a, b) || (a.reference < b.reference ? -1 : 1));
  return events.map((e) => {
    const qs = quotes.filter((x) => x.event_id === e.id).sort((a, b) => b.version - a.version);
    const working =
      qs.find((x) => x.id === e.accepted_quote_id) ??
      qs.find((x) => x.status === "accepted") ??
      qs.find((x) => x.status === "draft" || x.status === "sent");
    const total = working ? Number(working.total) : 0;
    const received = Number(paid.get(e.id) ?? 0) - Number(back.get(e.id) ?? 0);
    const partnerCost = Number(partner.get(e.id) ?? 0);
    return {
      id: e.id,
      status: e.status as OpsEventSummary["status"],
      startsOn: e.starts_on,
      totalPaise: total,
      receivedPaise: received,
      duePaise: e.status === "cancelled" ? 0 : Math.max(0, total - received),
      partnerCostPaise: partnerCost,
      marginPaise: (working ? Number(working.taxable) : 0) - partnerCost,
    };
  });
}

describe("events console: the list and its money, set-based", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    await generateYear(t.database, { scale: 0.02, counts: { events: 40 }, now: NOW, gstin: "21ABCDE1234F1ZC" });
    // variety the generator does not write: partner cars, an event's refunds (one failed), quotes only withdrawn
    const picked = await t.database.query<{ id: string }>(
      "SELECT e.id FROM events e WHERE EXISTS (SELECT 1 FROM payments p WHERE p.event_id = e.id AND p.status = 'captured') ORDER BY e.reference LIMIT 3",
    );
    expect(picked.length).toBe(3);
    for (const [i, { id }] of picked.entries()) {
      await t.database.query(
        `INSERT INTO event_partner_cars (event_id, owner_name, owner_phone, plate, class_code, cost_paise)
         VALUES ($1, 'Partner', '+919811100000', $2, (SELECT code FROM vehicle_classes ORDER BY code LIMIT 1), $3)`,
        [id, `OD02PC${1000 + i}`, 250_000 * (i + 1)],
      );
      const [pay] = await t.database.query<{ id: string }>(
        "SELECT id FROM payments WHERE event_id = $1 AND status = 'captured' ORDER BY created_at LIMIT 1",
        [id],
      );
      await t.database.query(
        `INSERT INTO refunds (payment_id, event_id, idempotency_key, amount_paise, status)
         VALUES ($1, $2, $3, 100000, $4)`,
        [pay.id, id, `test-refund-${i}`, i === 0 ? "failed" : "processed"],
      );
    }
    await t.database.query(
      `UPDATE event_quotes SET status = 'withdrawn' WHERE event_id =
        (SELECT id FROM events WHERE status IN ('draft', 'sent') ORDER BY reference LIMIT 1)`,
    );
    cookie = (await createSignedInUser(t, { role: "operator" })).cookie;
  }, 120_000);
  afterAll(async () => t?.close());

  const list = async (query = "") => {
    const res = await t.app.inject({ url: `/api/v1/ops/events${query}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return (res.json() as { events: OpsEventSummary[] }).events;
  };
  const pick = (e: OpsEventSummary) => ({
    id: e.id,
    status: e.status,
    startsOn: e.startsOn,
    totalPaise: e.totalPaise,
    receivedPaise: e.receivedPaise,
    duePaise: e.duePaise,
    partnerCostPaise: e.partnerCostPaise,
    marginPaise: e.marginPaise,
  });

  it("answers every event's money as its own rows say, in the console's order", async () => {
    const got = await list();
    expect(got.length).toBe(40);
    expect(got.map(pick)).toEqual(await expectedList(t));
    expect(got.some((e) => e.partnerCostPaise > 0 && e.receivedPaise > 0)).toBe(true);
  });

  it("filters by status with the same figures, and the event page's summary agrees with the list", async () => {
    for (const status of ["completed", "deposit_paid", "sent"]) {
      const expected = await expectedList(t, status);
      expect((await list(`?status=${status}`)).map(pick)).toEqual(expected);
    }
    const [first] = await list();
    const res = await t.app.inject({ url: `/api/v1/ops/events/${first.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const detail = res.json().event as OpsEventSummary;
    expect(pick(detail)).toEqual(pick(first));
  });
});
