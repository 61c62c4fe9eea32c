import { useEffect, useState } from "react";
import clsx from "clsx";
import { HOURLY_MAX, HOURLY_MIN } from "@chauffeur/contracts";
import { Dialog } from "~/components/ui/dialog";
import { useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";

const HOURS = Array.from({ length: HOURLY_MAX - HOURLY_MIN + 1 }, (_, i) => HOURLY_MIN + i);

/** "Select Hours": 1 to 12, confirmed with "Book For N Hours". */
export function HoursDialog({
  open,
  onOpenChange,
  value,
  onConfirm,
}: {
  open: boolean;
  onOpenChange(o: boolean): void;
  value: number;
  onConfirm(h: number): void;
}) {
  const [h, setH] = useState(value);
  const t = useT(bookingText);
  useEffect(() => {
    if (open) setH(value);
  }, [open, value]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("hours.title")}>
      <fieldset>
        <legend className="field-label">{t("tripForm.duration")}</legend>
        <div className="grid grid-cols-4 gap-2">
          {HOURS.map((n) => (
            <label
              key={n}
              className={clsx(
                "flex cursor-pointer items-center justify-center rounded-xl border px-2 py-2.5 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold-400",
                n === h ? "border-ink-900 bg-ink-900 text-ivory-50" : "border-ink-300 hover:border-ink-900",
              )}
            >
              <input
                type="radio"
                name="hours"
                className="sr-only"
                value={n}
                checked={n === h}
                onChange={() => setH(n)}
              />
              {t("tripForm.hours", { n })}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mt-4 rounded-xl bg-ivory-100 px-4 py-3 text-sm text-ink-700">{t("hours.note")}</p>
      <button
        type="button"
        className="btn-dark mt-5 w-full"
        onClick={() => {
          onConfirm(h);
          onOpenChange(false);
        }}
      >
        {t("hours.bookFor", { n: h })}
      </button>
    </Dialog>
  );
}
