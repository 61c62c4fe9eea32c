/**
 * Messages of a demo installation say so (docs/security.md §1): every SMS starts with "[DEMO] ", every e-mail's subject
 * with "[Demo] " and its body with a line saying it comes from a demo. Applied where a message leaves the application —
 * the sender, for every transport, and the outbox listing, which is the embedded transports' mailbox — so every
 * message, whichever module wrote it, is marked the same way.
 */
export const DEMO_SMS_PREFIX = "[DEMO] ";
export const DEMO_EMAIL_PREFIX = "[Demo] ";
export const DEMO_EMAIL_LINE =
  "Demo message: sent by a demonstration installation, not by a live service. Nothing in it was charged or booked for real.";

interface Message {
  channel: "sms" | "email";
  subject: string | null;
  text: string;
  html: string | null;
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const DEMO_HTML_BANNER = `<div style="background:#e6cf9a;color:#07080b;padding:10px 16px;font:600 14px/20px Helvetica,Arial,sans-serif;text-align:center">${escapeHtml(DEMO_EMAIL_LINE)}</div>`;

/** The message as a demo sends it (unchanged outside demo mode; never marked twice). */
export function demoMarked<M extends Message>(m: M, demo: boolean): Pick<M, "subject" | "text" | "html"> {
  if (!demo) return { subject: m.subject, text: m.text, html: m.html };
  if (m.channel === "sms")
    return {
      subject: m.subject,
      text: m.text.startsWith(DEMO_SMS_PREFIX) ? m.text : DEMO_SMS_PREFIX + m.text,
      html: m.html,
    };
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
