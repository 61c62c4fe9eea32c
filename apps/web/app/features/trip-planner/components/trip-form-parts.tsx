import type { ReactNode } from "react";
import { Users } from "lucide-react";
import { BusyButton } from "~/components/ui/spinner";
import { useT } from "~/i18n";
import { bookingText } from "~/i18n/texts/booking";
import type { Guests } from "./guest-info-dialog";

/** 'Guests and suitcases': the summary button that opens the Guest Info dialog (every trip form). */
export function GuestsField({ guests, onOpen }: { guests: Guests; onOpen(): void }) {
  const t = useT(bookingText);
  return (
    <div>
      <span className="field-label" id="guests-label">
        {t("tripForm.guestsLabel")}
      </span>
      <button
        type="button"
        className="field-input flex items-center gap-2 text-left"
        aria-labelledby="guests-label guests-value guests-suitcases"
        onClick={onOpen}
      >
        <Users className="size-4 text-gold-600" aria-hidden />
        <span id="guests-value">{t("tripForm.guests", { n: guests.passengers })}</span>{" "}
        <span id="guests-suitcases" className="ml-auto text-xs text-ink-500">
          {t("tripForm.suitcases", { n: guests.suitcases })}
        </span>
      </button>
    </div>
  );
}

/** 'Check Fare', and 'Calculating...' with a spinner while the quote is computed. */
export function CheckFareButton({ busy }: { busy: boolean }) {
  const t = useT(bookingText);
  return (
    <BusyButton className="btn-primary w-full py-3 text-base" busy={busy} busyLabel={t("tripForm.calculating")}>
      {t("tripForm.checkFare")}
    </BusyButton>
  );
}

/** The route preview column beside a trip form (sticky on wide screens). */
export function RoutePreviewPanel({ children }: { children: ReactNode }) {
  const t = useT(bookingText);
  return (
    <div className="space-y-3 lg:sticky lg:top-28 lg:self-start">
      <h2 className="text-2xl">{t("tripForm.routePreview")}</h2>
      {children}
    </div>
  );
}
