import { apiPaths, bookingMessages, type BookingView, type BookingsListResponse } from "@chauffeur/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "~/lib/api-client";

export const bookingsKey = ["bookings"] as const;

/** An answer that says `success: false`: the screen shows the catalogue message it carries. */
class UnsuccessfulAnswer extends Error {}

/** GET /api/v1/bookings?page&limit: active and past pages with counts. */
export function useBookings(page: number, limit = 10) {
  return useQuery({
    queryKey: [...bookingsKey, page, limit],
    queryFn: async () => {
      const res = await apiRequest<BookingsListResponse | { success: false; message?: string }>(
        `${apiPaths.bookings}?page=${page}&limit=${limit}`,
      );
      if (!res.success) throw new UnsuccessfulAnswer(bookingMessages.listUnsuccessful);
      return res.data;
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function listErrorMessage(e: unknown) {
  if (e instanceof ApiRequestError) return e.serverMessage ?? bookingMessages.listFailed;
  if (e instanceof UnsuccessfulAnswer) return e.message;
  return bookingMessages.listFailed;
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

export function detailsErrorMessage(e: unknown) {
  if (e instanceof UnsuccessfulAnswer) return e.message;
  return bookingMessages.detailsFailed;
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
