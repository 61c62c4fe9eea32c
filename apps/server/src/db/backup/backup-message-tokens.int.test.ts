import { PassThrough, Readable } from "node:stream";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { openTestDatabase } from "../../../test/helpers.ts";
import type { Database } from "../client.ts";
import { outboxMessages } from "../schema/index.ts";
import { writeBackup } from "./dump.ts";
import { restoreBackup } from "./restore.ts";

/**
 * Message texts in backups (docs/security.md §7): a backup holds the messages sent, but not the live tokens of their
 * links (share links, password-reset and e-mail-confirmation links, payment-status tokens); the file still restores and
 * verifies.
 */
describe("backups: message texts without live tokens", () => {
  let source: Database;
  let target: Database;
  beforeAll(async () => {
    [source, target] = await Promise.all([openTestDatabase(), openTestDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([source.close(), target.close()]);
  });

  it("replaces the tokens of links in SMS and e-mail texts, and the backup restores and verifies", async () => {
    const tokens = ["ShareTok9f8e7d6c5b4a", "ResetTok1a2b3c4d5e6f", "ConfirmTok77aa88bb99", "PayTok0a1b2c3d4e5f"];
    const base = "https://luxe.example.in";
    const [sms] = await source.db
      .insert(outboxMessages)
      .values({
        channel: "sms",
        toAddress: "+919437000123",
        text: `Follow Priya's ride live: ${base}/shared-trip/${tokens[0]} - Sarathi Luxe`,
        status: "sent",
      })
      .returning();
    const [mail] = await source.db
      .insert(outboxMessages)
      .values({
        channel: "email",
        toAddress: "priya@example.in",
        subject: "Reset your password",
        text: `Reset: ${base}/auth/password/reset/${tokens[1]}\nConfirm: ${base}/user/confirm-email/${tokens[2]}`,
        html: `<a href="${base}/auth/password/reset/${tokens[1]}">Reset</a> <a href="${base}/payment-status?token=${tokens[3]}&b=1">Status</a>`,
        status: "pending",
      })
      .returning();

    let text = "";
    const out = new PassThrough();
    out.on("data", (d) => (text += String(d)));
    await writeBackup(source, out);
    for (const t of tokens) expect(text, t).not.toContain(t);
    expect(text).toContain(`${base}/shared-trip/[redacted] - Sarathi Luxe`);
    expect(text).toContain("/auth/password/reset/[redacted]");
    expect(text).toContain("/payment-status?token=[redacted]&b=1");

    const report = await restoreBackup(target, Readable.from([gzipSync(text)]), { force: true });
    expect(report.verification.every((r) => r.ok)).toBe(true);
    const [restored] = await target.db.select().from(outboxMessages).where(eq(outboxMessages.id, sms.id));
    expect(restored.text).toBe(`Follow Priya's ride live: ${base}/shared-trip/[redacted] - Sarathi Luxe`);
    const [restoredMail] = await target.db.select().from(outboxMessages).where(eq(outboxMessages.id, mail.id));
    expect(restoredMail.subject).toBe("Reset your password");
    expect(restoredMail.html).toContain('href="https://luxe.example.in/auth/password/reset/[redacted]"');
  });
});
