import { useState } from "react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { BOOKING_STATUSES, type BookingStatus, type CompanyTrip } from "@chauffeur/contracts";
import { SelectField, TextField } from "~/components/ui/field";
import { BusyButton, Spinner } from "~/components/ui/spinner";
import { useFormat, useT } from "~/i18n";
import { companyRidesText } from "~/i18n/texts/company-rides";
import { costCentresQuery } from "../api/companies";
import { tripsCsvHref, tripsQuery } from "../api/rides";
import { NO_FILTERS, type TripFilters } from "../lib/trip-filters";
import { ListError } from "./list-states";
import { TripStatusBadge } from "./trip-status";

/** A ride on the road today is polled this often for its live step (the portal has no live stream of its own). */
const LIVE_REFRESH_MS = 30_000;

/**
 * 'Trips': the company's rides (everyone's for admins and approvers, one's own otherwise: the server decides),
 * filtered by traveller, cost centre, month and status; 'Load more' pages with the server's cursor; today's rides show
 * their live step; 'Export CSV' downloads the same selection.
 */
export function TripsTab({ companyId }: { companyId: string }) {
  const t = useT(companyRidesText);
  const [filters, setFilters] = useState<TripFilters>(NO_FILTERS);
  const q = useInfiniteQuery({
    ...tripsQuery(companyId, filters),
    refetchInterval: (query) =>
      query.state.data?.pages.some((p) => p.trips.some((trip) => trip.liveStep || trip.status === "ongoing"))
        ? LIVE_REFRESH_MS
        : false,
  });
  const trips = q.data?.pages.flatMap((p) => p.trips) ?? [];
  const set = (patch: Partial<TripFilters>) => setFilters((f) => ({ ...f, ...patch }));
  return (
    <section className="mt-4" aria-labelledby="trips-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="trips-heading" className="text-xl text-ink-900">
          {t("trips.title")}
        </h2>
        <a className="btn-ghost" href={tripsCsvHref(companyId, filters)} download data-testid="trips-csv">
          <Download className="size-4" aria-hidden /> {t("trips.exportCsv")}
        </a>
      </div>
      <TripFiltersForm companyId={companyId} filters={filters} onChange={set} />
      {q.isPending ? (
        <p className="mt-4 flex items-center gap-2 text-ink-600" role="status">
          <Spinner /> {t("portal.loading")}
        </p>
      ) : q.isError ? (
        <ListError error={q.error} onRetry={() => void q.refetch()} />
      ) : trips.length === 0 ? (
        <p className="card mt-4 p-5 text-ink-600">{t("trips.empty")}</p>
      ) : (
        <>
          <ul className="mt-4 space-y-3" aria-label={t("trips.title")}>
            {trips.map((trip) => (
              <TripRow key={trip.id} trip={trip} />
            ))}
          </ul>
          {q.hasNextPage ? (
            <div className="mt-4 text-center">
              <BusyButton
                type="button"
                className="btn-ghost"
                busy={q.isFetchingNextPage}
                onClick={() => void q.fetchNextPage()}
              >
                {t("trips.loadMore")}
              </BusyButton>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The filters: traveller (applied on Enter or leaving the field), cost centre, month, status. */
function TripFiltersForm({
  companyId,
  filters,
  onChange: set,
}: {
  companyId: string;
  filters: TripFilters;
  onChange(patch: Partial<TripFilters>): void;
}) {
  const t = useT(companyRidesText);
  const [traveller, setTraveller] = useState(filters.traveller);
  const centres = useQuery(costCentresQuery(companyId));
  return (
    <form
      className="card mt-3 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4"
      aria-label={t("trips.filters")}
      onSubmit={(e) => {
        e.preventDefault();
        set({ traveller });
      }}
    >
      <TextField
        label={t("trips.traveller")}
        type="search"
        value={traveller}
        onChange={(e) => setTraveller(e.target.value)}
        onBlur={() => set({ traveller })}
      />
      <SelectField
        label={t("trips.costCentre")}
        value={filters.costCentreId}
        onChange={(e) => set({ costCentreId: e.target.value })}
      >
        <option value="">{t("trips.allCostCentres")}</option>
        {(centres.data?.costCentres ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.code} · {c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t("trips.month")}
        type="month"
        value={filters.month}
        onChange={(e) => set({ month: e.target.value })}
      />
      <SelectField
        label={t("trips.status")}
        value={filters.status}
        onChange={(e) => set({ status: e.target.value as "" | BookingStatus })}
      >
        <option value="">{t("trips.allStatuses")}</option>
        {BOOKING_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`status.${s}`)}
          </option>
        ))}
      </SelectField>
    </form>
  );
}

function TripRow({ trip }: { trip: CompanyTrip }) {
  const t = useT(companyRidesText);
  const fmt = useFormat();
  return (
    <li
      className="card grid gap-2 p-4 text-sm md:grid-cols-[10rem_minmax(0,1fr)_auto] md:items-center"
      data-testid="trip"
    >
      <div>
        <p className="font-semibold text-ink-900">{fmt.dateTime(trip.pickupAt)}</p>
        <p className="text-ink-500">{trip.reference}</p>
      </div>
      <div className="min-w-0">
        <p className="text-ink-900">
          {trip.traveller.name}
          {trip.traveller.guest ? <span className="ml-1 text-ink-500">{t("approvals.guest")}</span> : null}
          {trip.costCentre ? <span className="ml-2 text-ink-500">· {trip.costCentre.code}</span> : null}
        </p>
        <p className="truncate text-ink-600">
          {trip.from} → {trip.to}
        </p>
        {trip.liveStep ? (
          <p className="mt-1 font-semibold text-sky-800" role="status">
            {t("trips.live", { step: trip.liveStep.replace(/_/g, " ") })}
          </p>
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-3 md:flex-col md:items-end">
        <TripStatusBadge status={trip.status} />
        <span className="font-semibold text-ink-900">{fmt.rupees2(trip.amountPaise)}</span>
      </div>
    </li>
  );
}
