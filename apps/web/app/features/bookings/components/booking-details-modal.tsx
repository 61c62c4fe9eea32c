import { useEffect } from "react";
import clsx from "clsx";
import { toast } from "react-toastify";
import { bookingChangePaths, vehicleClassName, type BookingView } from "@chauffeur/contracts";
import type en from "@chauffeur/contracts/i18n/en-IN/account";
import { Dialog } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import { BookingChauffeur } from "~/features/live-trip";
import { ExtendRideButton, ExtrasPanel } from "~/features/ride-extras";
import { useLocale, useT, type T } from "~/i18n";
import { accountText } from "~/i18n/texts/account";
import { useBookingFormat } from "~/lib/use-booking-format";
import { detailsErrorMessage, useBooking } from "../api/bookings";
import { paymentClass, statusClass, useStatusLabels } from "./status-styles";
import { FreeCancelNotice, offersFreeCancel, useFlightLines } from "./booking-flight";

type AccountT = T<keyof typeof en>;

/** A label and its value; an id (`code`) breaks anywhere, so a long order id wraps inside the dialog at 375 px. */
const Row = ({ label, children, code }: { label: string; children: React.ReactNode; code?: string }) => (
  <div className="grid grid-cols-[9rem_minmax(0,1fr)] gap-2 border-b border-ivory-200 py-2 text-sm">
    <dt className="text-ink-500">{label}</dt>
    <dd
      className={code ? "min-w-0 break-all font-mono text-[13px] text-ink-900" : "min-w-0 break-words text-ink-900"}
      data-testid={code}
    >
      {children}
    </dd>
  </div>
);

const addOnLines = (a: Record<string, unknown>, t: AccountT) => {
  const out: string[] = [];
  const o = a as {
    airportToll?: boolean;
    placard?: { required?: boolean; text?: string };
    pets?: { dogs?: boolean; cats?: boolean };
    bookForOther?: { isBooking?: boolean; otherGuestInfo?: string };
    childSeat?: boolean;
  };
  if (o.airportToll) out.push(t("details.addOn.airportToll"));
  if (o.placard?.required) out.push(t("details.addOn.placard", { text: o.placard.text ?? "" }));
  if (o.pets?.dogs) out.push(t("details.addOn.dog"));
  if (o.pets?.cats) out.push(t("details.addOn.cat"));
  if (o.bookForOther?.isBooking) out.push(t("details.addOn.bookedFor", { name: o.bookForOther.otherGuestInfo ?? "" }));
  if (o.childSeat) out.push(t("details.addOn.childSeat"));
  return out;
};

const transferLabel = (tr: string, t: AccountT) =>
  tr === "airport-to-city" || tr === "city-to-airport" ? t(`details.transfer.${tr}`) : tr;

/** The duration: the server's words in English ('3 hours', '2h 15m'), the same in the page's language otherwise. */
function durationText(b: BookingView, t: AccountT, english: boolean) {
  if (english) return b.duration;
  if (b.durationHrs) return t("details.durationHours", { n: b.durationHrs });
  const hm = /^(\d+)h (\d+)m$/.exec(b.duration);
  return hm ? t("details.durationHm", { h: Number(hm[1]), m: Number(hm[2]) }) : b.duration;
}

/** The pickup time, or an airport transfer's flight lines and its state. */
function TimeRows({ b }: { b: BookingView }) {
  const t = useT(accountText);
  const { dateTime } = useBookingFormat();
  const lines = useFlightLines();
  if (!b.flight) return <Row label={t("flight.pickupTime")}>{dateTime(b.startTime)}</Row>;
  return (
    <>
      {lines.rows(b.flight).map(([label, at]) => (
        <Row key={label} label={label}>
          {at}
        </Row>
      ))}
      <Row label={t("flight.status")}>{lines.status(b.flight)}</Row>
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

/** The rows of where, when, what and how much. */
function DetailRows({ b }: { b: BookingView }) {
  const t = useT(accountText);
  const f = useBookingFormat();
  const english = useLocale().locale === "en-IN";
  const labels = useStatusLabels();
  const addOns = addOnLines(b.addOns, t);
  return (
    <dl>
      <Row label={t("details.service")}>{labels.ride(b.rideType)}</Row>
      <Row label={t("details.pickup")}>{b.pickupLocation}</Row>
      {b.stops.length ? (
        <Row label={t("details.stops", { n: b.stopsCount })}>{b.stops.map((s) => s.address).join(" · ")}</Row>
      ) : null}
      <Row label={t("details.dropOff")}>{b.dropLocation}</Row>
      <TimeRows b={b} />
      {b.isRoundTrip && b.returnTime ? <Row label={t("details.returnTime")}>{f.dateTime(b.returnTime)}</Row> : null}
      <Row label={t("details.duration")}>{durationText(b, t, english)}</Row>
      <Row label={t("details.distance")}>{t("details.km", { km: String(b.distance) })}</Row>
      {b.flightNumber ? <Row label={t("flight.flight")}>{b.flightNumber}</Row> : null}
      {b.transferType ? <Row label={t("details.transfer")}>{transferLabel(b.transferType, t)}</Row> : null}
      <Row label={t("details.vehicle")}>{vehicleClassName(b.carType)}</Row>
      <Row label={t("details.passengers")}>
        {t("details.passengersValue", { passengers: b.passengerCount, suitcases: b.luggageCount })}
      </Row>
      {addOns.length ? <Row label={t("details.addOns")}>{addOns.join(", ")}</Row> : null}
      <Row label={t("details.amount")}>{f.rupees2(b.payment.amount)}</Row>
      <Row label={t("details.payment")}>
        <span className={clsx("font-medium capitalize", paymentClass(b.payment.paymentStatus))}>
          {labels.payment(b.payment.paymentStatus)}
        </span>
      </Row>
      {b.payment.paymentId ? (
        <Row label={t("details.paymentId")} code="details-payment-id">
          {b.payment.paymentId}
        </Row>
      ) : null}
      {b.payment.orderId ? (
        <Row label={t("details.orderId")} code="details-order-id">
          {b.payment.orderId}
        </Row>
      ) : null}
      {b.refund ? (
        <Row label={t("details.refund")}>
          {t("details.refundValue", {
            amount: f.rupees2(b.refund.amountPaise),
            status: labels.refund(b.refund.status),
          })}
        </Row>
      ) : null}
      {b.cancellationFeePaise ? (
        <Row label={t("details.cancellationFee")}>{f.rupees2(b.cancellationFeePaise)}</Row>
      ) : null}
      <Row label={t("details.bookedOn")}>{english ? b.createdAtFormatted : f.dateTime(b.createdAt)}</Row>
    </dl>
  );
}

/** The loaded booking: status, reference, the rows and the invoice and calendar links. */
function BookingDetailsBody({ b, onCancel }: { b: BookingView; onCancel(b: BookingView): void }) {
  const t = useT(accountText);
  const labels = useStatusLabels();
  return (
    <div data-testid="booking-details">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <span className={clsx("rounded-full px-3 py-1 text-xs font-semibold capitalize ring-1", statusClass(b.status))}>
          {labels.status(b.status)}
        </span>
        <span className="font-mono text-xs text-ink-500">{b.reference}</span>
      </div>
      <FreeCancel b={b} onCancel={onCancel} />
      <BookingChauffeur bookingId={b._id} status={b.status} />
      <DetailRows b={b} />
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
            {t("details.invoice", { number: b.invoiceNumber })}
          </a>
        ) : null}
        {/* a refund of an invoiced payment is credited on a GST credit note (README "Payments and bookings") */}
        {b.creditNotes?.map((n) => (
          <a key={n.number} className="btn-outline" href={n.downloadUrl} target="_blank" rel="noreferrer">
            {t("details.creditNote", { number: n.number })}
          </a>
        ))}
        {b.status !== "cancelled" ? (
          <a className="btn-outline" href={bookingChangePaths.calendar(b._id)} download>
            {t("details.calendar")}
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
  const t = useT(accountText);
  const errorText = (e: unknown) => detailsErrorMessage(e, t("details.unsuccessful"), t("details.failed"));
  useEffect(() => {
    if (q.error) toast.error(errorText(q.error));
    // the toast says it once, in the language of the moment
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q.error]);
  const b: BookingView | undefined = q.data;
  return (
    <Dialog
      open={Boolean(id)}
      onOpenChange={(open) => !open && onClose()}
      title={t("details.title")}
      className="max-w-2xl"
    >
      {q.isLoading ? (
        <div className="flex justify-center py-10" role="status">
          <Spinner className="size-8 text-gold-500" />
        </div>
      ) : q.error ? (
        <p className="text-danger-600">{errorText(q.error)}</p>
      ) : b ? (
        <BookingDetailsBody b={b} onCancel={onCancel} />
      ) : null}
    </Dialog>
  );
}
