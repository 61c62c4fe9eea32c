import { sql } from "drizzle-orm";
import type { CompanyStatement } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { q1 } from "../../lib/sql.ts";
import { NOT_FOUND, toStatement } from "./statements.service.ts";
import { STATEMENT_COLUMNS, type StatementRow } from "./statements.repository.ts";

/**
 * A bank payment an operator records against a company's statement (the console): payments add up; the statement is
 * paid once they reach the amount due; more than what is still due is refused (400), nothing recorded. Audited.
 */
export interface StatementPayment {
  amountPaise: number;
  bankReference: string;
  receivedOn: string;
}

export async function recordStatementPayment(
  ctx: Pick<AppContext, "db" | "clock">,
  operatorId: string,
  companyId: string,
  statementId: string,
  p: StatementPayment,
): Promise<CompanyStatement> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await q1<StatementRow>(
      tx,
      sql`SELECT ${STATEMENT_COLUMNS} FROM company_statements WHERE id = ${statementId} AND company_id = ${companyId}
          FOR UPDATE`,
    );
    if (!row) throw notFound(NOT_FOUND);
    const outstanding = Number(row.amount_due_paise) - Number(row.paid_paise);
    if (p.amountPaise > outstanding) {
      throw badRequest(
        outstanding > 0
          ? `More than the ${(outstanding / 100).toFixed(2)} rupees still due on this statement`
          : "This statement is paid already",
        { amountPaise: ["More than what is due"] },
      );
    }
    await tx.execute(
      sql`INSERT INTO company_statement_payments (statement_id, amount_paise, bank_reference, received_on, recorded_by,
            recorded_at)
          VALUES (${statementId}, ${p.amountPaise}, ${p.bankReference}, ${p.receivedOn}::date, ${operatorId},
            ${now.toISOString()}::timestamptz)`,
    );
    const updated = (await q1<StatementRow>(
      tx,
      sql`UPDATE company_statements SET paid_paise = paid_paise + ${p.amountPaise},
            paid_at = CASE WHEN paid_paise + ${p.amountPaise} >= amount_due_paise THEN ${now.toISOString()}::timestamptz
                      ELSE paid_at END
          WHERE id = ${statementId} RETURNING ${STATEMENT_COLUMNS}`,
    ))!;
    await writeAudit(tx, {
      actorUserId: operatorId,
      action: "company.statement_payment",
      entity: "company",
      entityId: companyId,
      before: { paidPaise: Number(row.paid_paise) },
      after: { paidPaise: Number(updated.paid_paise), paid: updated.paid_at !== null },
      detail: { statement: row.number, ...p },
    });
    return toStatement(updated, now);
  });
}
