import type { Transporter } from "nodemailer";
import type { MailTransport } from "./types.ts";

/** SMTP through nodemailer (SMTP_URL such as smtps://user:pass@smtp.example.in:465, MAIL_FROM as the sender). */
export function smtpMailTransport(opts: { url: string; from: string }): MailTransport {
  // nodemailer is loaded with the first message, not at start
  let transporter: Promise<Transporter> | undefined;
  const get = () =>
    (transporter ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(opts.url)));
  return {
    kind: "smtp",
    async send(msg) {
      await (
        await get()
      ).sendMail({
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
      if (transporter) (await transporter).close();
    },
  };
}
