import type { ReactNode } from "react";
import { Link } from "react-router";
import { ChevronLeft, Navigation, Phone } from "lucide-react";
import { ridePages, type DriverTrip } from "@chauffeur/contracts";
import { Spinner } from "~/components/ui/spinner";
import type { T } from "~/i18n";
import type { DriverKey } from "~/i18n/texts/driver";
import { useDriverTrip } from "../hooks/use-driver-trips";
import { directionsUrl, navigationTarget } from "../lib/directions";
import { flightStatus, serviceText, useDriverText, useErrorText } from "../lib/texts";
import { StepActions } from "./step-actions";
import { StepBadge } from "./step-badge";
import { ExtensionRequests } from "./extension-requests";

/** /driver/trips/:id: the trip's summary, the rider's call button, navigation, and one button per step. */
export function TripScreen({ id }: { id: string }) {
  const trip = useDriverTrip(id);
  const { t } = useDriverText();
  const errorText = useErrorText();
  return (
    <div>
      <Link
        to={ridePages.driver}
        className="-ml-2 inline-flex min-h-12 items-center gap-1 rounded-xl px-2 text-base font-semibold text-ink-800 hover:bg-ink-100"
      >
        <ChevronLeft className="size-5" aria-hidden /> {t("step.back")}
      </Link>
      {trip.data ? (
        <TripView trip={trip.data.data} live={trip.data.source === "live"} />
      ) : trip.isError ? (
        <div role="alert" className="mt-6 space-y-3 rounded-2xl bg-red-50 p-4 text-base text-danger-600">
          <p>{errorText(trip.error)}</p>
          <button type="button" className="btn-dark min-h-12 rounded-xl" onClick={() => void trip.refetch()}>
            {t("trip.tryAgain")}
          </button>
        </div>
      ) : (
        <div className="mt-10 flex justify-center">
          <Spinner label={t("trip.loading")} className="size-8 text-gold-600" />
        </div>
      )}
    </div>
  );
}

function TripView({ trip, live }: { trip: DriverTrip; live: boolean }) {
  const { t, english, clock, day } = useDriverText();
  return (
    <article aria-labelledby="trip-title" className="mt-2 space-y-5">
      <header className="space-y-2">
        <p className="text-sm font-semibold text-ink-600">
          {trip.reference} · {serviceText(trip, t, english)}
        </p>
        <h1 id="trip-title" className="text-3xl text-ink-950">
          {t("trip.pickupAt", { time: clock(trip.pickupAt) })}
          <span className="ml-2 font-sans text-lg font-medium text-ink-700">{day(trip.pickupAt)}</span>
        </h1>
        <StepBadge step={trip.step} />
      </header>
      <ContactBar trip={trip} />
      <StepActions trip={trip} />
      {live ? <ExtensionRequests trip={trip} /> : null}
      <RunSheet trip={trip} />
      <TripSummary trip={trip} />
    </article>
  );
}

function ContactBar({ trip }: { trip: DriverTrip }) {
  const target = navigationTarget(trip);
  const { t } = useDriverText();
  const big =
    "inline-flex min-h-14 flex-1 items-center justify-center gap-2 rounded-2xl border-2 px-4 text-lg font-semibold";
  return (
    <div className="space-y-2">
      <div className="flex gap-3">
        {trip.riderPhone ? (
          <a href={`tel:${trip.riderPhone}`} className={`${big} border-ink-900 bg-white text-ink-950 hover:bg-ink-100`}>
            <Phone className="size-5" aria-hidden />
            {t("trip.callRider")}
          </a>
        ) : null}
        <a
          href={directionsUrl(target.place)}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby="navigate-to"
          className={`${big} border-ink-900 bg-white text-ink-950 hover:bg-ink-100`}
        >
          <Navigation className="size-5" aria-hidden />
          {t("trip.navigate")}
        </a>
      </div>
      <p id="navigate-to" className="text-sm text-ink-600">
        {t(target.to === "pickup" ? "trip.directionsPickup" : "trip.directionsDropOff")}
        {trip.riderPhone || !trip.nextAction ? null : ` ${t("trip.phoneWhenOnline")}`}
      </p>
    </div>
  );
}

/**
 * The times of the trip: an airport arrival's 'Flight lands' and 'Chauffeur meets you at', a departure's 'Flight
 * departs' and 'Pickup time', each with the flight's state; a round trip's pickup, return and nights away; any other
 * trip's pickup time.
 */
function timeRows(trip: DriverTrip, text: ReturnType<typeof useDriverText>): Array<[string, ReactNode]> {
  const { t, english, clock, day } = text;
  const at = (d: string) => `${clock(d)}, ${day(d)}`;
  const f = trip.flight;
  if (!f && trip.returnAt)
    return [
      [t("details.pickupTime"), at(trip.pickupAt)],
      [t("details.return"), at(trip.returnAt)],
      [t("details.nightsAway"), t("details.nights", { n: trip.overnightDays ?? 0 })],
    ];
  if (!f) return [[t("details.pickupTime"), at(trip.pickupAt)]];
  const arrival = f.direction === "arrival";
  return [
    [
      t("details.flight"),
      <>
        {f.flightNumber ?? t("details.numberNotGiven")}
        <span className="block font-medium text-ink-700" data-testid="flight-status">
          {flightStatus(f, t, english, clock)}
        </span>
      </>,
    ],
    [t(arrival ? "details.flightLands" : "details.flightDeparts"), at(f.expectedAt)],
    [t(arrival ? "details.meetsYouAt" : "details.pickupTime"), at(trip.pickupAt)],
  ];
}

function TripSummary({ trip }: { trip: DriverTrip }) {
  const text = useDriverText();
  const t: T<DriverKey> = text.t;
  const rows: Array<[string, ReactNode]> = [
    ...timeRows(trip, text),
    [t("details.pickup"), trip.pickup.address],
    [t("details.dropOff"), trip.dropOff?.address ?? t("details.asRiderDirects")],
    [t("details.rider"), trip.riderFirstName],
    [t("details.passengers"), trip.passengers ?? t("details.notGiven")],
    ...(trip.hours ? ([[t("details.hours"), trip.hours]] as Array<[string, ReactNode]>) : []),
    [t("details.car"), `${trip.car.model}${trip.car.colour ? ` · ${trip.car.colour}` : ""} · ${trip.car.plate}`],
    [t("details.service"), serviceText(trip, t, text.english)],
  ];
  return (
    <section aria-labelledby="trip-details-title" className="card p-4">
      <h2 id="trip-details-title" className="font-sans text-sm font-bold uppercase tracking-[0.15em] text-ink-700">
        {t("details.title")}
      </h2>
      <dl className="mt-3 divide-y divide-ivory-200">
        {rows.map(([term, value]) => (
          <div key={term} className="grid grid-cols-[8rem_1fr] gap-3 py-2.5 text-base">
            <dt className="font-medium text-ink-600">{term}</dt>
            <dd className="font-semibold text-ink-950">{value}</dd>
          </div>
        ))}
      </dl>
      {trip.notes.length ? (
        <div className="mt-3 rounded-xl bg-ivory-100 p-3">
          <h3 className="font-sans text-base font-semibold text-ink-900">{t("details.notes")}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-base text-ink-900">
            {trip.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** A run of an event: its legs with their times and places (README "Weddings and events"). */
function RunSheet({ trip }: { trip: DriverTrip }) {
  const { t, clock } = useDriverText();
  const sheet = trip.runSheet;
  if (!sheet) return null;
  return (
    <section aria-labelledby="run-sheet-title" className="card p-4" data-testid="run-sheet">
      <h2 id="run-sheet-title" className="font-sans text-sm font-bold uppercase tracking-[0.15em] text-ink-700">
        {t("runSheet.title", { event: sheet.event })}
      </h2>
      <p className="mt-1 text-base font-semibold text-ink-900">{sheet.title}</p>
      <ol className="mt-3 divide-y divide-ivory-200">
        {sheet.legs.map((l, i) => (
          <li key={i} className="grid grid-cols-[5rem_1fr] gap-3 py-2.5 text-base">
            <span className="font-semibold tabular-nums text-ink-950">{clock(l.at)}</span>
            <span className="text-ink-900">
              {l.from}
              {l.to ? <span className="block text-ink-700">{t("runSheet.to", { place: l.to })}</span> : null}
              {l.note ? <span className="block text-sm text-ink-600">{l.note}</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
