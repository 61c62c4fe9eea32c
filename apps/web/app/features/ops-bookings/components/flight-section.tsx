import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { PlaneLanding, PlaneTakeoff } from "lucide-react";
import {
  flightLabels,
  isFinalFlightState,
  type BookingStatus,
  type FlightUpdateView,
  type FlightView,
  type OpsFlightResponse,
} from "@chauffeur/contracts";
import { formatDateTime } from "~/lib/format";
import { Dl, ErrorNote, errorMessage, label } from "~/features/ops-core";
import { flightQuery } from "../api/flights";
import { FlightUpdateDialog } from "./flight-dialog";
import { Section } from "./section";

const trackingText = (f: FlightView) =>
  f.tracking === "provider"
    ? "Tracked by the flight status provider"
    : "Not tracked automatically: record changes here";

type OpsFlight = OpsFlightResponse["data"];
const when = (d: string | null) => (d ? formatDateTime(d) : "—");

/** One change of the flight: when, who, what it said, and how it moved the pickup. */
function UpdateItem({ u }: { u: FlightUpdateView }) {
  const moved = u.pickupBefore || u.pickupAfter;
  return (
    <li className="py-2.5 text-sm">
      <p className="flex flex-wrap justify-between gap-x-3 text-xs text-ink-600">
        <span>{formatDateTime(u.at)}</span>
        <span>
          {u.source === "provider" ? "Flight status provider" : "Operator"}
          {u.by ? ` · ${u.by}` : ""}
        </span>
      </p>
      <p className="mt-0.5 font-medium text-ink-900">
        {label(u.state)}
        {u.expectedAt ? ` · expected ${formatDateTime(u.expectedAt)}` : ""}
      </p>
      {moved ? (
        <p className="text-ink-700">
          Pickup {when(u.pickupBefore)} → {when(u.pickupAfter)}
        </p>
      ) : null}
      {u.note ? <p className="text-ink-700">“{u.note}”</p> : null}
    </li>
  );
}

/** The flight's facts: its number and direction, the two times the rider sees, its state, tracking and polling. */
function FlightFacts({ data }: { data: OpsFlight }) {
  const { flight: f, polls, failures, nextPollAt } = data;
  const arrival = f.direction === "arrival";
  const Icon = arrival ? PlaneLanding : PlaneTakeoff;
  return (
    <Dl
      items={[
        [
          "Flight",
          <span key="n" className="inline-flex items-center gap-1.5 font-medium">
            <Icon className="size-4" aria-hidden /> {f.flightNumber ?? "Number not given"}
          </span>,
        ],
        [
          "Direction",
          `${arrival ? "Arrival at" : "Departure from"} ${f.airportCode}, ${f.international ? "international" : "domestic"}`,
        ],
        [
          arrival ? flightLabels.flightLands : flightLabels.flightDeparts,
          f.expectedAt !== f.scheduledAt
            ? `${formatDateTime(f.expectedAt)} (scheduled ${formatDateTime(f.scheduledAt)})`
            : formatDateTime(f.expectedAt),
        ],
        [arrival ? flightLabels.meetsYouAt : flightLabels.pickupTime, formatDateTime(f.pickupAt)],
        [
          "Status",
          <span key="s" className="font-medium">
            {f.statusText}
            {f.freeCancellation ? " · the rider may cancel free, with a full refund" : ""}
          </span>,
        ],
        ["Tracking", trackingText(f)],
        ["Last checked", f.lastCheckedAt ? formatDateTime(f.lastCheckedAt) : "Not yet"],
        [
          "Polls",
          `${polls}${failures ? ` · ${failures} failed in a row` : ""} · ${nextPollAt ? `next ${formatDateTime(nextPollAt)}` : "not polling"}`,
        ],
      ]}
    />
  );
}

/**
 * The 'Flight' section of an airport transfer's Trip tab (decision record 011): the flight's times as the rider sees
 * them, its state, how it is followed, the polling, the history of changes, and 'Record flight update'.
 */
export function FlightSection({
  bookingId,
  reference,
  status,
}: {
  bookingId: string;
  reference: string;
  status: BookingStatus;
}) {
  const query = useQuery(flightQuery(bookingId));
  const [recording, setRecording] = useState(false);
  if (query.isPending)
    return (
      <Section title={flightLabels.flight}>
        <p className="text-sm text-ink-600">Loading the flight…</p>
      </Section>
    );
  if (query.isError)
    return (
      <Section title={flightLabels.flight}>
        <ErrorNote message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      </Section>
    );
  const { flight: f, updates } = query.data;
  const flightClosed = isFinalFlightState(f.state, f.direction);
  return (
    <Section title={flightLabels.flight}>
      <div data-testid="ops-flight">
        <FlightFacts data={query.data} />
        <h3 className="mt-5 font-sans text-sm font-semibold text-ink-800">Updates</h3>
        {updates.length === 0 ? (
          <p className="mt-1 text-sm text-ink-600">No changes recorded yet.</p>
        ) : (
          <ol className="mt-1 divide-y divide-ivory-200" data-testid="flight-updates">
            {updates.map((u, i) => (
              <UpdateItem key={`${u.at}-${i}`} u={u} />
            ))}
          </ol>
        )}
        <div className="mt-4">
          {flightClosed || status === "cancelled" || status === "completed" ? (
            <p className="text-sm text-ink-600">
              No further updates: the {flightClosed ? "flight" : "booking"} is closed.
            </p>
          ) : (
            <button type="button" className="btn-outline" onClick={() => setRecording(true)}>
              Record flight update
            </button>
          )}
        </div>
      </div>
      <FlightUpdateDialog
        bookingId={bookingId}
        reference={reference}
        flight={f}
        open={recording}
        onOpenChange={setRecording}
      />
    </Section>
  );
}
