import clsx from "clsx";
import type { SharingState } from "../hooks/use-position-sharing";
import { useDriverText } from "../lib/texts";

/** The strip under the header while a trip is tracked: 'Sharing location', or why not yet. */
export function LocationIndicator({ state }: { state: SharingState }) {
  const { t } = useDriverText();
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
        {sharing ? t("location.sharing") : state === "starting" ? t("location.starting") : t("location.waiting")}
      </p>
    </div>
  );
}

/** A clear sentence when the phone will not share its position (the rider and operations then see no car). */
export function LocationProblem({ state }: { state: SharingState }) {
  const { t } = useDriverText();
  if (state !== "denied" && state !== "unsupported") return null;
  return (
    <div role="alert" className="border-b-2 border-danger-600 bg-red-50 px-4 py-3 text-base text-ink-900">
      <p className="font-semibold">{state === "denied" ? t("location.deniedTitle") : t("location.unsupportedTitle")}</p>
      <p className="mt-1">{state === "denied" ? t("location.deniedHelp") : t("location.unsupportedHelp")}</p>
    </div>
  );
}
