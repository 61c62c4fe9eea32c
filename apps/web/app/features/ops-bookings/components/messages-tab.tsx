import type { OpsBookingDetail } from "@chauffeur/contracts";
import { formatDateTime } from "~/lib/format";
import { label } from "~/features/ops-core";

type Message = OpsBookingDetail["messages"][number];

const CHANNEL: Record<Message["channel"], string> = {
  email: "E-mail",
  sms: "SMS",
  whatsapp: "WhatsApp",
  push: "Push",
};

/** What became of a message: the outbox's status, and for WhatsApp the provider's last word. */
function outcome(m: Message) {
  const parts = [label(m.status)];
  if (m.deliveryStatus) parts.push(`${label(m.deliveryStatus)} ${formatDateTime(m.deliveryStatusAt ?? m.createdAt)}`);
  else if (m.sentAt) parts.push(`sent ${formatDateTime(m.sentAt)}`);
  return parts.join(" · ");
}

/**
 * Every message about the booking (README "Notifications"): its channel, template, when it was written and what
 * became of it, and the fallback between a WhatsApp message and the SMS sent in its place.
 */
export function MessagesTab({ d }: { d: OpsBookingDetail }) {
  if (d.messages.length === 0) return <p className="text-sm text-ink-600">No messages sent about this booking yet.</p>;
  return (
    <ul className="space-y-3" data-testid="messages">
      {d.messages.map((m) => (
        <li key={m.id} className="card p-4" data-testid="message" data-channel={m.channel}>
          <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-ink-600">
            <span className="font-semibold uppercase tracking-wider text-ink-700">
              {CHANNEL[m.channel]} → {m.toAddress}
            </span>
            <span>{formatDateTime(m.createdAt)}</span>
          </div>
          <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-600">
            <div className="flex gap-1">
              <dt>Template:</dt>
              <dd className="font-mono">{m.template ?? "—"}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Status:</dt>
              <dd data-testid="message-status">{outcome(m)}</dd>
            </div>
            {m.fallbackId ? (
              <div className="flex gap-1">
                <dt>Fallback:</dt>
                <dd>sent again by SMS</dd>
              </div>
            ) : null}
            {m.fallbackOf ? (
              <div className="flex gap-1">
                <dt>Fallback:</dt>
                <dd>for a WhatsApp message not delivered</dd>
              </div>
            ) : null}
          </dl>
          {m.subject ? <p className="mt-2 font-medium">{m.subject}</p> : null}
          <p className="mt-1 whitespace-pre-line text-sm text-ink-700">{m.text}</p>
        </li>
      ))}
    </ul>
  );
}
