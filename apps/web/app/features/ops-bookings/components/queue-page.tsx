import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { RefreshCw, Search } from "lucide-react";
import {
  BOOKING_STATUSES,
  SERVICE_VALUES,
  serviceLabel,
  type OpsBookingQuery,
  type OpsBookingRow,
} from "@chauffeur/contracts";
import { SelectField, TextField } from "~/components/ui/field";
import { formatDateTime, rupees } from "~/lib/format";
import {
  Countdown,
  Empty,
  errorMessage,
  ErrorNote,
  label,
  Loading,
  PageHeader,
  PaymentState,
  StatusBadge,
  useServerNow,
} from "~/features/ops-core";
import { queueQuery } from "../api/bookings";

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

      <QueueFilters filter={filter} set={set} />

      {query.isPending ? (
        <Loading label="Loading bookings…" />
      ) : query.isError ? (
        <ErrorNote message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.bookings.length === 0 ? (
        <Empty title="No bookings match">Change the filters or clear the search.</Empty>
      ) : (
        <div className="card overflow-x-auto" tabIndex={0} role="region" aria-label="Scrollable table">
          <table className="w-full min-w-[960px] text-left text-sm" aria-label="Bookings">
            <thead className="border-b border-ivory-200 bg-ivory-100/60 text-xs uppercase tracking-wider text-ink-600">
              <tr>
                <th className="px-4 py-3 font-semibold">Booking</th>
                <th className="px-4 py-3 font-semibold">Pickup</th>
                <th className="px-4 py-3 font-semibold">Trip</th>
                <th className="px-4 py-3 font-semibold">Rider</th>
                <th className="px-4 py-3 font-semibold">Status</th>
                <th className="px-4 py-3 font-semibold">Confirm within</th>
                <th className="px-4 py-3 font-semibold">Assigned</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ivory-200">
              {query.data.bookings.map((b) => (
                <QueueRow key={b.id} b={b} now={now} />
              ))}
            </tbody>
          </table>
          <QueuePager offset={offset} shown={query.data.bookings.length} total={query.data.total} set={set} />
        </div>
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
      className="card mb-5 grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_2fr]"
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
        label="Pickup date"
        type="date"
        value={filter.date ?? ""}
        onChange={(e) => set("date", e.target.value)}
      />
      <div className="flex items-end gap-2">
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

function QueueRow({ b, now }: { b: OpsBookingRow; now: number }) {
  return (
    <tr
      data-testid="queue-row"
      data-booking-id={b.id}
      className={
        b.confirmDueAt ? (new Date(b.confirmDueAt).getTime() < now ? "bg-red-50" : "bg-gold-300/10") : undefined
      }
    >
      <td className="px-4 py-3">
        <Link to={`/ops/bookings/${b.id}`} className="font-semibold text-ink-900 underline-offset-2 hover:underline">
          {b.reference}
        </Link>
        <div className="text-xs text-ink-600">
          {serviceLabel(b.serviceType)} · {b.carType} · {rupees(b.amountPaise)}
        </div>
      </td>
      <td className="whitespace-nowrap px-4 py-3">{formatDateTime(b.startTime)}</td>
      <td className="max-w-64 px-4 py-3">
        <div className="truncate" title={b.pickup}>
          {b.pickup || "—"}
        </div>
        <div className="truncate text-xs text-ink-600" title={b.drop}>
          → {b.drop || "—"}
        </div>
      </td>
      <td className="px-4 py-3">
        <div>{b.rider.name}</div>
        <div className="text-xs text-ink-600">{b.rider.phone ?? "—"}</div>
      </td>
      <td className="px-4 py-3">
        <StatusBadge status={b.status} />
        <div className="mt-1">
          <PaymentState status={b.paymentStatus} />
        </div>
      </td>
      <td className="whitespace-nowrap px-4 py-3">
        <Countdown due={b.confirmDueAt} now={now} />
      </td>
      <td className="px-4 py-3 text-xs">
        {b.chauffeur ? <div>{b.chauffeur.name}</div> : <span className="text-ink-600">Not assigned</span>}
        {b.car ? <div className="text-ink-600">{b.car.plate}</div> : null}
      </td>
    </tr>
  );
}

function QueuePager({ offset, shown, total, set }: { offset: number; shown: number; total: number; set: SetParam }) {
  return (
    <nav
      className="flex items-center justify-between gap-3 border-t border-ivory-200 px-4 py-2 text-xs text-ink-600"
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
