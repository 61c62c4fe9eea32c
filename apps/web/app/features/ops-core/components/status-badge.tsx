import clsx from "clsx";

const BOOKING: Record<string, string> = {
  // a company ride waiting for its approver: not in the operators' hands yet ("Awaiting approval" by `label`)
  awaiting_approval: "bg-orange-100 text-orange-900 ring-orange-300",
  pending: "bg-amber-100 text-amber-900 ring-amber-300",
  confirmed: "bg-sky-100 text-sky-900 ring-sky-300",
  ongoing: "bg-violet-100 text-violet-900 ring-violet-300",
  completed: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  cancelled: "bg-ink-100 text-ink-700 ring-ink-300",
};
const PAYMENT: Record<string, string> = {
  paid: "text-success-600",
  pending: "text-warning-600",
  refunded: "text-ink-600",
  refund_pending: "text-warning-600",
  on_account: "text-sky-800",
  // a run of an event: paid through its event (decision record 023)
  event: "text-violet-800",
};
const LEAD: Record<string, string> = {
  new: "bg-gold-300/60 text-gold-700 ring-gold-400",
  contacted: "bg-sky-100 text-sky-900 ring-sky-300",
  won: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  lost: "bg-ink-100 text-ink-600 ring-ink-300",
};

export const label = (s: string) => s.replace(/[_-]/g, " ").replace(/^\w/, (c) => c.toUpperCase());

export function StatusBadge({ status, kind = "booking" }: { status: string; kind?: "booking" | "lead" }) {
  const map = kind === "lead" ? LEAD : BOOKING;
  return (
    <span
      data-status={status}
      className={clsx(
        "inline-flex items-center rounded-full font-sans px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        map[status] ?? "bg-ink-100 text-ink-700 ring-ink-300",
      )}
    >
      {label(status)}
    </span>
  );
}

export function PaymentState({ status }: { status: string }) {
  return <span className={clsx("text-xs font-semibold", PAYMENT[status] ?? "text-danger-600")}>{label(status)}</span>;
}
