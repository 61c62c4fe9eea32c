import type { EventCancelPreview, EventCancellation, EventLine } from "@chauffeur/contracts";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { q1 } from "../../lib/sql.ts";
import { notify } from "../notifications/index.ts";
import { sendEventRefunds } from "../payments/index.ts";
import { transitionEvent } from "./lifecycle.ts";
import { eventNotFound } from "./money-view.service.ts";
import { netPaidPaise } from "./quote-view.service.ts";
import { creditEventMoney } from "./refunds.ts";
import { cancelEventRuns } from "./runs.service.ts";

type Cancellable = {
  id: string;
  reference: string;
  status: string;
  starts_on: string;
  client_user_id: string | null;
  client_phone: string;
  client_email: string | null;
  cancellation: EventCancellation | null;
  lines: EventLine[] | null;
  total_paise: number | null;
  deposit_paise: number | null;
};

const load = (db: DbOrTx, eventId: string, lock: boolean) =>
  q1<Cancellable>(
    db,
    sql`SELECT e.id, e.reference, e.status, e.starts_on::text AS starts_on, e.client_user_id, e.client_phone,
          e.client_email, q.cancellation, q.lines, q.total_paise, q.deposit_paise
        FROM events e LEFT JOIN event_quotes q ON q.id = e.accepted_quote_id WHERE e.id = ${eventId}
        ${lock ? sql`FOR UPDATE OF e` : sql``}`,
  );

/** The first day's start (Asia/Kolkata): the earliest start of a car line on that day, else midnight. */
export function firstStart(startsOn: string, lines: EventLine[] | null): Date {
  const times = (lines ?? [])
    .filter((l): l is Extract<EventLine, { start: string }> => "start" in l && l.dates.includes(startsOn))
    .map((l) => l.start)
    .sort();
  return new Date(`${startsOn}T${times[0] ?? "00:00"}:00+05:30`);
}

/**
 * What cancelling now keeps and refunds by the accepted quote's schedule (EventCancellationSchema): the share of the
 * total of the tightest tier whose window has begun (e.g. 50 % within 7 days, 100 % within 48 hours of the first
 * day's start), and never less than the deposit when the deposit is kept; never more than what was paid.
 */
export function cancellationTerms(e: Cancellable, paidPaise: number, now: Date): EventCancelPreview {
  const hoursBefore = Math.floor((firstStart(e.starts_on, e.lines).getTime() - now.getTime()) / 3_600_000);
  const schedule = e.cancellation ?? { depositKept: false, tiers: [] };
  const tier = schedule.tiers
    .filter((t) => hoursBefore < t.withinHours)
    .sort((a, b) => b.keepPercent - a.keepPercent)[0];
  const byTier = tier ? Math.round(((e.total_paise ?? 0) * tier.keepPercent) / 100) : 0;
  const byDeposit = schedule.depositKept ? (e.deposit_paise ?? 0) : 0;
  const keep = Math.min(paidPaise, Math.max(byTier, byDeposit));
  const rule =
    tier && byTier >= byDeposit
      ? `Within ${tier.withinHours} hours of the first day: ${tier.keepPercent} % of the total is kept`
      : byDeposit > 0
        ? "The deposit is kept"
        : "Nothing is kept";
  return { paidPaise, keptPaise: keep, refundPaise: paidPaise - keep, hoursBefore, rule };
}

/** GET opsCancelPreview. */
export async function cancelPreview(ctx: AppContext, eventId: string) {
  const e = await load(ctx.db, eventId, false);
  if (!e) throw eventNotFound();
  return cancellationTerms(e, await netPaidPaise(ctx.db, eventId), ctx.clock.now());
}

/**
 * POST opsCancel (an operator): in one transaction the event becomes 'cancelled' (transitionEvent: 409 when it has
 * started or ended), the schedule's refund is requested on its payments with its refund voucher or credit note
 * (refunds.ts), the runs are cancelled (cancelEventRuns) and the client is told; the refunds go to the gateway after.
 */
export async function cancelEvent(ctx: AppContext, actorUserId: string, eventId: string, reason: string) {
  const r = await ctx.db.transaction(async (tx) => {
    const e = await load(tx, eventId, true);
    if (!e) throw eventNotFound();
    if (e.status === "cancelled") throw new AppError(409, "This event is already cancelled", "conflict");
    const now = ctx.clock.now();
    const terms = cancellationTerms(e, await netPaidPaise(tx, eventId), now);
    await transitionEvent(tx, {
      eventId,
      to: "cancelled",
      by: "operator",
      actorUserId,
      now,
      detail: { reason, ...terms },
    });
    await tx.execute(sql`UPDATE events SET cancel_reason = ${reason} WHERE id = ${eventId}`);
    const credit = await creditEventMoney(ctx, tx, {
      eventId,
      amountPaise: terms.refundPaise,
      keyBase: `event-cancel-${eventId}`,
      reason: `event cancelled: ${reason}`.slice(0, 200),
      now,
    });
    await cancelEventRuns(ctx, tx, { eventId, now, reason });
    await notify(ctx, tx, {
      to: { userId: e.client_user_id, phone: e.client_phone, email: e.client_email },
      event: "event.cancelled",
      sms: {
        text: `${ctx.config.BUSINESS_NAME}: event ${e.reference} is cancelled. Refund: Rs ${terms.refundPaise / 100}.`,
      },
      email: {
        subject: `${e.reference}: cancelled`,
        text: `Your event ${e.reference} is cancelled (${reason}). ${terms.rule}. Paid: Rs ${terms.paidPaise / 100}; kept: Rs ${terms.keptPaise / 100}; refunded to your original payment method: Rs ${terms.refundPaise / 100}.`,
      },
    });
    return { terms, credit };
  });
  await sendEventRefunds(ctx, r.credit.refundIds);
  return { preview: r.terms, creditNote: r.credit.document?.number ?? null };
}
