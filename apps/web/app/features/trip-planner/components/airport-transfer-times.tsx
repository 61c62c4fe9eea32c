import { useEffect, useState, type ReactNode } from "react";
import {
  atAirportBeforeDepartureMin,
  earliestDeparture,
  latestDeparture,
  meetTimeFor,
  parseTripTime,
  toIstLocalInput,
  type DeparturePickup,
} from "@chauffeur/contracts";
import { useFormat, useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";
import { useBookingFormat } from "~/lib/use-booking-format";

// The time fields of the airport transfer form: an arrival's scheduled landing (with the meeting time it gives), a
// departure's flight time and its pick-up (with the proposed latest pick-up explained in one line).

/** The date limits (now + 6 h to 180 days, in IST) as of when the form opened. */
function useDateLimits() {
  const [minLocal, setMinLocal] = useState("");
  const [maxLocal, setMaxLocal] = useState("");
  useEffect(() => {
    setMinLocal(toIstLocalInput(earliestDeparture(new Date())));
    setMaxLocal(toIstLocalInput(latestDeparture(new Date())));
  }, []);
  return { minLocal, maxLocal };
}

function DateTimeField({
  id,
  label,
  value,
  error,
  min,
  max,
  hint,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  min?: string;
  max?: string;
  hint: string;
  onChange(v: string): void;
  children?: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type="datetime-local"
        className="field-input"
        min={min || undefined}
        max={max || undefined}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-500">
        {hint}
      </p>
      {children}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Two lines the rider will also see on the booking: when the flight lands and when the chauffeur meets them. */
function MeetingLines({ landing, international }: { landing: Date; international: boolean }) {
  const t = useT(bookingText);
  const fmt = useBookingFormat();
  return (
    <dl
      className="mt-2 space-y-1 rounded-xl bg-ivory-100 px-3 py-2 text-sm"
      aria-label={t("airportForm.yourPickup")}
      data-testid="arrival-times"
    >
      <div className="flex flex-wrap justify-between gap-x-3">
        <dt className="text-ink-500">{t("flight.flightLands")}</dt>
        <dd className="ml-auto whitespace-nowrap font-medium text-ink-900">{fmt.dateTime(landing)}</dd>
      </div>
      <div className="flex flex-wrap justify-between gap-x-3">
        <dt className="text-ink-500">{t("flight.meetsYouAt")}</dt>
        <dd className="ml-auto whitespace-nowrap font-medium text-ink-900">
          {fmt.dateTime(meetTimeFor(landing, international))}
        </dd>
      </div>
    </dl>
  );
}

/** An arrival: the flight's scheduled landing (sent as flightTime); the chauffeur meets the rider after the buffer. */
export function LandingTimeField({
  value,
  international,
  error,
  onChange,
}: {
  value: string;
  international: boolean;
  error?: string;
  onChange(v: string): void;
}) {
  const { maxLocal } = useDateLimits();
  const t = useT(bookingText);
  const landing = parseTripTime(value);
  return (
    <DateTimeField
      id="flightTime"
      label={t("airportForm.landingLabel")}
      value={value}
      error={error}
      max={maxLocal}
      hint={t("airportForm.landingHint")}
      onChange={onChange}
    >
      {landing ? <MeetingLines landing={landing} international={international} /> : null}
    </DateTimeField>
  );
}

/**
 * A departure: the flight's departure (sent as flightTime) and the pick-up (startTime). Once the server has worked
 * back the latest pick-up (`plan`), its one-line explanation shows under the pick-up, which cannot be later.
 */
/**
 * The proposed pick-up's one line: the server's (English, the specification's) on an English page; in Hindi and Odia
 * written here from the plan's figures, as the server's line is.
 */
function usePlanText(flightTime: string, international: boolean) {
  const t = useT(bookingText);
  const f = useFormat();
  return (plan: DeparturePickup) => {
    const departure = parseTripTime(flightTime);
    if (f.locale === "en-IN" || !departure) return plan.explanation;
    const clock = (d: Date | string) => f.dateTime(d, "time");
    return t("airportForm.plan", {
      leave: clock(plan.latestPickup),
      drive: plan.driveMinutes,
      margin: plan.marginMinutes,
      atAirport: clock(plan.atAirportBy),
      before: atAirportBeforeDepartureMin(international),
      departure: clock(departure),
    });
  };
}

export function DepartureTimeFields({
  flightTime,
  startTime,
  international,
  plan,
  errors,
  onFlightTime,
  onStartTime,
}: {
  flightTime: string;
  startTime: string;
  international: boolean;
  plan: DeparturePickup | undefined;
  errors: { flightTime?: string; startTime?: string };
  onFlightTime(v: string): void;
  onStartTime(v: string): void;
}) {
  const { minLocal, maxLocal } = useDateLimits();
  const t = useT(bookingText);
  const planText = usePlanText(flightTime, international);
  return (
    <>
      <DateTimeField
        id="flightTime"
        label={t("airportForm.departureLabel")}
        value={flightTime}
        error={errors.flightTime}
        min={minLocal}
        max={maxLocal}
        hint={t("airportForm.departureHint")}
        onChange={onFlightTime}
      />
      <DateTimeField
        id="startTime"
        label={t("airportForm.pickupLabel")}
        value={startTime}
        error={errors.startTime}
        min={minLocal}
        max={plan?.latestPickupLocal ?? maxLocal}
        hint={t(plan ? "airportForm.latestHint" : "tripForm.departureHint")}
        onChange={onStartTime}
      >
        <div aria-live="polite">
          {plan ? (
            <p className="mt-2 rounded-xl bg-ivory-100 px-3 py-2 text-sm text-ink-800" data-testid="departure-plan">
              {planText(plan)}
            </p>
          ) : null}
        </div>
      </DateTimeField>
    </>
  );
}
