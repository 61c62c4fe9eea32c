import type { EventPaymentOpen } from "@chauffeur/contracts";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { writeAudit } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import { q1 } from "../../lib/sql.ts";
import type { SessionUser } from "../../plugins/session.ts";
import { sendEventRefunds, type EventPurpose } from "../payments/index.ts";
import { openEventCheckout } from "./checkout.ts";
import { transitionEvent } from "./lifecycle.ts";
import {
  acceptedTotal,
  netPaidPaise,
  quoteFromLink,
  quoteLinkMessages,
  quoteState,
  type LinkedQuote,
} from "./quote-view.service.ts";
import { creditEventMoney } from "./refunds.ts";
import { syncEventRuns } from "./runs.service.ts";

type Next =
  | { kind: "pay"; purpose: EventPurpose; amountPaise: number }
  | { kind: "credited"; amountPaise: number; refundIds: string[] }
  | { kind: "none" };

const depositCaptured = async (tx: Tx, eventId: string) =>
  Boolean(
    await q1(
      tx,
      sql`SELECT id FROM payments WHERE event_id = ${eventId} AND purpose = 'event_deposit' AND status = 'captured'`,
    ),
  );

/**
 * POST eventPaths.acceptQuote (a signed-in rider with the quote's link): the quote becomes the event's accepted
 * version (an earlier accepted one superseded), the event the rider's, and what is due now opens: the deposit of a
 * first acceptance; a revision's difference when it costs more; when it costs less than what was paid, the excess is
 * refunded at once with its refund voucher or credit note. Amounts are always the stored quote's. Accepting again
 * the quote already accepted only opens its deposit again (a checkout closed before paying).
 */
export async function acceptQuote(
  ctx: AppContext,
  user: SessionUser,
  input: { quoteId: string; token: string; returnBase: string; lang?: string },
): Promise<EventPaymentOpen> {
  const { row, next } = await ctx.db.transaction(async (tx) => {
    const row = await quoteFromLink(ctx, tx, input.quoteId, input.token, true);
    if (row.client_user_id && row.client_user_id !== user.id)
      throw new AppError(403, quoteLinkMessages.otherAccount, "forbidden");
    const now = ctx.clock.now();
    const state = quoteState(row, now);
    if (state === "accepted") {
      if (await depositCaptured(tx, row.event_id)) throw new AppError(409, quoteLinkMessages.accepted, "conflict");
      return { row, next: { kind: "pay", purpose: "event_deposit", amountPaise: row.deposit_paise } as Next };
    }
    if (state !== "open") throw new AppError(409, quoteLinkMessages[state], "conflict");
    return { row, next: await acceptInTx(ctx, tx, row, user, now) };
  });
  if (next.kind === "credited") await sendEventRefunds(ctx, next.refundIds);
  const base = { success: true as const, eventId: row.event_id, bookingId: row.event_id };
  if (next.kind === "pay")
    return openEventCheckout(
      ctx,
      user,
      {
        eventId: row.event_id,
        reference: row.reference,
        purpose: next.purpose,
        amountPaise: next.amountPaise,
        version: row.version,
      },
      input.returnBase,
      input.lang,
    );
  if (next.kind === "credited")
    return {
      ...base,
      message: "Quote accepted; the difference is refunded",
      payment: "credited",
      amountPaise: next.amountPaise,
    };
  return { ...base, message: "Quote accepted", payment: "none", amountPaise: 0 };
}

async function acceptInTx(ctx: AppContext, tx: Tx, row: LinkedQuote, user: SessionUser, now: Date): Promise<Next> {
  const earlierTotal = await acceptedTotal(tx, row.accepted_quote_id);
  await tx.execute(
    sql`UPDATE event_quotes SET status = 'superseded' WHERE event_id = ${row.event_id} AND status = 'accepted'`,
  );
  await tx.execute(sql`UPDATE event_quotes SET status = 'accepted', accepted_at = ${now}, accepted_by = ${user.id}
    WHERE id = ${row.id}`);
  await tx.execute(sql`UPDATE events SET client_user_id = ${user.id}, accepted_quote_id = ${row.id}, updated_at = ${now}
    WHERE id = ${row.event_id}`);
  await writeAudit(
    tx,
    {
      actorUserId: user.id,
      action: "event.quote_accepted",
      entity: "event",
      entityId: row.event_id,
      after: { quoteId: row.id, version: row.version, totalPaise: row.total_paise },
    },
    now,
  );
  if (row.event_status === "draft" || row.event_status === "sent")
    await transitionEvent(tx, { eventId: row.event_id, to: "accepted", by: "client", actorUserId: user.id, now });
  if (!(await depositCaptured(tx, row.event_id)))
    return { kind: "pay", purpose: "event_deposit", amountPaise: row.deposit_paise };
  // a revision of an event already paid for: its runs follow the new lines, the money its new total
  await syncEventRuns(ctx, tx, { eventId: row.event_id, now });
  const difference = row.total_paise - (earlierTotal ?? row.total_paise);
  if (difference > 0) return { kind: "pay", purpose: "event_difference", amountPaise: difference };
  const excess = (await netPaidPaise(tx, row.event_id)) - row.total_paise;
  if (excess <= 0) return { kind: "none" };
  const credit = await creditEventMoney(ctx, tx, {
    eventId: row.event_id,
    amountPaise: excess,
    keyBase: `event-revision-${row.id}`,
    reason: `revised quote v${row.version}`,
    quoteId: row.id,
    now,
  });
  return { kind: "credited", amountPaise: credit.refundedPaise, refundIds: credit.refundIds };
}
