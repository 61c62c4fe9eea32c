import type { ReactNode } from "react";
import { Link } from "react-router";
import clsx from "clsx";
import { ArrowLeft, CalendarClock, MapPin } from "lucide-react";
import { RIDE_STEP_LABELS, SERVICE_LABELS, type RideView, type Service } from "@chauffeur/contracts";
import { Spinner } from "~/components/ui/spinner";
import { ExtendRideButton, ExtrasPanel } from "~/features/ride-extras";
import { paths } from "~/lib/paths";
import { useLocale, useLocalizePath, useT } from "~/i18n";
import { accountText } from "~/i18n/texts/account";
import { rideText } from "~/i18n/texts/ride";
import { useBookingFormat } from "~/lib/use-booking-format";
import { isNotFound, useRideMessage } from "../api/ride";
import { useLiveRide } from "../hooks/use-live-ride";
import { ChauffeurCard } from "./chauffeur-card";
import { Concierge } from "./concierge";
import { EtaLine, LiveMap } from "./live-map";
import { RatingPanel } from "./rating-form";
import { PushToggle } from "~/components/push-toggle";
import { ShareTrip } from "./share-dialog";
import { SosButton } from "./sos-dialog";
import { StepList } from "./step-list";

const TRACKED = new Set(["on_my_way", "arrived", "started"]);

/** What the header says the trip is at. */
export function tripStateText(v: Pick<RideView, "status" | "step">): string {
  if (v.status === "cancelled") return "Cancelled";
  if (v.status === "pending") return "Awaiting confirmation";
  return v.step ? RIDE_STEP_LABELS[v.step] : "Confirmed";
}

const Card = ({ children, className, testId }: { children: ReactNode; className?: string; testId?: string }) => (
  <div className={clsx("card p-5 sm:p-6", className)} data-testid={testId}>
    {children}
  </div>
);

/** tripStateText in the page's language (English: the same words). */
export function useTripStateText() {
  const t = useT(accountText);
  return (v: Pick<RideView, "status" | "step">) =>
    v.status === "cancelled"
      ? t("trip.state.cancelled")
      : v.status === "pending"
        ? t("trip.state.pending")
        : !v.step
          ? t("trip.state.confirmed")
          : v.step in RIDE_STEP_LABELS
            ? t(`trip.step.${v.step}`)
            : tripStateText(v);
}

/** A service's name in the page's language from its value (the account namespace's), else the server's label. */
export function useServiceLabel() {
  const t = useT(accountText);
  const { locale } = useLocale();
  return (service: string | undefined, label: string) =>
    locale !== "en-IN" && service && service in SERVICE_LABELS ? t(`service.${service as Service}`) : label;
}

function TripHeader({ ride }: { ride: RideView }) {
  const t = useT(accountText);
  const to = useLocalizePath();
  const stateText = useTripStateText();
  const serviceName = useServiceLabel();
  const { dateTime } = useBookingFormat();
  return (
    <header className="space-y-3">
      <Link
        to={to(paths.bookings)}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-ink-600 hover:text-ink-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {t("trip.myBookings")}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="eyebrow text-gold-700">{serviceName(ride.service, ride.serviceLabel)}</p>
          <h1 className="mt-1 text-3xl text-ink-900 sm:text-4xl">{t("trip.title")}</h1>
          <p className="mt-1 font-mono text-xs text-ink-600">{ride.reference}</p>
        </div>
        <p
          className="rounded-full bg-ink-900 px-4 py-1.5 text-sm font-semibold text-gold-300"
          data-testid="trip-state"
          aria-live="polite"
        >
          {stateText(ride)}
        </p>
      </div>
      <div className="space-y-1.5 text-sm text-ink-700">
        <p className="flex items-start gap-2">
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-gold-600" aria-hidden />
          {t("trip.pickup", { at: dateTime(ride.pickupAt) })}
        </p>
        <p className="flex items-start gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0 text-gold-600" aria-hidden />
          <span>
            {ride.pickup.address}
            {ride.dropOff ? ` → ${ride.dropOff.address}` : ""}
          </span>
        </p>
      </div>
    </header>
  );
}

/** The chauffeur's card, or a note while operations have not assigned one. */
function ChauffeurOrNote({ ride }: { ride: RideView }) {
  const t = useT(accountText);
  if (ride.chauffeur) return <ChauffeurCard ride={ride} />;
  if (ride.status === "cancelled") return <p className="text-ink-700">{t("trip.cancelledNote")}</p>;
  return (
    <div className="space-y-1">
      <h2 className="font-display text-xl text-ink-900">{t("trip.chauffeurAndCar")}</h2>
      <p className="text-sm text-ink-600">{t("trip.chauffeurLater")}</p>
    </div>
  );
}

/**
 * The rider's live trip (/user/bookings/:id/trip): 'Your chauffeur' with the Ride PIN (until the start), the steps, the
 * car on the map with its ETA from 'On my way', 'Share trip', 'SOS' pinned to the screen's bottom during the trip, the concierge, and after it the extras and
 * the rating (the extras and 'Pay extras' come from the ride-extras feature). Live over Server-Sent Events. On phones the most urgent part comes first (the map while the car is
 * coming, the rating after the trip); on wide screens the chauffeur and the actions sit in a side column.
 */
export function RiderTripScreen({ bookingId }: { bookingId: string }) {
  const q = useLiveRide(bookingId);
  const t = useT(accountText);
  const errorText = useRideMessage();
  const to = useLocalizePath();
  if (q.isLoading)
    return (
      <div className="flex min-h-[50vh] items-center justify-center gap-3 text-ink-600" role="status">
        <Spinner /> {t("trip.loading")}
      </div>
    );
  if (!q.data)
    return (
      <div className="page-container max-w-xl py-16 text-center">
        <h1 className="text-3xl">{t("trip.unavailable")}</h1>
        <p className="mt-3 text-ink-600" role="alert">
          {isNotFound(q.error) ? t("trip.notFound") : errorText(q.error, t("trip.loadFailed"))}
        </p>
        <Link to={to(paths.bookings)} className="btn-dark mt-6">
          {t("trip.myBookings")}
        </Link>
      </div>
    );
  return <TripLayout ride={q.data} />;
}

/**
 * SOS in reach for the whole trip on every width: a bar pinned to the bottom of the screen (above the demo ribbon), so
 * it never scrolls away below the map, the chauffeur and the steps (e2e/live-trip.spec.ts measures it at 375 px).
 */
function SosBar({ bookingId }: { bookingId: string }) {
  return (
    <div
      className="fixed inset-x-0 bottom-[var(--demo-ribbon-h,0px)] z-30 border-t border-ivory-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-6px_20px_rgba(7,8,11,0.12)]"
      data-testid="sos-bar"
    >
      <div className="mx-auto flex max-w-6xl justify-end">
        <div className="w-full lg:w-96">
          <SosButton bookingId={bookingId} />
        </div>
      </div>
    </div>
  );
}

function TripLayout({ ride }: { ride: RideView }) {
  const t = useT(rideText);
  const tracking = Boolean(ride.step && TRACKED.has(ride.step)) && ride.status !== "cancelled";
  const live = ride.status === "confirmed" || ride.status === "ongoing";
  const rating = ride.status === "completed" && (ride.canRate || ride.rating);
  return (
    <div className={clsx("bg-ivory-100 py-6 md:py-10", ride.canSos && "pb-28 md:pb-28")}>
      {ride.canSos ? <SosBar bookingId={ride.bookingId} /> : null}
      <div className="page-container max-w-6xl">
        <TripHeader ride={ride} />
        <div className="mt-6 flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-6">
          <div className="contents lg:flex lg:flex-col lg:gap-6">
            {tracking ? (
              <Card className="order-1 space-y-3" testId="live-trip-map">
                <EtaLine eta={ride.eta} step={ride.step} />
                <LiveMap trip={ride} />
              </Card>
            ) : null}
            {ride.extras.length ? (
              // the extras' lines, 'Pay extras' and the supplementary invoices (the ride-extras feature)
              <Card className="order-2">
                <ExtrasPanel bookingId={ride.bookingId} extras={ride.extras} extrasDuePaise={ride.extrasDuePaise} />
              </Card>
            ) : null}
            {rating ? (
              <Card className="order-2">
                <RatingPanel ride={ride} />
              </Card>
            ) : null}
            <Card className="order-5">
              <h2 className="mb-4 font-display text-xl text-ink-900">{t("progress.title")}</h2>
              <StepList steps={ride.steps} current={ride.step} />
            </Card>
          </div>
          <div className="contents lg:flex lg:flex-col lg:gap-6">
            <Card className="order-3">
              <ChauffeurOrNote ride={ride} />
            </Card>
            {ride.canShare || ride.canExtend ? (
              <div className="order-4 grid gap-3">
                {ride.canExtend ? <ExtendRideButton bookingId={ride.bookingId} /> : null}
                {ride.canShare ? <ShareTrip bookingId={ride.bookingId} /> : null}
              </div>
            ) : null}
            {live ? (
              <Card className="order-6 space-y-4">
                <PushToggle
                  texts={{ allow: t("push.allow"), on: t("push.on"), blocked: t("push.blocked"), hint: t("push.hint") }}
                />
                <Concierge concierge={ride.concierge} />
              </Card>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
