import type { DriverTrip } from "@chauffeur/contracts";
import { PushToggle } from "~/components/push-toggle";
import { Spinner } from "~/components/ui/spinner";
import { useDriverSession } from "../hooks/use-driver-session";
import { useDriverTrips } from "../hooks/use-driver-trips";
import { useDriverText, useErrorText } from "../lib/texts";
import { DriverNav } from "./schedule-screen";
import { TripCard } from "./trip-card";

/** /driver 'My trips': today's and upcoming trips assigned to this chauffeur, refreshed live by the shell's stream. */
export function TripsScreen() {
  const session = useDriverSession();
  const trips = useDriverTrips(session.state === "signed-in" || session.state === "unreachable");
  const list = trips.data?.data;
  const { t } = useDriverText();
  const errorText = useErrorText();
  return (
    <section aria-labelledby="my-trips-title">
      <DriverNav current="trips" />
      <h1 id="my-trips-title" className="text-3xl text-ink-950">
        {t("trips.title")}
      </h1>
      {session.me ? (
        <p className="mt-1 text-base text-ink-700">{t("trips.signedInAs", { name: session.me.name })}</p>
      ) : null}
      {session.me ? (
        <div className="mt-4">
          <PushToggle
            texts={{ allow: t("push.allow"), on: t("push.on"), blocked: t("push.blocked"), hint: t("push.hint") }}
          />
        </div>
      ) : null}
      {list ? (
        list.today.length + list.upcoming.length === 0 ? (
          <p className="mt-8 rounded-2xl border border-dashed border-ink-300 p-6 text-center text-lg text-ink-700">
            {t("trips.none")}
          </p>
        ) : (
          <>
            <TripSection id="today" title={t("trips.today")} trips={list.today} empty={t("trips.noMoreToday")} />
            <TripSection
              id="upcoming"
              title={t("trips.upcoming")}
              trips={list.upcoming}
              empty={t("trips.noUpcoming")}
            />
          </>
        )
      ) : trips.isError ? (
        <div role="alert" className="mt-6 space-y-3 rounded-2xl bg-red-50 p-4 text-base text-danger-600">
          <p>{errorText(trips.error)}</p>
          <button type="button" className="btn-dark min-h-12 rounded-xl" onClick={() => void trips.refetch()}>
            {t("trips.tryAgain")}
          </button>
        </div>
      ) : (
        <div className="mt-10 flex justify-center">
          <Spinner label={t("trips.loading")} className="size-8 text-gold-600" />
        </div>
      )}
    </section>
  );
}

function TripSection(props: { id: string; title: string; trips: DriverTrip[]; empty: string }) {
  const { title, trips, empty } = props;
  const id = `trips-${props.id}`;
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
