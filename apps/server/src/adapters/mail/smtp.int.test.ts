import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { smtpMailTransport } from "./smtp.ts";
import { createTestApp } from "../../../test/helpers.ts";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server (the smtp-server package) on 127.0.0.1 receiving what the adapter sends. */
describe("SMTP mail adapter", () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;
  let failNext = false;
  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        let raw = "";
        stream.on("data", (c: Buffer) => (raw += c.toString("utf8")));
        stream.on("end", () => {
          if (failNext) {
            failNext = false;
            const err = Object.assign(new Error("Mailbox busy"), { responseCode: 451 });
            return callback(err);
          }
          received.push({
            from: session.envelope.mailFrom ? (session.envelope.mailFrom as { address: string }).address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends a multipart e-mail with the text and HTML parts from MAIL_FROM", async () => {
    const mail = smtpMailTransport({ url: `smtp://127.0.0.1:${port}`, from: "Sarathi Luxe <rides@example.in>" });
    await mail.send({
      to: "rider@example.in",
      subject: "Reset your password",
      text: "Plain part",
      html: "<p>HTML part</p>",
    });
    await mail.close?.();
    const m = received.at(-1)!;
    expect(m.from).toBe("rides@example.in");
    expect(m.to).toEqual(["rider@example.in"]);
    expect(m.raw).toMatch(/Subject: Reset your password/);
    expect(m.raw).toMatch(/multipart\/alternative/);
    expect(m.raw).toContain("Plain part");
    expect(m.raw).toContain("<p>HTML part</p>");
  });

  it("throws when the server refuses, so the sender retries", async () => {
    const mail = smtpMailTransport({ url: `smtp://127.0.0.1:${port}`, from: "rides@example.in" });
    failNext = true;
    await expect(mail.send({ to: "rider@example.in", subject: "s", text: "t" })).rejects.toThrow();
    await mail.close?.();
  });

  it("the app configured with SMTP_URL delivers the reset e-mail through the server", async () => {
    const t = await createTestApp({
      config: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Sarathi Luxe <rides@example.in>" },
    });
    try {
      // registration needs the OTP, which the dev outbox no longer shows: read the SMS row directly
      const phone = "+919812345670";
      const email = "smtp-rider@example.in";
      await t.app.inject({
        method: "POST",
        url: "/api/v1/user/register",
        payload: { name: "S", email, phone, password: "Sarathi#2025" },
      });
      await t.database.query("UPDATE users SET status = 'active' WHERE phone = $1", [phone]);
      await t.app.inject({ method: "POST", url: "/api/v1/user/password/forgot", payload: { email } });
      await t.app.ctx.scheduler.runNow("outbox-delivery");
      const m = received.find((r) => r.to.includes(email));
      // SMTP alone leaves SMS and payments embedded: a demo, whose e-mails say so (docs/security.md §1)
      expect(m?.raw).toMatch(/Subject: \[Demo\] Reset your Sarathi Luxe password/);
      expect(m?.raw).toMatch(/text\/html/);
      expect(m?.raw).toMatch(/text\/plain/);
      const [row] = await t.database.query<{ status: string }>(
        "SELECT status FROM outbox_messages WHERE to_address = $1",
        [email],
      );
      expect(row.status).toBe("sent");
    } finally {
      await t.close();
    }
  });
});
