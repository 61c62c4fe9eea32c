import { useSyncExternalStore } from "react";
import clsx from "clsx";
import { Link } from "react-router";
import { serviceLabel, type OpsBookingRow, vehicleClassName } from "@chauffeur/contracts";
import { formatDateTime, rupees } from "~/lib/format";
import { Countdown, PaymentState, StatusBadge } from "~/features/ops-core";
import { DispatchFlags } from "./dispatch-flags";

/** The queue is a table where it fits without sideways scrolling (the console's sidebar beside it), else cards. */
const WIDE = "(min-width: 1280px)";
const subscribe = (onChange: () => void) => {
  const m = window.matchMedia(WIDE);
  m.addEventListener("change", onChange);
  return () => m.removeEventListener("change", onChange);
};
export const useQueueAsTable = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );

/** Late (past the 15-minute promise) or awaiting confirmation: the row's and the card's tint. */
export const dueTint = (b: OpsBookingRow, now: number) =>
  b.confirmDueAt ? (new Date(b.confirmDueAt).getTime() < now ? "bg-red-50" : "bg-gold-300/10") : undefined;

/** The card keeps its white ground (contrast of the payment state): late or awaiting shows as its left edge. */
const dueEdge = (b: OpsBookingRow, now: number) =>
  b.confirmDueAt
    ? new Date(b.confirmDueAt).getTime() < now
      ? "border-l-4 border-l-danger-600"
      : "border-l-4 border-l-gold-500"
    : undefined;

/**
 * 'Possible duplicate of …': the rider's other live bookings of the same trip and pickup time (README "Payments and
 * bookings": one trip, one payment), on the queue's rows and cards and the booking's page.
 */
export function DuplicateFlag({ of, className }: { of: string[]; className?: string }) {
  if (!of.length) return null;
  return (
    <p
      className={clsx(
        "inline-flex rounded border border-warning-600 bg-white px-1.5 py-0.5 text-xs font-semibold text-warning-600",
        className,
      )}
      data-testid="duplicate-flag"
    >
      Possible duplicate of {of.join(", ")}
    </p>
  );
}

/** One booking as a card (phones and narrow windows): the table's facts, stacked, nothing wider than the screen. */
function QueueCard({ b, now }: { b: OpsBookingRow; now: number }) {
  return (
    <li
      data-testid="queue-row"
      data-booking-id={b.id}
      className={clsx("card min-w-0 p-4", dueEdge(b, now))}
      aria-labelledby={`queue-card-${b.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Link
            id={`queue-card-${b.id}`}
            to={`/ops/bookings/${b.id}`}
            className="font-semibold text-ink-900 underline underline-offset-2"
          >
            {b.reference}
          </Link>
          <p className="text-xs text-ink-600">
            {serviceLabel(b.serviceType)} · {vehicleClassName(b.carType)} · {rupees(b.amountPaise)}
          </p>
          <DuplicateFlag of={b.duplicateOf} className="mt-1" />
          <DispatchFlags b={b} className="mt-1" />
        </div>
        <div className="text-right">
          <StatusBadge status={b.status} />
          <div className="mt-1">
            <PaymentState status={b.paymentStatus} />
          </div>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
        <dt className="text-ink-600">Pickup</dt>
        <dd>{formatDateTime(b.startTime)}</dd>
        <dt className="text-ink-600">Trip</dt>
        <dd className="break-words">
          {b.pickup || "—"} → {b.drop || "—"}
        </dd>
        <dt className="text-ink-600">Rider</dt>
        <dd className="break-words">
          {b.rider.name}
          {b.rider.phone ? (
            <>
              {" · "}
              <a className="underline" href={`tel:${b.rider.phone}`}>
                {b.rider.phone}
              </a>
            </>
          ) : null}
        </dd>
        <dt className="text-ink-600">Confirm within</dt>
        <dd>
          <Countdown due={b.confirmDueAt} now={now} />
        </dd>
        <dt className="text-ink-600">Assigned</dt>
        <dd className="break-words">
          {b.chauffeur ? b.chauffeur.name : <span className="text-ink-600">Not assigned</span>}
          {b.car ? ` · ${b.car.plate}` : ""}
        </dd>
      </dl>
    </li>
  );
}

export function QueueCards({ bookings, now }: { bookings: OpsBookingRow[]; now: number }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Bookings">
      {bookings.map((b) => (
        <QueueCard key={b.id} b={b} now={now} />
      ))}
    </ul>
  );
}
