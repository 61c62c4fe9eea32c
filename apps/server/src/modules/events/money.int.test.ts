import { eventMoneyPaths, eventPaths } from "@chauffeur/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, DB_TARGET, type TestApp } from "../../../test/helpers.ts";
import { createSignedInUser } from "../../../test/factories.ts";
import { countRows } from "../bookings/test-factories.ts";
import { accept, insertRevision, isoDaysAhead, linkToken, payTwiceOver, sentEvent } from "./money.test-support.ts";
import { sendBalanceReminders } from "./reminders.ts";
import type { SandboxGateway } from "../../adapters/payments/sandbox.ts";
import { decryptOptions, reconcile } from "../bookings/index.ts";

// the events' money is proven on both databases (scripts/test-int.mjs runs a file naming DB_TARGET on each)
describe(`events: the quote link, the deposit, the balance and the documents (${DB_TARGET})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const getQuote = (quoteId: string, token?: string) =>
    t.app.inject({ method: "GET", url: `${eventPaths.quote(quoteId)}${token === undefined ? "" : `?t=${token}`}` });
  const status = async (eventId: string) =>
    (await t.database.query<{ status: string }>("SELECT status FROM events WHERE id = $1", [eventId]))[0].status;
  const documents = (eventId: string) =>
    t.database.query<{
      kind: string;
      number: string;
      taxable_paise: number;
      cgst_paise: number;
      sgst_paise: number;
      igst_paise: number;
      total_paise: number;
      detail: Record<string, number>;
    }>("SELECT * FROM event_documents WHERE event_id = $1 ORDER BY issued_at, number", [eventId]);
  const gstOf = (d: { cgst_paise: number; sgst_paise: number; igst_paise: number }) =>
    d.cgst_paise + d.sgst_paise + d.igst_paise;

  it("the link shows the quote without an account; a changed id, amount or token is refused", async () => {
    const ev = await sentEvent(t, 30);
    const token = await linkToken(t, ev.quoteId);
    const ok = await getQuote(ev.quoteId, token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ state: "open", reference: ev.reference, amounts: { totalPaise: 105_000_00 } });
    expect(ok.json().cancellation.depositKept).toBe(true);
    // another quote's id with this token
    const other = await sentEvent(t, 30);
    const swapped = await getQuote(other.quoteId, token);
    expect(swapped.statusCode).toBe(403);
    expect(swapped.json().message).toMatch(/changed or is out of date/);
    // a token changed by one character, no token, an id nobody has
    expect((await getQuote(ev.quoteId, `${token.slice(0, 31)}${token[31] === "a" ? "b" : "a"}`)).statusCode).toBe(403);
    expect((await getQuote(ev.quoteId)).statusCode).toBe(403);
    expect((await getQuote("7d1c1a52-4f7b-4c55-9f10-000000000000", token)).statusCode).toBe(404);
    expect((await getQuote("not-a-uuid", token)).statusCode).toBe(400);
    // the stored amount changed since the link was sent: the link no longer opens it, nor can it be accepted
    await t.database.query(
      "UPDATE event_quotes SET total_paise = total_paise - 100, taxable_paise = taxable_paise - 100 WHERE id = $1",
      [ev.quoteId],
    );
    expect((await getQuote(ev.quoteId, token)).statusCode).toBe(403);
    const rider = await createSignedInUser(t);
    const refused = await accept(t, rider.cookie, ev.quoteId, token);
    expect(refused.statusCode).toBe(403);
    expect(await status(ev.eventId)).toBe("sent");
  });

  it("an expired quote says so and cannot be accepted; accepting needs a signed-in client", async () => {
    const ev = await sentEvent(t, 30, { validUntil: new Date(Date.now() - 60_000) });
    const token = await linkToken(t, ev.quoteId);
    expect((await getQuote(ev.quoteId, token)).json().state).toBe("expired");
    const anonymous = await t.app.inject({
      method: "POST",
      url: eventPaths.acceptQuote(ev.quoteId),
      payload: { token },
    });
    expect(anonymous.statusCode).toBe(401);
    const rider = await createSignedInUser(t);
    const res = await accept(t, rider.cookie, ev.quoteId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/expired/);
    expect(await status(ev.eventId)).toBe("sent");
  });

  it("the deposit and the balance are each recorded once under repeated webhooks; the invoice adjusts the advance", async () => {
    const ev = await sentEvent(t, 30);
    const rider = await createSignedInUser(t);
    const res = await accept(t, rider.cookie, ev.quoteId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ payment: "checkout", amountPaise: ev.depositPaise });
    expect(await status(ev.eventId)).toBe("accepted");
    // the sandbox checkout is the client's own (the event's payment, not a booking's)
    const deposit = await payTwiceOver(t, res.json());
    expect(deposit.options.amount).toBe(ev.depositPaise);
    expect(deposit.outcomes.slice(1)).toEqual(["duplicate", "duplicate", "duplicate"]);
    expect(await status(ev.eventId)).toBe("deposit_paid");
    // the checkout's return records nothing more and leads to the event's page
    const back = await t.app.inject({
      method: "POST",
      url: eventMoneyPaths.paymentCallback,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(deposit.success).toString(),
    });
    expect(back.statusCode).toBe(303);
    expect(String(back.headers.location)).toBe(`/events/${ev.eventId}?payment=done`);
    let docs = await documents(ev.eventId);
    expect(docs.map((d) => d.kind)).toEqual(["receipt_voucher"]);
    expect(docs[0].number).toMatch(/^RV\/\d{2}-\d{2}\/\d{6}$/);
    expect(docs[0].total_paise).toBe(31_500_00);
    expect(docs[0].taxable_paise).toBe(30_000_00);
    expect(gstOf(docs[0])).toBe(1_500_00);
    expect(await countRows(t, "audit_log", "action = 'event.deposit_paid' AND entity_id = $1", [ev.eventId])).toBe(1);

    const view = await t.app.inject({
      method: "GET",
      url: eventPaths.event(ev.eventId),
      headers: { cookie: rider.cookie },
    });
    expect(view.json()).toMatchObject({
      status: "deposit_paid",
      paidPaise: 31_500_00,
      duePaise: 73_500_00,
      canPayBalance: true,
    });
    const stranger = await createSignedInUser(t);
    expect(
      (await t.app.inject({ method: "GET", url: eventPaths.event(ev.eventId), headers: { cookie: stranger.cookie } }))
        .statusCode,
    ).toBe(404);

    const bal = await t.app.inject({
      method: "POST",
      url: eventPaths.payBalance(ev.eventId),
      headers: { cookie: rider.cookie },
    });
    expect(bal.json()).toMatchObject({ payment: "checkout", amountPaise: 73_500_00 });
    const balance = await payTwiceOver(t, bal.json());
    expect(balance.outcomes.slice(1)).toEqual(["duplicate", "duplicate", "duplicate"]);
    expect(await status(ev.eventId)).toBe("fully_paid");
    docs = await documents(ev.eventId);
    expect(docs.map((d) => d.kind)).toEqual(["receipt_voucher", "invoice"]);
    const invoice = docs[1];
    expect(invoice.total_paise).toBe(105_000_00);
    expect(invoice.taxable_paise).toBe(100_000_00);
    // GST once: the advance's GST (paid with its voucher) plus the balance's is the invoice's GST
    expect(invoice.detail).toMatchObject({
      advancePaise: 31_500_00,
      advanceGstPaise: 1_500_00,
      balancePaise: 73_500_00,
    });
    expect(invoice.detail.advanceGstPaise + invoice.detail.balanceGstPaise).toBe(gstOf(invoice));
    expect(invoice.detail.balanceGstPaise).toBe(3_500_00);
    const again = await t.app.inject({
      method: "POST",
      url: eventPaths.payBalance(ev.eventId),
      headers: { cookie: rider.cookie },
    });
    expect(again.statusCode).toBe(409);
    const listed = await t.app.inject({
      method: "GET",
      url: eventPaths.event(ev.eventId),
      headers: { cookie: rider.cookie },
    });
    const pdf = await t.app.inject({
      method: "GET",
      url: listed.json().documents[1].url,
      headers: { cookie: rider.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toMatch(/application\/pdf/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("a revised quote after acceptance: a dearer one's difference is paid, a cheaper one's excess refunded", async () => {
    const ev = await sentEvent(t, 30);
    const rider = await createSignedInUser(t);
    await payTwiceOver(t, (await accept(t, rider.cookie, ev.quoteId)).json());
    const v2 = await insertRevision(t, ev.eventId, 126_000_00);
    const shown = await getQuote(v2, await linkToken(t, v2));
    expect(shown.json().revision).toEqual({ paidPaise: 31_500_00, differencePaise: 21_000_00 });
    const dearer = await accept(t, rider.cookie, v2);
    expect(dearer.json()).toMatchObject({ payment: "checkout", amountPaise: 21_000_00 });
    await payTwiceOver(t, dearer.json());
    const quotes = await t.database.query<{ version: number; status: string }>(
      "SELECT version, status FROM event_quotes WHERE event_id = $1 ORDER BY version",
      [ev.eventId],
    );
    expect(quotes.map((q) => q.status)).toEqual(["superseded", "accepted"]);
    expect(await status(ev.eventId)).toBe("deposit_paid");
    expect((await documents(ev.eventId)).map((d) => [d.kind, d.total_paise])).toEqual([
      ["receipt_voucher", 31_500_00],
      ["receipt_voucher", 21_000_00],
    ]);
    // cheaper than what was paid (52,500): 40,000 → 12,500 given back with a refund voucher
    const v3 = await insertRevision(t, ev.eventId, 40_000_00);
    const cheaper = await accept(t, rider.cookie, v3);
    expect(cheaper.json()).toMatchObject({ payment: "credited", amountPaise: 12_500_00 });
    const docs = await documents(ev.eventId);
    expect(docs.at(-1)).toMatchObject({ kind: "refund_voucher", total_paise: 12_500_00 });
    expect(await countRows(t, "refunds", "event_id = $1 AND status <> 'failed'", [ev.eventId])).toBeGreaterThan(0);
    const view = await t.app.inject({
      method: "GET",
      url: eventPaths.event(ev.eventId),
      headers: { cookie: rider.cookie },
    });
    expect(view.json()).toMatchObject({ totalPaise: 40_000_00, refundedPaise: 12_500_00, duePaise: 0 });
    // accepting the same revision again changes nothing
    expect((await accept(t, rider.cookie, v3)).statusCode).toBe(409);
  });

  it("the balance's reminders go 3 days and 1 day before its due date, each once, with the 'Pay balance' link", async () => {
    const ev = await sentEvent(t, 30);
    const rider = await createSignedInUser(t);
    await payTwiceOver(t, (await accept(t, rider.cookie, ev.quoteId)).json());
    const sms = () =>
      t.database.query<{ text: string }>(
        "SELECT text FROM outbox_messages WHERE to_address = $1 AND text LIKE '%Pay balance%'",
        ["+919812300001"],
      );
    const before = (await sms()).length;
    await t.database.query("UPDATE event_quotes SET balance_due_on = $2 WHERE id = $1", [ev.quoteId, isoDaysAhead(3)]);
    await sendBalanceReminders(t.app.ctx);
    await sendBalanceReminders(t.app.ctx);
    expect(await countRows(t, "event_reminders", "event_id = $1", [ev.eventId])).toBe(1);
    await t.database.query("UPDATE event_quotes SET balance_due_on = $2 WHERE id = $1", [ev.quoteId, isoDaysAhead(1)]);
    await sendBalanceReminders(t.app.ctx);
    await sendBalanceReminders(t.app.ctx);
    expect(await countRows(t, "event_reminders", "event_id = $1", [ev.eventId])).toBe(2);
    const sent = (await sms()).slice(before);
    expect(sent.length).toBe(2);
    expect(sent[0].text).toContain(`/events/${ev.eventId}`);
  });

  it("a deposit whose return and webhooks never arrived is recorded by the reconciliation job, once", async () => {
    const ev = await sentEvent(t, 30);
    const rider = await createSignedInUser(t);
    const res = await accept(t, rider.cookie, ev.quoteId);
    const { order_id } = decryptOptions(t.app.ctx.config.PAYMENT_OPTIONS_KEY, res.json().options) as {
      order_id: string;
    };
    await (t.app.ctx.adapters.payments as SandboxGateway).completeCheckout(order_id, "success", t.clock.now());
    expect(await status(ev.eventId)).toBe("accepted");
    t.clock.setOffsetMs(15 * 60_000);
    try {
      await reconcile(t.app.ctx);
      await reconcile(t.app.ctx);
    } finally {
      t.clock.setOffsetMs(0);
    }
    expect(await status(ev.eventId)).toBe("deposit_paid");
    expect((await documents(ev.eventId)).map((d) => d.kind)).toEqual(["receipt_voucher"]);
  });

  it("a client reading in Hindi comes back from the checkout to the Hindi event page", async () => {
    const ev = await sentEvent(t, 30);
    const rider = await createSignedInUser(t);
    const res = await t.app.inject({
      method: "POST",
      url: eventPaths.acceptQuote(ev.quoteId),
      headers: { cookie: rider.cookie, "x-page-language": "hi-IN" },
      payload: { token: await linkToken(t, ev.quoteId) },
    });
    const options = decryptOptions(t.app.ctx.config.PAYMENT_OPTIONS_KEY, res.json().options) as {
      order_id: string;
      callback_url: string;
    };
    expect(options.callback_url).toMatch(/\/api\/v1\/events\/payments\/callback\?lang=hi$/);
    const r = await (t.app.ctx.adapters.payments as SandboxGateway).completeCheckout(
      options.order_id,
      "success",
      t.clock.now(),
    );
    const back = await t.app.inject({
      method: "POST",
      url: `${eventMoneyPaths.paymentCallback}?lang=hi`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(r.success!).toString(),
    });
    expect(String(back.headers.location)).toBe(`/hi/events/${ev.eventId}?payment=done`);
    expect(await status(ev.eventId)).toBe("deposit_paid");
  });
});
