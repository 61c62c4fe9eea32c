import { useQuery } from "@tanstack/react-query";
import clsx from "clsx";
import { formatDate } from "~/lib/format";
import { Empty, errorMessage, ErrorNote, Loading, PageHeader } from "~/features/ops-core";
import { boardQuery } from "../api/live";
import { useLiveOpsState } from "../hooks/live-ops-stream";
import { AlertsList } from "./alerts-list";
import { LiveMap } from "./live-map";
import { TripList } from "./trip-list";

function StreamBadge() {
  const state = useLiveOpsState();
  const live = state === "open";
  return (
    <span
      role="status"
      className={clsx(
        "inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold",
        live ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900",
      )}
    >
      <span
        className={clsx("size-2 rounded-full", live ? "animate-pulse bg-emerald-600" : "bg-amber-600")}
        aria-hidden
      />
      {live ? "Live" : state === "reconnecting" ? "Reconnecting…" : "Connecting…"}
    </span>
  );
}

/**
 * The operations live board at /ops/live: a map of today's cars and a list of today's trips with
 * their step, ETA and a 'Late' badge, and the open alerts; all kept current by the console's live stream.
 */
export function LiveBoardPage() {
  const q = useQuery(boardQuery());
  return (
    <div>
      <PageHeader eyebrow="Today" title="Live board" actions={<StreamBadge />}>
        <p className="mt-1 text-sm text-ink-600">
          {q.data ? `Trips picking up on ${formatDate(`${q.data.day}T12:00:00+05:30`)}` : "Today's trips"}, updating as
          chauffeurs move.
        </p>
      </PageHeader>
      {q.isPending ? (
        <Loading label="Loading today's trips…" />
      ) : q.isError ? (
        <ErrorNote message={errorMessage(q.error)} onRetry={() => void q.refetch()} />
      ) : (
        <div className="space-y-6">
          <div className="grid min-w-0 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <LiveMap trips={q.data.trips} />
            <AlertsList alerts={q.data.alerts} />
          </div>
          {q.data.trips.length === 0 ? (
            <Empty title="No trips today">Confirmed bookings picking up today appear here.</Empty>
          ) : (
            <TripList trips={q.data.trips} />
          )}
        </div>
      )}
    </div>
  );
}
