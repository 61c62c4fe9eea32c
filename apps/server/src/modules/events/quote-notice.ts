import { sql } from "drizzle-orm";
import { eventPages, type Locale } from "@chauffeur/contracts";
import { formatDateTime, formatRupees } from "@chauffeur/contracts/i18n/format";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { localeOf, templateIn, translator } from "../../lib/i18n.ts";
import { q1 } from "../../lib/sql.ts";
import { notify } from "../notifications/index.ts";
import type { EventRow, QuoteRow } from "./events.repository.ts";
import { quoteLinkToken } from "./quote-link.ts";

/**
 * The quote's message to the client (catalogue `notifications`, keys `event.quote.*`, in en-IN, hi-IN and or-IN):
 * an SMS and an e-mail with the signed link (`eventPages.quote`, absolute from PUBLIC_BASE_URL, never from the
 * request's Host), written to the outbox in the sending transaction.
 */
type Ctx = AppContext;

/** The quote's link as the client gets it. */
export const quoteUrl = (ctx: Ctx, quote: QuoteRow) =>
  `${ctx.config.PUBLIC_BASE_URL.replace(/\/+$/, "")}${eventPages.quote(quote.id, quoteLinkToken(ctx, quote))}`;

/** The client's language: their account's (by the event's rider, else a rider with this phone or e-mail), else English. */
async function clientLocale(db: DbOrTx, ev: EventRow): Promise<Locale> {
  const row = await q1<{ language: string }>(
    db,
    sql`SELECT language FROM users
      WHERE id = ${ev.clientUserId} OR phone = ${ev.clientPhone}
        OR (${ev.clientEmail}::text IS NOT NULL AND lower(email) = lower(${ev.clientEmail}))
      ORDER BY (id = ${ev.clientUserId}) DESC NULLS LAST LIMIT 1`,
  );
  return localeOf(row?.language);
}

/** Tells the client about a sent quote by SMS and e-mail; answers the link. */
export async function sendQuoteNotice(ctx: Ctx, tx: DbOrTx, ev: EventRow, quote: QuoteRow): Promise<string> {
  const locale = await clientLocale(tx, ev);
  const t = translator(locale, "notifications");
  const url = quoteUrl(ctx, quote);
  const day = (d: string) => formatDateTime(`${d}T12:00:00+05:30`, locale, "date");
  const v = {
    brand: ctx.config.BUSINESS_NAME,
    title: ev.title,
    reference: ev.reference,
    version: quote.version,
    dates: ev.dates.map(day).join(", "),
    total: formatRupees(quote.totalPaise, locale),
    deposit: formatRupees(quote.depositPaise, locale),
    validUntil: formatDateTime(quote.validUntil, locale, "date"),
    url,
  };
  await notify(ctx, tx, {
    to: { userId: ev.clientUserId, email: ev.clientEmail, phone: ev.clientPhone },
    event: "event.quote",
    email: {
      subject: t("event.quote.subject", v),
      text: [
        t("email.hello", { name: ev.clientName }),
        "",
        t("event.quote.body", v),
        t("event.quote.validity", v),
        "",
        t("event.quote.action", v),
      ].join("\n"),
      template: "event-quote",
    },
    sms: { text: t("event.quote.sms", v), template: templateIn("event-quote", locale) },
  });
  return url;
}
