import { Car } from "lucide-react";
import { SERVICE_LABELS, type Service, type SharedTripView } from "@chauffeur/contracts";
import { Spinner } from "~/components/ui/spinner";
import { useT } from "~/i18n";
import { accountText } from "~/i18n/texts/account";
import { rideText } from "~/i18n/texts/ride";
import { useBookingFormat } from "~/lib/use-booking-format";
import { isNotFound } from "../api/ride";
import { useLiveSharedTrip } from "../hooks/use-live-ride";
import { EtaLine, LiveMap } from "./live-map";
import { StepList } from "./step-list";
import { useServiceLabel, useTripStateText } from "./trip-screen";

const TRACKED = new Set(["on_my_way", "arrived", "started"]);

/** The service's value from the label the share view gives (its name in the page's language follows from it). */
const serviceOf = (label: string) =>
  (Object.keys(SERVICE_LABELS) as Service[]).find((s) => SERVICE_LABELS[s] === label);

function Gone({ message }: { message: string }) {
  const t = useT(rideText);
  return (
    <div className="page-container max-w-xl py-20 text-center">
      <h1 className="text-3xl text-ink-900">{t("shared.title")}</h1>
      <p className="mt-4 text-lg text-ink-700" role="alert" data-testid="shared-trip-gone">
        {message}
      </p>
    </div>
  );
}

function SharedTrip({ trip }: { trip: SharedTripView }) {
  const t = useT(rideText);
  const tAccount = useT(accountText);
  const stateText = useTripStateText();
  const serviceName = useServiceLabel();
  const { dateTime } = useBookingFormat();
  const tracking = Boolean(trip.step && TRACKED.has(trip.step)) && trip.status !== "cancelled";
  return (
    <div className="bg-ivory-100 py-6 md:py-10">
      <div className="page-container max-w-5xl space-y-5">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <p className="eyebrow text-gold-700">
              {t("shared.eyebrow", { service: serviceName(serviceOf(trip.serviceLabel), trip.serviceLabel) })}
            </p>
            <h1 className="mt-1 text-3xl text-ink-900 sm:text-4xl">{t("shared.heading")}</h1>
            <p className="mt-1 text-sm text-ink-600">{tAccount("trip.pickup", { at: dateTime(trip.pickupAt) })}</p>
          </div>
          <p
            className="rounded-full bg-ink-900 px-4 py-1.5 text-sm font-semibold text-gold-300"
            data-testid="trip-state"
            aria-live="polite"
          >
            {stateText(trip)}
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
              <h2 className="mb-4 font-display text-xl text-ink-900">{t("progress.title")}</h2>
              <StepList steps={trip.steps} current={trip.step} />
            </div>
          </div>
          <section className="card space-y-2 p-5 sm:p-6" aria-labelledby="shared-car">
            <h2 id="shared-car" className="font-display text-xl text-ink-900">
              {tAccount("trip.chauffeurAndCar")}
            </h2>
            {trip.chauffeurFirstName ? (
              <p className="text-lg font-semibold text-ink-900" data-testid="chauffeur-name">
                {trip.chauffeurFirstName}
              </p>
            ) : (
              <p className="text-sm text-ink-600">{t("shared.notAssigned")}</p>
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
                  <span className="sr-only">{tAccount("chauffeur.plate")}</span>
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
  const t = useT(rideText);
  if (q.isLoading)
    return (
      <div className="flex min-h-[50vh] items-center justify-center gap-3 text-ink-600" role="status">
        <Spinner /> {t("shared.loading")}
      </div>
    );
  if (q.error || !q.data)
    return <Gone message={isNotFound(q.error) ? t("server.shareGone") : t("shared.loadFailed")} />;
  return <SharedTrip trip={q.data} />;
}
