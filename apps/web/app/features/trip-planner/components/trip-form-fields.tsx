import type { Dispatch, ReactNode, SetStateAction } from "react";
import clsx from "clsx";
import { Clock, Plus, X } from "lucide-react";
import { MAX_STOPS, latestReturn, parseTripTime, toIstLocalInput } from "@chauffeur/contracts";
import type { PlaceInputProps, SelectedPlace } from "../types";
import { useT, useValidationText } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";

// The fields of the outstation / hourly / city ride form (TripForm), each with the DOM the browser tests read.

/** 'Trip type': One Way or Round Trip (outstation). */
export function TripTypeToggle({ roundTrip, onChange }: { roundTrip: boolean; onChange(roundTrip: boolean): void }) {
  const t = useT(bookingText);
  return (
    <fieldset>
      <legend className="field-label">{t("tripForm.tripType")}</legend>
      <div className="inline-flex rounded-full bg-ink-100 p-1">
        {[
          { v: false, label: t("tripForm.oneWay") },
          { v: true, label: t("tripForm.roundTrip") },
        ].map((o) => (
          <label
            key={String(o.v)}
            className={clsx(
              "cursor-pointer rounded-full px-5 py-2 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-400",
              roundTrip === o.v ? "bg-ink-900 text-ivory-50" : "text-ink-700",
            )}
          >
            <input
              type="radio"
              name="tripType"
              className="sr-only"
              checked={roundTrip === o.v}
              onChange={() => onChange(o.v)}
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** 'Duration' (hourly rental): the summary button that opens the hours dialog. */
export function DurationField({ hours, error, onOpen }: { hours: number; error?: string; onOpen(): void }) {
  const t = useT(bookingText);
  const tv = useValidationText();
  return (
    <div>
      <span className="field-label" id="duration-label">
        {t("tripForm.duration")}
      </span>
      <button
        type="button"
        className="field-input flex items-center gap-2 text-left"
        aria-labelledby="duration-label duration-value"
        onClick={onOpen}
      >
        <Clock className="size-4 text-gold-600" aria-hidden />
        <span id="duration-value">{t("tripForm.hours", { n: hours })}</span>
      </button>
      {error ? (
        <p className="field-error" role="alert">
          {tv(error)}
        </p>
      ) : null}
    </div>
  );
}

export type Stop = { key: number; place: SelectedPlace | null };
let stopKey = 0;

/** The stops between pick-up and drop-off (up to MAX_STOPS), each removable, and 'Add stop'. */
export function StopsFields({
  PlaceInput,
  stops,
  setStops,
}: {
  PlaceInput: (p: PlaceInputProps) => ReactNode;
  stops: Stop[];
  setStops: Dispatch<SetStateAction<Stop[]>>;
}) {
  const t = useT(bookingText);
  return (
    <>
      {stops.map((s, i) => (
        <PlaceInput
          key={s.key}
          id={`stop-${s.key}`}
          label={t("tripForm.stop", { n: i + 1 })}
          value={s.place}
          onChange={(p) => setStops((list) => list.map((x) => (x.key === s.key ? { ...x, place: p } : x)))}
          trailing={
            <button
              type="button"
              className="btn-ghost size-10 shrink-0 p-0"
              aria-label={t("tripForm.removeStop", { n: i + 1 })}
              onClick={() => setStops((list) => list.filter((x) => x.key !== s.key))}
            >
              <X className="size-4" aria-hidden />
            </button>
          }
        />
      ))}
      <div className="flex items-center gap-3">
        <button
          type="button"
          className="btn-outline"
          disabled={stops.length >= MAX_STOPS}
          onClick={() => setStops((l) => [...l, { key: ++stopKey, place: null }])}
        >
          <Plus className="size-4" aria-hidden /> {t("tripForm.addStop")}
        </button>
        <span className="text-xs text-ink-500">
          {stops.length >= MAX_STOPS
            ? t("tripForm.maxStops", { max: MAX_STOPS })
            : t("tripForm.upToStops", { max: MAX_STOPS })}
        </span>
      </div>
    </>
  );
}

interface TripTimesProps {
  showReturn: boolean;
  startTime: string;
  returnTime: string;
  minLocal: string;
  maxLocal: string;
  errors: { startTime?: string; returnTime?: string };
  onStart(value: string): void;
  onReturn(value: string): void;
}

/** Departure date and time (IST, 6 hours to 180 days ahead) and, on a round trip, the return. */
export function TripTimes({
  showReturn,
  startTime,
  returnTime,
  minLocal,
  maxLocal,
  errors,
  onStart,
  onReturn,
}: TripTimesProps) {
  const t = useT(bookingText);
  const tv = useValidationText();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor="startTime" className="field-label">
          {t("tripForm.departure")}
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
          onChange={(e) => onStart(e.target.value)}
        />
        <p id="startTime-hint" className="mt-1 text-xs text-ink-500">
          {t("tripForm.departureHint")}
        </p>
        {errors.startTime ? (
          <p className="field-error" role="alert">
            {tv(errors.startTime)}
          </p>
        ) : null}
      </div>
      {showReturn ? (
        <div>
          <label htmlFor="returnTime" className="field-label">
            {t("tripForm.return")}
          </label>
          <input
            id="returnTime"
            type="datetime-local"
            className="field-input"
            min={startTime || minLocal}
            max={parseTripTime(startTime) ? toIstLocalInput(latestReturn(parseTripTime(startTime)!)) : undefined}
            value={returnTime}
            aria-invalid={errors.returnTime ? true : undefined}
            onChange={(e) => onReturn(e.target.value)}
          />
          {errors.returnTime ? (
            <p className="field-error" role="alert">
              {tv(errors.returnTime)}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
