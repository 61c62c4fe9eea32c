import clsx from "clsx";
import { Link } from "react-router";
import { ArrowRight, CalendarClock, Car, MapPin, Undo2 } from "lucide-react";
import { rescheduleTexts, ridePages, TIME_ZONE, vehicleClassName, type BookingView } from "@chauffeur/contracts";
import { PayExtrasButton } from "~/features/ride-extras";
import { rupees2 } from "~/lib/format";
import { paymentClass, paymentLabel, rideLabel, statusClass } from "./status-styles";
import { FlightTimes, FreeCancelNotice, offersFreeCancel } from "./booking-flight";

interface Props {
  booking: BookingView;
  onDetails(): void;
  /** opens the cancellation dialog (fee and refund first) */
  onCancel(): void;
  /** opens 'Change time' */
  onReschedule(): void;
  onReload(): void;
  onCompletePayment(): void;
  paying: boolean;
}

/** Card dates: the browser's locale (specification text), always India time, to the minute (no seconds). */
const cardDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { timeZone: TIME_ZONE, dateStyle: "medium", timeStyle: "short" });

/** The live trip page of a confirmed, ongoing or completed booking (README "The day of the ride"). */
function TripLink({ booking: b }: { booking: BookingView }) {
  if (b.status === "confirmed" || b.status === "ongoing")
    return (
      <Link to={ridePages.riderTrip(b._id)} className="btn-primary">
        Track your ride
      </Link>
    );
  if (b.status === "completed")
    return (
      <Link to={ridePages.riderTrip(b._id)} className="btn-outline">
        Trip details
      </Link>
    );
  return null;
}

/** A refund of the booking, under the fare. */
const RefundNote = ({ b }: { b: BookingView }) =>
  b.refund ? (
    <p className="text-xs text-ink-600" data-testid="refund-state">
      Refund {rupees2(b.refund.amountPaise)} · {b.refund.status}
    </p>
  ) : null;

/** Extras due after the ride, under the fare (their 'Pay extras' is among the card's buttons). */
const ExtrasDueNote = ({ b }: { b: BookingView }) =>
  b.extrasDuePaise > 0 ? (
    <p className="text-sm font-medium text-gold-700" data-testid="extras-due-note">
      Extras due {rupees2(b.extrasDuePaise)}
    </p>
  ) : null;

/** Where and when: the places, the pickup time (or an airport transfer's flight lines) and the car. */
function TripLines({ b }: { b: BookingView }) {
  return (
    <div className="space-y-2 text-sm">
      <p className="flex items-start gap-2">
        <MapPin className="mt-0.5 size-4 shrink-0 text-gold-600" aria-hidden />
        <span>
          {b.pickupLocation} <ArrowRight className="inline size-3.5" aria-label="to" /> {b.dropLocation}
        </span>
      </p>
      {b.flight ? (
        <FlightTimes flight={b.flight} />
      ) : (
        <p className="flex items-center gap-2" data-testid="booking-pickup">
          <CalendarClock className="size-4 shrink-0 text-gold-600" aria-hidden />
          <span>
            <span className="sr-only">Pickup </span>
            {cardDate(b.startTime)}
          </span>
        </p>
      )}
      {b.isRoundTrip && b.returnTime ? (
        <p className="flex items-center gap-2" data-testid="booking-return">
          <Undo2 className="size-4 shrink-0 text-gold-600" aria-hidden />
          <span>
            <span className="text-ink-500">Return</span> {cardDate(b.returnTime)}
          </span>
        </p>
      ) : null}
      <p className="flex items-center gap-2" data-testid="booking-vehicle">
        <Car className="size-4 shrink-0 text-gold-600" aria-hidden />
        {vehicleClassName(b.carType)}
      </p>
    </div>
  );
}

/** One booking in the list. Card dates use the browser's locale; amounts /100 with two decimals. */
export function BookingCard({
  booking: b,
  onDetails,
  onCancel,
  onReschedule,
  onReload,
  onCompletePayment,
  paying,
}: Props) {
  const freeCancel = offersFreeCancel(b);
  return (
    <article className="card flex flex-col gap-4 p-5" data-testid="booking-card" aria-label={`Booking ${b.reference}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="eyebrow">{rideLabel(b.rideType)}</p>
          <p className="mt-1 font-mono text-xs text-ink-500">{b.reference}</p>
        </div>
        <span
          className={clsx("rounded-full px-3 py-1 text-xs font-semibold capitalize ring-1", statusClass(b.status))}
          data-testid="booking-status"
        >
          {b.status}
        </span>
      </div>
      <TripLines b={b} />
      {freeCancel ? <FreeCancelNotice onCancel={onCancel} /> : null}
      <div className="flex flex-wrap items-end justify-between gap-3 border-t border-ivory-200 pt-4">
        <div>
          <p className="text-lg font-semibold">{rupees2(b.payment.amount)}</p>
          <p
            className={clsx("text-sm font-medium capitalize", paymentClass(b.payment.paymentStatus))}
            data-testid="payment-status"
          >
            {paymentLabel(b.payment.paymentStatus)}
          </p>
          <RefundNote b={b} />
          <ExtrasDueNote b={b} />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-outline" onClick={onDetails}>
            View Details
          </button>
          <TripLink booking={b} />
          {b.extrasDuePaise > 0 ? <PayExtrasButton bookingId={b._id} /> : null}
          {b.canCompletePayment ? (
            <button type="button" className="btn-primary" onClick={onCompletePayment} disabled={paying}>
              {paying ? "Processing..." : "Complete payment"}
            </button>
          ) : null}
          {b.canReschedule ? (
            <button type="button" className="btn-outline" onClick={onReschedule}>
              {rescheduleTexts.button}
            </button>
          ) : null}
          {b.canCancel && !freeCancel ? (
            <button type="button" className="btn-danger" onClick={onCancel}>
              Cancel
            </button>
          ) : null}
          {b.status === "completed" ? (
            <button type="button" className="btn-dark" onClick={onReload}>
              Reload Trip
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
