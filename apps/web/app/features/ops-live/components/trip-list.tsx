import type { ReactNode } from "react";
import { Link } from "react-router";
import clsx from "clsx";
import { RIDE_STEP_LABELS, TIME_ZONE, type BoardTrip } from "@chauffeur/contracts";

const time = (d: string | Date) =>
  new Date(d).toLocaleTimeString("en-IN", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hour12: false });

/** "On the way", or the booking's own word when it has no ride (confirmed before rides existed). */
export const stepLabel = (t: BoardTrip) => (t.step ? RIDE_STEP_LABELS[t.step] : "Confirmed");

/** "10:42 (12 min to pickup)": when the car is expected, from the last ETA computed. */
export function etaText(t: BoardTrip): string {
  if (!t.eta) return "—";
  const at = new Date(new Date(t.eta.at).getTime() + t.eta.minutes * 60_000);
  return `${time(at)} (${t.eta.minutes} min to ${t.eta.to})`;
}

const LATE_TITLE = {
  late_start: "'On my way' was not pressed in time",
  eta_late: "Expected after the pickup time",
} as const;

function LateBadge({ trip }: { trip: BoardTrip }) {
  if (!trip.late) return null;
  return (
    <span
      className="inline-flex items-center rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-bold text-red-800 ring-1 ring-inset ring-red-300"
      title={trip.lateReason ? LATE_TITLE[trip.lateReason] : undefined}
    >
      Late
    </span>
  );
}

const STEP_TONE: Record<string, string> = {
  assigned: "bg-sky-100 text-sky-900 ring-sky-300",
  on_my_way: "bg-amber-100 text-amber-900 ring-amber-300",
  arrived: "bg-violet-100 text-violet-900 ring-violet-300",
  started: "bg-indigo-100 text-indigo-900 ring-indigo-300",
  completed: "bg-emerald-100 text-emerald-900 ring-emerald-300",
  no_show: "bg-ink-100 text-ink-700 ring-ink-300",
};
function StepBadge({ trip }: { trip: BoardTrip }) {
  return (
    <span
      data-step={trip.step ?? "none"}
      className={clsx(
        "inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        STEP_TONE[trip.step ?? ""] ?? "bg-sky-100 text-sky-900 ring-sky-300",
      )}
    >
      {stepLabel(trip)}
    </span>
  );
}

const RefLink = ({ trip }: { trip: BoardTrip }) => (
  <Link to={`/ops/bookings/${trip.bookingId}`} className="font-semibold text-ink-900 underline underline-offset-2">
    {trip.reference}
  </Link>
);

/** A cell: a table cell on a desktop, a labelled line of a card on a phone. */
function Cell({ label, className, children }: { label?: string; className?: string; children: ReactNode }) {
  return (
    <td className={clsx("px-0 py-0.5 xl:table-cell xl:px-4 xl:py-3", label ? "flex gap-2" : "block", className)}>
      {label ? <span className="w-20 shrink-0 text-xs text-ink-600 xl:hidden">{label}</span> : null}
      {children}
    </td>
  );
}

function TripRow({ t }: { t: BoardTrip }) {
  return (
    <tr
      data-testid="live-trip"
      data-booking-id={t.bookingId}
      className={clsx(
        "mb-3 block rounded-2xl border p-4 shadow-sm xl:mb-0 xl:table-row xl:rounded-none xl:border-0 xl:p-0 xl:shadow-none",
        t.late ? "border-red-300 bg-red-50" : "border-ivory-200 bg-white",
      )}
    >
      <Cell className="font-mono text-base font-semibold tabular-nums xl:text-sm xl:font-normal">
        {time(t.pickupAt)}
      </Cell>
      <Cell>
        <div className="min-w-0">
          <RefLink trip={t} />
          <div className="break-words text-xs text-ink-600 xl:max-w-56 xl:truncate" title={t.pickup}>
            {t.pickup || "—"}
          </div>
        </div>
      </Cell>
      <Cell label="Service">{t.serviceLabel}</Cell>
      <Cell label="Chauffeur">{t.chauffeur ?? "—"}</Cell>
      <Cell label="Plate" className="font-mono xl:whitespace-nowrap">
        {t.plate ?? "—"}
      </Cell>
      <Cell label="Step">
        <StepBadge trip={t} />
      </Cell>
      <Cell label="ETA" className="xl:whitespace-nowrap">
        {etaText(t)}
      </Cell>
      <Cell>
        <LateBadge trip={t} />
      </Cell>
    </tr>
  );
}

const HEADERS = ["Pickup", "Reference", "Service", "Chauffeur", "Plate", "Step", "ETA"];

/** An event's cars together (README "Weddings and events"): its runs under its reference and title. */
function eventGroups(trips: BoardTrip[]) {
  const groups = new Map<string, { event: NonNullable<BoardTrip["event"]>; trips: BoardTrip[] }>();
  for (const t of trips) {
    if (!t.event) continue;
    const g = groups.get(t.event.id) ?? { event: t.event, trips: [] };
    g.trips.push(t);
    groups.set(t.event.id, g);
  }
  return [...groups.values()];
}

const BODY = "block xl:table-row-group xl:divide-y xl:divide-ivory-200";

/**
 * Today's trips: one list, a table on a desktop and a card per trip on a phone (the same rows restyled, so nothing
 * is rendered twice and nothing scrolls sideways at 375 px). An event's cars come first, together under the event.
 */
export function TripList({ trips }: { trips: BoardTrip[] }) {
  const groups = eventGroups(trips);
  return (
    <div className="xl:card xl:overflow-hidden">
      <table className="block w-full text-left text-sm xl:table" aria-label="Today's trips">
        <thead className="hidden border-b border-ivory-200 bg-ivory-100/60 text-xs uppercase tracking-wider text-ink-600 xl:table-header-group">
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-semibold">
                {h}
              </th>
            ))}
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Late</span>
            </th>
          </tr>
        </thead>
        {groups.map((g) => (
          <tbody key={g.event.id} className={BODY} data-testid="live-event" aria-label={`Event ${g.event.reference}`}>
            <tr className="mb-2 block xl:table-row">
              <th
                scope="rowgroup"
                colSpan={HEADERS.length + 1}
                className="block rounded-xl bg-ink-900 px-4 py-2 text-left text-sm font-semibold text-gold-300 xl:table-cell xl:rounded-none"
              >
                {g.event.reference} · {g.event.title} · {g.trips.length} {g.trips.length === 1 ? "car" : "cars"}
              </th>
            </tr>
            {g.trips.map((t) => (
              <TripRow key={t.bookingId} t={t} />
            ))}
          </tbody>
        ))}
        <tbody className={BODY}>
          {trips
            .filter((t) => !t.event)
            .map((t) => (
              <TripRow key={t.bookingId} t={t} />
            ))}
        </tbody>
      </table>
    </div>
  );
}
