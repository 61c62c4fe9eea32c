import { useEffect, useState, type ReactNode } from "react";
import {
  earliestDeparture,
  flightLabels,
  latestDeparture,
  meetTimeFor,
  parseTripTime,
  toIstLocalInput,
  type DeparturePickup,
} from "@chauffeur/contracts";
import { formatDateTime } from "~/lib/format";

// The time fields of the airport transfer form: an arrival's scheduled landing (with the meeting time it gives), a
// departure's flight time and its pick-up (with the proposed latest pick-up explained in one line).

const LIMITS_HINT = "India time (IST), at least 6 hours and at most 180 days from now";

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
  return (
    <dl
      className="mt-2 space-y-1 rounded-xl bg-ivory-100 px-3 py-2 text-sm"
      aria-label="Your pickup"
      data-testid="arrival-times"
    >
      <div className="flex flex-wrap justify-between gap-x-3">
        <dt className="text-ink-500">{flightLabels.flightLands}</dt>
        <dd className="ml-auto whitespace-nowrap font-medium text-ink-900">{formatDateTime(landing)}</dd>
      </div>
      <div className="flex flex-wrap justify-between gap-x-3">
        <dt className="text-ink-500">{flightLabels.meetsYouAt}</dt>
        <dd className="ml-auto whitespace-nowrap font-medium text-ink-900">
          {formatDateTime(meetTimeFor(landing, international))}
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
  const landing = parseTripTime(value);
  return (
    <DateTimeField
      id="flightTime"
      label="Flight landing date and time"
      value={value}
      error={error}
      max={maxLocal}
      hint="Scheduled landing in India time (IST), as on your ticket"
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
export function DepartureTimeFields({
  flightTime,
  startTime,
  plan,
  errors,
  onFlightTime,
  onStartTime,
}: {
  flightTime: string;
  startTime: string;
  plan: DeparturePickup | undefined;
  errors: { flightTime?: string; startTime?: string };
  onFlightTime(v: string): void;
  onStartTime(v: string): void;
}) {
  const { minLocal, maxLocal } = useDateLimits();
  return (
    <>
      <DateTimeField
        id="flightTime"
        label="Flight departure date and time"
        value={flightTime}
        error={errors.flightTime}
        min={minLocal}
        max={maxLocal}
        hint="Scheduled departure in India time (IST), as on your ticket"
        onChange={onFlightTime}
      />
      <DateTimeField
        id="startTime"
        label="Pick-up date and time"
        value={startTime}
        error={errors.startTime}
        min={minLocal}
        max={plan?.latestPickupLocal ?? maxLocal}
        hint={plan ? "The latest pick-up for your flight; you may choose an earlier one." : LIMITS_HINT}
        onChange={onStartTime}
      >
        <div aria-live="polite">
          {plan ? (
            <p className="mt-2 rounded-xl bg-ivory-100 px-3 py-2 text-sm text-ink-800" data-testid="departure-plan">
              {plan.explanation}
            </p>
          ) : null}
        </div>
      </DateTimeField>
    </>
  );
}
