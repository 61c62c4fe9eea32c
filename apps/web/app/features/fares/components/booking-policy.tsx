import {
  CANCELLATION_FEE_PAISE,
  FREE_CANCEL_MINUTES,
  AIRPORT_BUFFER_DOMESTIC_MIN,
  AIRPORT_BUFFER_INTERNATIONAL_MIN,
  AIRPORT_EXTRA_PER_5_MIN_RUPEES,
  AIRPORT_FREE_WAIT_MIN,
  CONFIRMATION_MINUTES,
  NO_SHOW_WAIT_MIN,
} from "@chauffeur/contracts";

/** The booking policy box. */
export function BookingPolicy({ airport }: { airport?: boolean }) {
  return (
    <aside
      className="rounded-2xl border border-gold-300 bg-ivory-100 p-5 text-sm text-ink-700"
      aria-labelledby="policy-title"
    >
      <h2 id="policy-title" className="font-sans text-base font-semibold text-ink-900">
        Booking policy
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          Cancel anytime — 2-3 hours notice is appreciated. Cancelling is free up to {FREE_CANCEL_MINUTES} minutes
          before pickup; within {FREE_CANCEL_MINUTES} minutes a nominal fee of ₹{CANCELLATION_FEE_PAISE / 100} is kept.
        </li>
        <li>
          Bookings are usually confirmed within about {CONFIRMATION_MINUTES} minutes; if we cannot serve it, you are
          refunded in full.
        </li>
        <li>Your chauffeur waits {NO_SHOW_WAIT_MIN} minutes at pick-up; after that a no-show is charged in full.</li>
        {airport ? (
          <li>
            Arrivals: {AIRPORT_FREE_WAIT_MIN} minutes of free waiting, counted from {AIRPORT_BUFFER_DOMESTIC_MIN}{" "}
            minutes (domestic) or {AIRPORT_BUFFER_INTERNATIONAL_MIN} minutes (international) after landing; then ₹
            {AIRPORT_EXTRA_PER_5_MIN_RUPEES} per extra 5 minutes.
          </li>
        ) : null}
      </ul>
    </aside>
  );
}
