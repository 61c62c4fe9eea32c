import { eventPaths } from "@chauffeur/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DB_TARGET, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { accept, payTwiceOver, sentEvent } from "./money.test-support.ts";

// cancellation by the schedule, on both databases (scripts/test-int.mjs runs a file naming DB_TARGET on each)
describe(`events: cancellation by the quote's schedule (${DB_TARGET})`, () => {
  let t: TestApp;
  let operator: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    operator = await createSignedInUser(t, { role: "operator" });
  });
  afterAll(() => t.close());

  /** An event `daysAhead` away (its cars from 10:00), accepted and paid: the deposit, or everything. */
  async function paidEvent(daysAhead: number, full: boolean) {
    const ev = await sentEvent(t, daysAhead);
    const rider = await createSignedInUser(t);
    await payTwiceOver(t, (await accept(t, rider.cookie, ev.quoteId)).json());
    if (full) {
      const bal = await t.app.inject({
        method: "POST",
        url: eventPaths.payBalance(ev.eventId),
        headers: { cookie: rider.cookie },
      });
      await payTwiceOver(t, bal.json());
    }
    return ev;
  }
  const preview = async (eventId: string) =>
    (
      await t.app.inject({
        method: "GET",
        url: eventPaths.opsCancelPreview(eventId),
        headers: { cookie: operator.cookie },
      })
    ).json();
  const cancel = (eventId: string, reason = "The family postponed the wedding") =>
    t.app.inject({
      method: "POST",
      url: eventPaths.opsCancel(eventId),
      headers: { cookie: operator.cookie },
      payload: { reason },
    });
  const refunded = async (eventId: string) =>
    (
      await t.database.query<{ n: number }>(
        "SELECT coalesce(sum(amount_paise), 0)::int AS n FROM refunds WHERE event_id = $1 AND status <> 'failed'",
        [eventId],
      )
    )[0].n;
  const lastDocument = async (eventId: string) =>
    (
      await t.database.query<{ kind: string; total_paise: number }>(
        "SELECT kind, total_paise FROM event_documents WHERE event_id = $1 ORDER BY issued_at DESC, number DESC LIMIT 1",
        [eventId],
      )
    )[0];

  it("more than 7 days before: the deposit is kept, the balance refunded with a credit note against the invoice", async () => {
    const ev = await paidEvent(30, true);
    expect(await preview(ev.eventId)).toMatchObject({
      paidPaise: 105_000_00,
      keptPaise: 31_500_00,
      refundPaise: 73_500_00,
      rule: "The deposit is kept",
    });
    const res = await cancel(ev.eventId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().creditNote).toMatch(/^EC\//);
    expect(await refunded(ev.eventId)).toBe(73_500_00);
    expect(await lastDocument(ev.eventId)).toEqual({ kind: "credit_note", total_paise: 73_500_00 });
    const status = await t.database.query<{ status: string }>("SELECT status FROM events WHERE id = $1", [ev.eventId]);
    expect(status[0].status).toBe("cancelled");
    // once: a second cancellation is refused and refunds nothing more
    expect((await cancel(ev.eventId)).statusCode).toBe(409);
    expect(await refunded(ev.eventId)).toBe(73_500_00);
  });

  it("only the deposit paid, more than 7 days before: nothing is refunded", async () => {
    const ev = await paidEvent(30, false);
    const res = await cancel(ev.eventId);
    expect(res.json()).toMatchObject({ preview: { keptPaise: 31_500_00, refundPaise: 0 }, creditNote: null });
    expect(await refunded(ev.eventId)).toBe(0);
  });

  it("within 7 days: 50 % of the total is kept", async () => {
    const ev = await paidEvent(5, true);
    const p = await preview(ev.eventId);
    expect(p).toMatchObject({ keptPaise: 52_500_00, refundPaise: 52_500_00 });
    expect(p.rule).toMatch(/168 hours.*50 %/);
    await cancel(ev.eventId);
    expect(await refunded(ev.eventId)).toBe(52_500_00);
  });

  it("within 48 hours: everything is kept; before the deposit, nothing is held and nothing refunded", async () => {
    const ev = await paidEvent(1, true);
    expect(await preview(ev.eventId)).toMatchObject({ keptPaise: 105_000_00, refundPaise: 0 });
    expect((await cancel(ev.eventId)).json().creditNote).toBeNull();
    expect(await refunded(ev.eventId)).toBe(0);
    const unpaid = await sentEvent(t, 1);
    expect(await preview(unpaid.eventId)).toMatchObject({ paidPaise: 0, keptPaise: 0, refundPaise: 0 });
    expect((await cancel(unpaid.eventId)).statusCode).toBe(200);
  });

  it("only operators cancel; a reason is required", async () => {
    const ev = await sentEvent(t, 30);
    const rider = await createSignedInUser(t);
    const asRider = await t.app.inject({
      method: "POST",
      url: eventPaths.opsCancel(ev.eventId),
      headers: { cookie: rider.cookie },
      payload: { reason: "nope" },
    });
    expect(asRider.statusCode).toBe(403);
    const empty = await cancel(ev.eventId, "");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Say why/);
  });

  it("a deposit paid after the event was cancelled is given back in full", async () => {
    const ev = await sentEvent(t, 30);
    const rider = await createSignedInUser(t);
    const opened = await accept(t, rider.cookie, ev.quoteId);
    expect((await cancel(ev.eventId)).statusCode).toBe(200);
    const paid = await payTwiceOver(t, opened.json(), "late_capture_refunded");
    expect(paid.options.amount).toBe(31_500_00);
    expect(await refunded(ev.eventId)).toBe(31_500_00);
    const docs = await t.database.query("SELECT id FROM event_documents WHERE event_id = $1", [ev.eventId]);
    expect(docs).toHaveLength(0);
  });
});
