import { useEffect, useMemo, useState } from "react";
import {
  DEFAULT_PASSENGERS,
  DEFAULT_SUITCASES,
  FLIGHT_NUMBER_RE,
  NO_ADD_ONS,
  fareRuleMessages,
  fareValidation,
  flightMessages,
  meetTimeFor,
  normaliseFlightNumber,
  parseTripTime,
  toIstLocalInput,
  toRequestPlace,
  tripTimeError,
  type AirportTransferRequest,
  type DeparturePickup,
  type DeparturePickupRequest,
  type TransferType,
} from "@chauffeur/contracts";
import { useT, useValidationText } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";
import { useBookingFormat } from "~/lib/use-booking-format";
import { useDeparturePickup } from "../api/departure-pickup";
import type { Guests } from "./guest-info-dialog";
import { GuestInfoDialog } from "./lazy-dialogs";
import { CheckFareButton, GuestsField, RoutePreviewPanel } from "./trip-form-parts";
import type { TripFormKit } from "./trip-form";
import { AirportSelect, DirectionToggle, FlightFields, SERVED_AIRPORTS, WaitingNote } from "./airport-transfer-fields";
import { DepartureTimeFields, LandingTimeField } from "./airport-transfer-times";
import type { SelectedPlace } from "../types";

type Field = "address" | "flight" | "flightTime" | "startTime";
type Errors = Partial<Record<Field, string>>;

/** The airport and the city-side address in trip order, for the route preview. */
function useAirportPoints(airportCode: string, address: SelectedPlace | null, arriving: boolean) {
  const t = useT(bookingText);
  const airport = SERVED_AIRPORTS.find((a) => a.code === airportCode)!;
  const name = t(airport.name);
  return useMemo(() => {
    const a = { label: name, lat: airport.lat, lng: airport.lng };
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
  }, [airport, name, address, arriving]);
}

interface TransferValues {
  address: SelectedPlace | null;
  arriving: boolean;
  /** normalised */
  flight: string;
  international: boolean;
  flightTime: string;
  startTime: string;
  /** a departure's latest pick-up, once the server has worked it out */
  latestPickup: Date | null;
}

/** The times: an arrival is met at landing + buffer (that meeting must be 6 h to 180 days ahead); a departure's pick-up. */
function validateTimes(v: TransferValues, now: Date): Errors {
  if (v.arriving) {
    const landing = parseTripTime(v.flightTime);
    if (!landing) return { flightTime: flightMessages.landingRequired };
    const te = tripTimeError({ startTime: toIstLocalInput(meetTimeFor(landing, v.international)) }, now);
    return te ? { flightTime: te } : {};
  }
  if (!parseTripTime(v.flightTime)) return { flightTime: flightMessages.departureTimeRequired };
  const te = tripTimeError({ startTime: v.startTime }, now);
  if (te) return { startTime: te };
  const pickup = parseTripTime(v.startTime)!;
  if (v.latestPickup && pickup.getTime() > v.latestPickup.getTime())
    return { startTime: flightMessages.pickupAfterLatest(v.latestPickup) };
  return {};
}

/** The first problem, with the server's rules and messages: address, flight number, then the times. */
function validateTransfer(v: TransferValues): Errors {
  if (!v.address) return { address: fareValidation.locationsRequired };
  if (v.arriving && !v.flight) return { flight: fareRuleMessages.flightRequired };
  if (v.flight && !FLIGHT_NUMBER_RE.test(v.flight)) return { flight: fareRuleMessages.flightNumber };
  return validateTimes(v, new Date());
}

/**
 * The form's messages in the page's language: the shared schemas' and fare rules' by their code (useValidationText),
 * the flight times' own here; English passes unchanged.
 */
function useErrorText(latestPickup: string | undefined) {
  const t = useT(bookingText);
  const tv = useValidationText();
  const fmt = useBookingFormat();
  return (message: string | undefined) => {
    if (!message || fmt.en) return message;
    if (message === flightMessages.landingRequired) return t("airportForm.landingRequired");
    if (message === flightMessages.departureTimeRequired) return t("airportForm.departureTimeRequired");
    if (latestPickup && message === flightMessages.pickupAfterLatest(new Date(latestPickup)))
      return t("airportForm.pickupAfterLatest", { latest: fmt.dateTime(latestPickup) });
    return tv(message);
  };
}

/**
 * A departure's proposed pick-up: asked for once the pick-up place and the departure are set; it pre-fills the
 * pick-up until the rider chooses one themselves.
 */
function useProposedPickup(
  request: DeparturePickupRequest | null,
  touched: boolean,
  setStartTime: (v: string) => void,
): DeparturePickup | undefined {
  const { data } = useDeparturePickup(request);
  const plan = request ? data : undefined;
  const latest = plan?.latestPickupLocal;
  useEffect(() => {
    if (latest && !touched) setStartTime(latest);
  }, [latest, touched, setStartTime]);
  return plan;
}

/** The form's state: the trip, the flight, the times and the first error. */
function useTransferState() {
  const [direction, setDirectionState] = useState<TransferType>("airport-to-city");
  const [airportCode, setAirportCode] = useState<string>("BBI");
  const [flight, setFlight] = useState("");
  const [international, setInternational] = useState(false);
  const [address, setAddress] = useState<SelectedPlace | null>(null);
  const [flightTime, setFlightTime] = useState("");
  const [startTime, setStartTime] = useState("");
  const [pickupTouched, setPickupTouched] = useState(false);
  const [guests, setGuests] = useState<Guests>({ passengers: DEFAULT_PASSENGERS, suitcases: DEFAULT_SUITCASES });
  const [errors, setErrors] = useState<Errors>({});
  const arriving = direction === "airport-to-city";
  // the same time means a landing one way and a departure the other: switching starts the times afresh
  const setDirection = (d: TransferType) => {
    setDirectionState(d);
    setFlightTime("");
    setStartTime("");
    setPickupTouched(false);
    setErrors({});
  };
  const clear = (f: Field) => setErrors((x) => ({ ...x, [f]: undefined }));
  const request: DeparturePickupRequest | null =
    !arriving && address && flightTime
      ? { airportCode, pickUp: toRequestPlace(address), flightTime, international }
      : null;
  const plan = useProposedPickup(request, pickupTouched, setStartTime);
  return {
    direction,
    setDirection,
    airportCode,
    setAirportCode,
    international,
    setInternational,
    guests,
    setGuests,
    arriving,
    plan,
    errors,
    setErrors,
    address,
    flight,
    flightTime,
    startTime,
    setAddress: (p: SelectedPlace | null) => {
      setAddress(p);
      clear("address");
    },
    setFlight: (v: string) => {
      setFlight(v);
      clear("flight");
    },
    setFlightTime: (v: string) => {
      setFlightTime(v);
      clear("flightTime");
    },
    setStartTime: (v: string) => {
      setStartTime(v);
      setPickupTouched(true);
      clear("startTime");
    },
  };
}

type TransferState = ReturnType<typeof useTransferState>;

/** The request Check Fare sends: an arrival's landing as flightTime; a departure's flightTime and pick-up. */
function payloadOf(s: TransferState, flight: string): AirportTransferRequest {
  const side = toRequestPlace(s.address!);
  return {
    transferType: s.direction,
    airportCode: s.airportCode,
    ...(s.arriving ? { dropOff: side } : { pickUp: side, startTime: s.startTime }),
    flightTime: s.flightTime,
    flightNumber: flight || null,
    international: s.international,
    passengerCount: s.guests.passengers,
    luggageCount: s.guests.suitcases,
    addOns: NO_ADD_ONS,
  };
}

/**
 * Airport transfer request (not shown in the specification; modelled on the best airport-transfer products):
 * direction, airport (BBI by default), flight number (validated; required for arrivals so the flight can be
 * followed), the city-side address, the flight's scheduled landing (arrivals: the chauffeur meets the rider after
 * the policy's buffer) or its departure and the pick-up (departures: the latest pick-up is proposed and explained),
 * guests, and the waiting rules.
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
  const s = useTransferState();
  const t = useT(bookingText);
  const errorText = useErrorText(s.plan?.latestPickup);
  const [guestOpen, setGuestOpen] = useState(false);
  const points = useAirportPoints(s.airportCode, s.address, s.arriving);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const flight = normaliseFlightNumber(s.flight);
    const latestPickup = s.plan ? new Date(s.plan.latestPickup) : null;
    const errs = validateTransfer({ ...s, flight, latestPickup });
    s.setErrors(errs);
    if (!Object.keys(errs).length) onSubmit(payloadOf(s, flight));
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <form
        onSubmit={submit}
        noValidate
        className="card space-y-5 p-5 md:p-7"
        aria-label={t("airportForm.form")}
        // the prerendered page fetches its code right after its first paint (hydrate-on-intent/loader.ts)
        data-hydrate-early=""
      >
        <DirectionToggle direction={s.direction} onChange={s.setDirection} />
        <AirportSelect airportCode={s.airportCode} onChange={s.setAirportCode} />
        <FlightFields
          arriving={s.arriving}
          flight={s.flight}
          international={s.international}
          error={errorText(s.errors.flight)}
          onFlight={s.setFlight}
          onInternational={s.setInternational}
        />
        <PlaceInput
          id="city-address"
          label={t(s.arriving ? "airportForm.dropoffAddress" : "airportForm.pickupAddress")}
          value={s.address}
          error={errorText(s.errors.address)}
          onChange={s.setAddress}
        />
        {s.arriving ? (
          <LandingTimeField
            value={s.flightTime}
            international={s.international}
            error={errorText(s.errors.flightTime)}
            onChange={s.setFlightTime}
          />
        ) : (
          <DepartureTimeFields
            flightTime={s.flightTime}
            startTime={s.startTime}
            international={s.international}
            plan={s.plan}
            errors={{ flightTime: errorText(s.errors.flightTime), startTime: errorText(s.errors.startTime) }}
            onFlightTime={s.setFlightTime}
            onStartTime={s.setStartTime}
          />
        )}
        <GuestsField guests={s.guests} onOpen={() => setGuestOpen(true)} />
        <WaitingNote arriving={s.arriving} international={s.international} airportCode={s.airportCode} />
        <CheckFareButton busy={busy} />
      </form>
      <RoutePreviewPanel>
        <RouteMap points={points} />
      </RoutePreviewPanel>
      <GuestInfoDialog open={guestOpen} onOpenChange={setGuestOpen} value={s.guests} onSubmit={s.setGuests} />
    </div>
  );
}
