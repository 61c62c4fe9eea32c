import clsx from "clsx";
import { Check } from "lucide-react";
import { RIDE_STEP_LABELS, type RideStep } from "@chauffeur/contracts";
import { useLocale, useT } from "~/i18n";
import { accountText } from "~/i18n/texts/account";
import { rideText } from "~/i18n/texts/ride";
import { useTimeOfDay } from "./live-map";

interface StepAt {
  step: RideStep;
  label: string;
  at: string | null;
}

/** The ride's steps in order with their times (Indian time); the current one is marked aria-current="step". */
export function StepList({ steps, current }: { steps: StepAt[]; current: RideStep | null }) {
  const t = useT(rideText);
  const tAccount = useT(accountText);
  const { locale } = useLocale();
  const time = useTimeOfDay();
  // the server's label in English; the account namespace's step names (the trip header's) in Hindi and Odia
  const label = (s: StepAt) =>
    locale !== "en-IN" && s.step in RIDE_STEP_LABELS ? tAccount(`trip.step.${s.step}`) : s.label;
  return (
    <ol className="space-y-0" aria-label={t("progress.title")} data-testid="ride-steps">
      {steps.map((s, i) => {
        const done = s.at !== null;
        const isCurrent = s.step === current;
        return (
          <li
            key={s.step}
            aria-current={isCurrent ? "step" : undefined}
            className="relative flex min-h-12 items-start gap-3 pb-3 last:pb-0"
          >
            {i < steps.length - 1 ? (
              <span
                aria-hidden
                className={clsx(
                  "absolute top-7 left-3.5 h-[calc(100%-1.5rem)] w-0.5",
                  done ? "bg-gold-500" : "bg-ivory-200",
                )}
              />
            ) : null}
            <span
              aria-hidden
              className={clsx(
                "relative z-10 flex size-7 shrink-0 items-center justify-center rounded-full border-2",
                isCurrent
                  ? "border-gold-500 bg-gold-500 text-ink-950 ring-4 ring-gold-300/50"
                  : done
                    ? "border-gold-500 bg-white text-gold-600"
                    : "border-ivory-200 bg-white text-ink-300",
              )}
            >
              {done ? <Check className="size-4" /> : <span className="size-1.5 rounded-full bg-current" />}
            </span>
            <div className="flex flex-1 flex-wrap items-baseline justify-between gap-x-3 pt-0.5">
              <span
                className={clsx(
                  "text-[15px]",
                  isCurrent ? "font-semibold text-ink-900" : done ? "text-ink-800" : "text-ink-500",
                )}
              >
                {label(s)}
                {isCurrent ? <span className="sr-only">{t("progress.current")}</span> : null}
              </span>
              {s.at ? <span className="text-sm text-ink-500 tabular-nums">{time(s.at)}</span> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
