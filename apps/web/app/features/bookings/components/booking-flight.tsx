import { AlertTriangle, PlaneLanding, PlaneTakeoff } from "lucide-react";
import { flightLabels, type BookingView, type FlightView } from "@chauffeur/contracts";
import { formatDateTime } from "~/lib/format";

// An airport transfer's flight on My Bookings (the card and the details modal): the two time lines, the flight's
// state, and the free cancellation a cancelled or diverted flight gives (decision record 011).

export const freeCancelTexts = {
  notice: "Your flight was cancelled or diverted. You can cancel this transfer free of charge, with a full refund.",
  button: "Cancel free with a full refund",
} as const;

/** The flight's two lines as [label, ISO time]: an arrival's landing and meeting time, a departure's flight and pickup. */
export function flightTimeRows(f: FlightView): Array<[string, string]> {
  return f.direction === "arrival"
    ? [
        [flightLabels.flightLands, f.expectedAt],
        [flightLabels.meetsYouAt, f.pickupAt],
      ]
    : [
        [flightLabels.flightDeparts, f.expectedAt],
        [flightLabels.pickupTime, f.pickupAt],
      ];
}

/** The card's flight block: the two lines (India time) and the state, e.g. "Delayed 50 min, now landing 8:40 pm". */
export function FlightTimes({ flight }: { flight: FlightView }) {
  const Icon = flight.direction === "arrival" ? PlaneLanding : PlaneTakeoff;
  return (
    <div className="flex items-start gap-2" data-testid="booking-flight">
      <Icon className="mt-0.5 size-4 shrink-0 text-gold-600" aria-hidden />
      <div className="min-w-0 space-y-0.5">
        {flightTimeRows(flight).map(([label, at]) => (
          <p key={label}>
            <span className="text-ink-500">{label}</span>{" "}
            <span className="whitespace-nowrap font-medium">{formatDateTime(at)}</span>
          </p>
        ))}
        <p className="text-xs text-ink-600" data-testid="flight-status">
          {flight.flightNumber ? `${flight.flightNumber} · ` : ""}
          {flight.statusText}
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
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-danger-600/40 bg-red-50 p-4 text-sm text-ink-900"
      role="status"
      data-testid="free-cancel"
    >
      <p className="flex items-start gap-2 font-medium">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-danger-600" aria-hidden />
        {freeCancelTexts.notice}
      </p>
      <button type="button" className="btn-danger self-start" onClick={onCancel}>
        {freeCancelTexts.button}
      </button>
    </div>
  );
}
