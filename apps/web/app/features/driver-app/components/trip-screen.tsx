import type { ReactNode } from "react";
import { Link } from "react-router";
import { ChevronLeft, Navigation, Phone } from "lucide-react";
import { flightLabels, ridePages, type DriverTrip } from "@chauffeur/contracts";
import { Spinner } from "~/components/ui/spinner";
import { errorMessage } from "../api/driver-api";
import { useDriverTrip } from "../hooks/use-driver-trips";
import { directionsUrl, navigationTarget } from "../lib/directions";
import { clockTime, shortDay } from "../lib/time";
import { StepActions } from "./step-actions";
import { StepBadge } from "./step-badge";
import { ExtensionRequests } from "./extension-requests";

/** /driver/trips/:id: the trip's summary, the rider's call button, navigation, and one button per step. */
export function TripScreen({ id }: { id: string }) {
  const trip = useDriverTrip(id);
  return (
    <div>
      <Link
        to={ridePages.driver}
        className="-ml-2 inline-flex min-h-12 items-center gap-1 rounded-xl px-2 text-base font-semibold text-ink-800 hover:bg-ink-100"
      >
        <ChevronLeft className="size-5" aria-hidden /> Back to my trips
      </Link>
      {trip.data ? (
        <TripView trip={trip.data.data} live={trip.data.source === "live"} />
      ) : trip.isError ? (
        <div role="alert" className="mt-6 space-y-3 rounded-2xl bg-red-50 p-4 text-base text-danger-600">
          <p>{errorMessage(trip.error)}</p>
          <button type="button" className="btn-dark min-h-12 rounded-xl" onClick={() => void trip.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <div className="mt-10 flex justify-center">
          <Spinner label="Loading the trip" className="size-8 text-gold-600" />
        </div>
      )}
    </div>
  );
}

function TripView({ trip, live }: { trip: DriverTrip; live: boolean }) {
  return (
    <article aria-labelledby="trip-title" className="mt-2 space-y-5">
      <header className="space-y-2">
        <p className="text-sm font-semibold text-ink-600">
          {trip.reference} · {trip.serviceLabel}
        </p>
        <h1 id="trip-title" className="text-3xl text-ink-950">
          Pickup {clockTime(trip.pickupAt)}
          <span className="ml-2 font-sans text-lg font-medium text-ink-700">{shortDay(trip.pickupAt)}</span>
        </h1>
        <StepBadge step={trip.step} />
      </header>
      <ContactBar trip={trip} />
      <StepActions trip={trip} />
      {live ? <ExtensionRequests trip={trip} /> : null}
      <TripSummary trip={trip} />
    </article>
  );
}

function ContactBar({ trip }: { trip: DriverTrip }) {
  const target = navigationTarget(trip);
  const big =
    "inline-flex min-h-14 flex-1 items-center justify-center gap-2 rounded-2xl border-2 px-4 text-lg font-semibold";
  return (
    <div className="space-y-2">
      <div className="flex gap-3">
        {trip.riderPhone ? (
          <a href={`tel:${trip.riderPhone}`} className={`${big} border-ink-900 bg-white text-ink-950 hover:bg-ink-100`}>
            <Phone className="size-5" aria-hidden />
            Call rider
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
          Navigate
        </a>
      </div>
      <p id="navigate-to" className="text-sm text-ink-600">
        Directions to the {target.to} in Google Maps.
        {trip.riderPhone ? null : " The rider's number shows when you are online."}
      </p>
    </div>
  );
}

const at = (d: string) => `${clockTime(d)}, ${shortDay(d)}`;

/**
 * The times of the trip: an airport arrival's 'Flight lands' and 'Chauffeur meets you at', a departure's 'Flight
 * departs' and 'Pickup time', each with the flight's state; any other trip's pickup time.
 */
function timeRows(trip: DriverTrip): Array<[string, ReactNode]> {
  const f = trip.flight;
  if (!f) return [["Pickup time", at(trip.pickupAt)]];
  const arrival = f.direction === "arrival";
  return [
    [
      flightLabels.flight,
      <>
        {f.flightNumber ?? "Number not given"}
        <span className="block font-medium text-ink-700" data-testid="flight-status">
          {f.statusText}
        </span>
      </>,
    ],
    [arrival ? flightLabels.flightLands : flightLabels.flightDeparts, at(f.expectedAt)],
    [arrival ? flightLabels.meetsYouAt : flightLabels.pickupTime, at(trip.pickupAt)],
  ];
}

function TripSummary({ trip }: { trip: DriverTrip }) {
  const rows: Array<[string, ReactNode]> = [
    ...timeRows(trip),
    ["Pickup", trip.pickup.address],
    ["Drop-off", trip.dropOff?.address ?? "As the rider directs"],
    ["Rider", trip.riderFirstName],
    ["Passengers", trip.passengers ?? "Not given"],
    ...(trip.hours ? ([["Hours booked", trip.hours]] as Array<[string, ReactNode]>) : []),
    ["Car", `${trip.car.model}${trip.car.colour ? ` · ${trip.car.colour}` : ""} · ${trip.car.plate}`],
    ["Service", trip.serviceLabel],
  ];
  return (
    <section aria-labelledby="trip-details-title" className="card p-4">
      <h2 id="trip-details-title" className="font-sans text-sm font-bold uppercase tracking-[0.15em] text-ink-700">
        Trip details
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
          <h3 className="font-sans text-base font-semibold text-ink-900">Notes</h3>
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
