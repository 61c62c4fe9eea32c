/**
 * Messages of a demo installation say so (docs/security.md §1): every SMS starts with "[DEMO] ", every e-mail's subject
 * with "[Demo] " and its body with a line saying it comes from a demo. Applied where a message leaves the application —
 * the sender, for every transport, and the outbox listing, which is the embedded transports' mailbox — so every
 * message, whichever module wrote it, is marked the same way. Each channel (`channels/`) names its marking here.
 */
export const DEMO_SMS_PREFIX = "[DEMO] ";
export const DEMO_EMAIL_PREFIX = "[Demo] ";
export const DEMO_EMAIL_LINE =
  "Demo message: sent by a demonstration installation, not by a live service. Nothing in it was charged or booked for real.";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const DEMO_HTML_BANNER = `<div style="background:#e6cf9a;color:#07080b;padding:10px 16px;font:600 14px/20px Helvetica,Arial,sans-serif;text-align:center">${escapeHtml(DEMO_EMAIL_LINE)}</div>`;

interface MessageText {
  subject: string | null;
  text: string;
  html: string | null;
}

/** An SMS as a demo sends it (never marked twice). */
export function demoMarkedSms(m: MessageText): MessageText {
  return {
    subject: m.subject,
    text: m.text.startsWith(DEMO_SMS_PREFIX) ? m.text : DEMO_SMS_PREFIX + m.text,
    html: m.html,
  };
}

/** An e-mail as a demo sends it: subject, body and HTML banner (never marked twice). */
export function demoMarkedEmail(m: MessageText): MessageText {
  const subject = m.subject ?? "";
  return {
    subject: subject.startsWith(DEMO_EMAIL_PREFIX) ? subject : DEMO_EMAIL_PREFIX + subject,
    text: m.text.startsWith(DEMO_EMAIL_LINE) ? m.text : `${DEMO_EMAIL_LINE}\n\n${m.text}`,
    html:
      m.html === null || m.html.includes(DEMO_HTML_BANNER)
        ? m.html
        : /<body[^>]*>/i.test(m.html)
          ? m.html.replace(/<body[^>]*>/i, (tag) => tag + DEMO_HTML_BANNER)
          : DEMO_HTML_BANNER + m.html,
  };
}
