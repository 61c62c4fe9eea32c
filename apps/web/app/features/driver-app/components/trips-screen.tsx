import type { DriverTrip } from "@chauffeur/contracts";
import { Spinner } from "~/components/ui/spinner";
import { errorMessage } from "../api/driver-api";
import { useDriverSession } from "../hooks/use-driver-session";
import { useDriverTrips } from "../hooks/use-driver-trips";
import { TripCard } from "./trip-card";

/** /driver 'My trips': today's and upcoming trips assigned to this chauffeur, refreshed live by the shell's stream. */
export function TripsScreen() {
  const session = useDriverSession();
  const trips = useDriverTrips(session.state === "signed-in" || session.state === "unreachable");
  const list = trips.data?.data;
  return (
    <section aria-labelledby="my-trips-title">
      <h1 id="my-trips-title" className="text-3xl text-ink-950">
        My trips
      </h1>
      {session.me ? <p className="mt-1 text-base text-ink-700">Signed in as {session.me.name}</p> : null}
      {list ? (
        list.today.length + list.upcoming.length === 0 ? (
          <p className="mt-8 rounded-2xl border border-dashed border-ink-300 p-6 text-center text-lg text-ink-700">
            No trips assigned to you yet. New trips appear here as soon as operations assign them.
          </p>
        ) : (
          <>
            <TripSection title="Today" trips={list.today} empty="No more trips today." />
            <TripSection title="Upcoming" trips={list.upcoming} empty="No upcoming trips yet." />
          </>
        )
      ) : trips.isError ? (
        <div role="alert" className="mt-6 space-y-3 rounded-2xl bg-red-50 p-4 text-base text-danger-600">
          <p>{errorMessage(trips.error)}</p>
          <button type="button" className="btn-dark min-h-12 rounded-xl" onClick={() => void trips.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <div className="mt-10 flex justify-center">
          <Spinner label="Loading your trips" className="size-8 text-gold-600" />
        </div>
      )}
    </section>
  );
}

function TripSection({ title, trips, empty }: { title: string; trips: DriverTrip[]; empty: string }) {
  const id = `trips-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="mt-7">
      <h2 id={id} className="font-sans text-sm font-bold uppercase tracking-[0.15em] text-ink-700">
        {title}
      </h2>
      {trips.length ? (
        <ul className="mt-3 space-y-3">
          {trips.map((t) => (
            <TripCard key={t.id} trip={t} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-base text-ink-600">{empty}</p>
      )}
    </section>
  );
}
