export interface SmsMessage {
  to: string; // +91XXXXXXXXXX
  text: string;
  template?: string | null;
}

export interface SmsTransport {
  kind: "outbox" | "msg91";
  send(msg: SmsMessage): Promise<void>;
}
