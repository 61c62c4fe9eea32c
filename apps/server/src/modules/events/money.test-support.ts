import { eventPaths, type CheckoutOptions, type EventLine } from "@chauffeur/contracts";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { TestApp } from "../../../test/helpers.ts";
import type { SandboxGateway } from "../../adapters/payments/sandbox.ts";
import { q1 } from "../../lib/sql.ts";
import { decryptOptions } from "../bookings/index.ts";
import { quoteLinkToken } from "./quote-link.ts";
import { insertEventWithQuote } from "./test-support.ts";

/** Test helpers of the events' money (integration tests only): dates, links, a revision, paying an order. */
export const isoDaysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

export const carLine = (dates: string[], start = "10:00"): EventLine => ({
  kind: "cars",
  vehicleClass: "sedan",
  cars: 2,
  dates,
  start,
  end: "20:00",
  basis: "day",
});

/** The token of a stored quote's link, as the console's 'send' mints it. */
export async function linkToken(t: TestApp, quoteId: string) {
  const q = await q1<{ id: string; version: number; total_paise: number; deposit_paise: number; valid_until: Date }>(
    t.database.db,
    sql`SELECT id, version, total_paise, deposit_paise, valid_until FROM event_quotes WHERE id = ${quoteId}`,
  );
  return quoteLinkToken(t.app.ctx, {
    id: q!.id,
    version: q!.version,
    totalPaise: q!.total_paise,
    depositPaise: q!.deposit_paise,
    validUntil: new Date(q!.valid_until),
  });
}

/** An event whose first day is `daysAhead` away with a sent quote valid for a week. */
export async function sentEvent(t: TestApp, daysAhead: number, o: { totalPaise?: number; validUntil?: Date } = {}) {
  const date = isoDaysAhead(daysAhead);
  return insertEventWithQuote(t.app.ctx, {
    dates: [date],
    lines: [carLine([date])],
    totalPaise: o.totalPaise,
    validUntil: o.validUntil ?? new Date(Date.now() + 7 * 86_400_000),
    balanceDueOn: isoDaysAhead(Math.max(0, daysAhead - 7)),
  });
}

/** A sent revision (version n + 1) of the event's quote with another total (GST 5 % included, deposit as before). */
export async function insertRevision(t: TestApp, eventId: string, totalPaise: number) {
  const taxable = Math.round(totalPaise / 1.05);
  const q = await q1<{ id: string }>(
    t.database.db,
    sql`INSERT INTO event_quotes (event_id, version, status, tariff_version, lines, breakdown, deposit, cancellation,
          subtotal_paise, taxable_paise, gst_paise, total_paise, deposit_paise, balance_due_on, valid_until, sent_at)
        SELECT event_id, (SELECT max(version) + 1 FROM event_quotes WHERE event_id = ${eventId}), 'sent', tariff_version,
          lines, jsonb_set(jsonb_set(breakdown, '{totalPaise}', to_jsonb(${totalPaise}::int)), '{taxablePaise}', to_jsonb(${taxable}::int)),
          deposit, cancellation, ${taxable}, ${taxable}, ${totalPaise - taxable}, ${totalPaise}, deposit_paise,
          balance_due_on, valid_until, now()
        FROM event_quotes WHERE event_id = ${eventId} AND status = 'accepted' RETURNING id`,
  );
  return q!.id;
}

export const accept = async (t: TestApp, cookie: string, quoteId: string, token?: string) =>
  t.app.inject({
    method: "POST",
    url: eventPaths.acceptQuote(quoteId),
    headers: { cookie },
    payload: { token: token ?? (await linkToken(t, quoteId)) },
  });

const optionsOf = (t: TestApp, body: { options: { encryptedData: string; iv: string } }) =>
  decryptOptions(t.app.ctx.config.PAYMENT_OPTIONS_KEY, body.options) as CheckoutOptions;

/** A signed webhook delivered to the payments' endpoint, as the provider posts it. */
const sendWebhook = (app: TestApp["app"], w: { body: string; signature: string; eventId: string }) =>
  app.inject({
    method: "POST",
    url: "/api/v1/payments/webhook",
    headers: {
      "content-type": "application/json",
      "x-razorpay-signature": w.signature,
      "x-razorpay-event-id": w.eventId,
    },
    payload: w.body,
  });

/** Completes the sandbox checkout and delivers both its signed webhooks, each twice (a provider's retries). */
export async function payTwiceOver(
  t: TestApp,
  body: { options: { encryptedData: string; iv: string } },
  first = "captured",
) {
  const options: CheckoutOptions = optionsOf(t, body);
  const gw = t.app.ctx.adapters.payments as SandboxGateway;
  const r = await gw.completeCheckout(options.order_id, "success", t.clock.now());
  const outcomes: string[] = [];
  for (const w of [...r.webhooks, ...r.webhooks]) outcomes.push((await sendWebhook(t.app, w)).json().outcome);
  expect(outcomes[0]).toBe(first);
  return { options, outcomes, success: r.success! };
}
