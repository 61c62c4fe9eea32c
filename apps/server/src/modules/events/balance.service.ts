import type { EventPaymentOpen } from "@chauffeur/contracts";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import { q1 } from "../../lib/sql.ts";
import type { SessionUser } from "../../plugins/session.ts";
import { openEventCheckout } from "./checkout.ts";
import { eventMoneyView, ownEvent } from "./money-view.service.ts";

/**
 * POST eventPaths.payBalance (the client, signed in): the order for what is due, the accepted quote's total less what
 * the event holds, never a figure from the request (after the tax invoice, a revision's unpaid difference). 409 before
 * the deposit is paid or when nothing is due.
 */
export async function payBalance(
  ctx: AppContext,
  user: SessionUser,
  eventId: string,
  returnBase: string,
  lang?: string,
): Promise<EventPaymentOpen> {
  const e = await ownEvent(ctx.db, user.id, eventId);
  const money = await eventMoneyView(ctx.db, eventId, "client");
  if (!money.canPayBalance) throw new AppError(409, "Nothing is due on this event now", "conflict");
  const q = await q1<{ version: number }>(
    ctx.db,
    sql`SELECT q.version FROM event_quotes q JOIN events e ON e.accepted_quote_id = q.id WHERE e.id = ${eventId}`,
  );
  return openEventCheckout(
    ctx,
    user,
    {
      eventId,
      reference: e.reference,
      // after the whole event's invoice, what a revision added is a difference (a supplementary invoice bills it)
      purpose: e.status === "fully_paid" ? "event_difference" : "event_balance",
      amountPaise: money.duePaise,
      version: q?.version ?? 1,
    },
    returnBase,
    lang,
  );
}
