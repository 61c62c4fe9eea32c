import type { Locale } from "@chauffeur/contracts";
import { translator } from "../../lib/i18n.ts";

/**
 * Branded e-mails: a real HTML part (table layout and inline styles, which mail clients need) plus a plain-text part.
 * Every dynamic value is escaped; links are absolute, built from PUBLIC_BASE_URL by the caller.
 */
export interface Brand {
  name: string;
  supportPhone: string;
  supportEmail: string;
  address: string;
  baseUrl: string;
}
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

interface Block {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/** The branded frame, its own words in `locale` (English as before). */
function render(brand: Brand, subject: string, b: Block, locale: Locale = "en-IN"): RenderedEmail {
  const tr = translator(locale, "notifications");
  const EMAIL = "\u0000email\u0000"; // where the support address's link goes in the translated help line
  const help = tr("email.frame.help", { phone: brand.supportPhone, email: EMAIL });
  const p = (t: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:24px;color:#262a35">${escapeHtml(t)}</p>`;
  const button = b.action
    ? `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 24px"><tr><td style="border-radius:999px;background:#c29a4a">
<a href="${escapeHtml(b.action.url)}" style="display:inline-block;padding:13px 28px;font-weight:600;font-size:15px;color:#07080b;text-decoration:none;border-radius:999px">${escapeHtml(b.action.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b7080">${escapeHtml(tr("email.frame.buttonFallback"))}<br><a href="${escapeHtml(b.action.url)}" style="color:#7a5e22;word-break:break-all">${escapeHtml(b.action.url)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="${locale === "en-IN" ? "en" : locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f7f4ec;font-family:Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f7f4ec;padding:32px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden;border:1px solid #ece6d6">
<tr><td style="background:#07080b;padding:24px 32px">
<span style="font-family:Georgia,serif;font-size:22px;color:#e6cf9a;letter-spacing:0.5px">${escapeHtml(brand.name)}</span>
<div style="font-size:11px;letter-spacing:3px;text-transform:uppercase;color:#b9bcc6;margin-top:4px">${escapeHtml(tr("email.frame.tagline"))}</div>
</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;font-family:Georgia,serif;font-weight:normal;font-size:26px;color:#0e1016">${escapeHtml(b.heading)}</h1>
${b.paragraphs.map(p).join("\n")}
${button}
${b.footnote ? `<p style="margin:0;font-size:13px;line-height:20px;color:#6b7080">${escapeHtml(b.footnote)}</p>` : ""}
</td></tr>
<tr><td style="background:#fdfcf9;border-top:1px solid #ece6d6;padding:20px 32px;font-size:12px;line-height:18px;color:#6b7080">
${escapeHtml(help).replace(EMAIL, `<a href="mailto:${escapeHtml(brand.supportEmail)}" style="color:#7a5e22">${escapeHtml(brand.supportEmail)}</a>`)}<br>${escapeHtml(brand.address)}
</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    brand.name.toUpperCase(),
    "",
    b.heading,
    "",
    ...b.paragraphs.flatMap((t) => [t, ""]),
    ...(b.action ? [`${b.action.label}: ${b.action.url}`, ""] : []),
    ...(b.footnote ? [b.footnote, ""] : []),
    "--",
    help.replace(EMAIL, brand.supportEmail),
    brand.address,
  ].join("\n");
  return { subject, text, html };
}

/** "Hello {name}," in a language ("Hello there," without a name). */
const helloIn = (locale: Locale, name: string | null | undefined) => {
  const tr = translator(locale, "notifications");
  return name?.trim() ? tr("email.hello", { name: name.trim() }) : tr("email.helloAnonymous");
};

export const emails = {
  /** in the rider's language */
  passwordReset: (brand: Brand, name: string | null, url: string, minutes: number, locale: Locale = "en-IN") => {
    const tr = translator(locale, "notifications");
    return render(
      brand,
      tr("email.reset.subject", { brand: brand.name }),
      {
        heading: tr("email.reset.heading"),
        paragraphs: [helloIn(locale, name), tr("email.reset.body", { brand: brand.name, minutes })],
        action: { label: tr("email.reset.action"), url },
        footnote: tr("email.reset.footnote"),
      },
      locale,
    );
  },
  /** the account e-mails below: in the rider's language too (English as before, letter for letter) */
  passwordChanged: (brand: Brand, name: string | null, locale: Locale = "en-IN") => {
    const tr = translator(locale, "notifications");
    return render(
      brand,
      tr("email.passwordChanged.subject", { brand: brand.name }),
      {
        heading: tr("email.passwordChanged.heading"),
        paragraphs: [helloIn(locale, name), tr("email.passwordChanged.body"), tr("email.passwordChanged.notYou")],
        action: { label: tr("email.action.login"), url: `${brand.baseUrl}/auth` },
      },
      locale,
    );
  },
  deletionRequested: (
    brand: Brand,
    name: string | null,
    recoverBy: string,
    purgeOn: string,
    locale: Locale = "en-IN",
  ) => {
    const tr = translator(locale, "notifications");
    return render(
      brand,
      tr("email.deletion.subject", { brand: brand.name }),
      {
        heading: tr("email.deletion.heading"),
        paragraphs: [
          helloIn(locale, name),
          tr("email.deletion.body"),
          tr("email.deletion.recover", { recoverBy, purgeOn }),
        ],
        action: { label: tr("email.deletion.action"), url: `${brand.baseUrl}/user/recover-account` },
      },
      locale,
    );
  },
  accountRecovered: (brand: Brand, name: string | null, locale: Locale = "en-IN") => {
    const tr = translator(locale, "notifications");
    return render(
      brand,
      tr("email.recovered.subject", { brand: brand.name }),
      {
        heading: tr("email.recovered.heading"),
        paragraphs: [helloIn(locale, name), tr("email.recovered.body")],
        action: { label: tr("email.action.login"), url: `${brand.baseUrl}/auth` },
      },
      locale,
    );
  },
  emailChanged: (brand: Brand, name: string | null, newEmail: string, locale: Locale = "en-IN") => {
    const tr = translator(locale, "notifications");
    return render(
      brand,
      tr("email.emailChanged.subject", { brand: brand.name }),
      {
        heading: tr("email.emailChanged.heading"),
        paragraphs: [helloIn(locale, name), tr("email.emailChanged.body", { email: newEmail }), tr("email.notYou")],
      },
      locale,
    );
  },
  /** to the NEW address: the link that makes the change */
  emailChangeConfirm: (brand: Brand, name: string | null, url: string, hours: number, locale: Locale = "en-IN") => {
    const tr = translator(locale, "notifications");
    return render(
      brand,
      tr("email.changeConfirm.subject", { brand: brand.name }),
      {
        heading: tr("email.changeConfirm.heading"),
        paragraphs: [helloIn(locale, name), tr("email.changeConfirm.body", { brand: brand.name, hours })],
        action: { label: tr("email.changeConfirm.action"), url },
        footnote: tr("email.changeConfirm.footnote"),
      },
      locale,
    );
  },
  /** to the OLD address: a change was asked for (it is made only once the new address confirms) */
  emailChangeRequested: (brand: Brand, name: string | null, newEmail: string, locale: Locale = "en-IN") => {
    const tr = translator(locale, "notifications");
    return render(
      brand,
      tr("email.changeRequested.subject", { brand: brand.name }),
      {
        heading: tr("email.changeRequested.heading"),
        paragraphs: [
          helloIn(locale, name),
          tr("email.changeRequested.body", { email: newEmail }),
          tr("email.changeRequested.notYou"),
        ],
        action: { label: tr("email.changeRequested.action"), url: `${brand.baseUrl}/user/edit` },
      },
      locale,
    );
  },
};

export const smsTexts = {
  /** in the rider's language (catalogue `notifications`, key `sms.otp`; decision record 017) */
  otp: (brand: string, code: string, minutes: number, locale: Locale = "en-IN") =>
    translator(locale, "notifications")("sms.otp", { code, brand, minutes }),
  /** to the OLD number once a phone change is made */
  phoneChanged: (brand: string, masked: string, supportPhone: string, locale: Locale = "en-IN") =>
    translator(locale, "notifications")("sms.phoneChanged", { brand, masked, supportPhone }),
};
