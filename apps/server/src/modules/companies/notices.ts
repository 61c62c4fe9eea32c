import { sql } from "drizzle-orm";
import { companyPages, type CompanyRole, type Locale } from "@chauffeur/contracts";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { localeOf, templateIn, translator } from "../../lib/i18n.ts";
import { q1 } from "../../lib/sql.ts";
import { notify } from "../notifications/index.ts";

/**
 * The company accounts' messages (catalogue `notifications`, keys `company.*`, in en-IN, hi-IN and or-IN): an
 * invitation's link by e-mail and SMS, and an application's decision. Links are absolute, built from PUBLIC_BASE_URL,
 * never from the request's Host header.
 */
type Ctx = Pick<AppContext, "config">;
const baseUrl = (ctx: Ctx) => ctx.config.PUBLIC_BASE_URL.replace(/\/+$/, "");

/** The language of the person an invitation goes to: their account's, when one has this e-mail or phone. */
async function languageOf(db: DbOrTx, email: string, phone: string): Promise<Locale> {
  const row = await q1<{ language: string }>(
    db,
    sql`SELECT language FROM users WHERE lower(email) = lower(${email}) OR phone = ${phone}
        ORDER BY (lower(email) = lower(${email})) DESC LIMIT 1`,
  );
  return localeOf(row?.language);
}

export async function sendInvitation(
  ctx: Ctx,
  tx: DbOrTx,
  p: {
    token: string;
    name: string;
    email: string;
    phone: string;
    role: CompanyRole;
    company: string;
    days: number;
    inviter: string | null;
  },
) {
  const locale = await languageOf(tx, p.email, p.phone);
  const t = translator(locale, "notifications");
  const url = `${baseUrl(ctx)}${companyPages.join(p.token)}`;
  const v = {
    brand: ctx.config.BUSINESS_NAME,
    company: p.company,
    inviter: p.inviter ?? t("company.invite.ourTeam"),
    role: t(`company.role.${p.role}`),
    days: p.days,
    url,
  };
  const hello = t("email.hello", { name: p.name });
  await notify(ctx, tx, {
    to: { email: p.email, phone: p.phone },
    event: "company.invitation",
    email: {
      subject: t("company.invite.subject", v),
      text: [
        hello,
        "",
        t("company.invite.body", v),
        t("company.invite.validity", v),
        "",
        t("company.invite.action", v),
        "",
        t("company.invite.notYou"),
      ].join("\n"),
      template: "company-invitation",
    },
    sms: { text: t("company.invite.sms", v), template: templateIn("company-invitation", locale) },
  });
}

interface Applicant {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
}
async function applicantLanguage(db: DbOrTx, userId: string) {
  return localeOf((await q1<{ language: string }>(db, sql`SELECT language FROM users WHERE id = ${userId}`))?.language);
}
const helloIn = (locale: Locale, name: string | null) => {
  const t = translator(locale, "notifications");
  return name?.trim() ? t("email.hello", { name: name.trim() }) : t("email.helloAnonymous");
};

export async function sendApplicationApproved(ctx: Ctx, tx: DbOrTx, to: Applicant, company: string) {
  const locale = await applicantLanguage(tx, to.id);
  const t = translator(locale, "notifications");
  const v = { brand: ctx.config.BUSINESS_NAME, company, url: `${baseUrl(ctx)}${companyPages.portal}` };
  await notify(ctx, tx, {
    to: { userId: to.id, email: to.email, phone: to.phone },
    event: "company.application-approved",
    email: {
      subject: t("company.approved.subject", v),
      text: [helloIn(locale, to.name), "", t("company.approved.body", v)].join("\n"),
      template: "company-application-approved",
    },
    sms: { text: t("company.approved.sms", v), template: templateIn("company-application-approved", locale) },
  });
}

export async function sendApplicationDeclined(ctx: Ctx, tx: DbOrTx, to: Applicant, company: string, reason: string) {
  const locale = await applicantLanguage(tx, to.id);
  const t = translator(locale, "notifications");
  const v = { brand: ctx.config.BUSINESS_NAME, company, reason, phone: ctx.config.BUSINESS_PHONE };
  await notify(ctx, tx, {
    to: { userId: to.id, email: to.email, phone: to.phone },
    event: "company.application-declined",
    email: {
      subject: t("company.declined.subject", v),
      text: [helloIn(locale, to.name), "", t("company.declined.body", v), "", t("email.questions", v)].join("\n"),
      template: "company-application-declined",
    },
    sms: { text: t("company.declined.sms", v), template: templateIn("company-application-declined", locale) },
  });
}
