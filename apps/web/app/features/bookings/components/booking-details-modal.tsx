import { useEffect } from "react";
import clsx from "clsx";
import { toast } from "react-toastify";
import { bookingChangePaths, flightLabels, vehicleClassName, type BookingView } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { BookingChauffeur } from "~/features/live-trip";
import { ExtendRideButton, ExtrasPanel } from "~/features/ride-extras";
import { formatDateTime, rupees2 } from "~/lib/format";
import { detailsErrorMessage, useBooking } from "../api/bookings";
import { paymentClass, paymentLabel, rideLabel, statusClass } from "./status-styles";
import { FreeCancelNotice, flightTimeRows, offersFreeCancel } from "./booking-flight";

const Row = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="grid grid-cols-[9rem_1fr] gap-2 border-b border-ivory-200 py-2 text-sm">
    <dt className="text-ink-500">{label}</dt>
    <dd className="break-words text-ink-900">{children}</dd>
  </div>
);

const addOnLines = (a: Record<string, unknown>) => {
  const out: string[] = [];
  const o = a as {
    airportToll?: boolean;
    placard?: { required?: boolean; text?: string };
    pets?: { dogs?: boolean; cats?: boolean };
    bookForOther?: { isBooking?: boolean; otherGuestInfo?: string };
    childSeat?: boolean;
  };
  if (o.airportToll) out.push("Airport entry & parking");
  if (o.placard?.required) out.push(`Placard: ${o.placard.text ?? ""}`);
  if (o.pets?.dogs) out.push("Pet: dog");
  if (o.pets?.cats) out.push("Pet: cat");
  if (o.bookForOther?.isBooking) out.push(`Booked for: ${o.bookForOther.otherGuestInfo ?? ""}`);
  if (o.childSeat) out.push("Child seat");
  return out;
};

const transferLabel = (t: string) =>
  t === "airport-to-city" ? "Airport to city" : t === "city-to-airport" ? "City to airport" : t;

/** The pickup time, or an airport transfer's flight lines and its state. */
function TimeRows({ b }: { b: BookingView }) {
  if (!b.flight) return <Row label="Pickup time">{formatDateTime(b.startTime)}</Row>;
  return (
    <>
      {flightTimeRows(b.flight).map(([label, at]) => (
        <Row key={label} label={label}>
          {formatDateTime(at)}
        </Row>
      ))}
      <Row label="Flight status">{b.flight.statusText}</Row>
    </>
  );
}

/** Free cancellation after a cancelled or diverted flight: the same cancellation dialog as the card's button. */
function FreeCancel({ b, onCancel }: { b: BookingView; onCancel(b: BookingView): void }) {
  if (!offersFreeCancel(b)) return null;
  return (
    <div className="mb-4">
      <FreeCancelNotice onCancel={() => onCancel(b)} />
    </div>
  );
}

/** The loaded booking: status, reference, the rows and the invoice and calendar links. */
function BookingDetailsBody({ b, onCancel }: { b: BookingView; onCancel(b: BookingView): void }) {
  return (
    <div data-testid="booking-details">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <span className={clsx("rounded-full px-3 py-1 text-xs font-semibold capitalize ring-1", statusClass(b.status))}>
          {b.status}
        </span>
        <span className="font-mono text-xs text-ink-500">{b.reference}</span>
      </div>
      <FreeCancel b={b} onCancel={onCancel} />
      <BookingChauffeur bookingId={b._id} status={b.status} />
      <dl>
        <Row label="Service">{rideLabel(b.rideType)}</Row>
        <Row label="Pickup">{b.pickupLocation}</Row>
        {b.stops.length ? (
          <Row label={`Stops (${b.stopsCount})`}>{b.stops.map((s) => s.address).join(" · ")}</Row>
        ) : null}
        <Row label="Drop-off">{b.dropLocation}</Row>
        <TimeRows b={b} />
        {b.isRoundTrip && b.returnTime ? <Row label="Return time">{formatDateTime(b.returnTime)}</Row> : null}
        <Row label="Duration">{b.duration}</Row>
        <Row label="Distance">{b.distance} km</Row>
        {b.flightNumber ? <Row label={flightLabels.flight}>{b.flightNumber}</Row> : null}
        {b.transferType ? <Row label="Transfer">{transferLabel(b.transferType)}</Row> : null}
        <Row label="Vehicle">{vehicleClassName(b.carType)}</Row>
        <Row label="Passengers">{`${b.passengerCount} · ${b.luggageCount} suitcases`}</Row>
        {addOnLines(b.addOns).length ? <Row label="Add-ons">{addOnLines(b.addOns).join(", ")}</Row> : null}
        <Row label="Amount">{rupees2(b.payment.amount)}</Row>
        <Row label="Payment">
          <span className={clsx("font-medium capitalize", paymentClass(b.payment.paymentStatus))}>
            {paymentLabel(b.payment.paymentStatus)}
          </span>
        </Row>
        {b.payment.paymentId ? <Row label="Payment ID">{b.payment.paymentId}</Row> : null}
        {b.payment.orderId ? <Row label="Order ID">{b.payment.orderId}</Row> : null}
        {b.refund ? <Row label="Refund">{`${rupees2(b.refund.amountPaise)} · ${b.refund.status}`}</Row> : null}
        {b.cancellationFeePaise ? <Row label="Cancellation fee">{rupees2(b.cancellationFeePaise)}</Row> : null}
        <Row label="Booked on">{b.createdAtFormatted}</Row>
      </dl>
      {/* waiting, extra time, a no-show: each line, 'Pay extras' and the supplementary invoice (README "The day of the ride") */}
      {b.status === "ongoing" || b.status === "completed" || b.status === "cancelled" || b.extrasDuePaise > 0 ? (
        <div className="mt-5 space-y-3">
          <ExtrasPanel bookingId={b._id} headingLevel={3} />
          {b.status === "ongoing" && b.rideType === "hourly-rental" ? <ExtendRideButton bookingId={b._id} /> : null}
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        {b.invoiceNumber ? (
          <a className="btn-outline" href={bookingChangePaths.invoice(b._id)} target="_blank" rel="noreferrer">
            Tax invoice {b.invoiceNumber}
          </a>
        ) : null}
        {b.status !== "cancelled" ? (
          <a className="btn-outline" href={bookingChangePaths.calendar(b._id)} download>
            Add to calendar
          </a>
        ) : null}
      </div>
    </div>
  );
}

/** The details modal: GET /api/v1/bookings/{id}; closes on outside click or the close button. */
export function BookingDetailsModal({
  id,
  onClose,
  onCancel,
}: {
  id: string | null;
  onClose(): void;
  /** the cancellation dialog (a disrupted flight's free cancellation) */
  onCancel(b: BookingView): void;
}) {
  const q = useBooking(id);
  useEffect(() => {
    if (q.error) toast.error(detailsErrorMessage(q.error));
  }, [q.error]);
  const b: BookingView | undefined = q.data;
  return (
    <Dialog
      open={Boolean(id)}
      onOpenChange={(open) => !open && onClose()}
      title="Booking Details"
      className="max-w-2xl"
    >
      {q.isLoading ? (
        <div className="flex justify-center py-10" role="status">
          <Spinner className="size-8 text-gold-500" />
        </div>
      ) : q.error ? (
        <p className="text-danger-600">{detailsErrorMessage(q.error)}</p>
      ) : b ? (
        <BookingDetailsBody b={b} onCancel={onCancel} />
      ) : null}
    </Dialog>
  );
}
