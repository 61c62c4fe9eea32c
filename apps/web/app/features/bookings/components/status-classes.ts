/**
 * A booking's status and payment colours, without React or the catalogues: the card uses them, and the shell's
 * inline painter (apps/web/rider-sw/bookings-painter.ts) embeds them at build time so the list painted before any
 * script has the same colours.
 */
export const STATUS_CLASSES: Record<string, string> = {
  awaiting_approval: "bg-orange-100 text-orange-800 ring-orange-200",
  pending: "bg-amber-100 text-amber-800 ring-amber-200",
  confirmed: "bg-sky-100 text-sky-800 ring-sky-200",
  ongoing: "bg-violet-100 text-violet-800 ring-violet-200",
  completed: "bg-emerald-100 text-emerald-800 ring-emerald-200",
  cancelled: "bg-red-100 text-red-800 ring-red-200",
};
export const OTHER_STATUS_CLASS = "bg-ink-100 text-ink-700 ring-ink-300";

/** Booking status styles: awaiting approval, pending, confirmed, ongoing, completed, cancelled; others neutral. */
export const statusClass = (status: string) => STATUS_CLASSES[status] ?? OTHER_STATUS_CLASS;

export const PAYMENT_CLASSES = { paid: "text-success-600", pending: "text-warning-600", other: "text-danger-600" };

/** Payment status colours: paid green, pending yellow, anything else red. */
export const paymentClass = (s: string) =>
  s === "paid" ? PAYMENT_CLASSES.paid : s === "pending" ? PAYMENT_CLASSES.pending : PAYMENT_CLASSES.other;
