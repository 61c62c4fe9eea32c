import { useMemo, useState, useEffect } from "react";
import {
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
import { AirportSelect, DirectionToggle, FlightFields, SERVED_AIRPORTS, WaitingNote } from "./airport-transfer-fields";
import type { SelectedPlace } from "../types";

type Field = "direction" | "address" | "flight" | "startTime";

/** The departure limits (now + 6 h to 180 days, in IST) as of when the form opened. */
function useDepartureLimits() {
  const [minLocal, setMinLocal] = useState("");
  const [maxLocal, setMaxLocal] = useState("");
  useEffect(() => {
    setMinLocal(toIstLocalInput(earliestDeparture(new Date())));
    setMaxLocal(toIstLocalInput(latestDeparture(new Date())));
  }, []);
  return { minLocal, maxLocal };
}

/** The airport and the city-side address in trip order, for the route preview. */
function useAirportPoints(airportCode: string, address: SelectedPlace | null, arriving: boolean) {
  const airport = SERVED_AIRPORTS.find((a) => a.code === airportCode)!;
  return useMemo(() => {
    const a = { label: airport.name, lat: airport.lat, lng: airport.lng };
    const c = address ? { label: address.address, ...address.location } : null;
    if (!c) return [{ ...a, role: arriving ? ("pickup" as const) : ("drop" as const) }];
    return arriving
      ? [
          { ...a, role: "pickup" as const },
          { ...c, role: "drop" as const },
        ]
      : [
          { ...c, role: "pickup" as const },
          { ...a, role: "drop" as const },
        ];
  }, [airport, address, arriving]);
}

/** The first problem, with the server's rules and messages: address, flight number, then the time. */
function validateTransfer(
  address: SelectedPlace | null,
  arriving: boolean,
  flight: string,
  startTime: string,
): Partial<Record<Field, string>> {
  if (!address) return { address: fareValidation.locationsRequired };
  if (arriving && !flight) return { flight: fareRuleMessages.flightRequired };
  if (flight && !FLIGHT_NUMBER_RE.test(flight)) return { flight: fareRuleMessages.flightNumber };
  const te = tripTimeError({ startTime }, new Date());
  return te ? { startTime: te } : {};
}

/** The flight's arrival (arriving) or the pick-up date and time, in IST, within the departure limits as of when the form opened. */
function StartTimeField({
  arriving,
  value,
  error,
  onChange,
}: {
  arriving: boolean;
  value: string;
  error?: string;
  onChange(v: string): void;
}) {
  const { minLocal, maxLocal } = useDepartureLimits();
  return (
    <div>
      <label htmlFor="startTime" className="field-label">
        {arriving ? "Flight arrival date and time" : "Pick-up date and time"}
      </label>
      <input
        id="startTime"
        type="datetime-local"
        className="field-input"
        min={minLocal}
        max={maxLocal || undefined}
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <p className="mt-1 text-xs text-ink-500">India time (IST), at least 6 hours and at most 180 days from now</p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Airport transfer request (not shown in the specification; modelled on the best airport-transfer products):
 * direction, airport (BBI by default), flight number (validated, required for arrivals so the chauffeur can track
 * the flight), the city-side address, the flight's arrival time or the pick-up time, guests, and the waiting rules.
 */
export function AirportTransferForm({
  kit,
  busy,
  onSubmit,
}: {
  kit: TripFormKit;
  busy: boolean;
  onSubmit(payload: AirportTransferRequest): void;
}) {
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

  const arriving = direction === "airport-to-city";
  const points = useAirportPoints(airportCode, address, arriving);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const f = normaliseFlightNumber(flight);
    const errs = validateTransfer(address, arriving, f, startTime);
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
        <DirectionToggle direction={direction} onChange={setDirection} />

        <AirportSelect airportCode={airportCode} onChange={setAirportCode} />

        <FlightFields
          arriving={arriving}
          flight={flight}
          international={international}
          error={errors.flight}
          onFlight={(v) => {
            setFlight(v);
            setErrors((x) => ({ ...x, flight: undefined }));
          }}
          onInternational={setInternational}
        />

        <PlaceInput
          id="city-address"
          label={arriving ? "Drop-off address" : "Pick-up address"}
          value={address}
          error={errors.address}
          onChange={setAddress}
        />

        <StartTimeField arriving={arriving} value={startTime} error={errors.startTime} onChange={setStartTime} />

        <GuestsField guests={guests} onOpen={() => setGuestOpen(true)} />

        <WaitingNote arriving={arriving} international={international} airportCode={airportCode} />

        <CheckFareButton busy={busy} />
      </form>
      <RoutePreviewPanel>
        <RouteMap points={points} />
      </RoutePreviewPanel>
      <GuestInfoDialog open={guestOpen} onOpenChange={setGuestOpen} value={guests} onSubmit={setGuests} />
    </div>
  );
}
