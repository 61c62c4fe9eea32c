import {
  DEFAULT_EVENT_CANCELLATION,
  type EventLine,
  type EventQuoteAmounts,
  type EventStatus,
} from "@chauffeur/contracts";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { q1 } from "../../lib/sql.ts";
import { newEventReference } from "./reference.ts";

/**
 * Test data for events: an event and one quote written straight to the database with the amounts given, so tests of
 * the money and of the day need not go through the console's quote builder (its own tests do). Integration tests only.
 */
export async function insertEventWithQuote(
  ctx: AppContext,
  o: {
    status?: EventStatus;
    quoteStatus?: "draft" | "sent" | "accepted";
    dates: string[];
    lines: EventLine[];
    clientPhone?: string;
    clientEmail?: string;
    clientUserId?: string | null;
    totalPaise?: number;
    depositPaise?: number;
    validUntil?: Date;
    balanceDueOn?: string;
  },
) {
  const total = o.totalPaise ?? 105_000_00;
  const taxable = Math.round(total / 1.05);
  const gst = total - taxable;
  const deposit = o.depositPaise ?? Math.round(total * 0.3);
  const breakdown: EventQuoteAmounts = {
    lines: [{ index: 0, kind: "cars", label: "Cars", detail: "test", amountPaise: taxable }],
    subtotalPaise: taxable,
    discountPaise: 0,
    taxablePaise: taxable,
    gstPercent: 5,
    gstPaise: gst,
    totalPaise: total,
    depositPaise: deposit,
    balancePaise: total - deposit,
  };
  const dates = [...o.dates].sort();
  const ev = await q1<{ id: string; reference: string }>(
    ctx.db,
    sql`INSERT INTO events (reference, status, event_type, title, client_user_id, client_name, client_phone, client_email,
        venues, dates, starts_on, ends_on)
      VALUES (${newEventReference()}, ${o.status ?? "sent"}, 'wedding', 'Test wedding', ${o.clientUserId ?? null},
        'Asha Mohanty', ${o.clientPhone ?? "+919812300001"}, ${o.clientEmail ?? "asha@example.in"},
        ${JSON.stringify([{ name: "Mayfair Lagoon" }])}::jsonb, ${JSON.stringify(dates)}::jsonb, ${dates[0]}, ${dates.at(-1)})
      RETURNING id, reference`,
  );
  const quote = await q1<{ id: string }>(
    ctx.db,
    sql`INSERT INTO event_quotes (event_id, version, status, tariff_version, lines, breakdown, deposit, cancellation,
        subtotal_paise, taxable_paise, gst_paise, total_paise, deposit_paise, balance_due_on, valid_until, sent_at)
      VALUES (${ev!.id}, 1, ${o.quoteStatus ?? "sent"}, 1, ${JSON.stringify(o.lines)}::jsonb, ${JSON.stringify(breakdown)}::jsonb,
        ${JSON.stringify({ kind: "amount", paise: deposit })}::jsonb, ${JSON.stringify(DEFAULT_EVENT_CANCELLATION)}::jsonb,
        ${taxable}, ${taxable}, ${gst}, ${total}, ${deposit}, ${o.balanceDueOn ?? dates[0]},
        ${o.validUntil ?? new Date(Date.parse(`${dates[0]}T00:00:00+05:30`))}, now())
      RETURNING id`,
  );
  if (o.quoteStatus === "accepted")
    await ctx.db.execute(sql`UPDATE events SET accepted_quote_id = ${quote!.id} WHERE id = ${ev!.id}`);
  return { eventId: ev!.id, reference: ev!.reference, quoteId: quote!.id, totalPaise: total, depositPaise: deposit };
}
