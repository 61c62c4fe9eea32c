import { WhatsAppApiError, type WhatsAppTransport } from "./types.ts";

export interface CloudOptions {
  accessToken: string;
  phoneNumberId: string;
  /** https://graph.facebook.com/v23.0, or a local fake in tests */
  apiBase: string;
  timeoutMs?: number;
}

/**
 * Meta's error codes that a later attempt can get past: throttling (4, 80007, 130429 throughput, 131048 spam rate
 * limit, 131056 pair rate limit) and Meta's own trouble (1, 2, 131000, 131016, 133004). Everything else — 131026
 * undeliverable (not on WhatsApp, invalid number), 131047 re-engagement window, 131049 ecosystem limit, 131050 user
 * stopped, 132xxx template errors, 100 bad parameter, 190 token — fails the message at once: its SMS goes instead.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);
export const isRetryableCode = (code: number | null) => code === null || RETRYABLE_CODES.has(code);

/** The Cloud API: POST /{phone-number-id}/messages with a template message in the rider's language. */
export function cloudWhatsAppTransport(opts: CloudOptions): WhatsAppTransport {
  const url = `${opts.apiBase.replace(/\/+$/, "")}/${encodeURIComponent(opts.phoneNumberId)}/messages`;
  return {
    kind: "cloud",
    async send(msg) {
      const body = {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: msg.to.replace(/^\+/, ""),
        type: "template",
        template: {
          name: msg.template,
          language: { code: msg.language },
          components: msg.params.length
            ? [{ type: "body", parameters: msg.params.map((text) => ({ type: "text", text })) }]
            : [],
        },
      };
      let res: Response;
      try {
        res = await fetch(url, {
          method: "POST",
          headers: { authorization: `Bearer ${opts.accessToken}`, "content-type": "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
      } catch (e) {
        throw new WhatsAppApiError(`WhatsApp API unreachable: ${(e as Error).message}`, null, true);
      }
      const text = await res.text();
      let parsed: { messages?: Array<{ id?: string }>; error?: { code?: number; message?: string } } = {};
      try {
        parsed = JSON.parse(text);
      } catch {
        /* non-JSON answer: judged by the status alone */
      }
      const id = parsed.messages?.[0]?.id;
      if (res.ok && id) return { messageId: id };
      const code = typeof parsed.error?.code === "number" ? parsed.error.code : null;
      const retryable = res.status >= 500 || res.status === 429 || isRetryableCode(code);
      throw new WhatsAppApiError(
        `WhatsApp refused the message: ${res.status} ${code ?? ""} ${parsed.error?.message ?? text.slice(0, 200)}`.trim(),
        code,
        retryable,
      );
    },
  };
}
