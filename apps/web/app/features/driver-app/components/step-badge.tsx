import clsx from "clsx";
import { RIDE_STEP_LABELS, type RideStep } from "@chauffeur/contracts";

/** A step as the chauffeur reads it (the rider's words, except the first: the trip is assigned to them). */
export const driverStepLabel = (step: RideStep) => (step === "assigned" ? "Assigned to you" : RIDE_STEP_LABELS[step]);

const TONE: Record<RideStep, string> = {
  assigned: "bg-ink-100 text-ink-900",
  on_my_way: "bg-gold-300 text-ink-950",
  arrived: "bg-gold-300 text-ink-950",
  started: "bg-green-700 text-white",
  completed: "bg-ink-700 text-white",
  no_show: "bg-danger-600 text-white",
};

export function StepBadge({ step, className }: { step: RideStep; className?: string }) {
  return (
    <span
      className={clsx("inline-flex rounded-full px-3 py-1 text-sm font-semibold", TONE[step], className)}
      data-testid="trip-step"
    >
      {driverStepLabel(step)}
    </span>
  );
}
