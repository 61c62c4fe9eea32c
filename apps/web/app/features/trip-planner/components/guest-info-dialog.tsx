import { useEffect, useState } from "react";
import {
  PASSENGERS_MAX,
  PASSENGERS_MIN,
  SUITCASES_MAX,
  SUITCASES_MAX_WITH_5,
  SUITCASES_MIN,
  fareValidation,
} from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { Stepper } from "./stepper";
import { useT, useValidationText } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";

export interface Guests {
  passengers: number;
  suitcases: number;
}

/** The guests being edited, reset to `value` on opening; the steppers' changes with the 5-passenger suitcase cap. */
function useGuestDraft(open: boolean, value: Guests) {
  const [g, setG] = useState(value);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setG(value);
      setError(null);
    }
  }, [open, value]);

  const setPassengers = (p: number) => {
    const passengers = Math.min(PASSENGERS_MAX, Math.max(PASSENGERS_MIN, p));
    if (passengers === PASSENGERS_MAX && g.suitcases > SUITCASES_MAX_WITH_5) {
      setG({ passengers, suitcases: SUITCASES_MAX_WITH_5 });
      setError(fareValidation.suitcaseLimit);
    } else {
      setG({ ...g, passengers });
      setError(null);
    }
  };
  const setSuitcases = (s: number) => {
    const cap = g.passengers === PASSENGERS_MAX ? SUITCASES_MAX_WITH_5 : SUITCASES_MAX;
    if (s > cap) {
      if (g.passengers === PASSENGERS_MAX) setError(fareValidation.suitcaseLimit);
      return;
    }
    setG({ ...g, suitcases: Math.max(SUITCASES_MIN, s) });
    setError(null);
  };
  return { g, error, setPassengers, setSuitcases };
}

/**
 * Guest info: passengers 1–5, suitcases 0–4; with 5 passengers at most 2 suitcases, and the
 * rider is told so when the cap applies.
 */
export function GuestInfoDialog({
  open,
  onOpenChange,
  value,
  onSubmit,
}: {
  open: boolean;
  onOpenChange(o: boolean): void;
  value: Guests;
  onSubmit(g: Guests): void;
}) {
  const { g, error, setPassengers, setSuitcases } = useGuestDraft(open, value);
  const t = useT(bookingText);
  const tv = useValidationText();

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("guests.title")} description={t("guests.description")}>
      <div className="divide-y divide-ivory-200">
        <Stepper
          id="guest-passengers"
          label={t("guests.passengers")}
          value={g.passengers}
          min={PASSENGERS_MIN}
          max={PASSENGERS_MAX}
          onChange={setPassengers}
        />
        <Stepper
          id="guest-suitcases"
          label={t("guests.suitcases")}
          value={g.suitcases}
          min={SUITCASES_MIN}
          max={SUITCASES_MAX}
          onChange={setSuitcases}
        />
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {tv(error)}
        </p>
      ) : null}
      <div className="mt-5 flex justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={() => onOpenChange(false)}>
          {t("guests.close")}
        </button>
        <button
          type="button"
          className="btn-dark"
          onClick={() => {
            onSubmit(g);
            onOpenChange(false);
          }}
        >
          {t("guests.submit")}
        </button>
      </div>
    </Dialog>
  );
}
