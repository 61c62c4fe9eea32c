import { EVENT_BALANCE_REMINDER_DAYS } from "@chauffeur/contracts";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { q } from "../../lib/sql.ts";
import { notify, whatsappRendering } from "../notifications/index.ts";
import { netPaidPaise } from "./quote-view.service.ts";

export const EVENT_BALANCE_REMINDERS_JOB = "events.balance-reminders";

/** Today's date in Asia/Kolkata ('YYYY-MM-DD'). */
const istDate = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * The balance's reminders (EVENT_BALANCE_REMINDER_DAYS: 3 days and 1 day before the accepted quote's balance due
 * date), each sent once per event (event_reminders' primary key, claimed in the reminder's transaction) to events
 * whose deposit is paid and whose balance is still due, with the 'Pay balance' link to the client's event page.
 */
export async function sendBalanceReminders(ctx: AppContext): Promise<string> {
  const today = istDate(ctx.clock.now());
  let sent = 0;
  for (const days of EVENT_BALANCE_REMINDER_DAYS) {
    const due = await q<{
      id: string;
      reference: string;
      client_user_id: string | null;
      client_phone: string;
      client_email: string | null;
      total_paise: number;
      balance_due_on: string;
    }>(
      ctx.db,
      sql`SELECT e.id, e.reference, e.client_user_id, e.client_phone, e.client_email, q.total_paise,
            q.balance_due_on::text AS balance_due_on
          FROM events e JOIN event_quotes q ON q.id = e.accepted_quote_id
          WHERE e.status = 'deposit_paid' AND q.balance_due_on - ${days}::int <= ${today}::date
            AND q.balance_due_on >= ${today}::date
            AND NOT EXISTS (SELECT 1 FROM event_reminders r WHERE r.event_id = e.id AND r.days_before = ${days})`,
    );
    for (const e of due) {
      const balance = e.total_paise - (await netPaidPaise(ctx.db, e.id));
      if (balance <= 0) continue;
      const url = `${ctx.config.PUBLIC_BASE_URL.replace(/\/+$/, "")}/events/${e.id}`;
      const amount = `Rs ${(balance / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })}`;
      await ctx.db.transaction(async (tx) => {
        const claimed = await q(
          tx,
          sql`INSERT INTO event_reminders (event_id, days_before) VALUES (${e.id}, ${days})
              ON CONFLICT DO NOTHING RETURNING event_id`,
        );
        if (!claimed.length) return;
        await notify(ctx, tx, {
          to: { userId: e.client_user_id, phone: e.client_phone, email: e.client_email },
          event: "event.balance_reminder",
          sms: {
            text: `${ctx.config.BUSINESS_NAME}: the balance of event ${e.reference}, ${amount}, is due on ${e.balance_due_on}. Pay balance: ${url}`,
          },
          email: {
            subject: `${e.reference}: balance due on ${e.balance_due_on}`,
            text: `The balance of your event ${e.reference}, ${amount}, is due on ${e.balance_due_on}.\n\nPay balance: ${url}`,
          },
          // the event's messages are in English (as its SMS and e-mail)
          whatsapp: whatsappRendering("payment_due", "en-IN", [amount, `event ${e.reference}`, url]),
        });
        sent++;
      });
    }
  }
  return `sent ${sent}`;
}
