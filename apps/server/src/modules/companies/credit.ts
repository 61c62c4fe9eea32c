import { sql } from "drizzle-orm";
import { COMPANY_ORDER_MESSAGES as O } from "@chauffeur/contracts";
import type { Tx } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { q1 } from "../../lib/sql.ts";

/**
 * A company on monthly terms books on credit (README "Company accounts": "Booking for a company, approval and
 * credit"). Called in the order's transaction: the company's row is locked first (FOR UPDATE), so two orders of one
 * company count their open amount one after the other and the last rupee of the limit goes to one of them.
 *
 * - An **overdue** statement (due, unpaid) stops rides on the account.
 * - The **open amount**: the company's rides on its account (`on_account`) not cancelled, whose pickup month (IST) has
 *   no paid statement yet. A ride stays open until the statement of its month is paid; a cancelled one frees its
 *   share at once (its invoice, if any, has a credit note). This ride plus the open amount must fit the limit.
 */
export async function assertCompanyCredit(tx: Tx, input: { companyId: string; amountPaise: number; now: Date }) {
  const company = await q1<{ credit_limit_paise: number | string }>(
    tx,
    sql`SELECT credit_limit_paise FROM companies WHERE id = ${input.companyId} FOR UPDATE`,
  );
  if (!company) throw new AppError(404, "Company not found", "not_found");
  const overdue = await q1<{ id: string }>(
    tx,
    sql`SELECT id FROM company_statements
        WHERE company_id = ${input.companyId} AND paid_at IS NULL AND due_at < ${input.now} LIMIT 1`,
  );
  if (overdue) throw new AppError(409, O.overdue, "statement_overdue");
  const open = await openCreditPaise(tx, input.companyId);
  const remaining = Number(company.credit_limit_paise) - open;
  if (input.amountPaise > remaining)
    throw new AppError(409, O.overCredit(remaining), "credit_limit", undefined, {
      remainingPaise: Math.max(0, remaining),
    });
}

/** The company's open amount on credit (the rule above), in paise. */
export async function openCreditPaise(tx: Tx, companyId: string): Promise<number> {
  const row = await q1<{ open: number | string }>(
    tx,
    sql`SELECT coalesce(sum(b.amount_paise), 0)::bigint AS open FROM bookings b
        WHERE b.company_id = ${companyId} AND b.payment_status = 'on_account' AND b.status <> 'cancelled'
          AND NOT EXISTS (SELECT 1 FROM company_statements s
            WHERE s.company_id = b.company_id AND s.paid_at IS NOT NULL
              AND s.period = to_char(b.start_time AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM'))`,
  );
  return Number(row?.open ?? 0);
}
