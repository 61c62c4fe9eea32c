import type { ReactNode } from "react";
import { Users } from "lucide-react";
import { BusyButton } from "~/components/ui/spinner";
import type { Guests } from "./guest-info-dialog";

/** 'Guests and suitcases': the summary button that opens the Guest Info dialog (every trip form). */
export function GuestsField({ guests, onOpen }: { guests: Guests; onOpen(): void }) {
  return (
    <div>
      <span className="field-label" id="guests-label">
        Guests and suitcases
      </span>
      <button
        type="button"
        className="field-input flex items-center gap-2 text-left"
        aria-labelledby="guests-label guests-value guests-suitcases"
        onClick={onOpen}
      >
        <Users className="size-4 text-gold-600" aria-hidden />
        <span id="guests-value">{guests.passengers} Guests</span>{" "}
        <span id="guests-suitcases" className="ml-auto text-xs text-ink-500">
          {guests.suitcases} suitcases
        </span>
      </button>
    </div>
  );
}

/** 'Check Fare', and 'Calculating...' with a spinner while the quote is computed. */
export function CheckFareButton({ busy }: { busy: boolean }) {
  return (
    <BusyButton className="btn-primary w-full py-3 text-base" busy={busy} busyLabel="Calculating...">
      Check Fare
    </BusyButton>
  );
}

/** The route preview column beside a trip form (sticky on wide screens). */
export function RoutePreviewPanel({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-3 lg:sticky lg:top-28 lg:self-start">
      <h2 className="text-2xl">Route preview</h2>
      {children}
    </div>
  );
}
