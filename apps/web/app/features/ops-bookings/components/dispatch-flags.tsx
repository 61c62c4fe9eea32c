import clsx from "clsx";
import { Bot, Hand } from "lucide-react";
import { DISPATCH_HOLD_TEXTS, type DispatchHold, type OpsBookingRow } from "@chauffeur/contracts";

/**
 * Why a paid booking waits for a person (README "Instant confirmation"): the queue's words for the allocator's reason,
 * then its own detail when the message adds one ('Needs a person: A child seat must be fitted').
 */
export function holdText(hold: DispatchHold) {
  const words = DISPATCH_HOLD_TEXTS[hold.code] ?? hold.code;
  const message = hold.message.trim();
  if (!message || words.includes(message)) return words;
  // the message repeats the words and adds its detail, or is the detail alone
  return message.startsWith(words) ? message : `${words} · ${message}`;
}

/** The queue's, a card's and the booking page's flags: why it waits for a person, or that the allocator assigned it. */
export function DispatchFlags({
  b,
  className,
}: {
  b: Pick<OpsBookingRow, "status" | "dispatchHold" | "assignedBy">;
  className?: string;
}) {
  if (b.status === "pending" && b.dispatchHold)
    return (
      <p
        className={clsx(
          "inline-flex items-start gap-1 rounded border border-gold-600 bg-white px-1.5 py-0.5 text-xs font-semibold text-gold-700",
          className,
        )}
        data-testid="dispatch-hold"
      >
        <Hand className="mt-px size-3.5 shrink-0" aria-hidden />
        <span>Needs a person: {holdText(b.dispatchHold)}</span>
      </p>
    );
  if (b.assignedBy === "system" && b.status !== "pending" && b.status !== "cancelled")
    return (
      <p
        className={clsx(
          "inline-flex items-center gap-1 rounded border border-ink-300 bg-white px-1.5 py-0.5 text-xs font-semibold text-ink-700",
          className,
        )}
        data-testid="assigned-automatically"
      >
        <Bot className="size-3.5 shrink-0" aria-hidden /> Assigned automatically
      </p>
    );
  return null;
}
