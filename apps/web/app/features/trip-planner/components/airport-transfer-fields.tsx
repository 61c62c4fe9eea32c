import clsx from "clsx";
import { Plane } from "lucide-react";
import {
  AIRPORT_BUFFER_DOMESTIC_MIN,
  AIRPORT_BUFFER_INTERNATIONAL_MIN,
  AIRPORT_EXTRA_PER_5_MIN_RUPEES,
  AIRPORT_FREE_WAIT_MIN,
  atAirportBeforeDepartureMin,
  checkInClosesMin,
  meetBufferMin,
  type TransferType,
} from "@chauffeur/contracts";
import { useAppConfig } from "~/features/app-config";
import { useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";

// The fields of the airport transfer form (AirportTransferForm), each with the DOM the browser tests read.

/**
 * Airports we serve (the server fixes their coordinates from its gazetteer by code); `name` is the key of the
 * airport's name in the `booking` catalogue.
 */
export const SERVED_AIRPORTS = [
  { code: "BBI", name: "airportForm.airportBBI", lat: 20.2444, lng: 85.8178 },
  { code: "JRG", name: "airportForm.airportJRG", lat: 21.9135, lng: 84.0504 },
] as const;

export function DirectionToggle({ direction, onChange }: { direction: TransferType; onChange(d: TransferType): void }) {
  const t = useT(bookingText);
  return (
    <fieldset>
      <legend className="field-label">{t("airportForm.direction")}</legend>
      <div className="inline-flex rounded-full bg-ink-100 p-1">
        {[
          { v: "airport-to-city" as const, label: t("airportForm.fromAirport") },
          { v: "city-to-airport" as const, label: t("airportForm.toAirport") },
        ].map((o) => (
          <label
            key={o.v}
            className={clsx(
              "cursor-pointer rounded-full px-5 py-2 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-400",
              direction === o.v ? "bg-ink-900 text-ivory-50" : "text-ink-700",
            )}
          >
            <input
              type="radio"
              name="direction"
              className="sr-only"
              checked={direction === o.v}
              onChange={() => onChange(o.v)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function AirportSelect({ airportCode, onChange }: { airportCode: string; onChange(code: string): void }) {
  const t = useT(bookingText);
  return (
    <div>
      <label htmlFor="airport" className="field-label">
        {t("airportForm.airport")}
      </label>
      <select id="airport" className="field-input" value={airportCode} onChange={(e) => onChange(e.target.value)}>
        {SERVED_AIRPORTS.map((a) => (
          <option key={a.code} value={a.code}>
            {t(a.name)}
          </option>
        ))}
      </select>
    </div>
  );
}

interface FlightFieldsProps {
  arriving: boolean;
  flight: string;
  international: boolean;
  error?: string;
  onFlight(value: string): void;
  onInternational(value: boolean): void;
}

/** Flight number (required for arrivals, so the chauffeur can track the flight) and 'International flight'. */
export function FlightFields({ arriving, flight, international, error, onFlight, onInternational }: FlightFieldsProps) {
  const t = useT(bookingText);
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
      <div>
        <label htmlFor="flight" className="field-label">
          {t(arriving ? "airportForm.flightNumber" : "airportForm.flightNumberOptional")}
        </label>
        <div className="relative">
          <Plane
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-gold-600"
            aria-hidden
          />
          <input
            id="flight"
            className="field-input pl-9 uppercase placeholder:normal-case"
            placeholder={t("airportForm.flightPlaceholder")}
            value={flight}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            onChange={(e) => onFlight(e.target.value)}
          />
        </div>
      </div>
      <label className="flex items-center gap-2 pb-2.5 text-sm text-ink-700">
        <input
          type="checkbox"
          className="size-4 accent-gold-600"
          checked={international}
          onChange={(e) => onInternational(e.target.checked)}
        />
        {t("airportForm.international")}
      </label>
      {error ? (
        <p className="field-error sm:col-span-2" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The waiting rules: whether the flight is followed (the public configuration's `flightTracking`), the buffer after
 * landing and the free wait (arrivals), or how the proposed pick-up is worked out (departures).
 */
export function WaitingNote({
  arriving,
  international,
  airportCode,
}: {
  arriving: boolean;
  international: boolean;
  airportCode: string;
}) {
  const { flightTracking } = useAppConfig();
  const t = useT(bookingText);
  const buffer = meetBufferMin(international);
  const kind = international ? "international" : "domestic";
  const buffers = { domesticMin: AIRPORT_BUFFER_DOMESTIC_MIN, internationalMin: AIRPORT_BUFFER_INTERNATIONAL_MIN };
  return (
    <div
      className="space-y-2 rounded-xl bg-ivory-100 p-4 text-sm text-ink-700"
      aria-label={t("airportForm.waitingLabel")}
    >
      {arriving ? (
        <>
          <p className="font-medium text-ink-900" data-testid="tracking-note">
            {t(flightTracking ? "airportForm.tracked" : "airportForm.notTracked")}
          </p>
          <p>
            {t("airportForm.arrivalNote", {
              buffer,
              kind,
              ...buffers,
              free: AIRPORT_FREE_WAIT_MIN,
              extra: AIRPORT_EXTRA_PER_5_MIN_RUPEES,
            })}
            {airportCode === "BBI" ? ` ${t("airportForm.meetingPoint", { kind })}` : ""}
          </p>
        </>
      ) : (
        <p>
          {t("airportForm.departureNote", {
            atTerminal: atAirportBeforeDepartureMin(international),
            checkIn: checkInClosesMin(international),
            kind,
            buffer,
            ...buffers,
          })}
        </p>
      )}
    </div>
  );
}
