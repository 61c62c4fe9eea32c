import {
  apiPaths,
  bookingChangePaths,
  bookingMessages,
  type BookingView,
  type BookingsListResponse,
  type CancellationPreview,
  type ReschedulePreview,
  type RescheduleResponse,
} from "@chauffeur/contracts";

type CancellationPreviewResponse = { success: true; data: CancellationPreview };
type ReschedulePreviewResponse = { success: true; data: ReschedulePreview };
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "~/features/auth";
import { bookingsCacheKey, cachedBookings, rememberBookings } from "~/features/rider-cache";
import { ApiRequestError, apiRequest } from "~/lib/api-client";

export const bookingsKey = ["bookings"] as const;

/** An answer that says `success: false`: the screen shows the catalogue message it carries. */
class UnsuccessfulAnswer extends Error {}

/**
 * GET /api/v1/bookings?page&limit: active and past pages with counts. The rider's last answer kept on this device
 * (features/rider-cache, docs/decisions/016) is shown at once as stale data and refreshed on mount; the query key
 * names the rider, so one account's pages are never another's.
 */
export function useBookings(page: number, limit = 10) {
  const userId = useSession().user?._id ?? "";
  const key = bookingsCacheKey(page, limit);
  return useQuery({
    queryKey: [...bookingsKey, userId, page, limit],
    queryFn: async () => {
      const res = await apiRequest<BookingsListResponse | { success: false; message?: string }>(
        `${apiPaths.bookings}?page=${page}&limit=${limit}`,
      );
      if (!res.success) throw new UnsuccessfulAnswer(bookingMessages.listUnsuccessful);
      if (userId) rememberBookings(userId, key, res.data);
      return res.data;
    },
    initialData: () => (userId ? cachedBookings(userId, key)?.data : undefined),
    initialDataUpdatedAt: () => (userId ? cachedBookings(userId, key)?.savedAt : undefined),
    staleTime: 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** True when the failure is the device being offline (the screen keeps what it showed and says so). */
export const isOffline = (e: unknown) => e instanceof ApiRequestError && e.kind === "offline";

export function listErrorMessage(
  e: unknown,
  fallback: string = bookingMessages.listFailed,
  unsuccessful: string = bookingMessages.listUnsuccessful,
) {
  if (e instanceof ApiRequestError) return e.serverMessage ?? fallback;
  if (e instanceof UnsuccessfulAnswer) return unsuccessful;
  return fallback;
}

/** GET /api/v1/bookings/{id}: the owner's booking only. */
export function useBooking(id: string | null) {
  return useQuery({
    queryKey: [...bookingsKey, "one", id],
    enabled: Boolean(id),
    retry: false,
    queryFn: async () => {
      const res = await apiRequest<{ success: boolean; data?: BookingView }>(apiPaths.booking(id!));
      if (!res.success || !res.data) throw new UnsuccessfulAnswer(bookingMessages.detailsUnsuccessful);
      return res.data;
    },
  });
}

/** The details' failure: an unsuccessful answer or anything else (the texts in the page's language). */
export function detailsErrorMessage(
  e: unknown,
  unsuccessful: string = bookingMessages.detailsUnsuccessful,
  failed: string = bookingMessages.detailsFailed,
) {
  return e instanceof UnsuccessfulAnswer ? unsuccessful : failed;
}

/** PUT /api/v1/bookings/cancel/{id} with an empty body; the list reloads afterwards. */
export function useCancelBooking() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const res = await apiRequest<{ success: boolean; message?: string }>(apiPaths.cancelBooking(id), {
        method: "PUT",
      });
      if (!res.success) throw new Error(res.message || bookingMessages.cancelUnsuccessful);
      return res;
    },
    onSettled: () => qc.invalidateQueries({ queryKey: bookingsKey }),
  });
}

export function cancelErrorMessage(e: unknown) {
  if (e instanceof ApiRequestError)
    return e.serverMessage ?? (e.kind === "http" ? bookingMessages.cancelUnsuccessful : bookingMessages.cancelFailed);
  if (e instanceof Error && e.message) return e.message;
  return bookingMessages.cancelFailed;
}

/** GET the cancellation's fee and refund as the server computes them (the confirmation dialog). */
export function useCancellationTerms(id: string | null) {
  return useQuery({
    queryKey: [...bookingsKey, "cancellation", id],
    enabled: Boolean(id),
    retry: false,
    // the fee depends on the time left: always asked afresh when the dialog opens
    staleTime: 0,
    gcTime: 0,
    queryFn: async () => (await apiRequest<CancellationPreviewResponse>(bookingChangePaths.cancellation(id!))).data,
  });
}

/** GET the new times and price of a move (nothing changes). */
export const previewReschedule = async (id: string, startTime: string) =>
  (
    await apiRequest<ReschedulePreviewResponse>(
      `${bookingChangePaths.reschedule(id)}?startTime=${encodeURIComponent(startTime)}`,
    )
  ).data;

/** POST the move: done at once, or the checkout options of the difference. */
export const requestReschedule = (id: string, startTime: string) =>
  apiRequest<RescheduleResponse>(bookingChangePaths.reschedule(id), { method: "POST", body: { startTime } });

/** What to tell the rider when a change was refused: the server's reason, else a general line. */
export function changeErrorMessage(e: unknown, fallback: string, offline: string = bookingMessages.offline) {
  if (e instanceof ApiRequestError) {
    if (e.kind === "offline") return offline;
    if (e.serverMessage && e.status < 500) return e.serverMessage;
  }
  return fallback;
}
