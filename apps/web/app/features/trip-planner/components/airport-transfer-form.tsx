import { useMemo, useState, useEffect } from "react";
import clsx from "clsx";
import { Plane } from "lucide-react";
import {
  AIRPORT_BUFFER_DOMESTIC_MIN,
  AIRPORT_BUFFER_INTERNATIONAL_MIN,
  AIRPORT_EXTRA_PER_5_MIN_RUPEES,
  AIRPORT_FREE_WAIT_MIN,
  DEFAULT_PASSENGERS,
  DEFAULT_SUITCASES,
  FLIGHT_NUMBER_RE,
  NO_ADD_ONS,
  earliestDeparture,
  latestDeparture,
  fareRuleMessages,
  fareValidation,
  normaliseFlightNumber,
  toIstLocalInput,
  toRequestPlace,
  tripTimeError,
  type AirportTransferRequest,
  type TransferType,
} from "@chauffeur/contracts";
import { GuestInfoDialog, type Guests } from "./guest-info-dialog";
import { CheckFareButton, GuestsField, RoutePreviewPanel } from "./trip-form-parts";
import type { TripFormKit } from "./trip-form";
import type { SelectedPlace } from "../types";

/** Airports we serve (the server fixes their coordinates from its gazetteer by code). */
export const SERVED_AIRPORTS = [
  { code: "BBI", name: "Biju Patnaik International Airport (BBI), Bhubaneswar", lat: 20.2444, lng: 85.8178 },
  { code: "JRG", name: "Veer Surendra Sai Airport (JRG), Jharsuguda", lat: 21.9135, lng: 84.0504 },
] as const;

type Field = "direction" | "address" | "flight" | "startTime";

/**
 * Airport transfer request (not shown in the specification; modelled on the best airport-transfer products):
 * direction, airport (BBI by default), flight number (validated, required for arrivals so the chauffeur can track
 * the flight), the city-side address, the flight's arrival time or the pick-up time, guests, and the waiting rules.
 */
export function AirportTransferForm({ kit, busy, onSubmit }: { kit: TripFormKit; busy: boolean; onSubmit(payload: AirportTransferRequest): void }) {
  const { PlaceInput, RouteMap } = kit;
  const [direction, setDirection] = useState<TransferType>("airport-to-city");
  const [airportCode, setAirportCode] = useState<string>("BBI");
  const [flight, setFlight] = useState("");
  const [international, setInternational] = useState(false);
  const [address, setAddress] = useState<SelectedPlace | null>(null);
  const [startTime, setStartTime] = useState("");
  const [guests, setGuests] = useState<Guests>({ passengers: DEFAULT_PASSENGERS, suitcases: DEFAULT_SUITCASES });
  const [guestOpen, setGuestOpen] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [minLocal, setMinLocal] = useState("");
  const [maxLocal, setMaxLocal] = useState("");
  useEffect(() => {
    setMinLocal(toIstLocalInput(earliestDeparture(new Date())));
    setMaxLocal(toIstLocalInput(latestDeparture(new Date())));
  }, []);

  const arriving = direction === "airport-to-city";
  const airport = SERVED_AIRPORTS.find((a) => a.code === airportCode)!;
  const points = useMemo(() => {
    const a = { label: airport.name, lat: airport.lat, lng: airport.lng };
    const c = address ? { label: address.address, ...address.location } : null;
    if (!c) return [{ ...a, role: arriving ? ("pickup" as const) : ("drop" as const) }];
    return arriving ? [{ ...a, role: "pickup" as const }, { ...c, role: "drop" as const }] : [{ ...c, role: "pickup" as const }, { ...a, role: "drop" as const }];
  }, [airport, address, arriving]);
  const buffer = international ? AIRPORT_BUFFER_INTERNATIONAL_MIN : AIRPORT_BUFFER_DOMESTIC_MIN;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const f = normaliseFlightNumber(flight);
    let errs: Partial<Record<Field, string>> = {};
    if (!address) errs = { address: fareValidation.locationsRequired };
    else if (arriving && !f) errs = { flight: fareRuleMessages.flightRequired };
    else if (f && !FLIGHT_NUMBER_RE.test(f)) errs = { flight: fareRuleMessages.flightNumber };
    else {
      const te = tripTimeError({ startTime }, new Date());
      if (te) errs = { startTime: te };
    }
    setErrors(errs);
    if (Object.keys(errs).length) return;
    const side = toRequestPlace(address!);
    onSubmit({
      transferType: direction,
      airportCode,
      ...(arriving ? { dropOff: side } : { pickUp: side }),
      flightNumber: f || null,
      international,
      startTime,
      passengerCount: guests.passengers,
      luggageCount: guests.suitcases,
      addOns: NO_ADD_ONS,
    });
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form onSubmit={submit} noValidate className="card space-y-5 p-5 md:p-7" aria-label="Airport transfer">
        <fieldset>
          <legend className="field-label">Direction</legend>
          <div className="inline-flex rounded-full bg-ink-100 p-1">
            {[
              { v: "airport-to-city" as const, label: "From the airport" },
              { v: "city-to-airport" as const, label: "To the airport" },
            ].map((o) => (
              <label key={o.v} className={clsx("cursor-pointer rounded-full px-5 py-2 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-400", direction === o.v ? "bg-ink-900 text-ivory-50" : "text-ink-700")}>
                <input type="radio" name="direction" className="sr-only" checked={direction === o.v} onChange={() => setDirection(o.v)} />
                {o.label}
              </label>
            ))}
          </div>
        </fieldset>

        <div>
          <label htmlFor="airport" className="field-label">
            Airport
          </label>
          <select id="airport" className="field-input" value={airportCode} onChange={(e) => setAirportCode(e.target.value)}>
            {SERVED_AIRPORTS.map((a) => (
              <option key={a.code} value={a.code}>
                {a.name}
              </option>
            ))}
          </select>
        </div>

        <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
          <div>
            <label htmlFor="flight" className="field-label">
              Flight number{arriving ? "" : " (optional)"}
            </label>
            <div className="relative">
              <Plane className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-gold-600" aria-hidden />
              <input
                id="flight"
                className="field-input pl-9 uppercase"
                placeholder="e.g. 6E 2341"
                value={flight}
                autoComplete="off"
                aria-invalid={errors.flight ? true : undefined}
                onChange={(e) => {
                  setFlight(e.target.value);
                  setErrors((x) => ({ ...x, flight: undefined }));
                }}
              />
            </div>
          </div>
          <label className="flex items-center gap-2 pb-2.5 text-sm text-ink-700">
            <input type="checkbox" className="size-4 accent-gold-600" checked={international} onChange={(e) => setInternational(e.target.checked)} />
            International flight
          </label>
          {errors.flight ? <p className="field-error sm:col-span-2" role="alert">{errors.flight}</p> : null}
        </div>

        <PlaceInput id="city-address" label={arriving ? "Drop-off address" : "Pick-up address"} value={address} error={errors.address} onChange={setAddress} />

        <div>
          <label htmlFor="startTime" className="field-label">
            {arriving ? "Flight arrival date and time" : "Pick-up date and time"}
          </label>
          <input id="startTime" type="datetime-local" className="field-input" min={minLocal} max={maxLocal || undefined} value={startTime} aria-invalid={errors.startTime ? true : undefined} onChange={(e) => setStartTime(e.target.value)} />
          <p className="mt-1 text-xs text-ink-500">India time (IST), at least 6 hours and at most 180 days from now</p>
          {errors.startTime ? <p className="field-error" role="alert">{errors.startTime}</p> : null}
        </div>

        <GuestsField guests={guests} onOpen={() => setGuestOpen(true)} />

        <div className="rounded-xl bg-ivory-100 p-4 text-sm text-ink-700" aria-label="Waiting and buffer times">
          {arriving ? (
            <p>
              We track your flight and meet you at arrivals. Your chauffeur allows {buffer} minutes after landing for {international ? "immigration, customs" : "deplaning"} and baggage
              ({AIRPORT_BUFFER_DOMESTIC_MIN} min domestic, {AIRPORT_BUFFER_INTERNATIONAL_MIN} min international), then waits {AIRPORT_FREE_WAIT_MIN} minutes free. After that, waiting costs ₹
              {AIRPORT_EXTRA_PER_5_MIN_RUPEES} per extra 5 minutes. Delayed flights never cost you extra.
              {airportCode === "BBI" ? ` Meeting point: ${international ? "Terminal 2 (international)" : "Terminal 1 (domestic)"} arrivals exit, with a name placard if you add one.` : ""}
            </p>
          ) : (
            <p>
              Choose a pick-up time that leaves the drive plus a buffer of {AIRPORT_BUFFER_DOMESTIC_MIN} minutes for domestic or {AIRPORT_BUFFER_INTERNATIONAL_MIN} minutes for international flights
              before check-in closes. The route preview shows the drive time.
            </p>
          )}
        </div>

        <CheckFareButton busy={busy} />
      </form>
      <RoutePreviewPanel>
        <RouteMap points={points} />
      </RoutePreviewPanel>
      <GuestInfoDialog open={guestOpen} onOpenChange={setGuestOpen} value={guests} onSubmit={setGuests} />
    </div>
  );
}
