import { DEFAULT_LOCALE, type Locale } from "@chauffeur/contracts";
import { formatRupees2 } from "@chauffeur/contracts/i18n/format";
import { translator } from "../../lib/i18n.ts";

/**
 * Messages of the extras (README "The day of the ride", decision record 010): the extras due after a trip, the
 * receipt with the supplementary invoice, and an hourly rental's extension asked, accepted or declined. Plain text;
 * every amount is the line the rider reads, never a figure without its label.
 */
const rupees2 = (paise: number) =>
  `₹${(paise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** money in the rider's language: English as before ("₹1,234.00"), Hindi and Odia through contracts' format.ts */
const moneyIn = (locale: Locale) => (locale === DEFAULT_LOCALE ? rupees2 : (p: number) => formatRupees2(p, locale));
const hello = (locale: Locale, name: string | null | undefined) => {
  const t = translator(locale, "notifications");
  return name?.trim() ? t("email.hello", { name: name.trim() }) : t("email.helloAnonymous");
};
type Line = { label: string; amountPaise: number };
const itemised = (locale: Locale, lines: Line[]) =>
  lines.map((l) =>
    translator(locale, "notifications")("extras.line", { label: l.label, amount: moneyIn(locale)(l.amountPaise) }),
  );

/**
 * In the rider's language (`locale`, the profile's; keys `extras.*`); English is the text sent before,
 * letter for letter. The lines' labels are the booking's own (as recorded).
 */
export const extrasTexts = {
  dueEmail: (p: {
    brand: string;
    name: string | null;
    reference: string;
    lines: Line[];
    duePaise: number;
    url: string;
    locale?: Locale;
  }) => {
    const locale = p.locale ?? DEFAULT_LOCALE;
    const t = translator(locale, "notifications");
    return {
      subject: t("extras.due.subject", { reference: p.reference }),
      text: [
        hello(locale, p.name),
        "",
        t("extras.due.intro", { reference: p.reference }),
        "",
        ...itemised(locale, p.lines),
        "",
        t("extras.due.total", { amount: moneyIn(locale)(p.duePaise) }),
        "",
        t("extras.due.pay", { url: p.url }),
        t("extras.due.invoiceNote"),
        "",
        t("extras.due.questions", { brand: p.brand }),
      ].join("\n"),
    };
  },
  dueSms: (p: { brand: string; reference: string; duePaise: number; url: string; locale?: Locale }) => {
    const locale = p.locale ?? DEFAULT_LOCALE;
    return translator(locale, "notifications")("extras.due.sms", {
      brand: p.brand,
      amount: moneyIn(locale)(p.duePaise),
      reference: p.reference,
      url: p.url,
    });
  },
  paidEmail: (p: {
    brand: string;
    name: string | null;
    reference: string;
    lines: Line[];
    paidPaise: number;
    invoiceNumber: string;
    url: string;
    locale?: Locale;
  }) => {
    const locale = p.locale ?? DEFAULT_LOCALE;
    const t = translator(locale, "notifications");
    return {
      subject: t("extras.paid.subject", { reference: p.reference }),
      text: [
        hello(locale, p.name),
        "",
        t("extras.paid.intro", { amount: moneyIn(locale)(p.paidPaise), reference: p.reference }),
        "",
        ...itemised(locale, p.lines),
        "",
        t("extras.paid.invoice", { number: p.invoiceNumber, url: p.url }),
        "",
        t("extras.paid.thanks", { brand: p.brand }),
      ].join("\n"),
    };
  },
  paidSms: (p: { brand: string; reference: string; paidPaise: number; invoiceNumber: string; locale?: Locale }) => {
    const locale = p.locale ?? DEFAULT_LOCALE;
    return translator(locale, "notifications")("extras.paid.sms", {
      brand: p.brand,
      amount: moneyIn(locale)(p.paidPaise),
      reference: p.reference,
      number: p.invoiceNumber,
    });
  },
  /**
   * to the chauffeur, in the chauffeur's language (`chauffeurs.language`, migration 1101); without the rider's first
   * name, "The rider" in that language
   */
  extensionAskedChauffeur: (p: {
    brand: string;
    reference: string;
    hours: number;
    riderFirstName: string | null;
    locale?: Locale;
  }) => {
    const t = translator(p.locale ?? DEFAULT_LOCALE, "notifications");
    return t("chauffeur.extensionAsked", {
      brand: p.brand,
      rider: p.riderFirstName || t("chauffeur.theRider"),
      hours: p.hours,
      reference: p.reference,
    });
  },
  extensionAcceptedRider: (p: {
    brand: string;
    reference: string;
    hours: number;
    amountPaise: number;
    endsAt: string;
    locale?: Locale;
  }) => {
    const locale = p.locale ?? DEFAULT_LOCALE;
    return translator(locale, "notifications")("extras.extensionAccepted.sms", {
      brand: p.brand,
      hours: p.hours,
      reference: p.reference,
      endsAt: p.endsAt,
      amount: moneyIn(locale)(p.amountPaise),
    });
  },
  extensionDeclinedRider: (p: { brand: string; reference: string; hours: number; phone: string; locale?: Locale }) =>
    translator(p.locale ?? DEFAULT_LOCALE, "notifications")("extras.extensionDeclined.sms", {
      brand: p.brand,
      reference: p.reference,
      hours: p.hours,
      phone: p.phone,
    }),
};
