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

/** The branded frame, its own words in `locale` (issue 18; English as before). */
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

const hello = (name: string | null | undefined) => `Hello ${name?.trim() || "there"},`;

/** "Hello {name}," in a language ("Hello there," without a name). */
const helloIn = (locale: Locale, name: string | null | undefined) => {
  const tr = translator(locale, "notifications");
  return name?.trim() ? tr("email.hello", { name: name.trim() }) : tr("email.helloAnonymous");
};

export const emails = {
  /** in the rider's language (issue 18) */
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
  passwordChanged: (brand: Brand, name: string | null) =>
    render(brand, `Your ${brand.name} password was changed`, {
      heading: "Your password was changed",
      paragraphs: [
        hello(name),
        "The password of your account was just reset and every device that was signed in has been signed out.",
        "If this was not you, call us right away so we can secure your account.",
      ],
      action: { label: "Login", url: `${brand.baseUrl}/auth` },
    }),
  deletionRequested: (brand: Brand, name: string | null, recoverBy: string, purgeOn: string) =>
    render(brand, `Your ${brand.name} account is scheduled for deletion`, {
      heading: "Account deletion requested",
      paragraphs: [
        hello(name),
        `We received a request to delete your account. You have been signed out everywhere.`,
        `You can recover the account yourself until ${recoverBy}. After that, please contact support; on ${purgeOn} your personal data will be erased for good.`,
      ],
      action: { label: "Recover Account", url: `${brand.baseUrl}/user/recover-account` },
    }),
  accountRecovered: (brand: Brand, name: string | null) =>
    render(brand, `Your ${brand.name} account was recovered`, {
      heading: "Welcome back",
      paragraphs: [
        hello(name),
        "Your account has been recovered and is active again. You can login with your phone number and password.",
      ],
      action: { label: "Login", url: `${brand.baseUrl}/auth` },
    }),
  emailChanged: (brand: Brand, name: string | null, newEmail: string) =>
    render(brand, `The e-mail address of your ${brand.name} account was changed`, {
      heading: "Your e-mail address was changed",
      paragraphs: [
        hello(name),
        `Your account's e-mail address was changed to ${newEmail}.`,
        "If this was not you, call us right away.",
      ],
    }),
  /** to the NEW address: the link that makes the change */
  emailChangeConfirm: (brand: Brand, name: string | null, url: string, hours: number) =>
    render(brand, `Confirm your new ${brand.name} e-mail address`, {
      heading: "Confirm your new e-mail address",
      paragraphs: [
        hello(name),
        `Someone asked to use this address for a ${brand.name} account. The change is made only when you open the link below; it works once, for ${hours} hours.`,
      ],
      action: { label: "Confirm E-mail Address", url },
      footnote: "If you did not ask for this, ignore this e-mail: nothing changes.",
    }),
  /** to the OLD address: a change was asked for (it is made only once the new address confirms) */
  emailChangeRequested: (brand: Brand, name: string | null, newEmail: string) =>
    render(brand, `A change of your ${brand.name} e-mail address was requested`, {
      heading: "E-mail change requested",
      paragraphs: [
        hello(name),
        `We received a request to change your account's e-mail address to ${newEmail}. It takes effect only when the link we sent to that address is opened.`,
        "If this was not you, change your password and call us right away; you can also cancel the change in Edit Profile.",
      ],
      action: { label: "Edit Profile", url: `${brand.baseUrl}/user/edit` },
    }),
};

export const smsTexts = {
  /** in the rider's language (catalogue `notifications`, key `sms.otp`; decision record 017) */
  otp: (brand: string, code: string, minutes: number, locale: Locale = "en-IN") =>
    translator(locale, "notifications")("sms.otp", { code, brand, minutes }),
  /** to the OLD number once a phone change is made */
  phoneChanged: (brand: string, masked: string, supportPhone: string, locale: Locale = "en-IN") =>
    translator(locale, "notifications")("sms.phoneChanged", { brand, masked, supportPhone }),
};
