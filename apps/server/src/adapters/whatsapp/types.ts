/** One template message (Meta's Cloud API sends only approved templates outside a conversation). */
export interface WhatsAppMessage {
  to: string; // +91XXXXXXXXXX
  template: string;
  language: string;
  params: string[];
}

/**
 * Meta's refusal of a message. `retryable`: a rate limit or an outage (the sender retries with its bounded backoff);
 * otherwise (invalid number, outside the re-engagement window, template error…) the message is failed at once and
 * its SMS goes instead.
 */
export class WhatsAppApiError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
  }
  /** the sender gives up at once (sender.ts reads this) */
  get permanent(): boolean {
    return !this.retryable;
  }
}

export interface WhatsAppTransport {
  kind: "outbox" | "cloud";
  /** sends one template message; resolves with Meta's message id (wamid…), which its statuses will name */
  send(msg: WhatsAppMessage): Promise<{ messageId: string }>;
}
