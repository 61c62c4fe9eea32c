import { useMemo } from "react";
import { AlertTriangle, PlaneLanding, PlaneTakeoff } from "lucide-react";
import type { BookingView, FlightView } from "@chauffeur/contracts";
import { flightStatusMessage } from "@chauffeur/contracts/flights/messages";
import type en from "@chauffeur/contracts/i18n/en-IN/account";
import { useFormat, useT, type T } from "~/i18n";
import { accountText } from "~/i18n/texts/account";
import { useBookingFormat } from "~/lib/use-booking-format";

// An airport transfer's flight on My Bookings (the card and the details modal): the two time lines, the flight's
// state, and the free cancellation a cancelled or diverted flight gives (decision record 011).

type AccountT = T<keyof typeof en>;

/** The flight's two lines as [label, ISO time]: an arrival's landing and meeting time, a departure's flight and pickup. */
function flightTimeRows(f: FlightView, t: AccountT): Array<[string, string]> {
  return f.direction === "arrival"
    ? [
        [t("flight.flightLands"), f.expectedAt],
        [t("flight.meetsYouAt"), f.pickupAt],
      ]
    : [
        [t("flight.flightDeparts"), f.expectedAt],
        [t("flight.pickupTime"), f.pickupAt],
      ];
}

/**
 * A flight's state in one line: the server's line in English (contracts' flightStatusText), the same rules in Hindi
 * and Odia with the time in the page's language.
 */
function flightStatusLine(f: FlightView, t: AccountT, clock: ((at: string) => string) | null): string {
  if (!clock) return f.statusText;
  const { key, min } = flightStatusMessage({ ...f, tracked: f.tracking === "provider" });
  return t(key, { min: min ?? 0, time: clock(f.expectedAt) });
}

/** The flight's time lines (label, formatted time) and its state, in the page's language. */
export function useFlightLines() {
  const t = useT(accountText);
  const f = useFormat();
  const { dateTime } = useBookingFormat();
  return useMemo(() => {
    const clock = f.locale === "en-IN" ? null : (at: string) => f.dateTime(at, "time");
    return {
      rows: (flight: FlightView) =>
        flightTimeRows(flight, t).map(([label, at]) => [label, dateTime(at)] as [string, string]),
      status: (flight: FlightView) => flightStatusLine(flight, t, clock),
    };
  }, [t, f, dateTime]);
}

/** The card's flight block: the two lines (India time) and the state, e.g. "Delayed 50 min, now landing 8:40 pm". */
export function FlightTimes({ flight }: { flight: FlightView }) {
  const Icon = flight.direction === "arrival" ? PlaneLanding : PlaneTakeoff;
  const lines = useFlightLines();
  return (
    <div className="flex items-start gap-2" data-testid="booking-flight">
      <Icon className="mt-0.5 size-4 shrink-0 text-gold-600" aria-hidden />
      <div className="min-w-0 space-y-0.5">
        {lines.rows(flight).map(([label, at]) => (
          <p key={label}>
            <span className="text-ink-500">{label}</span> <span className="whitespace-nowrap font-medium">{at}</span>
          </p>
        ))}
        <p className="text-xs text-ink-600" data-testid="flight-status">
          {flight.flightNumber ? `${flight.flightNumber} · ` : ""}
          {lines.status(flight)}
        </p>
      </div>
    </div>
  );
}

/** A cancelled or diverted flight on a booking still to come: free cancellation, in one tap. */
export const offersFreeCancel = (b: BookingView) =>
  Boolean(b.flight?.freeCancellation) && (b.status === "pending" || b.status === "confirmed");

/** The prominent notice with its button (the cancellation dialog, with its full refund, does the rest). */
export function FreeCancelNotice({ onCancel }: { onCancel(): void }) {
  const t = useT(accountText);
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-danger-600/40 bg-red-50 p-4 text-sm text-ink-900"
      role="status"
      data-testid="free-cancel"
    >
      <p className="flex items-start gap-2 font-medium">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-danger-600" aria-hidden />
        {t("flight.freeCancelNotice")}
      </p>
      <button type="button" className="btn-danger self-start" onClick={onCancel}>
        {t("flight.freeCancelButton")}
      </button>
    </div>
  );
}
