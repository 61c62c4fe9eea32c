import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import {
  companyPaths,
  type BookingStatus,
  type CompanyApproval,
  type CompanyInvoice,
  type CompanySpend,
  type CompanyStatement,
  type CompanyTrip,
} from "@chauffeur/contracts";
import { apiRequest } from "~/lib/api-client";
import { tripsQueryString, type TripFilters } from "../lib/trip-filters";

// The portal's rides and money (README "Company accounts"): approvals, trips, invoices, statements, spend. The server
// decides what each role sees; the tabs only follow `companyMay`.
const KEY = ["companies"] as const;

export const approvalsQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...KEY, companyId, "approvals"],
    queryFn: () => apiRequest<{ approvals: CompanyApproval[] }>(companyPaths.approvals(companyId)),
  });

export type { CompanyApproval };

/** Approve, or decline with the reason the booker reads; refreshes the approvals and the trips. */
export function useDecide(companyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      bookingId,
      decision,
      reason,
    }: {
      bookingId: string;
      decision: "approve" | "decline";
      reason: string;
    }) =>
      apiRequest<{ message: string; bookingId: string; status: BookingStatus }>(
        companyPaths.approvalDecision(companyId, bookingId, decision),
        // approve takes no body; decline the reason the booker reads
        decision === "approve" ? { method: "POST" } : { method: "POST", body: { reason } },
      ),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: [...KEY, companyId, "approvals"] }),
        qc.invalidateQueries({ queryKey: [...KEY, companyId, "trips"] }),
      ]),
  });
}

export const tripsQuery = (companyId: string, filters: TripFilters) =>
  infiniteQueryOptions({
    queryKey: [...KEY, companyId, "trips", filters],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      apiRequest<{ trips: CompanyTrip[]; nextCursor: string | null }>(
        `${companyPaths.trips(companyId)}${tripsQueryString(filters, pageParam)}`,
      ),
    getNextPageParam: (last) => last.nextCursor,
  });

/** 'Export CSV': the same filters, as a link the browser downloads. */
export const tripsCsvHref = (companyId: string, filters: TripFilters) =>
  `${companyPaths.tripsCsv(companyId)}${tripsQueryString(filters)}`;

export const invoicesQuery = (companyId: string, month: string) =>
  queryOptions({
    queryKey: [...KEY, companyId, "invoices", month],
    queryFn: () =>
      apiRequest<{ invoices: CompanyInvoice[] }>(
        `${companyPaths.invoices(companyId)}?month=${encodeURIComponent(month)}`,
      ),
  });

export const statementsQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...KEY, companyId, "statements"],
    queryFn: () => apiRequest<{ statements: CompanyStatement[] }>(companyPaths.statements(companyId)),
  });

export const spendQuery = (companyId: string, month: string) =>
  queryOptions({
    queryKey: [...KEY, companyId, "spend", month],
    queryFn: () => apiRequest<CompanySpend>(`${companyPaths.spend(companyId)}?month=${encodeURIComponent(month)}`),
  });
