import clsx from "clsx";
import type { RideStep } from "@chauffeur/contracts";
import { useDriverText } from "../lib/texts";

/**
 * A step as the chauffeur reads it (the rider's words, contracts' RIDE_STEP_LABELS, except the first: the trip is
 * assigned to them), in the app's language.
 */
export const driverStepKey = (step: RideStep) => `step.${step}` as const;

const TONE: Record<RideStep, string> = {
  assigned: "bg-ink-100 text-ink-900",
  on_my_way: "bg-gold-300 text-ink-950",
  arrived: "bg-gold-300 text-ink-950",
  started: "bg-green-700 text-white",
  completed: "bg-ink-700 text-white",
  no_show: "bg-danger-600 text-white",
};

export function StepBadge({ step, className }: { step: RideStep; className?: string }) {
  const { t } = useDriverText();
  return (
    <span
      className={clsx("inline-flex rounded-full px-3 py-1 text-sm font-semibold", TONE[step], className)}
      data-testid="trip-step"
    >
      {t(driverStepKey(step))}
    </span>
  );
}
