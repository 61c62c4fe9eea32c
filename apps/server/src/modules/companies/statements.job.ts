import type { AppContext } from "../../context.ts";
import type { JobDefinition } from "../../jobs/scheduler.ts";
import { istMonth } from "./csv.ts";
import { companiesDue } from "./statements.repository.ts";
import { issueStatement } from "./statements.service.ts";

/**
 * `companies.statements` (docs/ARCHITECTURE.md section 2): hourly, once per slot across instances. From the 1st of a
 * month (IST) it issues the month before's statement of every company on monthly terms that has invoices or credit
 * notes on account in it and no statement yet; an instance down on the 1st catches up at its next slot, and a
 * statement is issued once whatever runs it (issueStatement).
 */
export async function issueDueStatements(ctx: AppContext): Promise<string> {
  const period = istMonth(ctx.clock.now(), -1);
  const due = await companiesDue(ctx.db, period);
  let issued = 0;
  for (const companyId of due) {
    try {
      await issueStatement(ctx, companyId, period);
      issued++;
    } catch (e) {
      ctx.log.error({ err: e, companyId, period }, "statement not issued");
    }
  }
  return `${period}: ${issued} of ${due.length} issued`;
}

export const companyJobs = (ctx: AppContext): JobDefinition[] => [
  { name: "companies.statements", everyMs: 3_600_000, run: () => issueDueStatements(ctx) },
];
