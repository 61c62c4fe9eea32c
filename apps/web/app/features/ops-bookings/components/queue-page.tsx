import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { RefreshCw, Search } from "lucide-react";
import { BOOKING_STATUSES, SERVICE_VALUES, serviceLabel, type OpsBookingQuery } from "@chauffeur/contracts";
import { SelectField, TextField } from "~/components/ui/field";
import { Empty, errorMessage, ErrorNote, label, Loading, PageHeader, useServerNow } from "~/features/ops-core";
import { PaidBookingAlerts } from "~/features/ops-live";
import { queueQuery } from "../api/bookings";
import { QueueCards, useQueueAsTable } from "./queue-cards";
import { QueueTable } from "./queue-table";

const PAGE = 50;

/** The bookings queue: paid bookings awaiting confirmation first, with the 15-minute promise. */
export function QueuePage() {
  const [params, setParams] = useSearchParams();
  const filter: OpsBookingQuery = useMemo(
    () => ({
      status: (params.get("status") || undefined) as OpsBookingQuery["status"],
      service: params.get("service") || undefined,
      date: params.get("date") || undefined,
      q: params.get("q") || undefined,
      offset: Number(params.get("offset")) || undefined,
      limit: PAGE,
    }),
    [params],
  );
  const offset = Number(params.get("offset")) || 0;
  const query = useQuery(queueQuery(filter));
  const now = useServerNow(query.data?.now);
  const asTable = useQueueAsTable();
  const set = (k: string, v: string) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    if (k !== "offset") next.delete("offset");
    setParams(next, { replace: true });
  };

  return (
    <div>
      <PageHeader
        eyebrow="Dispatch"
        title="Bookings queue"
        actions={
          <button
            type="button"
            className="btn-outline"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            <RefreshCw className={query.isFetching ? "size-4 animate-spin" : "size-4"} aria-hidden /> Refresh
          </button>
        }
      >
        <p className="mt-1 text-sm text-ink-600">Riders are promised confirmation within about 15 minutes of paying.</p>
      </PageHeader>
      <PaidBookingAlerts />

      <QueueFilters filter={filter} set={set} />

      {query.isPending ? (
        <Loading label="Loading bookings…" />
      ) : query.isError ? (
        <ErrorNote message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.bookings.length === 0 ? (
        <Empty title="No bookings match">Change the filters or clear the search.</Empty>
      ) : (
        <>
          {asTable ? (
            <QueueTable bookings={query.data.bookings} now={now} />
          ) : (
            <QueueCards bookings={query.data.bookings} now={now} />
          )}
          <QueuePager offset={offset} shown={query.data.bookings.length} total={query.data.total} set={set} />
        </>
      )}
    </div>
  );
}

type SetParam = (k: string, v: string) => void;

/** Status, service, pickup date and the search box; every change but the search applies at once. */
function QueueFilters({ filter, set }: { filter: OpsBookingQuery; set: SetParam }) {
  const [q, setQ] = useState(filter.q ?? "");
  return (
    <form
      className="card mb-5 grid grid-cols-2 gap-3 p-4 sm:gap-4 lg:grid-cols-[1fr_1fr_1fr_2fr]"
      role="search"
      aria-label="Filter bookings"
      onSubmit={(e) => {
        e.preventDefault();
        set("q", q.trim());
      }}
    >
      <SelectField label="Status" value={filter.status ?? ""} onChange={(e) => set("status", e.target.value)}>
        <option value="">All statuses</option>
        {BOOKING_STATUSES.map((s) => (
          <option key={s} value={s}>
            {label(s)}
          </option>
        ))}
      </SelectField>
      <SelectField label="Service" value={filter.service ?? ""} onChange={(e) => set("service", e.target.value)}>
        <option value="">All services</option>
        {SERVICE_VALUES.map((s) => (
          <option key={s} value={s}>
            {serviceLabel(s)}
          </option>
        ))}
      </SelectField>
      <TextField
        wrapperClassName="col-span-2 sm:col-span-1"
        label="Pickup date"
        type="date"
        value={filter.date ?? ""}
        onChange={(e) => set("date", e.target.value)}
      />
      <div className="col-span-2 flex items-end gap-2 sm:col-span-1">
        <TextField
          wrapperClassName="flex-1"
          label="Search"
          placeholder="Rider phone, name or booking reference"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <button type="submit" className="btn-dark mb-px h-[46px]" aria-label="Search bookings">
          <Search className="size-4" aria-hidden />
        </button>
      </div>
    </form>
  );
}

function QueuePager({ offset, shown, total, set }: { offset: number; shown: number; total: number; set: SetParam }) {
  return (
    <nav
      className="mt-2 flex items-center justify-between gap-3 px-1 py-2 text-xs text-ink-600"
      aria-label="Queue pages"
    >
      <span>
        {offset + 1}–{offset + shown} of {total}
      </span>
      {total > PAGE ? (
        <span className="flex gap-2">
          <button
            type="button"
            className="btn-ghost px-3 py-1"
            disabled={!offset}
            onClick={() => set("offset", String(Math.max(0, offset - PAGE)))}
          >
            Previous
          </button>
          <button
            type="button"
            className="btn-ghost px-3 py-1"
            disabled={offset + PAGE >= total}
            onClick={() => set("offset", String(offset + PAGE))}
          >
            Next
          </button>
        </span>
      ) : null}
    </nav>
  );
}
