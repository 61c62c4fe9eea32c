import { Car } from "lucide-react";
import { rideMessages, type SharedTripView } from "@chauffeur/contracts";
import { Spinner } from "~/components/ui/spinner";
import { formatDateTime } from "~/lib/format";
import { isNotFound } from "../api/ride";
import { useLiveSharedTrip } from "../hooks/use-live-ride";
import { EtaLine, LiveMap } from "./live-map";
import { StepList } from "./step-list";
import { tripStateText } from "./trip-screen";

const TRACKED = new Set(["on_my_way", "arrived", "started"]);

function Gone({ message }: { message: string }) {
  return (
    <div className="page-container max-w-xl py-20 text-center">
      <h1 className="text-3xl text-ink-900">Shared trip</h1>
      <p className="mt-4 text-lg text-ink-700" role="alert" data-testid="shared-trip-gone">
        {message}
      </p>
    </div>
  );
}

function SharedTrip({ trip }: { trip: SharedTripView }) {
  const tracking = Boolean(trip.step && TRACKED.has(trip.step)) && trip.status !== "cancelled";
  return (
    <div className="bg-ivory-100 py-6 md:py-10">
      <div className="page-container max-w-5xl space-y-5">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="eyebrow text-gold-700">{trip.serviceLabel} · shared with you</p>
            <h1 className="mt-1 text-3xl text-ink-900 sm:text-4xl">Follow this trip</h1>
            <p className="mt-1 text-sm text-ink-600">Pickup {formatDateTime(trip.pickupAt)}</p>
          </div>
          <p
            className="rounded-full bg-ink-900 px-4 py-1.5 text-sm font-semibold text-gold-300"
            data-testid="trip-state"
            aria-live="polite"
          >
            {tripStateText(trip)}
          </p>
        </header>
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <div className="space-y-5">
            {tracking ? (
              <div className="card space-y-3 p-5 sm:p-6">
                <EtaLine eta={trip.eta} step={trip.step} />
                <LiveMap trip={trip} />
              </div>
            ) : null}
            <div className="card p-5 sm:p-6">
              <h2 className="mb-4 font-display text-xl text-ink-900">Trip progress</h2>
              <StepList steps={trip.steps} current={trip.step} />
            </div>
          </div>
          <section className="card space-y-2 p-5 sm:p-6" aria-labelledby="shared-car">
            <h2 id="shared-car" className="font-display text-xl text-ink-900">
              Chauffeur and car
            </h2>
            {trip.chauffeurFirstName ? (
              <p className="text-lg font-semibold text-ink-900" data-testid="chauffeur-name">
                {trip.chauffeurFirstName}
              </p>
            ) : (
              <p className="text-sm text-ink-600">Not assigned yet.</p>
            )}
            {trip.car ? (
              <>
                <p className="flex items-center gap-1.5 text-sm text-ink-700">
                  <Car className="size-4 text-gold-600" aria-hidden />
                  {trip.car.model}
                  {trip.car.colour ? ` · ${trip.car.colour}` : ""}
                </p>
                <p
                  className="inline-block rounded-md border border-ink-300 bg-ivory-50 px-2 py-0.5 font-mono text-sm font-semibold tracking-wider"
                  data-testid="car-plate"
                >
                  <span className="sr-only">Number plate </span>
                  {trip.car.plate}
                </p>
              </>
            ) : null}
          </section>
        </div>
      </div>
    </div>
  );
}

/** The signed-out share page (/shared-trip/:token): read-only and live; a revoked or expired link says so. */
export function SharedTripScreen({ token }: { token: string }) {
  const q = useLiveSharedTrip(token);
  if (q.isLoading)
    return (
      <div className="flex min-h-[50vh] items-center justify-center gap-3 text-ink-600" role="status">
        <Spinner /> Loading the trip...
      </div>
    );
  if (q.error || !q.data)
    return (
      <Gone
        message={isNotFound(q.error) ? rideMessages.shareGone : "This trip could not be loaded. Please try again."}
      />
    );
  return <SharedTrip trip={q.data} />;
}
