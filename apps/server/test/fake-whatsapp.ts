import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHmac } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "./helpers.ts";

export interface GraphRequest {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  body: Record<string, unknown>;
}

/**
 * A local fake of Meta's WhatsApp Graph API on 127.0.0.1: records every request and answers each message with a new
 * `wamid`, or with the error the test sets (Meta's error shape: { error: { code, message, … } }).
 */
export async function startFakeWhatsApp() {
  const requests: GraphRequest[] = [];
  let next = 0;
  const state: { error: { status: number; code: number; message: string } | null } = { error: null };
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      requests.push({
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: JSON.parse(raw || "{}"),
      });
      res.setHeader("content-type", "application/json");
      if (state.error) {
        res.statusCode = state.error.status;
        res.end(
          JSON.stringify({
            error: {
              message: state.error.message,
              type: "OAuthException",
              code: state.error.code,
              fbtrace_id: "Afake",
            },
          }),
        );
        return;
      }
      const body = JSON.parse(raw || "{}") as { to?: string };
      res.end(
        JSON.stringify({
          messaging_product: "whatsapp",
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `wamid.FAKE${++next}`, message_status: "accepted" }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    requests,
    state,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v23.0`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Meta's webhook envelope around one change's value (the fields of every `messages` notification). */
const webhookBody = (value: Record<string, unknown>) =>
  JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "WABA_ID",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "919000000000", phone_number_id: "PHONE_ID" },
              ...value,
            },
          },
        ],
      },
    ],
  });

/** Meta's webhook body for statuses of messages, and its X-Hub-Signature-256 header. */
export const statusesBody = (
  statuses: Array<{ id: string; status: string; timestamp?: number; errors?: Array<{ code: number; title: string }> }>,
) =>
  webhookBody({
    statuses: statuses.map((s) => ({
      id: s.id,
      status: s.status,
      timestamp: String(s.timestamp ?? Math.floor(Date.now() / 1000)),
      recipient_id: "919876543210",
      ...(s.errors ? { errors: s.errors } : {}),
    })),
  });

export const incomingTextBody = (from: string, text: string) =>
  webhookBody({
    contacts: [{ profile: { name: "Rider" }, wa_id: from }],
    messages: [{ from, id: "wamid.IN1", timestamp: "1700000000", type: "text", text: { body: text } }],
  });

export const hubSignature = (secret: string, raw: string) =>
  `sha256=${createHmac("sha256", secret).update(raw).digest("hex")}`;

/** The settings of an installation sending WhatsApp through the fake Graph API. */
export const whatsappConfig = (base: string): Record<string, string> => ({
  NOTIFICATION_CHANNELS: "email,sms,whatsapp",
  WHATSAPP_PROVIDER: "cloud",
  WHATSAPP_ACCESS_TOKEN: "test-whatsapp-token",
  WHATSAPP_PHONE_NUMBER_ID: "PHONE_ID",
  WHATSAPP_APP_SECRET: "test-whatsapp-app-secret",
  WHATSAPP_VERIFY_TOKEN: "test-verify-token",
  WHATSAPP_API_BASE: base,
  WHATSAPP_FALLBACK_MINUTES: "3",
});

export type FakeWhatsApp = Awaited<ReturnType<typeof startFakeWhatsApp>>;

/**
 * A test file's app sending WhatsApp through its own fake Graph API: started before the file's tests, closed after.
 * Read `t` and `fake` inside tests and hooks (they exist once the file's beforeAll has run).
 */
export function whatsappTestApp(): { t: TestApp; fake: FakeWhatsApp } {
  const env = {} as { t: TestApp; fake: FakeWhatsApp };
  beforeAll(async () => {
    env.fake = await startFakeWhatsApp();
    env.t = await createTestApp({ config: whatsappConfig(env.fake.base) });
  });
  afterAll(async () => {
    await env.t?.close();
    await env.fake?.close();
  });
  return env;
}

/** Between tests: earlier messages settled, the fake's requests and its forced error cleared. */
export async function resetWhatsApp({ t, fake }: { t: TestApp; fake: FakeWhatsApp }): Promise<void> {
  await t.database.query("UPDATE outbox_messages SET status = 'sent'");
  fake.requests.length = 0;
  fake.state.error = null;
}
