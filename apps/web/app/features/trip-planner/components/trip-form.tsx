import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import clsx from "clsx";
import { Clock, Plus, X } from "lucide-react";
import {
  DEFAULT_PASSENGERS,
  DEFAULT_SUITCASES,
  MAX_STOPS,
  NO_ADD_ONS,
  OUTSTATION_DEFAULT_KM,
  earliestDeparture,
  fareRuleMessages,
  fareValidation,
  latestDeparture,
  latestReturn,
  outstationDistanceOk,
  parseTripTime,
  toIstLocalInput,
  tripTimeError,
  type CabBookingRequest,
  type VehicleClass,
  type HourlyRequest,
  type OutstationRequest,
} from "@chauffeur/contracts";
import { GuestInfoDialog, type Guests } from "./guest-info-dialog";
import { CheckFareButton, GuestsField, RoutePreviewPanel } from "./trip-form-parts";
import { HoursDialog } from "./hours-dialog";
import { toRequestPlace } from "@chauffeur/contracts";
import type { PlaceInputProps, SelectedPlace } from "../types";

type MapPoint = { label: string; role: "pickup" | "stop" | "drop"; lat: number; lng: number };
export interface TripFormKit {
  PlaceInput: (p: PlaceInputProps) => ReactNode;
  RouteMap: (p: { points: MapPoint[]; roundTrip?: boolean; onRoute?(outwardKm: number | null): void }) => ReactNode;
}

/** the time rules' messages about the return, shown under the return field rather than the departure */
const RETURN_TIME_ERRORS = new Set<string>([fareValidation.returnRequired, fareValidation.returnAfterDeparture, fareRuleMessages.roundTripTooLong]);

type Field = "locations" | "startTime" | "returnTime" | "distance" | "hours";
let stopKey = 0;

/**
 * The fare request form of Outstation Trips and Hourly Rentals (seed 001 §2–§5). Validates with the same rules and
 * messages as the server, then hands the request to `onSubmit` (the route sends it to the charges endpoint).
 */
export function TripForm({
  mode,
  kit,
  busy,
  onSubmit,
  extra,
}: {
  mode: "outstation" | "hourly" | "city";
  /** merged into the request (e.g. the car class chosen on a luxury car page) */
  extra?: { carType?: VehicleClass };
  kit: TripFormKit;
  busy: boolean;
  onSubmit(payload: OutstationRequest | HourlyRequest | CabBookingRequest): void;
}) {
  const { PlaceInput, RouteMap } = kit;
  const [roundTrip, setRoundTrip] = useState(false);
  const [pickUp, setPickUp] = useState<SelectedPlace | null>(null);
  const [dropOff, setDropOff] = useState<SelectedPlace | null>(null);
  const [stops, setStops] = useState<Array<{ key: number; place: SelectedPlace | null }>>([]);
  const [startTime, setStartTime] = useState("");
  const [returnTime, setReturnTime] = useState("");
  const [guests, setGuests] = useState<Guests>({ passengers: DEFAULT_PASSENGERS, suitcases: DEFAULT_SUITCASES });
  const [hours, setHours] = useState(2);
  const [guestOpen, setGuestOpen] = useState(false);
  const [hoursOpen, setHoursOpen] = useState(false);
  const [routeKm, setRouteKm] = useState<number | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [minLocal, setMinLocal] = useState("");
  const [maxLocal, setMaxLocal] = useState("");

  // the minimum departure is now + 6 h in Asia/Kolkata; refreshed every minute so a long-open page stays right
  useEffect(() => {
    const tick = () => {
      setMinLocal(toIstLocalInput(earliestDeparture(new Date())));
      setMaxLocal(toIstLocalInput(latestDeparture(new Date())));
    };
    tick();
    const t = setInterval(tick, 60_000);
    return () => clearInterval(t);
  }, []);

  const points = useMemo(() => {
    const list: MapPoint[] = [];
    if (pickUp) list.push({ label: pickUp.address, role: "pickup", ...pickUp.location });
    for (const s of stops) if (s.place) list.push({ label: s.place.address, role: "stop", ...s.place.location });
    if (dropOff) list.push({ label: dropOff.address, role: "drop", ...dropOff.location });
    return list;
  }, [pickUp, dropOff, stops]);
  const onRoute = useCallback((km: number | null) => setRouteKm(km), []);

  const validate = (): Partial<Record<Field, string>> => {
    if (!pickUp || !dropOff) return { locations: fareValidation.locationsRequired };
    const timeError = tripTimeError({ startTime, isRoundTrip: mode === "outstation" && roundTrip, returnTime }, new Date());
    const onReturn = timeError !== null && RETURN_TIME_ERRORS.has(timeError);
    if (timeError) return { [onReturn ? "returnTime" : "startTime"]: timeError };
    if (mode === "outstation" && !outstationDistanceOk(routeKm ?? OUTSTATION_DEFAULT_KM)) return { distance: fareValidation.outstationDistance };
    if (mode === "hourly" && !(Number.isInteger(hours) && hours >= 1 && hours <= 12)) return { hours: fareValidation.hourlyDuration };
    return {};
  };

  const submit = (e: React.FormEvent) => {
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
      mode === "outstation"
        ? { ...base, totalDistance: Math.round(routeKm ?? OUTSTATION_DEFAULT_KM), isRoundTrip: roundTrip, returnTime: roundTrip ? returnTime : null }
        : mode === "hourly"
          ? { ...base, hours }
          : base,
    );
  };

  const clearError = (f: Field) => setErrors((e) => (e[f] ? { ...e, [f]: undefined } : e));

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form onSubmit={submit} noValidate className="card space-y-5 p-5 md:p-7" aria-label={mode === "outstation" ? "Outstation trip" : mode === "hourly" ? "Hourly rental" : "City ride"}>
        {mode === "outstation" ? (
          <fieldset>
            <legend className="field-label">Trip type</legend>
            <div className="inline-flex rounded-full bg-ink-100 p-1">
              {[
                { v: false, label: "One Way" },
                { v: true, label: "Round Trip" },
              ].map((o) => (
                <label key={o.label} className={clsx("cursor-pointer rounded-full px-5 py-2 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-400", roundTrip === o.v ? "bg-ink-900 text-ivory-50" : "text-ink-700")}>
                  <input type="radio" name="tripType" className="sr-only" checked={roundTrip === o.v} onChange={() => setRoundTrip(o.v)} />
                  {o.label}
                </label>
              ))}
            </div>
          </fieldset>
        ) : mode === "hourly" ? (
          <div>
            <span className="field-label" id="duration-label">
              Duration
            </span>
            <button type="button" className="field-input flex items-center gap-2 text-left" aria-labelledby="duration-label duration-value" onClick={() => setHoursOpen(true)}>
              <Clock className="size-4 text-gold-600" aria-hidden />
              <span id="duration-value">
                {hours} {hours === 1 ? "Hour" : "Hours"}
              </span>
            </button>
            {errors.hours ? <p className="field-error" role="alert">{errors.hours}</p> : null}
          </div>
        ) : null}

        <PlaceInput
          id="pickup"
          label="Pick-up location"
          value={pickUp}
          onChange={(p) => {
            setPickUp(p);
            clearError("locations");
          }}
        />

        {stops.map((s, i) => (
          <PlaceInput
            key={s.key}
            id={`stop-${s.key}`}
            label={`Stop ${i + 1}`}
            value={s.place}
            onChange={(p) => setStops((list) => list.map((x) => (x.key === s.key ? { ...x, place: p } : x)))}
            trailing={
              <button type="button" className="btn-ghost size-10 shrink-0 p-0" aria-label={`Remove stop ${i + 1}`} onClick={() => setStops((list) => list.filter((x) => x.key !== s.key))}>
                <X className="size-4" aria-hidden />
              </button>
            }
          />
        ))}
        <div className="flex items-center gap-3">
          <button type="button" className="btn-outline" disabled={stops.length >= MAX_STOPS} onClick={() => setStops((l) => [...l, { key: ++stopKey, place: null }])}>
            <Plus className="size-4" aria-hidden /> Add stop
          </button>
          <span className="text-xs text-ink-500">
            {stops.length >= MAX_STOPS ? `Maximum ${MAX_STOPS} stops` : `Up to ${MAX_STOPS} stops on the way`}
          </span>
        </div>

        <PlaceInput
          id="dropoff"
          label="Drop-off location"
          value={dropOff}
          error={errors.locations}
          onChange={(p) => {
            setDropOff(p);
            clearError("locations");
          }}
        />
        {errors.distance ? <p className="field-error" role="alert">{errors.distance}</p> : null}

        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="startTime" className="field-label">
              Departure date and time
            </label>
            <input
              id="startTime"
              type="datetime-local"
              className="field-input"
              min={minLocal}
              max={maxLocal || undefined}
              value={startTime}
              aria-invalid={errors.startTime ? true : undefined}
              aria-describedby="startTime-hint"
              onChange={(e) => {
                setStartTime(e.target.value);
                clearError("startTime");
              }}
            />
            <p id="startTime-hint" className="mt-1 text-xs text-ink-500">India time (IST), at least 6 hours and at most 180 days from now</p>
            {errors.startTime ? <p className="field-error" role="alert">{errors.startTime}</p> : null}
          </div>
          {mode === "outstation" && roundTrip ? (
            <div>
              <label htmlFor="returnTime" className="field-label">
                Return date and time
              </label>
              <input
                id="returnTime"
                type="datetime-local"
                className="field-input"
                min={startTime || minLocal}
                max={parseTripTime(startTime) ? toIstLocalInput(latestReturn(parseTripTime(startTime)!)) : undefined}
                value={returnTime}
                aria-invalid={errors.returnTime ? true : undefined}
                onChange={(e) => {
                  setReturnTime(e.target.value);
                  clearError("returnTime");
                }}
              />
              {errors.returnTime ? <p className="field-error" role="alert">{errors.returnTime}</p> : null}
            </div>
          ) : null}
        </div>

        <GuestsField guests={guests} onOpen={() => setGuestOpen(true)} />

        <CheckFareButton busy={busy} />
      </form>

      <RoutePreviewPanel>
        <RouteMap points={points} roundTrip={mode === "outstation" && roundTrip} onRoute={onRoute} />
      </RoutePreviewPanel>

      <GuestInfoDialog open={guestOpen} onOpenChange={setGuestOpen} value={guests} onSubmit={setGuests} />
      {mode === "hourly" ? (
        <HoursDialog
          open={hoursOpen}
          onOpenChange={setHoursOpen}
          value={hours}
          onConfirm={(h) => {
            setHours(h);
            clearError("hours");
          }}
        />
      ) : null}
    </div>
  );
}
