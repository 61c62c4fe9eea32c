import { Car } from "lucide-react";
import type { EventLiveCar, EventLiveView } from "@chauffeur/contracts";
import { Spinner } from "~/components/ui/spinner";
import { MapsKitProvider, type CarMarker } from "~/features/places";
import { useFormat, useT } from "~/i18n";
import { accountText } from "~/i18n/texts/account";
import { rideText, type RideKey } from "~/i18n/texts/ride";
import { isNotFound, useLiveEvent } from "../api/event-live";

type Car = EventLiveCar;

/** A car's state in the page's language: its ride's step, or confirmed before the chauffeur sets off. */
function useCarState() {
  const t = useT(accountText);
  return (c: Pick<Car, "status" | "step">) =>
    c.status === "cancelled"
      ? t("trip.state.cancelled")
      : c.status === "pending"
        ? t("trip.state.pending")
        : c.step
          ? t(`trip.step.${c.step}`)
          : t("trip.state.confirmed");
}

/** Every car with a position on one map (the live trip page's maps kit), each tagged with its plate. */
function EventMap({ cars }: { cars: Car[] }) {
  const t = useT(rideText);
  const state = useCarState();
  const markers: CarMarker[] = cars.flatMap((c) =>
    c.position
      ? [
          {
            lat: c.position.lat,
            lng: c.position.lng,
            heading: c.position.heading,
            label: t("eventLive.carOnMap", { plate: c.plate ?? "", state: state(c) }),
            tag: c.plate ?? undefined,
          },
        ]
      : [],
  );
  return (
    <section aria-labelledby="event-map" className="card space-y-3 p-5 sm:p-6" data-testid="event-map">
      <h2 id="event-map" className="font-display text-xl text-ink-900">
        {t("eventLive.mapTitle")}
      </h2>
      <MapsKitProvider>{(kit) => <kit.RouteMap points={[]} cars={markers} />}</MapsKitProvider>
      {markers.length === 0 ? <p className="text-sm text-ink-500">{t("eventLive.noPositions")}</p> : null}
    </section>
  );
}

function CarCard({ car }: { car: Car }) {
  const t = useT(rideText);
  const tAccount = useT(accountText);
  const state = useCarState();
  const f = useFormat();
  const kind = (["cars", "procession", "shuttle", "outstation"].includes(car.kind) ? car.kind : "cars") as
    "cars" | "procession" | "shuttle" | "outstation";
  return (
    <li className="card space-y-2 p-5" data-testid="event-car" data-plate={car.plate ?? ""}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-ink-900">
          {f.dateTime(car.startAt, "time")} · {t(`eventLive.kind.${kind}` as RideKey)}
          {car.note ? ` · ${car.note}` : ""}
        </p>
        <p
          className="rounded-full bg-ink-900 px-3 py-1 text-sm font-semibold text-gold-300"
          data-testid="event-car-state"
          aria-live="polite"
        >
          {state(car)}
        </p>
      </div>
      {car.plate ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-700">
          <Car className="size-4 text-gold-600" aria-hidden />
          <span>
            <span className="sr-only">{t("eventLive.chauffeur")}: </span>
            <span className="font-semibold text-ink-900" data-testid="event-car-chauffeur">
              {car.chauffeurFirstName}
            </span>
          </span>
          <span>{car.model}</span>
          <span className="rounded-md border border-ink-300 bg-ivory-50 px-2 py-0.5 font-mono font-semibold tracking-wider">
            <span className="sr-only">{tAccount("chauffeur.plate")} </span>
            {car.plate}
          </span>
        </p>
      ) : (
        <p className="text-sm text-ink-600">{t("eventLive.notAssigned")}</p>
      )}
      {car.pin ? <p className="text-sm font-semibold text-ink-900">{t("eventLive.pin", { pin: car.pin })}</p> : null}
      <details className="text-sm text-ink-700">
        <summary className="cursor-pointer font-medium">{t("eventLive.runSheet")}</summary>
        <ol className="mt-2 space-y-1">
          {car.legs.map((l, i) => (
            <li key={i}>
              {f.dateTime(l.at, "time")} · {l.from}
              {l.to ? ` → ${l.to}` : ""}
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}

function EventLive({ ev }: { ev: EventLiveView }) {
  const t = useT(rideText);
  const f = useFormat();
  const dates = [...new Set(ev.cars.map((c) => c.date))];
  const status = ev.status as "deposit_paid" | "fully_paid" | "in_progress" | "completed";
  return (
    <div className="bg-ivory-100 py-6 md:py-10">
      <div className="page-container max-w-5xl space-y-5">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="eyebrow text-gold-700">{t("eventLive.eyebrow", { reference: ev.reference })}</p>
            <h1 className="mt-1 text-3xl text-ink-900 sm:text-4xl">{ev.title}</h1>
            <p className="mt-1 text-sm text-ink-600">
              {t("eventLive.heading")} · {t("eventLive.cars", { n: ev.cars.length })}
            </p>
          </div>
          <p
            className="rounded-full bg-ink-900 px-4 py-1.5 text-sm font-semibold text-gold-300"
            data-testid="event-status"
          >
            {t(`eventLive.status.${status}` as RideKey)}
          </p>
        </header>
        <EventMap cars={ev.cars} />
        {dates.map((d) => (
          <section key={d} aria-label={f.dateTime(`${d}T12:00:00+05:30`, "weekdayDayMonth")} className="space-y-3">
            <h2 className="font-display text-xl text-ink-900">
              {f.dateTime(`${d}T12:00:00+05:30`, "weekdayDayMonth")}
            </h2>
            <ul className="grid gap-3 md:grid-cols-2">
              {ev.cars
                .filter((c) => c.date === d)
                .map((c) => (
                  <CarCard key={c.bookingId} car={c} />
                ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

/** /events/live/:token: the coordinator's event page, read-only and live; an unknown or cancelled event says so. */
export function EventLiveScreen({ token }: { token: string }) {
  const q = useLiveEvent(token);
  const t = useT(rideText);
  if (q.isLoading)
    return (
      <div className="flex min-h-[50vh] items-center justify-center gap-3 text-ink-600" role="status">
        <Spinner /> {t("eventLive.loading")}
      </div>
    );
  if (q.error || !q.data)
    return (
      <div className="page-container max-w-xl py-20 text-center">
        <p className="text-lg text-ink-700" role="alert" data-testid="event-live-gone">
          {isNotFound(q.error) ? t("eventLive.gone") : t("eventLive.loadFailed")}
        </p>
      </div>
    );
  return <EventLive ev={q.data} />;
}
