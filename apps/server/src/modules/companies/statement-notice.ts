import { STATEMENT_DUE_DAYS, type CompanyStatement } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { localeOf, translator } from "../../lib/i18n.ts";
import { notify } from "../notifications/index.ts";
import type { CompanyBilling } from "./trips.service.ts";

/**
 * The monthly statement to the company's billing e-mail (catalogue `notifications`, keys `company.statement.*`): the
 * PDF and the CSV attached, written to the outbox in the statement's transaction. Companies have no language of their
 * own: English (India).
 */
const inr = (paise: number) =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium" });

export async function sendStatement(
  ctx: Pick<AppContext, "config">,
  tx: DbOrTx,
  company: CompanyBilling,
  s: CompanyStatement,
  docs: { pdf: Buffer; csv: string },
) {
  const t = translator(localeOf(null), "notifications");
  const v = {
    brand: ctx.config.BUSINESS_NAME,
    company: company.legal_name,
    number: s.number,
    period: s.period,
    amount: inr(Math.max(0, s.amountDuePaise)),
    dueDate: day(s.dueAt),
    days: STATEMENT_DUE_DAYS,
  };
  const file = s.number.replace(/\//g, "-");
  await notify(ctx, tx, {
    to: { email: company.billing_email },
    event: "company.statement",
    email: () => ({
      subject: t("company.statement.subject", v),
      text: [
        t("email.helloAnonymous"),
        "",
        t("company.statement.body", v),
        t("company.statement.pay", v),
        "",
        t("company.statement.notTax"),
      ].join("\n"),
      template: "company-statement",
      attachments: [
        {
          filename: `statement-${file}.pdf`,
          contentType: "application/pdf",
          contentBase64: docs.pdf.toString("base64"),
        },
        {
          filename: `statement-${file}.csv`,
          contentType: "text/csv",
          contentBase64: Buffer.from(docs.csv).toString("base64"),
        },
      ],
    }),
  });
}
