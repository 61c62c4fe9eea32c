import type { ForwardedLead, LeadForwarder } from "./types.ts";

export interface Web3FormsOptions {
  accessKey: string;
  /** https://api.web3forms.com/submit, or a local fake in tests */
  url: string;
  timeoutMs?: number;
}

/**
 * Web3Forms: one JSON POST per lead with the access key, a subject and the fields; it answers
 * `{ success, message }`. Anything but a 2xx with success true counts as a failure to retry.
 */
export function web3formsForwarder(opts: Web3FormsOptions): LeadForwarder {
  return {
    kind: "web3forms",
    async forward(lead: ForwardedLead) {
      const body = {
        access_key: opts.accessKey,
        subject: lead.subject,
        from_name: lead.fromName,
        ...(lead.replyTo ? { replyto: lead.replyTo } : {}),
        lead_id: lead.id,
        ...lead.fields,
      };
      let res: Response;
      try {
        res = await fetch(opts.url, {
          method: "POST",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
      } catch (e) {
        throw new Error(`form service unreachable: ${(e as Error).message}`.slice(0, 300));
      }
      const text = await res.text().catch(() => "");
      let parsed: { success?: boolean; message?: string } = {};
      try {
        parsed = JSON.parse(text);
      } catch {
        /* not JSON: judged on the status alone */
      }
      if (!res.ok || parsed.success === false) {
        throw new Error(
          `form service answered ${res.status}${parsed.message ? `: ${parsed.message}` : ""}`.slice(0, 300),
        );
      }
    },
  };
}
