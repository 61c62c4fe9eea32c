import type { SmsTransport } from "./types.ts";

export interface Msg91Options {
  authKey: string;
  /** the DLT-registered template (Flow) id; India requires every commercial SMS to match a registered template */
  templateId: string;
  senderId?: string;
  apiBase: string;
  timeoutMs?: number;
}

/**
 * MSG91 Flow API (POST /api/v5/flow): the DLT template's variables are filled from the message: `otp` with the
 * first 4–8 digit number of the text (verification codes), `message` with the whole text. A text beyond ASCII — Hindi
 * or Odia, or the ₹ sign — is sent as Unicode (`unicode: 1`, UCS-2: 70 characters a part, 67 when
 * split); each language's text must be registered as its own DLT template (README "Languages").
 */
export const needsUnicode = (text: string) => /[^\x00-\x7F]/.test(text);

export function msg91SmsTransport(opts: Msg91Options): SmsTransport {
  const url = `${opts.apiBase.replace(/\/+$/, "")}/api/v5/flow`;
  return {
    kind: "msg91",
    async send(msg) {
      const otp = /\b(\d{4,8})\b/.exec(msg.text)?.[1];
      const body = {
        template_id: opts.templateId,
        ...(opts.senderId ? { sender: opts.senderId } : {}),
        short_url: "0",
        ...(needsUnicode(msg.text) ? { unicode: 1 } : {}),
        recipients: [{ mobiles: msg.to.replace(/^\+/, ""), message: msg.text, ...(otp ? { otp } : {}) }],
      };
      const res = await fetch(url, {
        method: "POST",
        headers: { authkey: opts.authKey, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      const text = await res.text();
      let parsed: { type?: string; message?: string } = {};
      try {
        parsed = JSON.parse(text);
      } catch {
        /* non-JSON answer: judged by the status alone */
      }
      if (!res.ok || parsed.type === "error")
        throw new Error(`MSG91 refused the message: ${res.status} ${parsed.message ?? text.slice(0, 200)}`);
    },
  };
}
