import nodemailer from "nodemailer";
import type { MailTransport } from "./types.ts";

/** SMTP through nodemailer (SMTP_URL such as smtps://user:pass@smtp.example.in:465, MAIL_FROM as the sender). */
export function smtpMailTransport(opts: { url: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport(opts.url);
  return {
    kind: "smtp",
    async send(msg) {
      await transporter.sendMail({
        from: opts.from,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html ?? undefined,
        attachments: (msg.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, "base64"),
        })),
      });
    },
    async close() {
      transporter.close();
    },
  };
}
