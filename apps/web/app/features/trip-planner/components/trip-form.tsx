import { useCallback, useEffect, useMemo, useState, type FormEvent, type ReactNode } from "react";
import {
  DEFAULT_PASSENGERS,
  DEFAULT_SUITCASES,
  NO_ADD_ONS,
  OUTSTATION_DEFAULT_KM,
  earliestDeparture,
  fareRuleMessages,
  fareValidation,
  latestDeparture,
  outstationDistanceOk,
  toIstLocalInput,
  tripTimeError,
  type CabBookingRequest,
  type Service,
  type VehicleClass,
  type HourlyRequest,
  type OutstationRequest,
} from "@chauffeur/contracts";
import type { Guests } from "./guest-info-dialog";
import { GuestInfoDialog, HoursDialog } from "./lazy-dialogs";
import { CheckFareButton, GuestsField, RoutePreviewPanel } from "./trip-form-parts";
import { DurationField, StopsFields, TripTimes, TripTypeToggle, type Stop } from "./trip-form-fields";
import { toRequestPlace } from "@chauffeur/contracts";
import type { PlaceInputProps, SelectedPlace } from "../types";
import { useT, useValidationText } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";

type MapPoint = { label: string; role: "pickup" | "stop" | "drop"; lat: number; lng: number };
export interface TripFormKit {
  PlaceInput: (p: PlaceInputProps) => ReactNode;
  RouteMap: (p: { points: MapPoint[]; roundTrip?: boolean; onRoute?(outwardKm: number | null): void }) => ReactNode;
}

/** the time rules' messages about the return, shown under the return field rather than the departure */
const RETURN_TIME_ERRORS = new Set<string>([
  fareValidation.returnRequired,
  fareValidation.returnAfterDeparture,
  fareRuleMessages.roundTripTooLong,
]);

type Field = "locations" | "startTime" | "returnTime" | "distance" | "hours";

/** The services this form requests a quote for (airport transfers have their own form). */
type TripService = Exclude<Service, "airport-transfer">;
type TripRequest = OutstationRequest | HourlyRequest | CabBookingRequest;

/** The minimum (now + 6 h) and maximum departure in Asia/Kolkata, refreshed every minute so a long-open page stays right. */
function useDepartureBounds() {
  const [minLocal, setMinLocal] = useState("");
  const [maxLocal, setMaxLocal] = useState("");
  useEffect(() => {
    const tick = () => {
      setMinLocal(toIstLocalInput(earliestDeparture(new Date())));
      setMaxLocal(toIstLocalInput(latestDeparture(new Date())));
    };
    tick();
    const t = setInterval(tick, 60_000);
    return () => clearInterval(t);
  }, []);
  return { minLocal, maxLocal };
}

function useMapPoints(pickUp: SelectedPlace | null, stops: Stop[], dropOff: SelectedPlace | null) {
  return useMemo(() => {
    const list: MapPoint[] = [];
    if (pickUp) list.push({ label: pickUp.address, role: "pickup", ...pickUp.location });
    for (const s of stops) if (s.place) list.push({ label: s.place.address, role: "stop", ...s.place.location });
    if (dropOff) list.push({ label: dropOff.address, role: "drop", ...dropOff.location });
    return list;
  }, [pickUp, dropOff, stops]);
}

/** The form's state, its validation (the server's rules and messages) and the request it sends. */
function useTripForm(
  service: TripService,
  extra: { carType?: VehicleClass } | undefined,
  onSubmit: (payload: TripRequest) => void,
) {
  const [roundTrip, setRoundTrip] = useState(false);
  const [pickUp, setPickUp] = useState<SelectedPlace | null>(null);
  const [dropOff, setDropOff] = useState<SelectedPlace | null>(null);
  const [stops, setStops] = useState<Stop[]>([]);
  const [startTime, setStartTime] = useState("");
  const [returnTime, setReturnTime] = useState("");
  const [guests, setGuests] = useState<Guests>({ passengers: DEFAULT_PASSENGERS, suitcases: DEFAULT_SUITCASES });
  const [hours, setHours] = useState(2);
  const [routeKm, setRouteKm] = useState<number | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const onRoute = useCallback((km: number | null) => setRouteKm(km), []);

  const validate = (): Partial<Record<Field, string>> => {
    if (!pickUp || !dropOff) return { locations: fareValidation.locationsRequired };
    const timeError = tripTimeError(
      { startTime, isRoundTrip: service === "outstation" && roundTrip, returnTime },
      new Date(),
    );
    const onReturn = timeError !== null && RETURN_TIME_ERRORS.has(timeError);
    if (timeError) return { [onReturn ? "returnTime" : "startTime"]: timeError };
    if (service === "outstation" && !outstationDistanceOk(routeKm ?? OUTSTATION_DEFAULT_KM))
      return { distance: fareValidation.outstationDistance };
    if (service === "hourly-rental" && !(Number.isInteger(hours) && hours >= 1 && hours <= 12))
      return { hours: fareValidation.hourlyDuration };
    return {};
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errs = validate();
    setErrors(errs);
    if (Object.keys(errs).length) return;
    const base = {
      pickUp: toRequestPlace(pickUp!),
      dropOff: toRequestPlace(dropOff!),
      stops: stops.filter((s) => s.place).map((s) => toRequestPlace(s.place!)),
      startTime,
      passengerCount: guests.passengers,
      luggageCount: guests.suitcases,
      addOns: NO_ADD_ONS,
      ...extra,
    };
    onSubmit(
      service === "outstation"
        ? {
            ...base,
            totalDistance: Math.round(routeKm ?? OUTSTATION_DEFAULT_KM),
            isRoundTrip: roundTrip,
            returnTime: roundTrip ? returnTime : null,
          }
        : service === "hourly-rental"
          ? { ...base, hours }
          : base,
    );
  };

  const clearError = (f: Field) => setErrors((e) => (e[f] ? { ...e, [f]: undefined } : e));
  const state = { roundTrip, pickUp, dropOff, stops, startTime, returnTime, guests, hours, errors };
  const set = { setRoundTrip, setPickUp, setDropOff, setStops, setStartTime, setReturnTime, setGuests, setHours };
  return { ...state, ...set, points: useMapPoints(pickUp, stops, dropOff), onRoute, submit, clearError };
}

/** Pick-up, the stops and drop-off; the route's distance error under them. */
function LocationFields({
  PlaceInput,
  f,
}: {
  PlaceInput: TripFormKit["PlaceInput"];
  f: ReturnType<typeof useTripForm>;
}) {
  const t = useT(bookingText);
  const tv = useValidationText();
  return (
    <>
      <PlaceInput
        id="pickup"
        label={t("tripForm.pickup")}
        value={f.pickUp}
        onChange={(p) => {
          f.setPickUp(p);
          f.clearError("locations");
        }}
      />

      <StopsFields PlaceInput={PlaceInput} stops={f.stops} setStops={f.setStops} />

      <PlaceInput
        id="dropoff"
        label={t("tripForm.dropoff")}
        value={f.dropOff}
        error={tv(f.errors.locations)}
        onChange={(p) => {
          f.setDropOff(p);
          f.clearError("locations");
        }}
      />
      {f.errors.distance ? (
        <p className="field-error" role="alert">
          {tv(f.errors.distance)}
        </p>
      ) : null}
    </>
  );
}

/**
 * The fare request form of Outstation Trips and Hourly Rentals. Validates with the same rules and
 * messages as the server, then hands the request to `onSubmit` (the route sends it to the charges endpoint).
 */
export function TripForm({
  service,
  kit,
  busy,
  onSubmit,
  extra,
}: {
  service: TripService;
  /** merged into the request (e.g. the car class chosen on a luxury car page) */
  extra?: { carType?: VehicleClass };
  kit: TripFormKit;
  busy: boolean;
  onSubmit(payload: TripRequest): void;
}) {
  const { PlaceInput, RouteMap } = kit;
  const f = useTripForm(service, extra, onSubmit);
  const { minLocal, maxLocal } = useDepartureBounds();
  const [guestOpen, setGuestOpen] = useState(false);
  const [hoursOpen, setHoursOpen] = useState(false);
  const t = useT(bookingText);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form
        onSubmit={f.submit}
        noValidate
        className="card space-y-5 p-5 md:p-7"
        // the prerendered page fetches its code right after its first paint (hydrate-on-intent/loader.ts)
        data-hydrate-early=""
        aria-label={
          service === "outstation"
            ? t("tripForm.nameOutstation")
            : service === "hourly-rental"
              ? t("tripForm.nameHourly")
              : t("tripForm.nameCity")
        }
      >
        {service === "outstation" ? (
          <TripTypeToggle roundTrip={f.roundTrip} onChange={f.setRoundTrip} />
        ) : service === "hourly-rental" ? (
          <DurationField hours={f.hours} error={f.errors.hours} onOpen={() => setHoursOpen(true)} />
        ) : null}

        <LocationFields PlaceInput={PlaceInput} f={f} />

        <TripTimes
          showReturn={service === "outstation" && f.roundTrip}
          startTime={f.startTime}
          returnTime={f.returnTime}
          minLocal={minLocal}
          maxLocal={maxLocal}
          errors={f.errors}
          onStart={(v) => {
            f.setStartTime(v);
            f.clearError("startTime");
          }}
          onReturn={(v) => {
            f.setReturnTime(v);
            f.clearError("returnTime");
          }}
        />

        <GuestsField guests={f.guests} onOpen={() => setGuestOpen(true)} />

        <CheckFareButton busy={busy} />
      </form>

      <RoutePreviewPanel>
        <RouteMap points={f.points} roundTrip={service === "outstation" && f.roundTrip} onRoute={f.onRoute} />
      </RoutePreviewPanel>

      <GuestInfoDialog open={guestOpen} onOpenChange={setGuestOpen} value={f.guests} onSubmit={f.setGuests} />
      {service === "hourly-rental" ? (
        <HoursDialog
          open={hoursOpen}
          onOpenChange={setHoursOpen}
          value={f.hours}
          onConfirm={(h) => {
            f.setHours(h);
            f.clearError("hours");
          }}
        />
      ) : null}
    </div>
  );
}
