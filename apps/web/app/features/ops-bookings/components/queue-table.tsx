import { Link } from "react-router";
import { serviceLabel, type OpsBookingRow, vehicleClassName } from "@chauffeur/contracts";
import { formatDateTime, rupees } from "~/lib/format";
import { Countdown, PaymentState, StatusBadge } from "~/features/ops-core";
import { dueTint, DuplicateFlag } from "./queue-cards";
import { DispatchFlags } from "./dispatch-flags";

/** The queue as a table (wide screens). */
export function QueueTable({ bookings, now }: { bookings: OpsBookingRow[]; now: number }) {
  return (
    <div className="card overflow-x-auto" tabIndex={0} role="region" aria-label="Scrollable table">
      <table className="w-full min-w-[960px] text-left text-sm" aria-label="Bookings">
        <thead className="border-b border-ivory-200 bg-ivory-100/60 text-xs uppercase tracking-wider text-ink-600">
          <tr>
            <th className="px-4 py-3 font-semibold">Booking</th>
            <th className="px-4 py-3 font-semibold">Pickup</th>
            <th className="px-4 py-3 font-semibold">Trip</th>
            <th className="px-4 py-3 font-semibold">Rider</th>
            <th className="px-4 py-3 font-semibold">Status</th>
            <th className="px-4 py-3 font-semibold">Confirm within</th>
            <th className="px-4 py-3 font-semibold">Assigned</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ivory-200">
          {bookings.map((b) => (
            <QueueRow key={b.id} b={b} now={now} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function QueueRow({ b, now }: { b: OpsBookingRow; now: number }) {
  return (
    <tr data-testid="queue-row" data-booking-id={b.id} className={dueTint(b, now)}>
      <td className="px-4 py-3">
        <Link to={`/ops/bookings/${b.id}`} className="font-semibold text-ink-900 underline-offset-2 hover:underline">
          {b.reference}
        </Link>
        <div className="text-xs text-ink-600">
          {serviceLabel(b.serviceType)} · {vehicleClassName(b.carType)} · {rupees(b.amountPaise)}
        </div>
        <DuplicateFlag of={b.duplicateOf} className="mt-1" />
        <DispatchFlags b={b} className="mt-1 max-w-72" />
      </td>
      <td className="whitespace-nowrap px-4 py-3">{formatDateTime(b.startTime)}</td>
      <td className="max-w-64 px-4 py-3">
        <div className="truncate" title={b.pickup}>
          {b.pickup || "—"}
        </div>
        <div className="truncate text-xs text-ink-600" title={b.drop}>
          → {b.drop || "—"}
        </div>
      </td>
      <td className="px-4 py-3">
        <div>{b.rider.name}</div>
        <div className="text-xs text-ink-600">{b.rider.phone ?? "—"}</div>
      </td>
      <td className="px-4 py-3">
        <StatusBadge status={b.status} />
        <div className="mt-1">
          <PaymentState status={b.paymentStatus} />
        </div>
      </td>
      <td className="whitespace-nowrap px-4 py-3">
        <Countdown due={b.confirmDueAt} now={now} />
      </td>
      <td className="px-4 py-3 text-xs">
        {b.chauffeur ? <div>{b.chauffeur.name}</div> : <span className="text-ink-600">Not assigned</span>}
        {b.car ? <div className="text-ink-600">{b.car.plate}</div> : null}
      </td>
    </tr>
  );
}
