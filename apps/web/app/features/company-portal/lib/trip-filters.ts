import type { BookingStatus, CompanyTripsQuery } from "@chauffeur/contracts";

/** The Trips tab's filters as typed: empty strings mean 'all'. */
export interface TripFilters {
  traveller: string;
  costCentreId: string;
  /** 2026-12 */
  month: string;
  status: "" | BookingStatus;
}

export const NO_FILTERS: TripFilters = { traveller: "", costCentreId: "", month: "", status: "" };

/** The query the trips route and its CSV take (CompanyTripsQuerySchema): only the filters set, trimmed. */
export function tripsQuery(f: TripFilters, cursor?: string | null): CompanyTripsQuery {
  const q: CompanyTripsQuery = {};
  if (f.traveller.trim()) q.traveller = f.traveller.trim().slice(0, 100);
  if (f.costCentreId) q.costCentreId = f.costCentreId;
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(f.month)) q.month = f.month;
  if (f.status) q.status = f.status;
  if (cursor) q.cursor = cursor;
  return q;
}

/** `?traveller=…&month=…` (empty when no filter is set): the trips call's and 'Export CSV' link's query string. */
export function tripsQueryString(f: TripFilters, cursor?: string | null): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(tripsQuery(f, cursor))) params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : "";
}

/** This month in India (UTC+05:30), 2026-12: the month pickers' default. */
export function monthInIndia(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 7);
}
