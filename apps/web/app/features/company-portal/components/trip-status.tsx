import clsx from "clsx";
import type { BookingStatus } from "@chauffeur/contracts";
import { useT } from "~/i18n";
import { companyRidesText } from "~/i18n/texts/company-rides";

// the colours of My Bookings' status badges (features/bookings/components/status-classes.ts), for the portal's trips
const CLASSES: Record<BookingStatus, string> = {
  awaiting_approval: "bg-orange-100 text-orange-800 ring-orange-200",
  pending: "bg-amber-100 text-amber-800 ring-amber-200",
  confirmed: "bg-sky-100 text-sky-800 ring-sky-200",
  ongoing: "bg-violet-100 text-violet-800 ring-violet-200",
  completed: "bg-emerald-100 text-emerald-800 ring-emerald-200",
  cancelled: "bg-red-100 text-red-800 ring-red-200",
};

/** A trip's status as a badge, in the page's language ('Awaiting approval'…). */
export function TripStatusBadge({ status }: { status: BookingStatus }) {
  const t = useT(companyRidesText);
  return (
    <span
      data-status={status}
      className={clsx(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        CLASSES[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
