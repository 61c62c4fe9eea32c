import clsx from "clsx";
import { Link } from "react-router";
import { ArrowRight, CalendarClock, Car, MapPin, Undo2 } from "lucide-react";
import { ridePages, vehicleClassName, type BookingView } from "@chauffeur/contracts";
import { PayExtrasButton } from "~/features/ride-extras";
import { useLocalizePath, useT } from "~/i18n";
import { accountText } from "~/i18n/texts/account";
import { useBookingFormat } from "~/lib/use-booking-format";
import { paymentClass, statusClass, useStatusLabels } from "./status-styles";
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

/** The live trip page of a confirmed, ongoing or completed booking (README "The day of the ride"). */
function TripLink({ booking: b }: { booking: BookingView }) {
  const t = useT(accountText);
  const to = useLocalizePath();
  if (b.status === "confirmed" || b.status === "ongoing")
    return (
      <Link to={to(ridePages.riderTrip(b._id))} className="btn-primary">
        {t("card.track")}
      </Link>
    );
  if (b.status === "completed")
    return (
      <Link to={to(ridePages.riderTrip(b._id))} className="btn-outline">
        {t("card.tripDetails")}
      </Link>
    );
  return null;
}

/** A refund of the booking, under the fare. */
function RefundNote({ b }: { b: BookingView }) {
  const t = useT(accountText);
  const f = useBookingFormat();
  const labels = useStatusLabels();
  return b.refund ? (
    <p className="text-xs text-ink-600" data-testid="refund-state">
      {t("card.refund", { amount: f.rupees2(b.refund.amountPaise), status: labels.refund(b.refund.status) })}
    </p>
  ) : null;
}

/** Extras due after the ride, under the fare (their 'Pay extras' is among the card's buttons). */
function ExtrasDueNote({ b }: { b: BookingView }) {
  const t = useT(accountText);
  const f = useBookingFormat();
  return b.extrasDuePaise > 0 ? (
    <p className="text-sm font-medium text-gold-700" data-testid="extras-due-note">
      {t("card.extrasDue", { amount: f.rupees2(b.extrasDuePaise) })}
    </p>
  ) : null;
}

/** Where and when: the places, the pickup time (or an airport transfer's flight lines) and the car. */
function TripLines({ b }: { b: BookingView }) {
  const t = useT(accountText);
  const { cardDate } = useBookingFormat();
  return (
    <div className="space-y-2 text-sm">
      <p className="flex items-start gap-2">
        <MapPin className="mt-0.5 size-4 shrink-0 text-gold-600" aria-hidden />
        <span>
          {b.pickupLocation} <ArrowRight className="inline size-3.5" aria-label={t("card.to")} /> {b.dropLocation}
        </span>
      </p>
      {b.flight ? (
        <FlightTimes flight={b.flight} />
      ) : (
        <p className="flex items-center gap-2" data-testid="booking-pickup">
          <CalendarClock className="size-4 shrink-0 text-gold-600" aria-hidden />
          <span>
            <span className="sr-only">{t("card.pickup")}</span>
            {cardDate(b.startTime)}
          </span>
        </p>
      )}
      {b.isRoundTrip && b.returnTime ? (
        <p className="flex items-center gap-2" data-testid="booking-return">
          <Undo2 className="size-4 shrink-0 text-gold-600" aria-hidden />
          <span>
            <span className="text-ink-500">{t("card.return")}</span> {cardDate(b.returnTime)}
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

/** One booking in the list. Card dates in the app's one format (lib/format.ts); amounts /100 with two decimals. */
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
  const t = useT(accountText);
  const f = useBookingFormat();
  const labels = useStatusLabels();
  return (
    <article
      className="card flex flex-col gap-4 p-5"
      data-testid="booking-card"
      aria-label={t("card.label", { reference: b.reference })}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="eyebrow">{labels.ride(b.rideType)}</p>
          <p className="mt-1 font-mono text-xs text-ink-500">{b.reference}</p>
        </div>
        <span
          className={clsx("rounded-full px-3 py-1 text-xs font-semibold capitalize ring-1", statusClass(b.status))}
          data-testid="booking-status"
        >
          {labels.status(b.status)}
        </span>
      </div>
      <TripLines b={b} />
      {freeCancel ? <FreeCancelNotice onCancel={onCancel} /> : null}
      <div className="flex flex-wrap items-end justify-between gap-3 border-t border-ivory-200 pt-4">
        <div>
          <p className="text-lg font-semibold">{f.rupees2(b.payment.amount)}</p>
          <p
            className={clsx("text-sm font-medium capitalize", paymentClass(b.payment.paymentStatus))}
            data-testid="payment-status"
          >
            {labels.payment(b.payment.paymentStatus)}
          </p>
          <RefundNote b={b} />
          <ExtrasDueNote b={b} />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-outline" onClick={onDetails}>
            {t("card.viewDetails")}
          </button>
          <TripLink booking={b} />
          {b.extrasDuePaise > 0 ? <PayExtrasButton bookingId={b._id} /> : null}
          {b.canCompletePayment ? (
            <button type="button" className="btn-primary" onClick={onCompletePayment} disabled={paying}>
              {paying ? t("card.processing") : t("card.completePayment")}
            </button>
          ) : null}
          {b.canReschedule ? (
            <button type="button" className="btn-outline" onClick={onReschedule}>
              {t("card.changeTime")}
            </button>
          ) : null}
          {b.canCancel && !freeCancel ? (
            <button type="button" className="btn-danger" onClick={onCancel}>
              {t("card.cancel")}
            </button>
          ) : null}
          {b.status === "completed" ? (
            <button type="button" className="btn-dark" onClick={onReload}>
              {t("card.reload")}
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
