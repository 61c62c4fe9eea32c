import clsx from "clsx";
import type { SharingState } from "../hooks/use-position-sharing";

/** The strip under the header while a trip is tracked: 'Sharing location', or why not yet. */
export function LocationIndicator({ state }: { state: SharingState }) {
  if (state === "off" || state === "denied" || state === "unsupported") return null;
  const sharing = state === "sharing";
  return (
    <div
      className={clsx(
        "px-4 py-2 text-base font-semibold",
        sharing ? "bg-green-800 text-white" : "bg-ink-800 text-ivory-50",
      )}
    >
      <p className="mx-auto flex max-w-xl items-center gap-2" data-testid="location-indicator">
        <span
          aria-hidden
          className={clsx("size-2.5 rounded-full", sharing ? "animate-pulse bg-green-300" : "bg-gold-400")}
        />
        {sharing ? "Sharing location" : state === "starting" ? "Finding your location…" : "Waiting for GPS…"}
      </p>
    </div>
  );
}

/** A clear sentence when the phone will not share its position (the rider and operations then see no car). */
export function LocationProblem({ state }: { state: SharingState }) {
  if (state !== "denied" && state !== "unsupported") return null;
  return (
    <div role="alert" className="border-b-2 border-danger-600 bg-red-50 px-4 py-3 text-base text-ink-900">
      <p className="font-semibold">
        {state === "denied" ? "Location is blocked for this app." : "This phone cannot share its location."}
      </p>
      <p className="mt-1">
        {state === "denied"
          ? "Allow location for this site in your browser's or phone's settings, then reopen the app, so the rider and operations can follow the car."
          : "Open the app in Chrome or Safari on your phone so the rider and operations can follow the car."}
      </p>
    </div>
  );
}
