import { Minus, Plus } from "lucide-react";
import { useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";

/** A labelled number stepper (− value +). */
export function Stepper({
  label,
  value,
  min,
  onChange,
  id,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange(v: number): void;
  id: string;
}) {
  const t = useT(bookingText);
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <span id={`${id}-label`} className="font-medium text-ink-800">
        {label}
      </span>
      <div className="flex items-center gap-3" role="group" aria-labelledby={`${id}-label`}>
        <button
          type="button"
          className="btn-outline size-9 p-0"
          aria-label={t("stepper.decrease", { label: label.toLowerCase() })}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        >
          <Minus className="size-4" aria-hidden />
        </button>
        <output id={id} aria-live="polite" className="w-6 text-center text-lg font-semibold tabular-nums">
          {value}
        </output>
        <button
          type="button"
          className="btn-outline size-9 p-0"
          aria-label={t("stepper.increase", { label: label.toLowerCase() })}
          onClick={() => onChange(value + 1)}
        >
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
    </div>
  );
}
